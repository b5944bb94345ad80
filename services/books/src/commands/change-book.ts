import type { BookView, RequestMetadata } from '@fabelhaft/contracts';
import { bookView } from '../domain/book';
import type { BookCommand } from '../domain/book.decide';
import type { BookRepository } from '../infrastructure/book.repository';

/** What most command handlers of this service do: decide on the book's stream, then show the result. */
export async function changeBook(
  repository: BookRepository,
  command: BookCommand,
  metadata: RequestMetadata,
): Promise<BookView> {
  const { state } = await repository.handle(command.bookId, command, metadata);
  return bookView(state);
}
