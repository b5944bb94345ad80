import { EventCodec } from '@fabelhaft/eventsourcing';
import { evolve, initialOrder, type OrderEvent } from './order';
import { decide, type OrderCommand } from './order.decide';
import { invoiceSequenceEventCatalog, orderEventCatalog } from './order.events';
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

const codec = new EventCodec({ ...orderEventCatalog, ...invoiceSequenceEventCatalog });

describe('stored order events from before the fulfilment spelling was unified (schema v1)', () => {
  it('decodes the item status of old OrderCreated, OrderRepriced and OrderItemFulfilmentChanged events', () => {
    const today = history();
    const decoded = storedBefore(today).map((e: OrderEvent) => ({
      type: e.type,
      data: codec.decode(e.type, 1, e.data),
    }));
    expect(decoded).toEqual(today);
  });

  it('folds old events to the same order as today’s events give', () => {
    const old = storedBefore(history()).map((e: OrderEvent) => ({
      type: e.type,
      data: codec.decode(e.type, 1, e.data),
    })) as OrderEvent[];
    const state = old.reduce(evolve, initialOrder());
    expect(state).toEqual(history().reduce(evolve, initialOrder()));
    expect(state.items[0]!.fulfilmentStatus).toBe('ready_for_print');
  });

  it('writes today’s events at the current version and refuses the old spelling', () => {
    const created = history()[0]!;
    expect(codec.encode(created.type, created.data).schemaVersion).toBe(2);
    const old = storedBefore([created])[0];
    expect(() => codec.encode(old.type, old.data)).toThrow('Cannot decode OrderCreated v2');
  });
});
