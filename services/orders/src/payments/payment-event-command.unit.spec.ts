import type { CheckoutSession, PaymentEvent } from '@fabelhaft/payments';
import { orderCommandOf } from './payment-event-command';

const session = (over: Partial<CheckoutSession> = {}): CheckoutSession => ({
  id: 'cs_1',
  url: null,
  status: 'complete',
  paymentStatus: 'paid',
  orderId: 'order-1',
  metadata: { order_id: 'order-1' },
  currency: 'eur',
  amountSubtotal: 2900,
  amountTotal: 2610,
  amountDiscount: 290,
  discounts: [{ coupon: null, promotionCode: 'promo_1' }],
  paymentIntentId: 'pi_1',
  customerEmail: 'anna@example.com',
  shippingAddress: {
    name: 'Anna',
    line1: 'A 1',
    line2: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  expiresAt: null,
  ...over,
});
const event = (type: string, s: CheckoutSession | null = session()): PaymentEvent => ({
  id: 'evt_1',
  type,
  created: 1_795_000_000,
  session: s,
});

describe('orderCommandOf: provider events → order commands', () => {
  it('a paid completion records the payment with what was actually paid, timed by the provider', () => {
    expect(orderCommandOf(event('checkout.session.completed'))).toEqual({
      type: 'RecordPayment',
      orderId: 'order-1',
      payment: expect.objectContaining({
        sessionId: 'cs_1',
        amountPaid: 2610,
        providerDiscount: 290,
        currency: 'EUR',
        customerName: 'Anna',
        paidAt: new Date(1_795_000_000 * 1000).toISOString(),
      }),
    });
  });

  it('a coupon the order was opened with is in its prices already: no provider discount (issue #24)', () => {
    const withCoupon = session({ discounts: [{ coupon: 'FH-WELCOME10-10', promotionCode: null }] });
    expect(orderCommandOf(event('checkout.session.completed', withCoupon))).toMatchObject({
      type: 'RecordPayment',
      payment: { amountPaid: 2610, providerDiscount: 0 },
    });
  });

  it('an unpaid completion is a delayed payment; the async outcomes pay or fail it', () => {
    expect(orderCommandOf(event('checkout.session.completed', session({ paymentStatus: 'unpaid' })))).toEqual(
      {
        type: 'RecordPaymentDelayed',
        orderId: 'order-1',
        sessionId: 'cs_1',
      },
    );
    expect(orderCommandOf(event('checkout.session.async_payment_succeeded'))?.type).toBe('RecordPayment');
    expect(orderCommandOf(event('checkout.session.async_payment_failed'))?.type).toBe('RecordPaymentFailed');
    expect(orderCommandOf(event('checkout.session.expired'))?.type).toBe('RecordCheckoutExpired');
  });

  it('ignores other event types and sessions that are not ours', () => {
    expect(orderCommandOf(event('charge.refunded', null))).toBeNull();
    expect(orderCommandOf(event('customer.created'))).toBeNull();
    expect(
      orderCommandOf(event('checkout.session.completed', session({ orderId: null, metadata: {} }))),
    ).toBeNull();
  });

  it('finds the order in the metadata when the client reference is missing', () => {
    expect(orderCommandOf(event('checkout.session.expired', session({ orderId: null })))).toMatchObject({
      orderId: 'order-1',
    });
  });
});
