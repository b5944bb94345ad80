import type { RequestMetadata } from '@fabelhaft/contracts';
import type { Book } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

/**
 * spec §7 the dashboard's "start generation of a booklet or board by book id" (issue #15): the owner's own
 * retry of a failed production — the same next attempt support's retry queues (`RetryProduction`), but only
 * for a failed one and only in the paid format. Produced or under way: answers the book as it is.
 */
export async function generateBook(
  books: BookRepository,
  input: { ownerId: string; bookId: string; format: 'booklet' | 'board' },
  metadata: RequestMetadata,
): Promise<Book> {
  const { ownerId, bookId, format } = input;
  const { state } = await books.handle(bookId, { type: 'GenerateBook', bookId, ownerId, format }, metadata);
  return state;
}
