import type { RequestMetadata } from '@fabelhaft/contracts';
import type { Book } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

/** The generation worker took the job: generating (shown as running). A repeat changes nothing. */
export async function startPreview(
  books: BookRepository,
  bookId: string,
  metadata: RequestMetadata,
): Promise<Book> {
  const { state } = await books.handle(bookId, { type: 'StartPreview', bookId }, metadata);
  return state;
}
