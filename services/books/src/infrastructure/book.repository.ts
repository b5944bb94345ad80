import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import type { Book, BookEvent } from '../domain/book';
import { bookDecider, type BookCommand } from '../domain/book.decider';

export type BookRepository = EventSourcedRepository<Book, BookCommand, BookEvent>;

export function bookRepository(store: EventStore): BookRepository {
  return new EventSourcedRepository(
    store,
    bookDecider,
    // One book is written by one request and one job at a time; a few rounds settle any overlap.
    { streamId: (bookId) => `book-${bookId}`, maxRetries: 5 },
  );
}
