import { ErrorCodes } from '@fabelhaft/contracts';

/**
 * The one place where error codes become HTTP statuses. Domain and application code raise codes; only the
 * BFF knows about HTTP.
 */
const STATUS_BY_CODE: Record<string, number> = {
  [ErrorCodes.VALIDATION]: 400,
  [ErrorCodes.INVALID_TEXT]: 400,
  [ErrorCodes.AUTH_UNAUTHENTICATED]: 401,
  [ErrorCodes.AUTH_FORBIDDEN]: 403,
  // spec §8 / issue #4: a refused reservation is a 403 with "Preview limit reached".
  [ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED]: 403,
  [ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED]: 403,
  // issue #13: a decided limit request takes no other decision.
  [ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED]: 409,
  // An unknown limit request — also an erased customer's (issue #22) — is not found, not a bad request.
  [ErrorCodes.LIMITS_REQUEST_NOT_FOUND]: 404,
  [ErrorCodes.NOT_FOUND]: 404,
  [ErrorCodes.BOOKS_NOT_FOUND]: 404,
  [ErrorCodes.BOOKS_LISTEN_NOT_FOUND]: 404,
  // The request was fine but the book is not in a state that allows it (spec §5: delete only when done).
  [ErrorCodes.BOOKS_DELETE_NOT_ALLOWED]: 409,
  [ErrorCodes.BOOKS_INVALID_TRANSITION]: 409,
  [ErrorCodes.BOOKS_ALREADY_EXISTS]: 409,
  [ErrorCodes.BOOKS_NOT_READY]: 409,
  [ErrorCodes.CONFLICT]: 409,
  // ADR 0011 (draft-ietf-httpapi-idempotency-key-header): the key was used for another request body.
  [ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED]: 422,
  // issue #12: a reference key outside the caller's own upload folder is bad input, not a hint that it exists.
  [ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED]: 400,
  [ErrorCodes.UPLOADS_IMAGE_TOO_LARGE]: 400,
  // issue #12 account deletion: try again later (nothing was lost); a token of another user is refused.
  [ErrorCodes.BOOKS_ERASURE_BLOCKED]: 409,
  [ErrorCodes.ORDERS_ERASURE_BLOCKED]: 409,
  [ErrorCodes.REFINEMENT_ERASURE_BLOCKED]: 409,
  // issue #14: one revision of a book at a time.
  [ErrorCodes.BOOKS_REVISION_IN_PROGRESS]: 409,
  [ErrorCodes.BOOKS_NOT_PAID]: 409,
  [ErrorCodes.BOOKS_NOT_PRODUCED]: 409,
  [ErrorCodes.BOOKS_APPROVED]: 409,
  [ErrorCodes.BOOKS_FORMAT_MISMATCH]: 409,
  [ErrorCodes.ACCOUNT_TOKEN_MISMATCH]: 403,
  [ErrorCodes.UPLOADS_STORAGE_QUOTA_EXCEEDED]: 413,
  [ErrorCodes.UPLOADS_BUSY]: 503,
  // issue #5: checkout refusals the customer can act on; spec §8 shows the server's detail.
  [ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED]: 409,
  [ErrorCodes.ORDERS_ALREADY_PAID]: 409,
  [ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS]: 409,
  [ErrorCodes.ORDERS_INVALID_TRANSITION]: 409,
  [ErrorCodes.ORDERS_NOTHING_TO_REFUND]: 409,
  [ErrorCodes.ORDERS_UNKNOWN_ITEM]: 400,
  [ErrorCodes.ORDERS_UNKNOWN_COUPON]: 400,
  [ErrorCodes.ORDERS_FORMAT_NOT_AVAILABLE]: 400,
  // A forged, tampered or stale webhook: refused, nothing recorded.
  [ErrorCodes.PAYMENTS_INVALID_SIGNATURE]: 400,
  [ErrorCodes.PAYMENTS_PROVIDER_ERROR]: 502,
  // ADR 0011: the provider did not answer within its timeout (or 5xx/429): nothing was recorded, retry.
  [ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE]: 503,
  // issue #14: refinement. The book or the session is not in a state that allows it; a planner that failed is
  // the upstream's failure (502), one that cannot be reached right now is worth a retry (503).
  [ErrorCodes.REFINEMENT_NOT_FOUND]: 404,
  [ErrorCodes.REFINEMENT_BOOK_NOT_PAID]: 409,
  [ErrorCodes.REFINEMENT_BOOK_NOT_READY]: 409,
  [ErrorCodes.REFINEMENT_BOOK_APPROVED]: 409,
  [ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS]: 409,
  [ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM]: 409,
  [ErrorCodes.REFINEMENT_SESSION_CLOSED]: 409,
  [ErrorCodes.REFINEMENT_PLAN_CHANGED]: 409,
  [ErrorCodes.REFINEMENT_PLANNER_FAILED]: 502,
  [ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE]: 503,
  // issue #15: print jobs (support).
  [ErrorCodes.FULFILMENT_NOT_FOUND]: 404,
  [ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED]: 409,
  [ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED]: 409,
  [ErrorCodes.DEAD_LETTERS_NOT_FOUND]: 404,
  [ErrorCodes.DEAD_LETTERS_NOT_RETRYABLE]: 409,
  [ErrorCodes.UNAVAILABLE]: 503,
  [ErrorCodes.INTERNAL]: 500,
};

export function statusForCode(code: string): number {
  return STATUS_BY_CODE[code] ?? (code.endsWith('.NOT_FOUND') ? 404 : 400);
}

/** Codes for plain HTTP statuses (routing, body parsing, guards) so every error body has one. */
export function codeForStatus(status: number): string {
  if (status === 401) return ErrorCodes.AUTH_UNAUTHENTICATED;
  if (status === 403) return ErrorCodes.AUTH_FORBIDDEN;
  if (status === 404) return ErrorCodes.NOT_FOUND;
  if (status === 409) return ErrorCodes.CONFLICT;
  if (status === 503) return ErrorCodes.UNAVAILABLE;
  if (status >= 500) return ErrorCodes.INTERNAL;
  return ErrorCodes.VALIDATION;
}
