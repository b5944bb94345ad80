import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { BooksDeps } from '../books.deps';
import type { PaymentStatus } from '../domain/book';

export const PAYMENT_STATUS_DURABLE = 'books-payment-status';

/** spec §4 payment status of the book, from what happened to its order. */
const STATUS_BY_TYPE: Record<string, PaymentStatus> = {
  [OrdersEvents.checkoutStartedV1.type]: 'pending',
  [OrdersEvents.orderPaidV1.type]: 'success',
  [OrdersEvents.paymentFailedV1.type]: 'failed',
  [OrdersEvents.checkoutExpiredV1.type]: 'none',
};

/**
 * Order events → the books' payment_status (GET /books, GET /books/{id}). The status change is appended in
 * the transaction that records the message as handled, so a redelivery changes nothing; the decider keeps a
 * paid book paid whatever arrives late.
 */
export const recordPaymentStatusWhenOrderChanges = definePolicy<BooksDeps>({
  name: PAYMENT_STATUS_DURABLE,
  stream: OrdersEventStream,
  // All the order's events; those that are not about payment are skipped.
  filterSubject: OrdersEventStream.aggregate('order'),
  handle: async (envelope, { books, tx }) => {
    const paymentStatus = STATUS_BY_TYPE[envelope.type];
    if (!paymentStatus) return;
    // Every order event carries orderId and its items (the same shape in all four contracts).
    const { orderId, items } = OrdersEvents.checkoutStartedV1.data
      .pick({ orderId: true, items: true })
      .parse(envelope.data);
    for (const item of items) {
      await books.handle(
        item.bookId,
        { type: 'RecordPaymentStatus', bookId: item.bookId, orderId, paymentStatus },
        { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
        tx,
      );
    }
  },
});
