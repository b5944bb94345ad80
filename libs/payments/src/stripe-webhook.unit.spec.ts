import Stripe from 'stripe';
import { InvalidWebhookSignatureError } from './payment-provider.port';
import { createStripePaymentProvider } from './stripe-payment-provider';

const WEBHOOK_SECRET = 'whsec_test_fabelhaft';
// No request is made in these tests: verifying a webhook is local work.
const provider = createStripePaymentProvider({ secretKey: 'sk_test_unused', webhookSecret: WEBHOOK_SECRET });

function eventPayload(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1_760_000_000,
    livemode: false,
    type,
    data: { object },
  });
}

const completedSession = {
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  client_reference_id: 'ord_1',
  metadata: { order_id: 'ord_1' },
  currency: 'eur',
  amount_subtotal: 2990,
  amount_total: 2990,
  total_details: { amount_discount: 0 },
  payment_intent: 'pi_1',
  customer_details: { email: 'anna@example.com' },
  collected_information: null,
  expires_at: 1_760_086_400,
  url: null,
};

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

describe('verifyWebhook', () => {
  it('accepts a correctly signed event and reads the session it carries', () => {
    const payload = eventPayload('checkout.session.completed', completedSession);
    const event = provider.verifyWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({ id: 'evt_1', type: 'checkout.session.completed', created: 1_760_000_000 });
    expect(event.session).toMatchObject({ id: 'cs_test_1', orderId: 'ord_1', paymentStatus: 'paid' });
  });

  it.each([
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ])('reads the session of %s', (type) => {
    const payload = eventPayload(type, completedSession);
    expect(provider.verifyWebhook(payload, sign(payload)).session?.id).toBe('cs_test_1');
  });

  it('passes other event types on without a session', () => {
    const payload = eventPayload('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(provider.verifyWebhook(payload, sign(payload))).toMatchObject({
      type: 'payment_intent.succeeded',
      session: null,
    });
  });

  it('rejects a body changed after signing', () => {
    const payload = eventPayload('checkout.session.completed', completedSession);
    const tampered = payload.replace('"amount_total":2990', '"amount_total":1');
    expect(() => provider.verifyWebhook(tampered, sign(payload))).toThrow(InvalidWebhookSignatureError);
  });

  it('rejects an event signed with another secret', () => {
    const payload = eventPayload('checkout.session.completed', completedSession);
    expect(() => provider.verifyWebhook(payload, sign(payload, { secret: 'whsec_other' }))).toThrow(
      InvalidWebhookSignatureError,
    );
  });

  it('rejects a signature older than the tolerance', () => {
    const payload = eventPayload('checkout.session.completed', completedSession);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect(() => provider.verifyWebhook(payload, sign(payload, { timestamp: sixMinutesAgo }))).toThrow(
      InvalidWebhookSignatureError,
    );
  });

  it('accepts an older signature when the tolerance is configured wider', () => {
    const lenient = createStripePaymentProvider({
      secretKey: 'sk_test_unused',
      webhookSecret: WEBHOOK_SECRET,
      webhookToleranceSeconds: 600,
    });
    const payload = eventPayload('checkout.session.completed', completedSession);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect(lenient.verifyWebhook(payload, sign(payload, { timestamp: sixMinutesAgo })).id).toBe('evt_1');
  });

  it.each(['', 'garbage', 't=abc,v1=def', `t=${Math.floor(Date.now() / 1000)}`])(
    'rejects the malformed header %j',
    (header) => {
      const payload = eventPayload('checkout.session.completed', completedSession);
      expect(() => provider.verifyWebhook(payload, header)).toThrow(InvalidWebhookSignatureError);
    },
  );
});
