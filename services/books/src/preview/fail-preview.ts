import type { RequestMetadata } from '@fabelhaft/contracts';
import type { Book } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';

/**
 * A failed preview gives its reservation back (ARCHITECTURE §2 step 1). The failure is appended first; the
 * release follows and is then recorded on the book. If the process dies in between, or limits is down, the
 * next FailPreview (the worker's retry, the preview sweeper) decides no new failure but still finds the
 * release missing and does it: limits releases idempotently by book id, so the preview comes back exactly
 * once.
 */
export async function failPreview(
  deps: { books: BookRepository; quota: PreviewQuota },
  input: { bookId: string; reason: string },
  metadata: RequestMetadata,
): Promise<Book> {
  const { books, quota } = deps;
  const { bookId, reason } = input;
  const { state } = await books.handle(bookId, { type: 'FailPreview', bookId, reason }, metadata);
  if (state.reservationReleased) return state;
  await quota.release(state.ownerId, bookId, metadata);
  const released = await books.handle(bookId, { type: 'MarkReservationReleased', bookId }, metadata);
  return released.state;
}
