import Stripe from 'stripe';
import { PaymentProviderError, type CheckoutSessionInput } from './payment-provider.port';
import {
  successUrlWithSessionId,
  toCheckoutSession,
  toPaymentProviderError,
  toCouponCreateParams,
  toSessionCreateParams,
} from './stripe-checkout.mapping';

const input: CheckoutSessionInput = {
  orderId: 'ord_1',
  metadata: { book_id: 'book_7', order_id: 'not-this-one' },
  customerEmail: 'anna@example.com',
  currency: 'EUR',
  lineItems: [
    {
      name: 'Der kleine Fuchs – Heft',
      description: '24 Seiten',
      imageUrl: 'https://cdn.example.com/cover.png',
      unitAmount: 2990,
      quantity: 2,
    },
    { name: 'Geschenkverpackung', unitAmount: 300, quantity: 1 },
  ],
  successUrl: 'https://fabelhaft.example/checkout/success',
  cancelUrl: 'https://fabelhaft.example/checkout/cancel',
  allowPromotionCodes: true,
  shippingCountries: ['de', 'AT'],
  locale: 'de',
  idempotencyKey: 'checkout-ord_1',
  expiresAt: new Date('2030-01-01T12:30:00.900Z'),
};

/** A session as the Stripe API returns it, with only the fields the mapping reads filled in. */
function stripeSession(overrides: Record<string, unknown> = {}): Stripe.Checkout.Session {
  return {
    id: 'cs_test_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: 'ord_1',
    metadata: { order_id: 'ord_1', book_id: 'book_7' },
    currency: 'eur',
    amount_subtotal: 6280,
    amount_total: 5652,
    total_details: { amount_discount: 628, amount_shipping: 0, amount_tax: 0 },
    discounts: [{ coupon: 'FH-WELCOME10-10', promotion_code: null }],
    payment_intent: 'pi_1',
    customer_details: { email: 'paid-with@example.com' },
    customer_email: 'anna@example.com',
    collected_information: {
      shipping_details: {
        name: 'Anna Muster',
        address: {
          line1: 'Hauptstr. 1',
          line2: '',
          postal_code: '10115',
          city: 'Berlin',
          country: 'DE',
          state: null,
        },
      },
    },
    expires_at: 1_900_000_000,
    ...overrides,
  } as unknown as Stripe.Checkout.Session;
}

describe('successUrlWithSessionId', () => {
  it.each([
    ['https://x.example/ok', 'https://x.example/ok?session_id={CHECKOUT_SESSION_ID}'],
    ['https://x.example/ok?lang=de', 'https://x.example/ok?lang=de&session_id={CHECKOUT_SESSION_ID}'],
    ['https://x.example/ok?', 'https://x.example/ok?session_id={CHECKOUT_SESSION_ID}'],
    ['https://x.example/ok?a=1&', 'https://x.example/ok?a=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://x.example/ok#top', 'https://x.example/ok?session_id={CHECKOUT_SESSION_ID}#top'],
    ['https://x.example/ok?a=1#top', 'https://x.example/ok?a=1&session_id={CHECKOUT_SESSION_ID}#top'],
    ['https://x.example/ok?s={CHECKOUT_SESSION_ID}', 'https://x.example/ok?s={CHECKOUT_SESSION_ID}'],
  ])('turns %s into %s', (given, expected) => {
    expect(successUrlWithSessionId(given)).toBe(expected);
  });
});

describe('toSessionCreateParams', () => {
  it('asks for a one-off payment with VAT-inclusive prices, our order id and the customer choices', () => {
    expect(toSessionCreateParams(input)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 2,
          price_data: {
            currency: 'eur',
            unit_amount: 2990,
            tax_behavior: 'inclusive',
            product_data: {
              name: 'Der kleine Fuchs – Heft',
              description: '24 Seiten',
              images: ['https://cdn.example.com/cover.png'],
            },
          },
        },
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 300,
            tax_behavior: 'inclusive',
            product_data: { name: 'Geschenkverpackung' },
          },
        },
      ],
      client_reference_id: 'ord_1',
      metadata: { book_id: 'book_7', order_id: 'ord_1' },
      customer_email: 'anna@example.com',
      success_url: 'https://fabelhaft.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://fabelhaft.example/checkout/cancel',
      allow_promotion_codes: true,
      shipping_address_collection: { allowed_countries: ['DE', 'AT'] },
      locale: 'de',
      expires_at: Math.floor(Date.UTC(2030, 0, 1, 12, 30) / 1000),
    });
  });

  it('leaves out the e-mail and the expiry when none is given', () => {
    const params = toSessionCreateParams({ ...input, customerEmail: undefined, expiresAt: undefined });
    expect(params).not.toHaveProperty('customer_email');
    expect(params).not.toHaveProperty('expires_at');
  });

  it('names a coupon given beforehand in discounts, without allow_promotion_codes (Stripe takes one)', () => {
    const params = toSessionCreateParams({
      ...input,
      coupon: { id: 'FH-WELCOME10-10', name: 'WELCOME10', percentOff: 10 },
    });
    expect(params.discounts).toEqual([{ coupon: 'FH-WELCOME10-10' }]);
    expect(params).not.toHaveProperty('allow_promotion_codes');
  });
});

describe('toCouponCreateParams', () => {
  it('makes a one-time percentage coupon named as the customer typed it', () => {
    expect(toCouponCreateParams({ id: 'FH-WELCOME10-10', name: 'WELCOME10', percentOff: 10 })).toEqual({
      id: 'FH-WELCOME10-10',
      name: 'WELCOME10',
      percent_off: 10,
      duration: 'once',
    });
  });
});

describe('toCheckoutSession', () => {
  it('reads a paid session with discount, payment intent, e-mail and shipping address', () => {
    expect(toCheckoutSession(stripeSession())).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      status: 'complete',
      paymentStatus: 'paid',
      orderId: 'ord_1',
      metadata: { order_id: 'ord_1', book_id: 'book_7' },
      currency: 'eur',
      amountSubtotal: 6280,
      amountTotal: 5652,
      amountDiscount: 628,
      discounts: [{ coupon: 'FH-WELCOME10-10', promotionCode: null }],
      paymentIntentId: 'pi_1',
      customerEmail: 'paid-with@example.com',
      shippingAddress: {
        name: 'Anna Muster',
        line1: 'Hauptstr. 1',
        line2: null,
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      expiresAt: 1_900_000_000,
    });
  });

  it('reads the legacy shipping_details of older API versions', () => {
    const session = stripeSession({
      collected_information: null,
      shipping_details: {
        name: 'Max Muster',
        address: { line1: 'Ring 2', line2: 'Hinterhaus', postal_code: '1010', city: 'Wien', country: 'at' },
      },
    });
    expect(toCheckoutSession(session).shippingAddress).toEqual({
      name: 'Max Muster',
      line1: 'Ring 2',
      line2: 'Hinterhaus',
      postalCode: '1010',
      city: 'Wien',
      country: 'AT',
    });
  });

  it('reads an open session without payment yet', () => {
    const session = stripeSession({
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      customer_details: null,
      collected_information: null,
      total_details: null,
      discounts: null,
      client_reference_id: null,
    });
    expect(toCheckoutSession(session)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      orderId: 'ord_1',
      paymentIntentId: null,
      customerEmail: 'anna@example.com',
      shippingAddress: null,
      discounts: [],
      amountDiscount: 0,
    });
  });

  it('takes the id of an expanded payment intent', () => {
    const session = stripeSession({ payment_intent: { id: 'pi_9', object: 'payment_intent' } });
    expect(toCheckoutSession(session).paymentIntentId).toBe('pi_9');
  });
});

describe('toPaymentProviderError', () => {
  const raw = (statusCode: number) => ({ message: 'nope', statusCode, code: 'some_code' });

  it('marks connection errors, 409, 429 and 5xx as retryable', () => {
    expect(
      toPaymentProviderError(new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' })),
    ).toEqual(expect.objectContaining({ retryable: true, statusCode: undefined }));
    expect(toPaymentProviderError(new Stripe.errors.StripeRateLimitError(raw(429))).retryable).toBe(true);
    expect(toPaymentProviderError(new Stripe.errors.StripeAPIError(raw(500))).retryable).toBe(true);
    expect(toPaymentProviderError(new Stripe.errors.StripeAPIError(raw(503))).retryable).toBe(true);
    expect(toPaymentProviderError(new Stripe.errors.StripeIdempotencyError(raw(409))).retryable).toBe(true);
  });

  it('keeps the status and code of a refused request and does not retry it', () => {
    const error = toPaymentProviderError(
      new Stripe.errors.StripeInvalidRequestError({ ...raw(404), code: 'resource_missing' }),
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, statusCode: 404, code: 'resource_missing' });
    expect(toPaymentProviderError(new Stripe.errors.StripeAuthenticationError(raw(401))).retryable).toBe(
      false,
    );
  });

  it('rethrows errors that did not come from Stripe', () => {
    const bug = new TypeError('x is undefined');
    expect(() => toPaymentProviderError(bug)).toThrow(bug);
  });
});
