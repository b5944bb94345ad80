import { z } from 'zod';
import { BooksEvents, BooksEventStream } from './books';
import { eventStream, integrationEvent } from './integration-event';
import { LimitsEvents, LimitsEventStream } from './limits';
import { OrdersEvents, OrdersEventStream } from './orders';

describe('event streams in the contracts', () => {
  it.each([
    ['books', BooksEvents, BooksEventStream, 'EVT_BOOKS'],
    ['orders', OrdersEvents, OrdersEventStream, 'EVT_ORDERS'],
    ['limits', LimitsEvents, LimitsEventStream, 'EVT_LIMITS'],
  ] as const)('puts every %s event on its service stream', (service, events, stream, name) => {
    expect(stream).toMatchObject({ name, subjects: `evt.${service}.>` });
    for (const contract of Object.values(events)) {
      expect(contract.stream).toBe(stream);
      expect(contract.subject.startsWith(`evt.${service}.`)).toBe(true);
    }
  });

  it('refuses an event whose subject lies outside its stream', () => {
    expect(() => BooksEventStream.event('orders.v1.X', 'evt.orders.order.x', z.object({}))).toThrow(
      'evt.orders.order.x is not a subject of stream EVT_BOOKS',
    );
  });

  it("gives an aggregate's filter and finds the stream of an event declared by subject only", () => {
    expect(eventStream('EVT_BOOKS', 'books').aggregate('book')).toBe('evt.books.book.>');
    expect(integrationEvent('books.v1.Y', 'evt.books.book.y', z.object({})).stream).toMatchObject({
      name: 'EVT_BOOKS',
      subjects: 'evt.books.>',
    });
  });
});
