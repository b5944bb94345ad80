import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import {
  ADMIN_ORDER_SORT_FIELDS,
  AdminOrder,
  AdminOrderDetailResponse,
  AdminRefundRequest,
  OrdersRpc,
  TrackingRpc,
  type AdminOrderDetail,
  storableText,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { UrlSigner } from '@fabelhaft/storage';
import { RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { itemJourney, toAdminOrder, toAdminOrderDetail } from './order-mapping';
import { parseListQuery, sendPage } from './simple-rest';

/** A parcel whose status is slow to come leaves its item at the order's own step. */
const PARCEL_LOOKUP_TIMEOUT_MS = 2000;

const OrderIdParam = storableText().min(1).max(128);
const OrderFilter = z.object({
  status: storableText().max(40).optional(),
  ownerId: storableText().min(1).max(128).optional(),
  /** issue #24: the book page's orders. */
  bookId: storableText().min(1).max(128).optional(),
  q: storableText().max(320).optional(),
  id: z.array(storableText().max(128)).max(200).optional(),
});
/** The same header and rules as POST /books/preview (ADR 0011): a retried refund is the same refund. */
const IdempotencyKey = storableText()
  .regex(/^[A-Za-z0-9._:~+/=-]{8,128}$/, { error: 'Invalid Idempotency-Key' })
  .optional();

/**
 * The support console's orders (issue #13, docs/admin-api.md): list, detail and refund. The `support` group
 * only (403 for everyone else); the support user's id goes along as RPC metadata, so the refund's events
 * carry it (the order's `history[].by`).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
  ) {}

  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  @Get()
  @ApiOkResponse({ schema: schemaOf(z.array(AdminOrder)) })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminOrder[]> {
    const list = parseListQuery(query, {
      filters: ['status', 'ownerId', 'bookId'] as const,
      sortable: ADMIN_ORDER_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = parseOrBadRequest(OrderFilter, list.filter);
    const { orders, total } = await this.rpc.call(
      OrdersRpc.adminListOrders,
      {
        status: filter.status,
        ownerId: filter.ownerId,
        bookId: filter.bookId,
        q: filter.q,
        ids: filter.id,
        sort: list.sort as { field: (typeof ADMIN_ORDER_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' },
        offset: list.offset,
        limit: list.limit,
      },
      this.metadata(user),
    );
    return sendPage(res, 'orders', list, orders.map(toAdminOrder), total);
  }

  @Get(':id')
  @ApiOkResponse({ schema: schemaOf(AdminOrderDetailResponse) })
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminOrderDetailResponse> {
    const orderId = parseOrBadRequest(OrderIdParam, id);
    const detail = await this.rpc.call(OrdersRpc.adminGetOrder, { orderId }, this.metadata(user));
    return this.detail(detail, user);
  }

  /** Refunds through the payment provider; answers the updated record. Idempotent per `Idempotency-Key`. */
  @Post(':id/refund')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(AdminRefundRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(AdminOrderDetailResponse) })
  async refund(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<AdminOrderDetailResponse> {
    const orderId = parseOrBadRequest(OrderIdParam, id);
    const request = parseOrBadRequest(AdminRefundRequest, body ?? {});
    const key = parseOrBadRequest(IdempotencyKey, idempotencyKey);
    const detail = await this.rpc.call(
      OrdersRpc.refundOrder,
      { orderId, itemIds: request.items, reason: request.reason, requestId: key ?? randomUUID() },
      this.metadata(user),
    );
    return this.detail(detail, user);
  }

  /** Links to the owner's invoice and credit notes: signed for the owner, since the objects are theirs. */
  private async detail(detail: AdminOrderDetail, user: AuthUser): Promise<AdminOrderDetailResponse> {
    const ownerId = detail.order.ownerId;
    const record = toAdminOrderDetail(detail, (key) => (key ? this.signer.sign(key, ownerId) : null));
    // issue #24: each shipped item's step by its parcel's status, as the parent's pages name it (ADR 0040).
    const items = await Promise.all(
      record.items.map(async (item) => {
        if (!item.trackingNumber) return item;
        const parcel = await this.rpc
          .call(
            TrackingRpc.getShipment,
            { ownerId, trackingNumber: item.trackingNumber },
            this.metadata(user),
            PARCEL_LOOKUP_TIMEOUT_MS,
          )
          .catch(() => null);
        return parcel ? { ...item, journey: itemJourney(item.fulfilmentStatus, parcel.status) } : item;
      }),
    );
    return { ...record, items };
  }
}
