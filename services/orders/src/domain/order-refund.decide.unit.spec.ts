import { ErrorCodes } from '@fabelhaft/contracts';
import { deciderSpec } from '@fabelhaft/testing/decider-spec';
import { evolve, initialOrder, orderRef, type OrderEvent, type PaymentFacts } from './order';
import { decide, type OrderCommand } from './order.decide';
import { refundAmount } from './order-refund.decide';
import { priceOrder } from './pricing';

const now = new Date('2026-11-25T10:00:00.000Z');
const at = now.toISOString();
const orderId = 'order-r';
// Two books: 2900 + 3900 = 6800.
const pricing = priceOrder(
  [
    { itemId: 'i1', bookId: 'b1', title: 'Mia', coverKey: null, format: 'booklet', quantity: 1 },
    { itemId: 'i2', bookId: 'b2', title: 'Leo', coverKey: null, format: 'board', quantity: 1 },
  ],
  null,
  {
    currency: 'EUR',
    vatRatePercent: 7,
    unitAmounts: { booklet: 2900, board: 3900 },
    coupons: {},
  },
);
const payment = (amountPaid = 6800, providerDiscount = 0): PaymentFacts => ({
  sessionId: 'cs_1',
  paymentIntentId: 'pi_1',
  amountPaid,
  providerDiscount,
  currency: 'EUR',
  customerEmail: 'a@b.de',
  customerName: 'Anna',
  shippingAddress: null,
  paidAt: at,
});
const ref = orderRef('u1', pricing.items);
const created: OrderEvent = {
  type: 'OrderCreated',
  data: { orderId, ownerId: 'u1', locale: 'de', ...pricing, at },
};
const opened: OrderEvent = {
  type: 'CheckoutSessionOpened',
  data: { orderId, sessionId: 'cs_1', url: 'https://pay/1', expiresAt: null, ...ref, at },
};
const paid = (p = payment()): OrderEvent => ({ type: 'OrderPaid', data: { orderId, ...p, ...ref, at } });
const requested = (
  refundId: string,
  itemIds: string[],
  amount: number,
  requestId = `req-${refundId}`,
): OrderEvent => ({
  type: 'OrderRefundRequested',
  data: { orderId, refundId, requestId, itemIds, amount, reason: 'damaged', at },
});
const refunded = (refundId: string, itemIds: string[], amount: number): OrderEvent => ({
  type: 'OrderRefunded',
  data: { orderId, refundId, providerRefundId: `re_${refundId}`, amount, itemIds, reason: 'damaged', at },
});
const request = (refundId: string, itemIds?: string[], requestId = `req-${refundId}`): OrderCommand => ({
  type: 'RequestRefund',
  orderId,
  refundId,
  requestId,
  itemIds,
  reason: 'damaged',
});

const given = deciderSpec({ initialState: initialOrder, evolve, decide }, now);

describe('order refunds (issue #13)', () => {
  it('claims every item and the whole payment when no items are named', () => {
    given(created, opened, paid())
      .when(request('r1'))
      .then([requested('r1', ['i1', 'i2'], 6800)]);
  });

  it('claims only the named items, at their price', () => {
    given(created, opened, paid())
      .when(request('r1', ['i2']))
      .then([requested('r1', ['i2'], 3900)]);
  });

  it('refunds a promotion-discounted payment by each item’s share; the last refund takes exactly the rest', () => {
    // 6800 goods, 680 off on the hosted page: 6120 paid. i1's share: 2900 × 6120 / 6800 = 2610.
    const discounted = paid(payment(6120, 680));
    given(created, opened, discounted)
      .when(request('r1', ['i1']))
      .then([requested('r1', ['i1'], 2610)]);
    given(created, opened, discounted, requested('r1', ['i1'], 2610), refunded('r1', ['i1'], 2610))
      .when(request('r2'))
      .then([requested('r2', ['i2'], 3510)]);
  });

  it('is partially refunded after some items, refunded after all, with the refunded amount', () => {
    const partly = given(
      created,
      opened,
      paid(),
      requested('r1', ['i1'], 2900),
      refunded('r1', ['i1'], 2900),
    ).state();
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedAmount: 2900 });
    expect(partly.refunds[0]).toMatchObject({
      status: 'refunded',
      providerRefundId: 're_r1',
      itemIds: ['i1'],
    });
    const all = given(
      created,
      opened,
      paid(),
      requested('r1', ['i1'], 2900),
      refunded('r1', ['i1'], 2900),
      requested('r2', ['i2'], 3900),
      refunded('r2', ['i2'], 3900),
    ).state();
    expect(all).toMatchObject({ status: 'refunded', refundedAmount: 6800 });
  });

  it('refuses a second refund of the same items (409), also while the first is still under way', () => {
    given(created, opened, paid(), requested('r1', ['i1'], 2900))
      .when(request('r2', ['i1']))
      .thenThrows(ErrorCodes.ORDERS_NOTHING_TO_REFUND, 'Item i1 is already refunded');
    given(created, opened, paid(), requested('r1', ['i1', 'i2'], 6800), refunded('r1', ['i1', 'i2'], 6800))
      .when(request('r2'))
      .thenThrows(ErrorCodes.ORDERS_NOTHING_TO_REFUND);
  });

  it('answers the same request again with nothing new (idempotent)', () => {
    given(created, opened, paid(), requested('r1', ['i1'], 2900, 'same'))
      .when(request('r9', ['i1'], 'same'))
      .thenNothingHappened();
  });

  it('frees the items of a failed refund for the next one', () => {
    const failed: OrderEvent = {
      type: 'OrderRefundFailed',
      data: { orderId, refundId: 'r1', failure: 'no', at },
    };
    given(created, opened, paid(), requested('r1', ['i1'], 2900), failed)
      .when(request('r2', ['i1']))
      .then([requested('r2', ['i1'], 2900)]);
  });

  it('refuses unpaid orders, unknown orders and unknown items', () => {
    given(created, opened).when(request('r1')).thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
    given().when(request('r1')).thenThrows(ErrorCodes.ORDERS_NOT_FOUND);
    given(created, opened, paid())
      .when(request('r1', ['nope']))
      .thenThrows(ErrorCodes.ORDERS_UNKNOWN_ITEM);
  });

  it('records the provider’s refund once, and a credit note number once', () => {
    const claimed = [created, opened, paid(), requested('r1', ['i1'], 2900)];
    given(...claimed)
      .when({ type: 'RecordRefund', orderId, refundId: 'r1', providerRefundId: 're_r1' })
      .then([refunded('r1', ['i1'], 2900)]);
    given(...claimed, refunded('r1', ['i1'], 2900))
      .when({ type: 'RecordRefund', orderId, refundId: 'r1', providerRefundId: 're_r1' })
      .thenNothingHappened();
    const numbered: OrderEvent = {
      type: 'OrderCreditNoteNumberAssigned',
      data: { orderId, refundId: 'r1', creditNoteNumber: 'GS-2026-000001', creditNoteDate: '2026-11-25', at },
    };
    const assign: OrderCommand = {
      type: 'AssignCreditNoteNumber',
      orderId,
      refundId: 'r1',
      creditNoteNumber: 'GS-2026-000002',
      creditNoteDate: '2026-11-25',
    };
    given(...claimed)
      .when(assign)
      .thenThrows(ErrorCodes.ORDERS_INVALID_TRANSITION);
    given(...claimed, refunded('r1', ['i1'], 2900), numbered)
      .when(assign)
      .thenNothingHappened();
  });

  it('computes amounts that add up to the payment to the cent', () => {
    const state = given(created, opened, paid(payment(6119, 681))).state();
    const first = refundAmount(state, ['i1']);
    const afterFirst = given(
      created,
      opened,
      paid(payment(6119, 681)),
      requested('r1', ['i1'], first),
      refunded('r1', ['i1'], first),
    ).state();
    expect(first + refundAmount(afterFirst, ['i2'])).toBe(6119);
  });
});
