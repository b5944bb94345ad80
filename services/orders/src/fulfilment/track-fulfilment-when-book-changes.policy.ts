import { BooksEvents, BooksEventStream, type IntegrationEnvelope } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { FulfilmentStatus } from '../domain/order';
import type { OrdersPolicyDeps } from '../orders.policies';

export const FULFILMENT_DURABLE = 'orders-fulfilment';

/** The books service's production news as the order item's fulfilment status (spec §4). */
function fulfilmentOf(
  envelope: IntegrationEnvelope,
): { orderId: string; bookId: string; status: FulfilmentStatus } | null {
  switch (envelope.type) {
    case BooksEvents.productionRequestedV1.type: {
      const d = BooksEvents.productionRequestedV1.data.parse(envelope.data);
      return { orderId: d.orderId, bookId: d.bookId, status: 'generating' };
    }
    case BooksEvents.producedV1.type: {
      const d = BooksEvents.producedV1.data.parse(envelope.data);
      return d.orderId ? { orderId: d.orderId, bookId: d.bookId, status: 'ready_for_print' } : null;
    }
    case BooksEvents.productionFailedV1.type: {
      const d = BooksEvents.productionFailedV1.data.parse(envelope.data);
      return d.orderId ? { orderId: d.orderId, bookId: d.bookId, status: 'failed' } : null;
    }
    default:
      return null;
  }
}

/**
 * Books being made → the order's items (generating, ready_for_print, failed) and the order processing. The
 * change is appended in the transaction that records the message as handled; late news never moves an item
 * back (the decider).
 */
export const trackFulfilmentWhenBookChanges = definePolicy<OrdersPolicyDeps>({
  name: FULFILMENT_DURABLE,
  stream: BooksEventStream,
  // The book's events; preview events are skipped.
  filterSubject: BooksEventStream.aggregate('book'),
  handle: async (envelope, { orders, tx }) => {
    const change = fulfilmentOf(envelope);
    if (!change) return;
    await orders.handle(
      change.orderId,
      {
        type: 'RecordItemFulfilment',
        orderId: change.orderId,
        bookId: change.bookId,
        fulfilmentStatus: change.status,
      },
      { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
      tx,
    );
  },
});
