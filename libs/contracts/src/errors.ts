import { z } from 'zod';

/**
 * Stable error codes. Domain and application code raise these; the BFF maps them to HTTP in one place
 * (bff/src/http/error-mapping.ts). Texts the customer sees come from spec §8 where it gives one.
 */
export const ErrorCodes = {
  VALIDATION: 'COMMON.VALIDATION',
  /** issue #22: text with characters Postgres and JSON cannot store (NUL, other control characters, lone surrogates). */
  INVALID_TEXT: 'COMMON.INVALID_TEXT',
  NOT_FOUND: 'COMMON.NOT_FOUND',
  CONFLICT: 'COMMON.CONCURRENCY_CONFLICT',
  UNAVAILABLE: 'COMMON.UPSTREAM_UNAVAILABLE',
  INTERNAL: 'COMMON.INTERNAL',
  AUTH_UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  AUTH_FORBIDDEN: 'AUTH.FORBIDDEN',
  LIMITS_PREVIEW_QUOTA_EXHAUSTED: 'LIMITS.PREVIEW_QUOTA_EXHAUSTED',
  LIMITS_EDIT_QUOTA_EXHAUSTED: 'LIMITS.EDIT_QUOTA_EXHAUSTED',
  LIMITS_INVALID_GRANT: 'LIMITS.INVALID_GRANT',
  LIMITS_REQUEST_NOT_FOUND: 'LIMITS.REQUEST_NOT_FOUND',
  LIMITS_REQUEST_ALREADY_DECIDED: 'LIMITS.REQUEST_ALREADY_DECIDED',
  BOOKS_NOT_FOUND: 'BOOKS.NOT_FOUND',
  BOOKS_DELETE_NOT_ALLOWED: 'BOOKS.DELETE_NOT_ALLOWED',
  BOOKS_ALREADY_EXISTS: 'BOOKS.ALREADY_EXISTS',
  BOOKS_INVALID_TRANSITION: 'BOOKS.INVALID_TRANSITION',
  BOOKS_NOT_READY: 'BOOKS.NOT_READY',
  BOOKS_IDEMPOTENCY_KEY_REUSED: 'BOOKS.IDEMPOTENCY_KEY_REUSED',
  BOOKS_REFERENCE_IMAGE_NOT_OWNED: 'BOOKS.REFERENCE_IMAGE_NOT_OWNED',
  BOOKS_ERASURE_BLOCKED: 'BOOKS.ERASURE_BLOCKED',
  /** issue #14: another refinement of the book is being applied; one revision at a time. */
  BOOKS_REVISION_IN_PROGRESS: 'BOOKS.REVISION_IN_PROGRESS',
  /** issue #15: approval for print and the dashboard's generate action refuse a book in the wrong state. */
  BOOKS_NOT_PAID: 'BOOKS.NOT_PAID',
  BOOKS_NOT_PRODUCED: 'BOOKS.NOT_PRODUCED',
  BOOKS_APPROVED: 'BOOKS.APPROVED',
  BOOKS_FORMAT_MISMATCH: 'BOOKS.FORMAT_MISMATCH',
  /** issue #28 part 4: an unknown, replaced or switched-off listening link (all alike). */
  BOOKS_LISTEN_NOT_FOUND: 'BOOKS.LISTEN_NOT_FOUND',
  ORDERS_ERASURE_BLOCKED: 'ORDERS.ERASURE_BLOCKED',
  DEAD_LETTERS_NOT_FOUND: 'DEAD_LETTERS.NOT_FOUND',
  /** ADR 0018: the message belongs to another service's stream, which this service may not publish to. */
  DEAD_LETTERS_NOT_RETRYABLE: 'DEAD_LETTERS.NOT_RETRYABLE',
  ACCOUNT_TOKEN_MISMATCH: 'ACCOUNT.TOKEN_MISMATCH',
  UPLOADS_IMAGE_TOO_LARGE: 'UPLOADS.IMAGE_TOO_LARGE',
  UPLOADS_STORAGE_QUOTA_EXCEEDED: 'UPLOADS.STORAGE_QUOTA_EXCEEDED',
  UPLOADS_BUSY: 'UPLOADS.BUSY',
  ORDERS_NOT_FOUND: 'ORDERS.NOT_FOUND',
  ORDERS_CHECKOUT_NOT_ALLOWED: 'ORDERS.CHECKOUT_NOT_ALLOWED',
  ORDERS_ALREADY_PAID: 'ORDERS.ALREADY_PAID',
  ORDERS_UNKNOWN_COUPON: 'ORDERS.UNKNOWN_COUPON',
  ORDERS_FORMAT_NOT_AVAILABLE: 'ORDERS.FORMAT_NOT_AVAILABLE',
  ORDERS_PAYMENT_IN_PROGRESS: 'ORDERS.PAYMENT_IN_PROGRESS',
  ORDERS_INVALID_TRANSITION: 'ORDERS.INVALID_TRANSITION',
  ORDERS_NOTHING_TO_REFUND: 'ORDERS.NOTHING_TO_REFUND',
  ORDERS_UNKNOWN_ITEM: 'ORDERS.UNKNOWN_ITEM',
  PAYMENTS_INVALID_SIGNATURE: 'PAYMENTS.INVALID_SIGNATURE',
  PAYMENTS_PROVIDER_ERROR: 'PAYMENTS.PROVIDER_ERROR',
  PAYMENTS_PROVIDER_UNAVAILABLE: 'PAYMENTS.PROVIDER_UNAVAILABLE',
  // issue #14: refinement sessions.
  REFINEMENT_NOT_FOUND: 'REFINEMENT.NOT_FOUND',
  REFINEMENT_BOOK_NOT_PAID: 'REFINEMENT.BOOK_NOT_PAID',
  REFINEMENT_BOOK_NOT_READY: 'REFINEMENT.BOOK_NOT_READY',
  REFINEMENT_BOOK_APPROVED: 'REFINEMENT.BOOK_APPROVED',
  REFINEMENT_REVISION_IN_PROGRESS: 'REFINEMENT.REVISION_IN_PROGRESS',
  REFINEMENT_NOTHING_TO_CONFIRM: 'REFINEMENT.NOTHING_TO_CONFIRM',
  REFINEMENT_SESSION_CLOSED: 'REFINEMENT.SESSION_CLOSED',
  REFINEMENT_PLAN_CHANGED: 'REFINEMENT.PLAN_CHANGED',
  REFINEMENT_PLANNER_FAILED: 'REFINEMENT.PLANNER_FAILED',
  REFINEMENT_PLANNER_UNAVAILABLE: 'REFINEMENT.PLANNER_UNAVAILABLE',
  REFINEMENT_ERASURE_BLOCKED: 'REFINEMENT.ERASURE_BLOCKED',
  // issue #15: print jobs.
  FULFILMENT_NOT_FOUND: 'FULFILMENT.NOT_FOUND',
  FULFILMENT_CANCEL_NOT_ALLOWED: 'FULFILMENT.CANCEL_NOT_ALLOWED',
  FULFILMENT_REPRINT_NOT_ALLOWED: 'FULFILMENT.REPRINT_NOT_ALLOWED',
  FULFILMENT_NO_ORDER_ITEM: 'FULFILMENT.NO_ORDER_ITEM',
  // issue #15: tracking (unknown and another customer's number alike).
  TRACKING_NOT_FOUND: 'TRACKING.NOT_FOUND',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** spec §8 texts for the errors that carry one. */
export const ErrorTexts = {
  [ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED]: 'Preview limit reached',
  [ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED]: 'Edit limit reached',
  [ErrorCodes.AUTH_UNAUTHENTICATED]: 'User is not authenticated',
  [ErrorCodes.LIMITS_REQUEST_NOT_FOUND]: 'Request not found',
  [ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED]: 'This request has already been decided',
  [ErrorCodes.BOOKS_NOT_FOUND]: 'Book not found',
  [ErrorCodes.BOOKS_LISTEN_NOT_FOUND]: 'This listening link does not work (any more).',
  // spec §5: a preview can be deleted only when its status is completed or failed.
  [ErrorCodes.BOOKS_DELETE_NOT_ALLOWED]: 'A preview can be deleted only when it is completed or failed',
  [ErrorCodes.BOOKS_NOT_READY]: 'This book is not ready to view yet',
  [ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED]:
    'This Idempotency-Key was already used for a different preview request',
  // issue #12: a reference image must be one of the caller's own uploads (owners/<sub>/uploads/).
  [ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED]:
    'A reference image could not be found among your uploads. Please upload it again.',
  [ErrorCodes.BOOKS_ERASURE_BLOCKED]:
    'One of your books is being produced right now. Please delete your account once it is ready.',
  [ErrorCodes.BOOKS_REVISION_IN_PROGRESS]:
    'Another change to this book is being made right now. Please try again once it is done.',
  // issue #15 (the BFF writes these in the customer's site language, de or en).
  [ErrorCodes.BOOKS_NOT_PAID]: 'A preview cannot be approved for print. Please order the book first.',
  [ErrorCodes.BOOKS_NOT_PRODUCED]: 'This book is still being made. You can approve it once it is ready.',
  [ErrorCodes.BOOKS_APPROVED]: 'This book is approved for print and can no longer be changed.',
  [ErrorCodes.ORDERS_ERASURE_BLOCKED]:
    'A payment is still being processed. Please try again once it has completed or expired.',
  [ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED]: 'Only a completed preview can be ordered',
  [ErrorCodes.ORDERS_ALREADY_PAID]: 'This book has already been paid for',
  [ErrorCodes.ORDERS_UNKNOWN_COUPON]: 'This coupon code is not valid',
  [ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS]:
    'A payment for this book is still being processed. Please check your orders in a few minutes.',
  [ErrorCodes.ORDERS_NOTHING_TO_REFUND]: 'Nothing is left to refund on this order',
  [ErrorCodes.PAYMENTS_INVALID_SIGNATURE]: 'Invalid webhook signature',
  // spec §8: the generic checkout text.
  [ErrorCodes.PAYMENTS_PROVIDER_ERROR]: 'We could not start the checkout. Please try again.',
  // The same text: for the customer a slow provider is the same failure, only worth an earlier retry.
  [ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE]: 'We could not start the checkout. Please try again.',
  // spec §8 Tracking (the BFF writes it in the customer's site language, de or en).
  [ErrorCodes.TRACKING_NOT_FOUND]: 'We could not find that shipment.',
  // issue #14 (the BFF writes these in the customer's site language, de or en).
  [ErrorCodes.REFINEMENT_NOT_FOUND]: 'Refinement session not found',
  [ErrorCodes.REFINEMENT_BOOK_NOT_PAID]:
    'Only a paid book can be refined. Order the book first, then you can change it.',
  [ErrorCodes.REFINEMENT_BOOK_NOT_READY]:
    'This book is still being made. You can refine it once it is ready.',
  [ErrorCodes.REFINEMENT_BOOK_APPROVED]: 'This book is approved for print and can no longer be changed.',
  [ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS]: 'Please wait until the current change is finished.',
  [ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM]:
    'There is no plan to confirm yet. Please describe the change you would like first.',
  [ErrorCodes.REFINEMENT_SESSION_CLOSED]:
    'This conversation has ended. Please start a new one to make another change.',
  [ErrorCodes.REFINEMENT_PLAN_CHANGED]:
    'The plan has changed in the meantime. Please check it and confirm again.',
  [ErrorCodes.REFINEMENT_PLANNER_FAILED]:
    'We could not work out this change. Please try again or describe it differently.',
  [ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE]:
    'Changes cannot be planned right now. Please try again in a moment.',
  // ADR 0016 addendum: an account is not erased while a confirmed change of one of its books is being made.
  [ErrorCodes.REFINEMENT_ERASURE_BLOCKED]:
    'A change to one of your books is being made right now. Please delete your account once it is finished.',
  [ErrorCodes.FULFILMENT_NOT_FOUND]: 'Print job not found',
  // issue #15: cancelled only before in_production.
  [ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED]:
    'This print job can no longer be cancelled: production has begun or the job has ended.',
  [ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED]:
    'Only a rejected, cancelled, shipped or delivered print job can be reprinted, and only once.',
  [ErrorCodes.FULFILMENT_NO_ORDER_ITEM]: 'No paid order item is known for this book.',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The body of every error response: `{ detail, code }` (spec §8: the client shows `detail`). */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string().optional(),
  correlation_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * An expected, named failure of a command or query (a rule said no). Pure: usable in domain code.
 * `code` is stable; `detail` is the human text.
 */
export class DomainError extends Error {
  constructor(
    public readonly code: ErrorCode | (string & {}),
    public readonly detail: string,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}
