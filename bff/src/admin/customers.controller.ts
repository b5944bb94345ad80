import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { LimitsRpc, type CustomerView, storableText } from '@fabelhaft/contracts';
import type { RpcClient } from '@fabelhaft/messaging';
import type { Logger } from 'pino';
import { LOGGER, RPC_CLIENT } from '../bff.di-tokens';
import { CUSTOMER_DIRECTORY, type CustomerDirectory } from './customer-directory.port';
import { currentCorrelationId } from '../http/correlation';
import { parseOrBadRequest } from '../http/validation';
import { parseListQuery, sendPage } from './simple-rest';

const Id = storableText().min(1).max(128);
const Filter = z.object({
  q: storableText().max(320).optional(),
  id: z
    .union([Id, z.array(Id).max(200)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
const Count = z.number().int().min(1, 'Grant from 1 to 100').max(100, 'Grant from 1 to 100');
const GrantBody = z
  .object({ previews: Count.optional(), edits: Count.optional() })
  .refine((b) => b.previews !== undefined || b.edits !== undefined, {
    message: 'Grant previews or edits',
  });
const IdempotencyKey = storableText().min(1).max(100).optional();

/**
 * docs/admin-api.md: `id` is the customer's Cognito sub; `email` the verified one at the identity provider,
 * else the one limits learnt from the customer's own requests (issue #24, ADR 0034).
 */
function toRecord({ ownerId, ...rest }: CustomerView, verified: Map<string, string>) {
  return { id: ownerId, ...rest, email: verified.get(ownerId) ?? rest.email };
}

/** How many customers an email search at the identity provider may name. */
const MATCHES = 200;

/** docs/admin-api.md `customers` (issue #13): the support group only (403 for everyone else). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(SUPPORT_GROUP)
@Controller('admin/customers')
export class AdminCustomersController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(CUSTOMER_DIRECTORY) private readonly directory: CustomerDirectory,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private metadata(user: AuthUser) {
    return { correlationId: currentCorrelationId(), userId: user.sub };
  }

  /** The identity provider being down costs the emails, not the page: support still sees the customers. */
  private async lookUp<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.logger.warn({ err, correlationId: currentCorrelationId() }, `identity provider: ${what} failed`);
      return fallback;
    }
  }

  private verifiedEmails(ownerIds: string[]) {
    return this.lookUp('emails', () => this.directory.emailsOf(ownerIds), new Map<string, string>());
  }

  @Get()
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, {
      filters: [] as const,
      sortable: ['createdAt'],
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const { id, q } = parseOrBadRequest(Filter, list.filter);
    const text = q?.trim();
    // issue #24: every customer is found by their verified email, also one limits never heard of.
    const matched = text
      ? await this.lookUp('email search', () => this.directory.subjectsByEmail(text, MATCHES), [])
      : [];
    const page = await this.rpc.call(
      LimitsRpc.listCustomers,
      {
        filter: { q, ids: id, ...(matched.length ? { matchedOwnerIds: matched } : {}) },
        sort: { field: 'createdAt', order: list.sort.order },
        offset: list.offset,
        limit: list.limit,
      },
      this.metadata(user),
    );
    const verified = await this.verifiedEmails(page.items.map((c) => c.ownerId));
    return sendPage(
      res,
      'customers',
      list,
      page.items.map((c) => toRecord(c, verified)),
      page.total,
    );
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    const ownerId = parseOrBadRequest(Id, id);
    const [customer, verified] = await Promise.all([
      this.rpc.call(LimitsRpc.getCustomer, { ownerId }, this.metadata(user)),
      this.verifiedEmails([ownerId]),
    ]);
    return toRecord(customer, verified);
  }

  /**
   * Grants previews and/or edits directly. The grant id is the Idempotency-Key when the console sends one (a
   * retried click grants once), else a fresh id; the grant events carry the support user (`history[].by`).
   */
  @Post(':id/grant')
  @HttpCode(200)
  async grant(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
  ) {
    const ownerId = parseOrBadRequest(Id, id);
    const { previews, edits } = parseOrBadRequest(GrantBody, body);
    const grantId = parseOrBadRequest(IdempotencyKey, key) ?? randomUUID();
    const metadata = this.metadata(user);
    if (previews !== undefined) {
      await this.rpc.call(
        LimitsRpc.grantPreviews,
        { ownerId, grantId: `${grantId}:previews`, count: previews },
        metadata,
      );
    }
    if (edits !== undefined) {
      await this.rpc.call(
        LimitsRpc.grantEdits,
        { ownerId, grantId: `${grantId}:edits`, count: edits },
        metadata,
      );
    }
    return toRecord(
      await this.rpc.call(LimitsRpc.getCustomer, { ownerId }, metadata),
      await this.verifiedEmails([ownerId]),
    );
  }
}
