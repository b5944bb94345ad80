import type { RequestMetadata } from '@fabelhaft/contracts';
import type { Book } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

/**
 * Support (or the production sweeper) queues the next attempt of a production that failed or got stuck. With
 * `attempt`, only that attempt is retried, so a sweep that finds the retry already made changes nothing.
 */
export async function retryProduction(
  books: BookRepository,
  input: { bookId: string; attempt?: number },
  metadata: RequestMetadata,
): Promise<Book> {
  const { bookId, attempt } = input;
  const { state } = await books.handle(
    bookId,
    { type: 'RetryProduction', bookId, ...(attempt === undefined ? {} : { attempt }) },
    metadata,
  );
  return state;
}
