import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PaymentProviderError,
  type CheckoutSessionInput,
  type PaymentProvider,
} from './payment-provider.port';
import { createStripePaymentProvider } from './stripe-payment-provider';

/**
 * The adapter against a stand-in for api.stripe.com that records what the SDK sends and replays
 * Stripe-shaped answers, so these tests check the wire format rather than our own assumptions about it.
 */
interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
interface Reply {
  status: number;
  body: unknown;
}

class RecordingStripe {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: Reply[] = [];
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        this.requests.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        });
        const reply = this.replies.shift() ?? {
          status: 500,
          body: { error: { type: 'api_error', message: 'no reply queued' } },
        };
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  reply(status: number, body: unknown): this {
    this.replies.push({ status, body });
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const SECRET_KEY = 'sk_test_recording';

function sessionJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_a1',
    object: 'checkout.session',
    url: 'http://127.0.0.1/c/pay/cs_test_a1',
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: 'ord_42',
    metadata: { order_id: 'ord_42', book_id: 'book_1' },
    currency: 'eur',
    amount_subtotal: 5980,
    amount_total: 5980,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    payment_intent: null,
    customer_details: null,
    customer_email: 'anna@example.com',
    collected_information: null,
    expires_at: 1_900_000_000,
    livemode: false,
    ...overrides,
  };
}

const input: CheckoutSessionInput = {
  orderId: 'ord_42',
  metadata: { book_id: 'book_1' },
  customerEmail: 'anna@example.com',
  currency: 'EUR',
  lineItems: [
    {
      name: 'Der kleine Fuchs',
      description: 'Heft, 24 Seiten',
      imageUrl: 'https://cdn.example.com/c.png',
      unitAmount: 2990,
      quantity: 2,
    },
  ],
  successUrl: 'https://shop.example/checkout/success?lang=de',
  cancelUrl: 'https://shop.example/checkout/cancel',
  allowPromotionCodes: true,
  shippingCountries: ['DE', 'AT'],
  locale: 'de',
  idempotencyKey: 'start-checkout-ord_42',
  expiresAt: new Date(1_900_000_000_000),
};

describe('Stripe payment provider (against a recording Stripe stand-in)', () => {
  const stripe = new RecordingStripe();
  let provider: PaymentProvider;

  beforeAll(async () => {
    await stripe.start();
    provider = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_unused',
      api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
      // Retries are the SDK's business; here each call should map to one request.
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => stripe.stop());
  beforeEach(() => stripe.requests.splice(0));

  it('creates a checkout session with the fields, idempotency key and secret key Stripe expects', async () => {
    stripe.reply(200, sessionJson());
    const session = await provider.createCheckoutSession(input);

    expect(session).toMatchObject({ id: 'cs_test_a1', status: 'open', orderId: 'ord_42', amountTotal: 5980 });
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers['authorization']).toBe(`Bearer ${SECRET_KEY}`);
    expect(request!.headers['idempotency-key']).toBe('start-checkout-ord_42');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2990',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][product_data][name]': 'Der kleine Fuchs',
      'line_items[0][price_data][product_data][description]': 'Heft, 24 Seiten',
      'line_items[0][price_data][product_data][images][0]': 'https://cdn.example.com/c.png',
      client_reference_id: 'ord_42',
      'metadata[book_id]': 'book_1',
      'metadata[order_id]': 'ord_42',
      customer_email: 'anna@example.com',
      success_url: 'https://shop.example/checkout/success?lang=de&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/checkout/cancel',
      allow_promotion_codes: 'true',
      'shipping_address_collection[allowed_countries][0]': 'DE',
      'shipping_address_collection[allowed_countries][1]': 'AT',
      locale: 'de',
      expires_at: '1900000000',
    });
  });

  it('retrieves a session by id', async () => {
    stripe.reply(
      200,
      sessionJson({
        status: 'complete',
        payment_status: 'paid',
        payment_intent: 'pi_1',
        customer_details: { email: 'paid@example.com' },
        collected_information: {
          shipping_details: {
            name: 'Anna',
            address: { line1: 'Weg 1', line2: null, postal_code: '10115', city: 'Berlin', country: 'DE' },
          },
        },
      }),
    );
    const session = await provider.retrieveCheckoutSession('cs_test_a1');
    expect(stripe.requests[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_a1' });
    expect(session).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_1',
      customerEmail: 'paid@example.com',
      shippingAddress: { city: 'Berlin', country: 'DE' },
    });
  });

  it('expires an open session', async () => {
    stripe.reply(200, sessionJson({ status: 'expired', url: null }));
    const session = await provider.expireCheckoutSession('cs_test_a1');
    expect(stripe.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions/cs_test_a1/expire',
    });
    expect(session.status).toBe('expired');
  });

  it('returns a session that is no longer open instead of failing to expire it', async () => {
    stripe
      .reply(400, {
        error: {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
        },
      })
      .reply(200, sessionJson({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' }));
    const session = await provider.expireCheckoutSession('cs_test_a1');
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_a1/expire',
      'GET /v1/checkout/sessions/cs_test_a1',
    ]);
    expect(session).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('still fails when the expire was refused although the session is open', async () => {
    stripe
      .reply(400, { error: { type: 'invalid_request_error', message: 'something else' } })
      .reply(200, sessionJson());
    await expect(provider.expireCheckoutSession('cs_test_a1')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: false,
      statusCode: 400,
    });
  });

  it('reads the receipt URL from the latest charge of a payment intent', async () => {
    stripe.reply(200, {
      id: 'pi_1',
      object: 'payment_intent',
      latest_charge: { id: 'ch_1', object: 'charge', receipt_url: 'http://127.0.0.1/receipts/ch_1' },
    });
    await expect(provider.retrieveReceiptUrl('pi_1')).resolves.toBe('http://127.0.0.1/receipts/ch_1');
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_1' });
    expect(request!.query.get('expand[0]')).toBe('latest_charge');
  });

  it('has no receipt URL while the payment intent has no charge', async () => {
    stripe.reply(200, { id: 'pi_1', object: 'payment_intent', latest_charge: null });
    await expect(provider.retrieveReceiptUrl('pi_1')).resolves.toBeNull();
  });

  it('refunds through POST /v1/refunds with the payment intent, amount, metadata and Idempotency-Key', async () => {
    stripe.reply(200, {
      id: 're_1',
      object: 'refund',
      amount: 2900,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: 'pi_1',
      metadata: { order_id: 'ord_42', refund_id: 'r1' },
    });
    await expect(
      provider.refund({
        paymentIntentId: 'pi_1',
        amount: 2900,
        idempotencyKey: 'refund-r1',
        metadata: { order_id: 'ord_42', refund_id: 'r1' },
      }),
    ).resolves.toEqual({
      id: 're_1',
      status: 'succeeded',
      amount: 2900,
      currency: 'eur',
      paymentIntentId: 'pi_1',
      metadata: { order_id: 'ord_42', refund_id: 'r1' },
    });
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe('refund-r1');
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: 'pi_1',
      amount: '2900',
      reason: 'requested_by_customer',
      'metadata[order_id]': 'ord_42',
      'metadata[refund_id]': 'r1',
    });
  });

  it('reports a refund beyond what is left as a non-retryable error with Stripe’s code', async () => {
    stripe.reply(400, {
      error: {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: 'Refund amount (€30.00) is greater than unrefunded amount on charge (€29.00)',
        param: 'amount',
      },
    });
    await expect(
      provider.refund({ paymentIntentId: 'pi_1', amount: 3000, idempotencyKey: 'refund-r2', metadata: {} }),
    ).rejects.toMatchObject({ retryable: false, statusCode: 400, code: 'amount_too_large' });
  });

  it('reports a missing session as a non-retryable error with Stripe’s code', async () => {
    stripe.reply(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
    });
    const error = await provider.retrieveCheckoutSession('cs_test_nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, statusCode: 404, code: 'resource_missing' });
  });

  it.each([
    [429, 'rate_limit_error'],
    [500, 'api_error'],
    [503, 'api_error'],
  ])('reports a %i answer as retryable', async (status, type) => {
    stripe.reply(status, { error: { type, message: 'try later' } });
    await expect(provider.retrieveCheckoutSession('cs_test_a1')).rejects.toMatchObject({
      retryable: true,
      statusCode: status,
    });
  });

  it('reports an unreachable API as retryable', async () => {
    const offline = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_unused',
      // Port 9 (discard) is closed on these machines: the connection is refused.
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
      maxNetworkRetries: 0,
    });
    await expect(offline.retrieveCheckoutSession('cs_test_a1')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: true,
    });
  });
});
