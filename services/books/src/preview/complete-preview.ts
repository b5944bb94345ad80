import type { RequestMetadata } from '@fabelhaft/contracts';
import type { Book, Preview } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

/** The preview is ready; a preview may complete without a cover (spec §2 Builder). A repeat changes nothing. */
export async function completePreview(
  books: BookRepository,
  input: { bookId: string; preview: Preview; coverKey?: string | null },
  metadata: RequestMetadata,
): Promise<Book> {
  const { bookId, preview, coverKey } = input;
  const { state } = await books.handle(
    bookId,
    { type: 'CompletePreview', bookId, preview, coverKey: coverKey ?? null },
    metadata,
  );
  return state;
}
