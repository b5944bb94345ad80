import { ErrorCodes } from '@fabelhaft/contracts';
import { evolve, initialOrder, orderView, type Order, type OrderEvent, type PaymentFacts } from './order';
import { decide, type OrderCommand } from './order.decide';
import { priceOrder, type PriceList } from './pricing';

const now = new Date('2026-11-21T10:00:00.000Z');
const orderId = 'order-1';
const prices: PriceList = {
  currency: 'EUR',
  vatRatePercent: 7,
  unitAmounts: { booklet: 2900, board: 3900 },
  coupons: { WELCOME10: 10 },
};
const pricing = priceOrder(
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
  null,
  prices,
);
const session = (n: number) => ({ sessionId: `cs_${n}`, url: `https://pay/${n}`, expiresAt: null });
const payment = (sessionId = 'cs_1'): PaymentFacts => ({
  sessionId,
  paymentIntentId: 'pi_1',
  amountPaid: 2900,
  providerDiscount: 0,
  currency: 'EUR',
  customerEmail: 'a@b.de',
  customerName: 'Anna',
  shippingAddress: null,
  paidAt: now.toISOString(),
});

const create: OrderCommand = {
  type: 'CreateOrder',
  orderId,
  ownerId: 'u1',
  locale: 'de',
  pricing,
  session: session(1),
};

function given(...commands: OrderCommand[]): Order {
  return commands.reduce((state, c) => decide(c, state, now).reduce(evolve, state), initialOrder());
}
const types = (events: OrderEvent[]) => events.map((e) => e.type);

describe('Order decider', () => {
  it('creates an order with an open checkout session: requires_payment, payment pending', () => {
    const events = decide(create, initialOrder(), now);
    expect(types(events)).toEqual(['OrderCreated', 'CheckoutSessionOpened']);
    const state = events.reduce(evolve, initialOrder());
    expect(state).toMatchObject({ status: 'requires_payment', paymentStatus: 'pending', amountTotal: 2900 });
    expect(orderView(state).items[0]).toMatchObject({ fulfilmentStatus: 'pending', format: 'booklet' });
  });

  it('a retried create changes nothing', () => {
    expect(decide(create, given(create), now)).toEqual([]);
  });

  it('replacing the session with another format reprices the order and opens the new session', () => {
    const board = priceOrder([{ ...pricing.items[0], format: 'board' }], null, prices);
    const events = decide(
      { type: 'ReplaceCheckoutSession', orderId, pricing: board, session: session(2) },
      given(create),
      now,
    );
    expect(types(events)).toEqual(['OrderRepriced', 'CheckoutSessionOpened']);
    expect(events.reduce(evolve, given(create))).toMatchObject({
      amountTotal: 3900,
      session: { sessionId: 'cs_2' },
    });
  });

  it('checkout completed and paid → paid, payment success', () => {
    const state = given(create, { type: 'RecordPayment', orderId, payment: payment() });
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'success' });
    expect(orderView(state).paidAt).toBe(now.toISOString());
  });

  it('the same payment twice records it once', () => {
    const paid = given(create, { type: 'RecordPayment', orderId, payment: payment() });
    expect(decide({ type: 'RecordPayment', orderId, payment: payment() }, paid, now)).toEqual([]);
  });

  it('a second payment through an older session is flagged, not booked twice', () => {
    const paid = given(create, { type: 'RecordPayment', orderId, payment: payment() });
    expect(types(decide({ type: 'RecordPayment', orderId, payment: payment('cs_0') }, paid, now))).toEqual([
      'OrderDuplicatePaymentReceived',
    ]);
  });

  it('an expiry arriving after the payment leaves the order paid', () => {
    const paid = given(create, { type: 'RecordPayment', orderId, payment: payment() });
    expect(decide({ type: 'RecordCheckoutExpired', orderId, sessionId: 'cs_1' }, paid, now)).toEqual([]);
    expect(decide({ type: 'RecordPaymentFailed', orderId, sessionId: 'cs_1' }, paid, now)).toEqual([]);
  });

  it('a payment arriving after the expiry still makes the order paid (the money was taken)', () => {
    const expired = given(create, { type: 'RecordCheckoutExpired', orderId, sessionId: 'cs_1' });
    expect(expired.status).toBe('cancelled');
    const state = given(
      create,
      { type: 'RecordCheckoutExpired', orderId, sessionId: 'cs_1' },
      { type: 'RecordPayment', orderId, payment: payment() },
    );
    expect(state.status).toBe('paid');
  });

  it('the expiry of a replaced session does not cancel the order', () => {
    const replaced = given(create, {
      type: 'ReplaceCheckoutSession',
      orderId,
      pricing,
      session: session(2),
    });
    expect(decide({ type: 'RecordCheckoutExpired', orderId, sessionId: 'cs_1' }, replaced, now)).toEqual([]);
    expect(
      types(decide({ type: 'RecordCheckoutExpired', orderId, sessionId: 'cs_2' }, replaced, now)),
    ).toEqual(['OrderCheckoutExpired']);
  });

  it('a delayed payment stays pending, then succeeds or fails', () => {
    const delayed = given(create, { type: 'RecordPaymentDelayed', orderId, sessionId: 'cs_1' });
    expect(delayed).toMatchObject({ status: 'requires_payment', paymentStatus: 'pending' });
    expect(
      given(
        create,
        { type: 'RecordPaymentDelayed', orderId, sessionId: 'cs_1' },
        { type: 'RecordPayment', orderId, payment: payment() },
      ).status,
    ).toBe('paid');
    expect(
      given(
        create,
        { type: 'RecordPaymentDelayed', orderId, sessionId: 'cs_1' },
        { type: 'RecordPaymentFailed', orderId, sessionId: 'cs_1' },
      ),
    ).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('async success arriving before checkout completed: paid, and the late completion changes nothing', () => {
    const paid = given(create, { type: 'RecordPayment', orderId, payment: payment() });
    expect(decide({ type: 'RecordPaymentDelayed', orderId, sessionId: 'cs_1' }, paid, now)).toEqual([]);
  });

  it('an invoice number is assigned once, only to a paid order, and never changes', () => {
    expect(() =>
      decide(
        { type: 'AssignInvoiceNumber', orderId, invoiceNumber: 'FH-2026-000001', invoiceDate: '2026-11-21' },
        given(create),
        now,
      ),
    ).toThrow(expect.objectContaining({ code: ErrorCodes.ORDERS_INVALID_TRANSITION }));
    const numbered = given(
      create,
      { type: 'RecordPayment', orderId, payment: payment() },
      { type: 'AssignInvoiceNumber', orderId, invoiceNumber: 'FH-2026-000001', invoiceDate: '2026-11-21' },
    );
    expect(
      decide(
        { type: 'AssignInvoiceNumber', orderId, invoiceNumber: 'FH-2026-000002', invoiceDate: '2026-11-21' },
        numbered,
        now,
      ),
    ).toEqual([]);
    expect(numbered.invoiceNumber).toBe('FH-2026-000001');
  });

  it('commands on an unknown order are ORDERS.NOT_FOUND', () => {
    expect(() => decide({ type: 'RecordReceipt', orderId, receiptUrl: 'x' }, initialOrder(), now)).toThrow(
      expect.objectContaining({ code: ErrorCodes.ORDERS_NOT_FOUND }),
    );
  });
});

describe('priceOrder', () => {
  it('takes the coupon off each unit, rounded to the cent, and totals the items', () => {
    const p = priceOrder(
      [{ itemId: 'i', bookId: 'b', title: null, coverKey: null, format: 'board', quantity: 2 }],
      'welcome10',
      prices,
    );
    expect(p).toMatchObject({
      couponCode: 'WELCOME10',
      discountTotal: 780,
      amountTotal: 7020,
      vatRatePercent: 7,
    });
    expect(p.items[0]).toMatchObject({ unitAmount: 3510, amountTotal: 7020 });
  });

  it('refuses an unknown coupon', () => {
    expect(() => priceOrder([], 'NOPE', prices)).toThrow(
      expect.objectContaining({ code: ErrorCodes.ORDERS_UNKNOWN_COUPON }),
    );
  });
});

describe('fulfilment of the order items (spec §4)', () => {
  const paid = () => given(create, { type: 'RecordPayment', orderId, payment: payment() });
  const fulfil = (fulfilmentStatus: 'generating' | 'ready_for_print' | 'failed'): OrderCommand => ({
    type: 'RecordItemFulfilment',
    orderId,
    bookId: 'book-1',
    fulfilmentStatus,
  });

  it('moves the item along and the paid order to processing', () => {
    const state = [fulfil('generating'), fulfil('ready_for_print')].reduce(
      (s, c) => decide(c, s, now).reduce(evolve, s),
      paid(),
    );
    expect(state.status).toBe('processing');
    expect(state.items[0]!.fulfilmentStatus).toBe('ready_for_print');
  });

  it('never moves an item back on late news, but a retry after a failure generates again', () => {
    const ready = [fulfil('generating'), fulfil('ready_for_print')].reduce(
      (s, c) => decide(c, s, now).reduce(evolve, s),
      paid(),
    );
    expect(decide(fulfil('generating'), ready, now)).toEqual([]);
    const failed = [fulfil('generating'), fulfil('failed')].reduce(
      (s, c) => decide(c, s, now).reduce(evolve, s),
      paid(),
    );
    expect(failed.items[0]!.fulfilmentStatus).toBe('failed');
    expect(types(decide(fulfil('generating'), failed, now))).toEqual(['OrderItemFulfilmentChanged']);
  });

  it('is refused for an unpaid order', () => {
    expect(() => decide(fulfil('generating'), given(create), now)).toThrow(
      expect.objectContaining({ code: ErrorCodes.ORDERS_INVALID_TRANSITION }),
    );
  });
});
