import type { EventStore, RecordedEvent } from '@fabelhaft/eventsourcing';
import { orderRepository } from '../infrastructure/order.repository';
import { evolve, initialOrder, type OrderEvent } from './order';
import { decide, type OrderCommand } from './order.decide';
import { upcast } from './order.upcast';
import { priceOrder } from './pricing';

const now = new Date('2026-11-21T10:00:00.000Z');
const orderId = 'order-1';
const pricing = (coupon: string | null) =>
  priceOrder(
    [
      {
        itemId: `${orderId}-1`,
        bookId: 'book-1',
        title: 'Mia',
        coverKey: null,
        format: 'booklet',
        quantity: 1,
      },
    ],
    coupon,
    {
      currency: 'EUR',
      vatRatePercent: 7,
      unitAmounts: { booklet: 2900, board: 3900 },
      coupons: { WELCOME10: 10 },
    },
  );
const session = (n: number) => ({ sessionId: `cs_${n}`, url: `https://pay/${n}`, expiresAt: null });

/** Today's events of an order that was repriced, paid and whose item went to print. */
function history(): OrderEvent[] {
  const commands: OrderCommand[] = [
    {
      type: 'CreateOrder',
      orderId,
      ownerId: 'u1',
      locale: 'de',
      pricing: pricing(null),
      session: session(1),
    },
    { type: 'ReplaceCheckoutSession', orderId, pricing: pricing('WELCOME10'), session: session(2) },
    {
      type: 'RecordPayment',
      orderId,
      payment: {
        sessionId: 'cs_2',
        paymentIntentId: 'pi_1',
        amountPaid: 2610,
        providerDiscount: 0,
        currency: 'EUR',
        customerEmail: null,
        customerName: null,
        shippingAddress: null,
        paidAt: now.toISOString(),
      },
    },
    { type: 'RecordItemFulfilment', orderId, bookId: 'book-1', fulfilmentStatus: 'ready_for_print' },
  ];
  const events: OrderEvent[] = [];
  let state = initialOrder();
  for (const c of commands) {
    const decided = decide(c, state, now);
    events.push(...decided);
    state = decided.reduce(evolve, state);
  }
  return events;
}

/** The same events as they were stored before issue #10 (`fulfillmentStatus`). */
const storedBefore = (events: OrderEvent[]) =>
  events.map((e) => JSON.parse(JSON.stringify(e).replaceAll('"fulfilmentStatus"', '"fulfillmentStatus"')));

describe('stored order events from before the fulfilment spelling was unified', () => {
  it('reads the item status of old OrderCreated, OrderRepriced and OrderItemFulfilmentChanged events', () => {
    const today = history();
    const old = storedBefore(today);
    expect(JSON.stringify(old)).toContain('"fulfillmentStatus"');
    expect(old.map(upcast)).toEqual(today);
  });

  it('loads an order whose stream holds old events to the same state as today’s events give', async () => {
    const today = history();
    const events: RecordedEvent[] = storedBefore(today).map((e, i) => ({
      eventId: `e-${i}`,
      streamId: `order-${orderId}`,
      streamVersion: i + 1,
      type: e.type,
      data: e.data,
      metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
      recordedAt: now,
      globalPosition: i + 1,
      checkpoint: String(i + 1),
    }));
    const store: EventStore = {
      readStream: async () => ({ events, version: events.length }),
      appendToStream: async () => {
        throw new Error('not in this test');
      },
      readAll: async () => [],
    };
    const { state } = await orderRepository(store).load(orderId);
    expect(state).toEqual(today.reduce(evolve, initialOrder()));
    expect(state.items[0]!.fulfilmentStatus).toBe('ready_for_print');
  });
});
