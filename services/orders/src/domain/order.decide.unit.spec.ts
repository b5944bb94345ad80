import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import {
  evolve,
  initialOrder,
  orderRef,
  type FulfilmentStatus,
  type OrderEvent,
  type PaymentFacts,
  type Pricing,
} from './order';
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

const given = deciderSpec({ initialState: initialOrder, evolve, decide }, now);
const at = now.toISOString();

// The events of one order's history, as the decider records them.
const created: OrderEvent = {
  type: 'OrderCreated',
  data: { orderId, ownerId: 'u1', locale: 'de', ...pricing, at },
};
const opened = (n: number, p: Pricing = pricing): OrderEvent => ({
  type: 'CheckoutSessionOpened',
  data: { orderId, ...session(n), ...orderRef('u1', p.items), at },
});
const ref = orderRef('u1', pricing.items);
const paid = (sessionId = 'cs_1'): OrderEvent => ({
  type: 'OrderPaid',
  data: { orderId, ...payment(sessionId), ...ref, at },
});
const expired = (sessionId: string): OrderEvent => ({
  type: 'OrderCheckoutExpired',
  data: { orderId, sessionId, ...ref, at },
});
const failed = (sessionId: string): OrderEvent => ({
  type: 'OrderPaymentFailed',
  data: { orderId, sessionId, ...ref, at },
});
const delayed = (sessionId: string): OrderEvent => ({
  type: 'OrderPaymentDelayed',
  data: { orderId, sessionId, at },
});
const numbered = (invoiceNumber: string): OrderEvent => ({
  type: 'OrderInvoiceNumberAssigned',
  data: { orderId, invoiceNumber, invoiceDate: '2026-11-21', at },
});
const itemMoved = (fulfilmentStatus: FulfilmentStatus): OrderEvent => ({
  type: 'OrderItemFulfilmentChanged',
  data: { orderId, itemId: `${orderId}-1`, bookId: 'book-1', fulfilmentStatus, at },
});

const pay = (sessionId = 'cs_1'): OrderCommand => ({
  type: 'RecordPayment',
  orderId,
  payment: payment(sessionId),
});
const expire = (sessionId: string): OrderCommand => ({ type: 'RecordCheckoutExpired', orderId, sessionId });
const fail = (sessionId: string): OrderCommand => ({ type: 'RecordPaymentFailed', orderId, sessionId });
const delay = (sessionId: string): OrderCommand => ({ type: 'RecordPaymentDelayed', orderId, sessionId });
const assign = (invoiceNumber: string): OrderCommand => ({
  type: 'AssignInvoiceNumber',
  orderId,
  invoiceNumber,
  invoiceDate: '2026-11-21',
});

describe('Order checkout and payment decider', () => {
  it('creates an order with an open checkout session: requires_payment, payment pending', () => {
    given()
      .when(create)
      .then([created, opened(1)]);
    const state = given(created, opened(1)).state();
    expect(state).toMatchObject({ status: 'requires_payment', paymentStatus: 'pending', amountTotal: 2900 });
    expect(state.items[0]).toMatchObject({ fulfilmentStatus: 'pending', format: 'booklet' });
  });

  it('a retried create changes nothing', () => {
    given(created, opened(1)).when(create).thenNothingHappened();
  });

  it('replacing the session with another format reprices the order and opens the new session', () => {
    const board = priceOrder([{ ...pricing.items[0]!, format: 'board' }], null, prices);
    given(created, opened(1))
      .when({ type: 'ReplaceCheckoutSession', orderId, pricing: board, session: session(2) })
      .then([{ type: 'OrderRepriced', data: { orderId, ...board, at } }, opened(2, board)]);
    expect(
      given(
        created,
        opened(1),
        { type: 'OrderRepriced', data: { orderId, ...board, at } },
        opened(2, board),
      ).state(),
    ).toMatchObject({ amountTotal: 3900, session: { sessionId: 'cs_2' } });
  });

  it('replacing the session at the same price only opens the new session', () => {
    given(created, opened(1))
      .when({ type: 'ReplaceCheckoutSession', orderId, pricing, session: session(2) })
      .then([opened(2)]);
  });

  it('a new session for a paid order is refused', () => {
    given(created, opened(1), paid())
      .when({ type: 'ReplaceCheckoutSession', orderId, pricing, session: session(2) })
      .thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
  });

  it('checkout completed and paid → paid, payment success', () => {
    given(created, opened(1)).when(pay()).then([paid()]);
    const state = given(created, opened(1), paid()).state();
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'success' });
    expect(state.payment?.paidAt).toBe(now.toISOString());
  });

  it('the same payment twice records it once', () => {
    given(created, opened(1), paid()).when(pay()).thenNothingHappened();
  });

  it('a second payment through an older session is flagged, not booked twice', () => {
    given(created, opened(0), opened(1), paid())
      .when(pay('cs_0'))
      .then([
        {
          type: 'OrderDuplicatePaymentReceived',
          data: { orderId, sessionId: 'cs_0', paymentIntentId: 'pi_1', amount: 2900, at },
        },
      ]);
  });

  describe('a payment that does not match the order (issue #12) pays nothing and is recorded for support', () => {
    const mismatched = (
      facts: PaymentFacts,
      reason: 'unknown_session' | 'amount' | 'currency',
      expected: { amount: number; currency: string } | null = { amount: 2900, currency: 'EUR' },
    ): OrderEvent => ({
      type: 'OrderPaymentMismatched',
      data: {
        orderId,
        reason,
        sessionId: facts.sessionId,
        paymentIntentId: facts.paymentIntentId,
        amountPaid: facts.amountPaid,
        providerDiscount: facts.providerDiscount,
        currency: facts.currency,
        expectedAmount: expected?.amount ?? null,
        expectedCurrency: expected?.currency ?? null,
        at,
      },
    });
    const payWith = (facts: PaymentFacts): OrderCommand => ({
      type: 'RecordPayment',
      orderId,
      payment: facts,
    });

    it('one cent instead of the price', () => {
      const cent = { ...payment(), amountPaid: 1 };
      given(created, opened(1))
        .when(payWith(cent))
        .then([mismatched(cent, 'amount')]);
      expect(given(created, opened(1), mismatched(cent, 'amount')).state()).toMatchObject({
        status: 'requires_payment',
        paymentStatus: 'pending',
        payment: null,
      });
    });

    it('another currency', () => {
      const usd = { ...payment(), currency: 'USD' };
      given(created, opened(1))
        .when(payWith(usd))
        .then([mismatched(usd, 'currency')]);
    });

    it('a session the order never opened', () => {
      const foreign = payment('cs_forged');
      given(created, opened(1))
        .when(payWith(foreign))
        .then([mismatched(foreign, 'unknown_session', null)]);
    });

    it('a negative discount cannot make up a short payment', () => {
      const odd = { ...payment(), amountPaid: 3000, providerDiscount: -100 };
      given(created, opened(1))
        .when(payWith(odd))
        .then([mismatched(odd, 'amount')]);
    });

    it('a promotion code typed on the hosted page is the provider discount: paid', () => {
      const promo = { ...payment(), amountPaid: 2400, providerDiscount: 500 };
      given(created, opened(1))
        .when(payWith(promo))
        .then([{ type: 'OrderPaid', data: { orderId, ...promo, ...ref, at } }]);
    });

    it('an old tab paying the price the order no longer asks is a mismatch; the current session pays', () => {
      const board = priceOrder([{ ...pricing.items[0]!, format: 'board' }], null, prices);
      const history = [
        created,
        opened(1),
        { type: 'OrderRepriced', data: { orderId, ...board, at } } as OrderEvent,
        opened(2, board),
      ];
      const short = { ...payment('cs_1') };
      given(...history)
        .when(payWith(short))
        .then([mismatched(short, 'amount', { amount: 3900, currency: 'EUR' })]);
      const full = { ...payment('cs_2'), amountPaid: 3900 };
      given(...history)
        .when(payWith(full))
        .then([{ type: 'OrderPaid', data: { orderId, ...full, ...orderRef('u1', board.items), at } }]);
    });
  });

  it('an expiry arriving after the payment leaves the order paid', () => {
    given(created, opened(1), paid()).when(expire('cs_1')).thenNothingHappened();
    given(created, opened(1), paid()).when(fail('cs_1')).thenNothingHappened();
  });

  it('a payment arriving after the expiry still makes the order paid (the money was taken)', () => {
    expect(given(created, opened(1), expired('cs_1')).state().status).toBe('cancelled');
    given(created, opened(1), expired('cs_1')).when(pay()).then([paid()]);
    expect(given(created, opened(1), expired('cs_1'), paid()).state().status).toBe('paid');
  });

  it('the expiry of a replaced session does not cancel the order', () => {
    given(created, opened(1), opened(2)).when(expire('cs_1')).thenNothingHappened();
    given(created, opened(1), opened(2))
      .when(expire('cs_2'))
      .then([expired('cs_2')]);
  });

  it('a delayed payment stays pending, then succeeds or fails', () => {
    given(created, opened(1))
      .when(delay('cs_1'))
      .then([delayed('cs_1')]);
    expect(given(created, opened(1), delayed('cs_1')).state()).toMatchObject({
      status: 'requires_payment',
      paymentStatus: 'pending',
    });
    given(created, opened(1), delayed('cs_1')).when(pay()).then([paid()]);
    given(created, opened(1), delayed('cs_1'))
      .when(fail('cs_1'))
      .then([failed('cs_1')]);
    expect(given(created, opened(1), delayed('cs_1'), failed('cs_1')).state()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
  });

  it('async success arriving before checkout completed: paid, and the late completion changes nothing', () => {
    given(created, opened(1), paid()).when(delay('cs_1')).thenNothingHappened();
  });

  it('commands on an unknown order are ORDERS.NOT_FOUND', () => {
    given().when(pay()).thenThrows(ErrorCodes.ORDERS_NOT_FOUND);
    given().when(expire('cs_1')).thenThrows(ErrorCodes.ORDERS_NOT_FOUND);
  });
});

describe('Order invoicing decider', () => {
  it('an invoice number is assigned once, only to a paid order, and never changes', () => {
    given(created, opened(1)).when(assign('FH-2026-000001')).thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
    given(created, opened(1), paid())
      .when(assign('FH-2026-000001'))
      .then([numbered('FH-2026-000001')]);
    given(created, opened(1), paid(), numbered('FH-2026-000001'))
      .when(assign('FH-2026-000002'))
      .thenNothingHappened();
    expect(given(created, opened(1), paid(), numbered('FH-2026-000001')).state().invoiceNumber).toBe(
      'FH-2026-000001',
    );
  });

  it('records the receipt link once', () => {
    const receipt: OrderEvent = { type: 'OrderReceiptRecorded', data: { orderId, receiptUrl: 'r', at } };
    given(created, opened(1), paid())
      .when({ type: 'RecordReceipt', orderId, receiptUrl: 'r' })
      .then([receipt]);
    given(created, opened(1), paid(), receipt)
      .when({ type: 'RecordReceipt', orderId, receiptUrl: 'r' })
      .thenNothingHappened();
  });

  it('issues the invoice document only after its number, once', () => {
    const issue: OrderCommand = { type: 'RecordInvoiceIssued', orderId, invoiceKey: 'k.pdf' };
    const issued: OrderEvent = { type: 'OrderInvoiceIssued', data: { orderId, invoiceKey: 'k.pdf', at } };
    given(created, opened(1), paid()).when(issue).thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
    given(created, opened(1), paid(), numbered('FH-2026-000001')).when(issue).then([issued]);
    given(created, opened(1), paid(), numbered('FH-2026-000001'), issued).when(issue).thenNothingHappened();
  });

  it('commands on an unknown order are ORDERS.NOT_FOUND', () => {
    given().when({ type: 'RecordReceipt', orderId, receiptUrl: 'x' }).thenThrows(ErrorCodes.ORDERS_NOT_FOUND);
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

describe('Order fulfilment decider (spec §4)', () => {
  const fulfil = (fulfilmentStatus: FulfilmentStatus, bookId = 'book-1'): OrderCommand => ({
    type: 'RecordItemFulfilment',
    orderId,
    bookId,
    fulfilmentStatus,
  });

  it('moves the item along and the paid order to processing', () => {
    given(created, opened(1), paid())
      .when(fulfil('generating'))
      .then([itemMoved('generating')]);
    given(created, opened(1), paid(), itemMoved('generating'))
      .when(fulfil('ready_for_print'))
      .then([itemMoved('ready_for_print')]);
    const state = given(
      created,
      opened(1),
      paid(),
      itemMoved('generating'),
      itemMoved('ready_for_print'),
    ).state();
    expect(state.status).toBe('processing');
    expect(state.items[0]!.fulfilmentStatus).toBe('ready_for_print');
  });

  it('never moves an item back on late news, but a retry after a failure generates again', () => {
    given(created, opened(1), paid(), itemMoved('generating'), itemMoved('ready_for_print'))
      .when(fulfil('generating'))
      .thenNothingHappened();
    const afterFailure = [created, opened(1), paid(), itemMoved('generating'), itemMoved('failed')];
    expect(given(...afterFailure).state().items[0]!.fulfilmentStatus).toBe('failed');
    given(...afterFailure)
      .when(fulfil('generating'))
      .then([itemMoved('generating')]);
  });

  it('repeated news changes nothing', () => {
    given(created, opened(1), paid(), itemMoved('generating'))
      .when(fulfil('generating'))
      .thenNothingHappened();
  });

  it('is refused for an unpaid order', () => {
    given(created, opened(1)).when(fulfil('generating')).thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
  });

  it('news of a book the order does not hold is ORDERS.NOT_FOUND', () => {
    given(created, opened(1), paid())
      .when(fulfil('generating', 'book-2'))
      .thenThrows(ErrorCodes.ORDERS_NOT_FOUND);
  });
});
