import type { RequestMetadata } from '@fabelhaft/contracts';
import type { BookRepository } from '../infrastructure/book.repository';

/** spec §5: the owner deletes a completed or failed preview; a repeat answers the same. */
export async function deletePreview(
  books: BookRepository,
  input: { ownerId: string; bookId: string },
  metadata: RequestMetadata,
): Promise<{ bookId: string; deleted: true }> {
  const { ownerId, bookId } = input;
  await books.handle(bookId, { type: 'DeletePreview', bookId, ownerId }, metadata);
  return { bookId, deleted: true };
}
