import { eventually } from '@fabelhaft/testing';
import { PaymentProviderError, type PaymentProvider } from '@fabelhaft/payments';
import type { LocalCheckoutHandle } from './local-checkout';
import {
  adapterFor,
  checkoutInput,
  SECRET_KEY,
  startTestCheckout,
  submitForm,
  temporaryDataDir,
  VALID_PAYMENT,
  WebhookReceiver,
} from './test-kit';

/** `POST /v1/refunds` of the local checkout, through the real Stripe adapter (refund) and raw HTTP. */
describe('local checkout: refunds as Stripe answers them', () => {
  let checkout: LocalCheckoutHandle;
  let provider: PaymentProvider;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver(adapterFor({ port: 0 })).start();
    checkout = await startTestCheckout(temporaryDataDir(), receiver.url);
    provider = adapterFor(checkout);
  });
  afterAll(async () => {
    await checkout.stop();
    await receiver.stop();
  });

  /** A session paid on the hosted page (6330 cents): its payment intent. */
  async function paidIntent(): Promise<string> {
    const session = await provider.createCheckoutSession(checkoutInput());
    await submitForm(session.url!, VALID_PAYMENT);
    const paid = await provider.retrieveCheckoutSession(session.id);
    expect(paid.paymentStatus).toBe('paid');
    return paid.paymentIntentId!;
  }

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${checkout.port}/v1${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(init.headers ?? {}),
      },
    });

  it('refunds part of a payment, then the rest, and no more than was paid', async () => {
    const intent = await paidIntent();
    const first = await provider.refund({
      paymentIntentId: intent,
      amount: 2990,
      idempotencyKey: `refund-a-${intent}`,
      metadata: { order_id: 'ord_1', refund_id: 'r1' },
    });
    expect(first).toMatchObject({
      status: 'succeeded',
      amount: 2990,
      currency: 'eur',
      paymentIntentId: intent,
      metadata: { order_id: 'ord_1', refund_id: 'r1' },
    });
    expect(first.id).toMatch(/^re_test_/);

    // 6330 − 2990 = 3340 left: 3341 is one cent too much.
    const tooMuch = provider.refund({
      paymentIntentId: intent,
      amount: 3341,
      idempotencyKey: `refund-b-${intent}`,
      metadata: {},
    });
    await expect(tooMuch).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      retryable: false,
    });

    const rest = await provider.refund({
      paymentIntentId: intent,
      amount: 3340,
      idempotencyKey: `refund-c-${intent}`,
      metadata: {},
    });
    expect(rest.amount).toBe(3340);
    await expect(
      provider.refund({
        paymentIntentId: intent,
        amount: 1,
        idempotencyKey: `refund-d-${intent}`,
        metadata: {},
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    // The refund object, and the charge's refunded amount, as GET answers them.
    const stored = (await (await api(`/refunds/${first.id}`)).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      id: first.id,
      object: 'refund',
      amount: 2990,
      status: 'succeeded',
      payment_intent: intent,
    });
    const withCharge = (await (await api(`/payment_intents/${intent}?expand[]=latest_charge`)).json()) as {
      latest_charge: { amount_refunded: number; refunded: boolean };
    };
    expect(withCharge.latest_charge).toMatchObject({ amount_refunded: 6330, refunded: true });
  });

  it('answers a retried refund with the same refund (Idempotency-Key) and refunds only once', async () => {
    const intent = await paidIntent();
    const input = {
      paymentIntentId: intent,
      amount: 1000,
      idempotencyKey: `refund-same-${intent}`,
      metadata: {},
    };
    const [a, b] = await Promise.all([provider.refund(input), provider.refund(input)]);
    const c = await provider.refund(input);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    const charge = (await (await api(`/payment_intents/${intent}?expand[]=latest_charge`)).json()) as {
      latest_charge: { amount_refunded: number };
    };
    expect(charge.latest_charge.amount_refunded).toBe(1000);
  });

  it('refuses refunds of unknown or unpaid payments in Stripe’s error shape', async () => {
    const unknown = await api('/refunds', { method: 'POST', body: 'payment_intent=pi_nope&amount=100' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such payment_intent: 'pi_nope'",
        param: 'payment_intent',
      },
    });
    const missing = await api('/refunds', { method: 'POST', body: 'amount=100' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('parameter_missing');
    const notFound = await api('/refunds/re_nope');
    expect(notFound.status).toBe(404);
  });

  it('announces each refund with refund.created and charge.refunded, signed as Stripe signs them', async () => {
    const intent = await paidIntent();
    const refund = await provider.refund({
      paymentIntentId: intent,
      amount: 500,
      idempotencyKey: `refund-hook-${intent}`,
      metadata: {},
    });
    await eventually(() => {
      const types = receiver.events.map((e) => e.type);
      expect(types).toContain('refund.created');
      expect(types).toContain('charge.refunded');
    }, 5000);
    // Only the session events carry a session; the refund events are acknowledged by type.
    const refundEvents = receiver.events.filter(
      (e) => e.type === 'refund.created' || e.type === 'charge.refunded',
    );
    expect(refundEvents.every((e) => e.session === null)).toBe(true);
    expect(refund.status).toBe('succeeded');
  });
});
