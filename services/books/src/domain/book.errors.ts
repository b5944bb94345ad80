import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';

/** Also the answer for another customer's book: its existence is never revealed. */
export const bookNotFound = () =>
  new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);

export const deleteNotAllowed = () =>
  new DomainError(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED, ErrorTexts[ErrorCodes.BOOKS_DELETE_NOT_ALLOWED]);

export const bookAlreadyExists = () =>
  new DomainError(ErrorCodes.BOOKS_ALREADY_EXISTS, 'A book with this id already exists');

export const invalidTransition = (from: string, command: string) =>
  new DomainError(ErrorCodes.BOOKS_INVALID_TRANSITION, `Cannot ${command} a preview that is ${from}`);

export const paidBookNotDeletable = () =>
  new DomainError(ErrorCodes.BOOKS_DELETE_NOT_ALLOWED, 'A paid book cannot be deleted');

/** The id (derived from the client's Idempotency-Key) was used for another request body. */
export const idempotencyKeyReused = () =>
  new DomainError(
    ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED,
    ErrorTexts[ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED],
  );

/** issue #12: a reference image named in a request is not in the caller's own upload folder. */
export const referenceImageNotOwned = () =>
  new DomainError(
    ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED,
    ErrorTexts[ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED],
  );

/** issue #14: one revision at a time; the refinement gives the edit back and the parent can try again. */
export const revisionInProgress = () =>
  new DomainError(ErrorCodes.BOOKS_REVISION_IN_PROGRESS, ErrorTexts[ErrorCodes.BOOKS_REVISION_IN_PROGRESS]);

/** issue #14: only a paid, finished book is refined (a preview, or a book still being made, is not). */
export const revisionNotAllowed = (detail: string) =>
  new DomainError(ErrorCodes.BOOKS_INVALID_TRANSITION, detail);

export const unknownRevision = (revisionId: string) =>
  new DomainError(ErrorCodes.BOOKS_INVALID_TRANSITION, `This book has no revision ${revisionId}`);

export const emptyRevision = () =>
  new DomainError(ErrorCodes.VALIDATION, 'A revision needs at least one change');

/** issue #15: a preview, or a book not paid for, is not approved for print. */
export const bookNotPaid = (detail: string = ErrorTexts[ErrorCodes.BOOKS_NOT_PAID]) =>
  new DomainError(ErrorCodes.BOOKS_NOT_PAID, detail);

/** issue #15: a book still being made (or whose production failed) is not approved for print yet. */
export const bookNotProduced = () =>
  new DomainError(ErrorCodes.BOOKS_NOT_PRODUCED, ErrorTexts[ErrorCodes.BOOKS_NOT_PRODUCED]);

/** issue #15: an approved book is frozen: no revision is applied to it any more. */
export const bookApproved = () =>
  new DomainError(ErrorCodes.BOOKS_APPROVED, ErrorTexts[ErrorCodes.BOOKS_APPROVED]);

/** issue #15 / spec §7: the dashboard's generate action makes a book only in the format it was paid in. */
export const formatMismatch = (paid: string, asked: string) =>
  new DomainError(
    ErrorCodes.BOOKS_FORMAT_MISMATCH,
    `This book was paid for as a ${paid} and can only be made as a ${paid}, not as a ${asked}.`,
  );

/** issue #28: a listening token that is not ≥ 128 bits of base64url (a use case's bug, never the owner's). */
export const invalidListeningToken = () =>
  new DomainError(ErrorCodes.VALIDATION, 'A listening link token must be at least 128 random bits');
