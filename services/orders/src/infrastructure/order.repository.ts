import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import { evolve, initialOrder, type Order, type OrderEvent } from '../domain/order';
import { decide, type OrderCommand } from '../domain/order.decide';
import {
  decideInvoiceSequence,
  evolveInvoiceSequence,
  initialInvoiceSequence,
  type InvoiceSequence,
  type InvoiceSequenceCommand,
  type InvoiceSequenceEvent,
} from '../domain/invoice-sequence';

export type OrderRepository = EventSourcedRepository<Order, OrderCommand, OrderEvent>;
export type InvoiceSequenceRepository = EventSourcedRepository<
  InvoiceSequence,
  InvoiceSequenceCommand,
  InvoiceSequenceEvent
>;

export function orderRepository(store: EventStore): OrderRepository {
  return new EventSourcedRepository(
    store,
    // Stored events in an older shape are upcast by the store's codec (order.events.ts).
    { initialState: initialOrder, evolve, decide },
    { streamId: (orderId) => `order-${orderId}`, maxRetries: 5 },
  );
}

/** One stream per year (`invoice-sequence-2026`); the id passed to `handle` is the year. */
export function invoiceSequenceRepository(store: EventStore): InvoiceSequenceRepository {
  return new EventSourcedRepository(
    store,
    {
      initialState: initialInvoiceSequence,
      evolve: evolveInvoiceSequence,
      decide: decideInvoiceSequence,
    },
    // Invoices of concurrent payments race for the next number: retry generously.
    { streamId: (year) => `invoice-sequence-${year}`, maxRetries: 20 },
  );
}
