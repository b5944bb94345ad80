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
import {
  decideCreditNoteSequence,
  evolveCreditNoteSequence,
  initialCreditNoteSequence,
  type CreditNoteSequence,
  type CreditNoteSequenceCommand,
  type CreditNoteSequenceEvent,
} from '../domain/credit-note-sequence';

export type OrderRepository = EventSourcedRepository<Order, OrderCommand, OrderEvent>;
export type InvoiceSequenceRepository = EventSourcedRepository<
  InvoiceSequence,
  InvoiceSequenceCommand,
  InvoiceSequenceEvent
>;

export type CreditNoteSequenceRepository = EventSourcedRepository<
  CreditNoteSequence,
  CreditNoteSequenceCommand,
  CreditNoteSequenceEvent
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

/** One stream per year (`credit-note-sequence-2026`); the id passed to `handle` is the year. */
export function creditNoteSequenceRepository(store: EventStore): CreditNoteSequenceRepository {
  return new EventSourcedRepository(
    store,
    {
      initialState: initialCreditNoteSequence,
      evolve: evolveCreditNoteSequence,
      decide: decideCreditNoteSequence,
    },
    { streamId: (year) => `credit-note-sequence-${year}`, maxRetries: 20 },
  );
}
