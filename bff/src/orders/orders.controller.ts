import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, Public, type AuthUser } from '@fabelhaft/auth';
import {
  CheckoutCancelResponse,
  CheckoutRequest,
  CheckoutResponse,
  ErrorCodes,
  FulfilmentRpc,
  OrderListResponse,
  OrdersRpc,
  PriceListResponse,
  TrackingRpc,
} from '@fabelhaft/contracts';
import type { RateLimiter, RpcClient } from '@fabelhaft/messaging';
import type { UrlSigner } from '@fabelhaft/storage';
import type { AssetUrls } from '../books/book-mapping';
import type { BffConfig } from '../bff.config';
import { BFF_CONFIG, RATE_LIMITER, RPC_CLIENT, URL_SIGNER } from '../bff.di-tokens';
import { enforceRateLimit, rateLimitRules } from '../http/rate-limit';
import { currentCorrelationId } from '../http/correlation';
import { schemaOf } from '../http/openapi';
import { parseOrBadRequest } from '../http/validation';
import { checkoutEmail, toOrder } from './order-mapping';
import { withPrintSteps, withShipments } from './order-shipments';
import { refusal } from '../http/refusal';
import type { Logger } from 'pino';
import { LOGGER } from '../bff.di-tokens';

/** A parcel whose status is slow to come is left out of the list rather than holding it up (issue #24). */
const SHIPMENT_LOOKUP_TIMEOUT_MS = 2000;

const BookIdParam = z.uuid({ error: 'Invalid book id' });

/** The hosted checkout's language: the storefront's active language (sent as Accept-Language), else German. */
/**
 * The checkout refusals a customer can act on: answered with their code (the storefront words them, ADR 0042)
 * and an English detail.
 */
const CHECKOUT_REFUSALS = [
  ErrorCodes.ORDERS_ALREADY_PAID,
  ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS,
  ErrorCodes.ORDERS_UNKNOWN_COUPON,
  ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED,
];

export function checkoutLocale(acceptLanguage: string | undefined): 'de' | 'en' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}

/**
 * spec §7 POST /books/{bookId}/checkout and GET /books/orders. Registered before the books controller, so
 * `/books/orders` is never read as a book id.
 */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('books')
export class OrdersController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(URL_SIGNER) private readonly signer: UrlSigner,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A lookup the list can do without is left out when it fails, but said in the log (issue #24). */
  private logged<T>(what: string, lookup: Promise<T>): Promise<T> {
    return lookup.catch((err: unknown) => {
      this.logger.warn({ err, lookup: what }, 'GET /books/orders answers without this lookup');
      throw err;
    });
  }

  private assetsFor(user: AuthUser): AssetUrls {
    return { url: (key) => (key ? this.signer.sign(key, user.sub) : null) };
  }

  /** The caller's orders, newest first, with signed invoice and cover links. */
  @Get('orders')
  @ApiOkResponse({ schema: schemaOf(OrderListResponse) })
  async list(@CurrentUser() user: AuthUser): Promise<OrderListResponse> {
    const { orders } = await this.rpc.call(
      OrdersRpc.listOrders,
      { ownerId: user.sub },
      { correlationId: currentCorrelationId(), userId: user.sub },
    );
    const meta = { correlationId: currentCorrelationId(), userId: user.sub };
    // issue #24: each parcel's status and step times, from the tracking service (ADR 0040).
    const mapped = await withShipments(
      orders.map((o) => toOrder(o, this.assetsFor(user))),
      (trackingNumber) =>
        this.logged(
          'tracking.getShipment',
          this.rpc.call(
            TrackingRpc.getShipment,
            { ownerId: user.sub, trackingNumber },
            meta,
            SHIPMENT_LOOKUP_TIMEOUT_MS,
          ),
        ),
    );
    // … and each print job's steps with their times, from the fulfilment service (the owner from the token).
    const printed = await withPrintSteps(mapped, async (itemIds) => {
      const { items } = await this.logged(
        'fulfilment.printSteps',
        this.rpc.call(
          FulfilmentRpc.printSteps,
          { ownerId: user.sub, itemIds },
          meta,
          SHIPMENT_LOOKUP_TIMEOUT_MS,
        ),
      );
      return items;
    });
    return { orders: printed };
  }

  /** Opens (or reuses) the book's hosted checkout; the browser then goes to `checkout_url` (spec §7). */
  @Post(':bookId/checkout')
  @HttpCode(200)
  @ApiBody({ schema: schemaOf(CheckoutRequest, 'input') })
  @ApiOkResponse({ schema: schemaOf(CheckoutResponse) })
  async checkout(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
    @Body() body: unknown,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CheckoutResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const request = parseOrBadRequest(CheckoutRequest, body ?? {});
    // Issue #12: coupon codes cannot be guessed at speed (5 tries a minute per customer).
    if (request.coupon_code) {
      await enforceRateLimit(this.limiter, rateLimitRules(this.config).coupons, `user:${user.sub}`, res);
    }
    const locale = checkoutLocale(acceptLanguage);
    const started = await this.rpc
      .call(
        OrdersRpc.startCheckout,
        {
          ownerId: user.sub,
          bookId: id,
          format: request.format,
          couponCode: request.coupon_code,
          locale,
          customerEmail: checkoutEmail(user),
        },
        { correlationId: currentCorrelationId(), userId: user.sub },
        this.config.CHECKOUT_RPC_TIMEOUT_MS,
      )
      .catch((e: unknown) => {
        throw refusal(e, CHECKOUT_REFUSALS);
      });
    return {
      checkout_url: started.checkoutUrl,
      session_id: started.sessionId,
      payment_status: started.paymentStatus,
    };
  }

  /**
   * issue #24: back from the hosted checkout's cancel link (spec §2 cancel page): the open session is closed
   * and the order cancelled, so the book's checkout button is ready again and no "payment in progress" stays.
   */
  @Post(':bookId/checkout/cancel')
  @HttpCode(200)
  @ApiOkResponse({ schema: schemaOf(CheckoutCancelResponse) })
  async cancelCheckout(
    @CurrentUser() user: AuthUser,
    @Param('bookId') bookId: string,
  ): Promise<CheckoutCancelResponse> {
    const id = parseOrBadRequest(BookIdParam, bookId);
    const { paymentStatus } = await this.rpc
      .call(
        OrdersRpc.cancelCheckout,
        { ownerId: user.sub, bookId: id },
        { correlationId: currentCorrelationId(), userId: user.sub },
        this.config.CHECKOUT_RPC_TIMEOUT_MS,
      )
      .catch((e: unknown) => {
        throw refusal(e, CHECKOUT_REFUSALS);
      });
    return { payment_status: paymentStatus };
  }
}

/**
 * issue #24 GET /prices: what each format costs, gross with VAT (spec §1), before the hosted checkout. Public
 * (the same for everyone) and cacheable for a minute; the orders service prices every checkout from the same
 * configuration.
 */
@ApiTags('orders')
@Controller('prices')
export class PricesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @Public()
  @ApiOkResponse({ schema: schemaOf(PriceListResponse) })
  async prices(@Res({ passthrough: true }) res: Response): Promise<PriceListResponse> {
    const list = await this.rpc.call(OrdersRpc.getPriceList, {}, { correlationId: currentCorrelationId() });
    res.setHeader('cache-control', 'public, max-age=60');
    return {
      currency: list.currency,
      vat_rate_percent: list.vatRatePercent,
      vat_included: true,
      formats: (['booklet', 'board'] as const).map((format) => ({
        format,
        amount: list.unitAmounts[format],
      })),
    };
  }
}
