import { FulfilmentEvents, type IntegrationEnvelope } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialOrder, orderRef, type FulfilmentStatus, type OrderEvent } from '../domain/order';
import { decide, type OrderCommand } from '../domain/order.decide';
import { priceOrder } from '../domain/pricing';
import { printJobCommandOf } from './track-print-jobs.policy';

const now = new Date('2026-11-21T10:00:00.000Z');
const at = now.toISOString();
const orderId = 'order-1';
const pricing = priceOrder(
  [1, 2].map((n) => ({
    itemId: `${orderId}-${n}`,
    bookId: `book-${n}`,
    title: null,
    coverKey: null,
    format: 'booklet' as const,
    quantity: 1,
  })),
  null,
  { currency: 'EUR', vatRatePercent: 7, unitAmounts: { booklet: 2900, board: 3900 }, coupons: {} },
);
const ref = orderRef('u1', pricing.items);
const given = deciderSpec({ initialState: initialOrder, evolve, decide }, now);

const paidOrder: OrderEvent[] = [
  { type: 'OrderCreated', data: { orderId, ownerId: 'u1', locale: 'de', ...pricing, at } },
  {
    type: 'CheckoutSessionOpened',
    data: { orderId, sessionId: 'cs_1', url: 'https://pay/1', expiresAt: null, ...ref, at },
  },
  {
    type: 'OrderPaid',
    data: {
      orderId,
      sessionId: 'cs_1',
      paymentIntentId: 'pi_1',
      amountPaid: 5800,
      providerDiscount: 0,
      currency: 'EUR',
      customerEmail: null,
      customerName: null,
      shippingAddress: null,
      paidAt: at,
      ...ref,
      at,
    },
  },
];
const moved = (n: number, fulfilmentStatus: FulfilmentStatus): OrderEvent => ({
  type: 'OrderItemFulfilmentChanged',
  data: { orderId, itemId: `${orderId}-${n}`, bookId: `book-${n}`, fulfilmentStatus, at },
});
const parcel = {
  carrier: 'dhl',
  trackingNumber: '00340434161094015902',
  trackingUrl: 'https://dhl.example/1',
};
const shippedItem = (n: number): OrderEvent => ({
  type: 'OrderItemShipped',
  data: { orderId, itemId: `${orderId}-${n}`, bookId: `book-${n}`, ...parcel, at },
});
const job = (n: number, status: 'printed' | 'shipped' | 'failed'): OrderCommand => ({
  type: 'RecordPrintJobStatus',
  orderId,
  itemId: `${orderId}-${n}`,
  status,
  parcel: status === 'shipped' ? parcel : null,
});
const ready = [...paidOrder, moved(1, 'ready_for_print'), moved(2, 'ready_for_print')];

describe('order items follow their print jobs (issue #15, spec §4)', () => {
  it('moves an item to printed, then shipped with its tracking', () => {
    given(...ready)
      .when(job(1, 'printed'))
      .then([moved(1, 'printed')]);
    given(...ready, moved(1, 'printed'))
      .when(job(1, 'shipped'))
      .then([shippedItem(1), moved(1, 'shipped')]);
    const item = given(...ready, shippedItem(1), moved(1, 'shipped')).state().items[0]!;
    expect(item).toMatchObject({ fulfilmentStatus: 'shipped', tracking: parcel });
  });

  it('is fulfilled when every item shipped', () => {
    const oneShipped = [...ready, shippedItem(1), moved(1, 'shipped')];
    given(...oneShipped)
      .when(job(2, 'shipped'))
      .then([shippedItem(2), moved(2, 'shipped'), { type: 'OrderFulfilled', data: { orderId, at } }]);
    expect(
      given(...oneShipped, shippedItem(2), moved(2, 'shipped'), {
        type: 'OrderFulfilled',
        data: { orderId, at },
      }).state().status,
    ).toBe('fulfilled');
  });

  it('never moves back, and repeated news changes nothing', () => {
    const shipped = [...ready, shippedItem(1), moved(1, 'shipped')];
    given(...shipped)
      .when(job(1, 'printed'))
      .thenNothingHappened();
    given(...shipped)
      .when(job(1, 'shipped'))
      .thenNothingHappened();
    given(...shipped)
      .when(job(1, 'failed'))
      .thenNothingHappened();
  });

  it('fails a made item whose file the partner rejected', () => {
    given(...ready)
      .when(job(1, 'failed'))
      .then([moved(1, 'failed')]);
  });

  it('reads only printed, shipped and rejected from the job news', () => {
    const envelope = (status: string): IntegrationEnvelope => ({
      id: 'e1',
      type: FulfilmentEvents.printJobStatusChangedV1.type,
      occurredAt: at,
      correlationId: 'c1',
      causationId: null,
      data: {
        printJobId: 'j1',
        orderId,
        itemId: `${orderId}-1`,
        bookId: 'book-1',
        ownerId: 'u1',
        status,
        reason: null,
        parcels: status === 'shipped' ? [parcel] : [],
        changedAt: at,
      },
    });
    expect(printJobCommandOf(envelope('accepted'))).toBeNull();
    expect(printJobCommandOf(envelope('rejected'))).toMatchObject({ status: 'failed', parcel: null });
    expect(printJobCommandOf(envelope('shipped'))).toMatchObject({ status: 'shipped', parcel });
  });
});
