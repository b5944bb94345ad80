import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import {
  LimitKind,
  LimitRequestStatus,
  LimitsRpc,
  type LimitRequestView,
  storableText,
} from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import { RPC_CLIENT } from '../bff.di-tokens';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import { parseListQuery, sendPage } from './simple-rest';

const Id = storableText().min(1).max(128);
const Ids = z.union([Id, z.array(Id).max(200)]).transform((v) => (Array.isArray(v) ? v : [v]));
const Filter = z.object({
  status: LimitRequestStatus.optional(),
  kind: LimitKind.optional(),
  ownerId: Id.optional(),
  q: storableText().max(320).optional(),
  id: Ids.optional(),
});
const ApproveBody = z.object({
  grant: z.number({ error: 'grant: a number from 1 to 100' }).int().min(1).max(100),
});
const RejectBody = z.object({
  reason: storableText({ error: 'reason: a text is required' })
    .max(2000)
    .refine((s) => s.trim().length >= 3, { message: 'The reason needs at least 3 characters' }),
});

/** docs/admin-api.md record shape: the service's view is already camelCase with an `id`. */
const toRecord = (r: LimitRequestView) => ({ ...r });

/** docs/admin-api.md `limit-requests` (issue #13): the support group only (403 for everyone else). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/limit-requests')
export class AdminLimitRequestsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The support user's id travels as the RPC metadata's userId: the decision events record it (audit trail). */
  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, {
      filters: ['status', 'kind', 'ownerId'] as const,
      sortable: ['createdAt', 'decidedAt', 'status', 'kind'],
      defaultSort: { field: 'createdAt', order: 'ASC' },
    });
    const { id, ...filter } = parseOrBadRequest(Filter, list.filter);
    const page = await this.rpc.call(
      LimitsRpc.listLimitRequests,
      {
        filter: { ...filter, ids: id },
        sort: list.sort as { field: 'createdAt' | 'decidedAt' | 'status' | 'kind'; order: 'ASC' | 'DESC' },
        offset: list.offset,
        limit: list.limit,
      },
      this.metadata(user),
    );
    return sendPage(res, 'limit-requests', list, page.items.map(toRecord), page.total);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    const { quota, ...request } = await this.rpc.call(
      LimitsRpc.getLimitRequest,
      { id: parseOrBadRequest(Id, id) },
      this.metadata(user),
    );
    const { ownerId: _owner, ...figures } = quota;
    return { ...toRecord(request), quota: figures };
  }

  /** Only when pending; grants exactly once (the service grants with the request id as the grant id). */
  @Post(':id/approve')
  @HttpCode(200)
  async approve(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    const { grant } = parseOrBadRequest(ApproveBody, body);
    return toRecord(
      await this.rpc.call(
        LimitsRpc.approveLimitRequest,
        { id: parseOrBadRequest(Id, id), grant },
        this.metadata(user),
      ),
    );
  }

  /** Only when pending; the reason is shown to the customer. */
  @Post(':id/reject')
  @HttpCode(200)
  async reject(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseOrBadRequest(RejectBody, body);
    return toRecord(
      await this.rpc.call(
        LimitsRpc.rejectLimitRequest,
        { id: parseOrBadRequest(Id, id), reason: reason.trim() },
        this.metadata(user),
      ),
    );
  }
}
