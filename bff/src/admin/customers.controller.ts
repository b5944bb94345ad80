import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, Roles, SUPPORT_GROUP, type AuthUser } from '@fabelhaft/auth';
import { ErrorCodes, LimitsRpc, type CustomerView, storableText } from '@fabelhaft/contracts';
import { RemoteError, type RpcClient } from '@fabelhaft/messaging';
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
    // issue #24: an account that never used a preview or an edit has no quota account at limits; found by its
    // email at the provider, it is listed after the ones limits knows (on the pages after theirs), with the
    // limits it would start with.
    const unknown = await this.withoutAccount(user, matched, id);
    const room = list.limit - page.items.length;
    const from = Math.max(0, list.offset - page.total);
    const newcomers = room > 0 ? await this.newcomers(user, unknown.slice(from, from + room)) : [];
    const verified = await this.verifiedEmails([...page.items, ...newcomers].map((c) => c.ownerId));
    return sendPage(
      res,
      'customers',
      list,
      [...page.items, ...newcomers].map((c) => toRecord(c, verified)),
      page.total + unknown.length,
    );
  }

  /** The matched subjects limits has no quota account for (in the provider's order; within `ids` when given). */
  private async withoutAccount(user: AuthUser, matched: string[], ids: string[] | undefined) {
    const wanted = ids ? matched.filter((sub) => ids.includes(sub)) : matched;
    if (wanted.length === 0) return [];
    const known = await this.rpc.call(
      LimitsRpc.listCustomers,
      { filter: { ids: wanted }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: MATCHES },
      this.metadata(user),
    );
    const has = new Set(known.items.map((c) => c.ownerId));
    return wanted.filter((sub) => !has.has(sub));
  }

  /** Customers without a quota account: the limits they would start with, nothing used, no requests. */
  private async newcomers(user: AuthUser, ownerIds: string[]): Promise<CustomerView[]> {
    return Promise.all(
      ownerIds.map(async (ownerId) => ({
        ...(await this.rpc.call(LimitsRpc.getLimits, { ownerId }, this.metadata(user))),
        email: null,
        openRequests: 0,
        // Not a customer of ours yet: no account since any date (the console shows "—").
        createdAt: '',
      })),
    );
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    const ownerId = parseOrBadRequest(Id, id);
    const [customer, verified] = await Promise.all([
      this.rpc.call(LimitsRpc.getCustomer, { ownerId }, this.metadata(user)).catch(async (e: unknown) => {
        // issue #24: an account the provider knows but limits does not (it never used a preview or an edit).
        if (!(e instanceof RemoteError && e.code === ErrorCodes.NOT_FOUND)) throw e;
        const known = await this.verifiedEmails([ownerId]);
        if (!known.has(ownerId)) throw e;
        const [newcomer] = await this.newcomers(user, [ownerId]);
        return { ...newcomer!, history: [] };
      }),
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
