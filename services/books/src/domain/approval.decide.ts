import type { Binding, Book, BookEvent } from './book';
import { revisionInFlight } from './book';
import { bookNotFound, bookNotPaid, bookNotProduced, revisionInProgress } from './book.errors';

/**
 * Approval for print (issue #15; spec §1 "approved and printed"): the owner approves a completed, paid book
 * that is not a preview and has no revision in flight. The revision shown then is frozen and goes to a
 * printing partner (`books.v1.BookApproved`). Approving again answers the same approval: nothing new.
 */
export type ApprovalCommand = {
  type: 'ApproveBook';
  bookId: string;
  ownerId: string;
  /**
   * The page count and binding edge of the shown revision's print files, for books produced before the files
   * carried them (read from their preflight report by the use case). The files' own values win.
   */
  print: { pageCount: number; binding: Binding } | null;
};

export const APPROVAL_REFUSALS = {
  preview: 'A preview cannot be approved for print. Please order the book first.',
  notPaid: 'Only a paid book can be approved for print.',
  printUnknown: 'The print files of this book are not complete. Please contact us.',
} as const;

export function decideApproval(command: ApprovalCommand, state: Book, now: Date): BookEvent[] {
  // Another customer's book does not exist for this one.
  if (state.status === 'none' || state.deleted || command.ownerId !== state.ownerId) throw bookNotFound();
  // Approved already: the same approval, whatever the book's state since.
  if (state.approval) return [];
  const p = state.production;
  if (p.status === 'none') throw bookNotPaid(APPROVAL_REFUSALS.preview);
  if (state.paymentStatus !== 'success') throw bookNotPaid(APPROVAL_REFUSALS.notPaid);
  if (p.status !== 'completed' || !p.files || !p.orderId || !p.format) throw bookNotProduced();
  if (revisionInFlight(state)) throw revisionInProgress();
  const pageCount = p.files.pageCount ?? command.print?.pageCount;
  const binding = p.files.binding ?? command.print?.binding;
  if (pageCount === undefined || binding === undefined) throw bookNotProduced();
  return [
    {
      type: 'BookApproved',
      data: {
        bookId: state.bookId,
        ownerId: state.ownerId,
        orderId: p.orderId,
        revision: state.revision,
        format: p.format,
        pageCount,
        binding,
        printInteriorKey: p.files.printInteriorKey,
        printCoverKey: p.files.printCoverKey,
        at: now.toISOString(),
      },
    },
  ];
}
