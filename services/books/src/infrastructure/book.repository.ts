import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import { evolve, initialBook, type Book, type BookEvent } from '../domain/book';
import { decide, type BookCommand } from '../domain/book.decide';

export type BookRepository = EventSourcedRepository<Book, BookCommand, BookEvent>;

export function bookRepository(store: EventStore): BookRepository {
  return new EventSourcedRepository(
    store,
    { initialState: initialBook, evolve, decide },
    // One book is written by one request and one job at a time; a few rounds settle any overlap.
    { streamId: (bookId) => `book-${bookId}`, maxRetries: 5 },
  );
}
