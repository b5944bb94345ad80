import type { LimitRequestResponse, LimitRequestView } from '@fabelhaft/contracts';

/** The customer's view of their request (snake_case, spec §7 style): no owner, no email, no support user. */
export function toLimitRequestResponse(r: LimitRequestView): LimitRequestResponse {
  return {
    id: r.id,
    kind: r.kind,
    book_id: r.bookId,
    message: r.message,
    status: r.status,
    granted: r.granted,
    reason: r.reason,
    created_at: r.createdAt,
    decided_at: r.decidedAt,
  };
}
