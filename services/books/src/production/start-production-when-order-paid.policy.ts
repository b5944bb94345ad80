import { OrdersEvents } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksDeps } from '../books.deps';

export const PRODUCTION_POLICY_DURABLE = 'books-production-policy';

/**
 * `orders.v1.OrderPaid` → `BookProductionRequested` for every book of the order (issue #6), appended in the
 * transaction that records the message as handled: a duplicated or redelivered payment event, and a second
 * order of the same book, request nothing more.
 */
export const startProductionWhenOrderPaid = definePolicy<BooksDeps>({
  name: PRODUCTION_POLICY_DURABLE,
  stream: OrdersEvents.orderPaidV1.stream,
  filterSubject: OrdersEvents.orderPaidV1.subject,
  handle: async (envelope, { books, tx }) => {
    const { orderId, items } = OrdersEvents.orderPaidV1.data.parse(envelope.data);
    for (const item of items) {
      await books.handle(
        item.bookId,
        { type: 'RequestProduction', bookId: item.bookId, orderId, format: item.format },
        { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
        tx,
      );
    }
  },
});
