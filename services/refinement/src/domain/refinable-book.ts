import { bookApproved, bookNotPaid, bookNotReady } from './refinement-session.errors';

/** What the refinement rules need to know of a book (from the books service's getBook and getStoryState). */
export interface BookFacts {
  isPreview: boolean;
  /** spec §4 book status: completed once the full book (or its latest revision) is made. */
  status: string;
  /** spec §4 payment status: success when paid. */
  paymentStatus: string;
  /** issue #15: set once the owner approved the book for print. */
  approvedAt: string | null;
}

/**
 * issue #14: only a paid, completed, non-preview, not yet approved book can be refined. A paid book in
 * production is still a preview until it is produced, so payment is asked first: the parent then reads "still
 * being made" rather than "only a paid book".
 */
export function assertRefinable(book: BookFacts): void {
  if (book.paymentStatus !== 'success') throw bookNotPaid();
  if (book.isPreview || book.status !== 'completed') throw bookNotReady();
  if (book.approvedAt !== null) throw bookApproved();
}
