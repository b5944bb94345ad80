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
