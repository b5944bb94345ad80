import { DomainError, ErrorCodes, ErrorTexts, type ErrorCode } from '@fabelhaft/contracts';

const refusal = (code: keyof typeof ErrorTexts & ErrorCode) => () => new DomainError(code, ErrorTexts[code]);

/** An unknown session, or another owner's (never told apart: no hint that it exists). */
export const sessionNotFound = refusal(ErrorCodes.REFINEMENT_NOT_FOUND);
/** A preview or an unpaid book (issue #14: only the owner of a paid book may refine it). */
export const bookNotPaid = refusal(ErrorCodes.REFINEMENT_BOOK_NOT_PAID);
/** Paid, but its production (or its latest revision) is not finished. */
export const bookNotReady = refusal(ErrorCodes.REFINEMENT_BOOK_NOT_READY);
/** issue #15: approved for print, the book is frozen. */
export const bookApproved = refusal(ErrorCodes.REFINEMENT_BOOK_APPROVED);
/** spec §4: no messages, no new session while a revision is queued or running. */
export const revisionInProgress = refusal(ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS);
export const nothingToConfirm = refusal(ErrorCodes.REFINEMENT_NOTHING_TO_CONFIRM);
/** Completed, failed or closed by the parent: a new session makes the next change. */
export const sessionClosed = refusal(ErrorCodes.REFINEMENT_SESSION_CLOSED);

/** A confirm for a plan that a newer message has replaced in the meantime. */
export const planChanged = refusal(ErrorCodes.REFINEMENT_PLAN_CHANGED);
