import { z } from 'zod';
import { HistoryEntry } from './history';
import { rpc } from './envelope';

const OwnerId = z.string().min(1).max(128);
const BookId = z.string().min(1).max(128);

export const QuotaView = z.object({
  ownerId: OwnerId,
  previewLimit: z.number().int(),
  previewRemaining: z.number().int(),
  editLimit: z.number().int(),
  editRemaining: z.number().int(),
});
export type QuotaView = z.infer<typeof QuotaView>;

const RequestId = z.string().min(1).max(128);
const Email = z.string().max(320).nullable();

export const LimitKind = z.enum(['preview', 'edit']);
export type LimitKind = z.infer<typeof LimitKind>;
export const LimitRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export type LimitRequestStatus = z.infer<typeof LimitRequestStatus>;

/** One request for more previews or edits (spec §3 Support request), as support and the customer see it. */
export const LimitRequestView = z.object({
  id: RequestId,
  kind: LimitKind,
  ownerId: OwnerId,
  email: Email,
  bookId: BookId.nullable(),
  message: z.string(),
  status: LimitRequestStatus,
  granted: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type LimitRequestView = z.infer<typeof LimitRequestView>;

/** A customer as support sees them: the quota account plus what the limits service knows of them. */
export const CustomerView = QuotaView.extend({
  email: Email,
  openRequests: z.number().int(),
  createdAt: z.string(),
});
export type CustomerView = z.infer<typeof CustomerView>;

/** One page of a list (the BFF turns it into ra-data-simple-rest's array + Content-Range). */
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
const Sort = <F extends [string, ...string[]]>(fields: F) =>
  z.object({ field: z.enum(fields), order: z.enum(['ASC', 'DESC']) });
const Paging = { offset: z.number().int().min(0), limit: z.number().int().min(1).max(200) };

export const ListLimitRequestsRequest = z.object({
  filter: z.object({
    status: LimitRequestStatus.optional(),
    kind: LimitKind.optional(),
    ownerId: OwnerId.optional(),
    q: z.string().max(320).optional(),
    ids: z.array(RequestId).max(200).optional(),
  }),
  sort: Sort(['createdAt', 'decidedAt', 'status', 'kind']),
  ...Paging,
});
export type ListLimitRequestsRequest = z.infer<typeof ListLimitRequestsRequest>;

export const ListCustomersRequest = z.object({
  filter: z.object({
    q: z.string().max(320).optional(),
    ids: z.array(OwnerId).max(200).optional(),
    /**
     * issue #24: the customers whose verified email at the identity provider matches `q` (the BFF asks it); they
     * match `q` as well as an id or an email from their own requests does.
     */
    matchedOwnerIds: z.array(OwnerId).max(200).optional(),
  }),
  sort: Sort(['createdAt']),
  ...Paging,
});
export type ListCustomersRequest = z.infer<typeof ListCustomersRequest>;

const Grant = z.number().int().min(1).max(100);

/**
 * The limits service's request/reply operations (subjects `rpc.limits.<name>`). Reservations are
 * idempotent by book id, grants by grant id, edits by edit id, so a retried request changes nothing.
 */
export const LimitsRpc = {
  getLimits: rpc('rpc.limits.get-limits', z.object({ ownerId: OwnerId }), QuotaView),
  reservePreview: rpc(
    'rpc.limits.reserve-preview',
    z.object({ ownerId: OwnerId, bookId: BookId }),
    QuotaView,
  ),
  releasePreview: rpc(
    'rpc.limits.release-preview',
    z.object({ ownerId: OwnerId, bookId: BookId }),
    QuotaView,
  ),
  grantPreviews: rpc(
    'rpc.limits.grant-previews',
    z.object({
      ownerId: OwnerId,
      grantId: z.string().min(1).max(128),
      count: z.number().int().min(1).max(1000),
    }),
    QuotaView,
  ),
  /**
   * issue #14: a confirmed refinement uses one edit, once per edit id (the refinement's revision id). None left:
   * LIMITS.EDIT_QUOTA_EXHAUSTED ("Edit limit reached", spec §8) and nothing changes.
   */
  consumeEdit: rpc(
    'rpc.limits.consume-edit',
    z.object({ ownerId: OwnerId, editId: z.string().min(1).max(200), bookId: BookId }),
    QuotaView,
  ),
  /** A revision that failed gives its edit back, once per edit id (an edit never consumed: nothing happens). */
  returnEdit: rpc(
    'rpc.limits.return-edit',
    z.object({ ownerId: OwnerId, editId: z.string().min(1).max(200) }),
    QuotaView,
  ),
  /** Support (issue #13): more edits for a customer, once per grant id (a limit request's id when approving). */
  grantEdits: rpc(
    'rpc.limits.grant-edits',
    z.object({ ownerId: OwnerId, grantId: z.string().min(1).max(128), count: Grant }),
    QuotaView,
  ),
  /**
   * The customer asks for more (spec §3 Support request, §7). While one of the same kind is pending, that one
   * is answered and nothing new is recorded (`created: false`).
   */
  requestLimit: rpc(
    'rpc.limits.request-limit',
    z.object({
      ownerId: OwnerId,
      kind: LimitKind,
      bookId: BookId.nullable(),
      email: Email,
      message: z.string().max(2000),
    }),
    z.object({ request: LimitRequestView, created: z.boolean() }),
  ),
  /** The caller's own requests, newest first (the storefront shows the latest of each kind). */
  listOwnRequests: rpc(
    'rpc.limits.list-own-requests',
    z.object({ ownerId: OwnerId }),
    z.array(LimitRequestView),
  ),
  listLimitRequests: rpc('rpc.limits.list-limit-requests', ListLimitRequestsRequest, page(LimitRequestView)),
  getLimitRequest: rpc(
    'rpc.limits.get-limit-request',
    z.object({ id: RequestId }),
    LimitRequestView.extend({ quota: QuotaView, history: z.array(HistoryEntry) }),
  ),
  /** Support decides a pending request; the approval grants once on the quota account (grant id = request id). */
  approveLimitRequest: rpc(
    'rpc.limits.approve-limit-request',
    z.object({ id: RequestId, grant: Grant }),
    LimitRequestView,
  ),
  rejectLimitRequest: rpc(
    'rpc.limits.reject-limit-request',
    z.object({ id: RequestId, reason: z.string().min(3).max(2000) }),
    LimitRequestView,
  ),
  listCustomers: rpc('rpc.limits.list-customers', ListCustomersRequest, page(CustomerView)),
  getCustomer: rpc(
    'rpc.limits.get-customer',
    z.object({ ownerId: OwnerId }),
    CustomerView.extend({ history: z.array(HistoryEntry) }),
  ),
  /**
   * issue #22, GDPR Art. 17 (ADR 0016 addendum): erases everything limits holds of the customer — the limit
   * requests (their e-mail address and free text) and the quota account — events and read-model rows, in one
   * transaction. Idempotent: a repeat answers zeros.
   */
  eraseOwnerData: rpc(
    'rpc.limits.erase-owner-data',
    z.object({ ownerId: OwnerId }),
    z.object({ erasedRequests: z.number().int().min(0), erasedAccounts: z.number().int().min(0) }),
  ),
} as const;
