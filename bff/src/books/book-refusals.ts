import { ErrorCodes } from '@fabelhaft/contracts';
import { formatNameInText } from '@fabelhaft/contracts/constants';
import { refusal } from '../http/refusal';

type Format = 'booklet' | 'board';

/** The refusals of approval for print (issue #15) the customer can act on; the storefront words them by code. */
const APPROVE = [
  ErrorCodes.BOOKS_NOT_PAID,
  ErrorCodes.BOOKS_NOT_PRODUCED,
  ErrorCodes.BOOKS_REVISION_IN_PROGRESS,
  ErrorCodes.BOOKS_NOT_FOUND,
] as const;

/** issue #25 (ADR 0042): a refusal of approval for print, its code with the English detail (refusal()). */
export function approvalRefusal(error: unknown): unknown {
  return refusal(error, APPROVE);
}

/**
 * A refusal of the dashboard's generate action (spec §7, API only: no storefront screen words it), its code
 * with an English detail that says what the action needs; `asked`: the format asked for.
 */
export function generateRefusal(error: unknown, asked: Format): unknown {
  // There are two formats: the paid one is the other (issue #24: the one name every surface uses).
  const paid = formatNameInText(asked === 'booklet' ? 'board' : 'booklet', 'en');
  const wanted = formatNameInText(asked, 'en');
  return refusal(error, [...APPROVE, ErrorCodes.BOOKS_FORMAT_MISMATCH], {
    [ErrorCodes.BOOKS_NOT_PAID]: 'Only a paid book can be generated. Please order the book first.',
    [ErrorCodes.BOOKS_FORMAT_MISMATCH]: `This book was paid for as a ${paid} and can only be made as a ${paid}, not as a ${wanted}.`,
  });
}
