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

/** The local checkout's Stripe API, called through the real Stripe adapter the orders service uses. */
describe('local checkout: Stripe API through the Stripe adapter', () => {
  let clock = Date.now();
  let checkout: LocalCheckoutHandle;
  let provider: PaymentProvider;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver(adapterFor({ port: 0 })).start();
    checkout = await startTestCheckout(temporaryDataDir(), receiver.url, { now: () => clock });
    provider = adapterFor(checkout);
  });
  afterAll(async () => {
    await checkout.stop();
    await receiver.stop();
  });

  it('creates an open session whose URL is the hosted page, with our order, amounts and e-mail', async () => {
    const session = await provider.createCheckoutSession(checkoutInput({ orderId: 'ord_create' }));
    expect(session).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      orderId: 'ord_create',
      metadata: { order_id: 'ord_create', book_id: 'book_1' },
      currency: 'eur',
      amountSubtotal: 6330,
      amountTotal: 6330,
      amountDiscount: 0,
      paymentIntentId: null,
      customerEmail: 'anna@example.com',
      shippingAddress: null,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`${checkout.url}/c/pay/${session.id}`);
    // Stripe's default lifetime: 24 hours.
    expect(session.expiresAt).toBe(Math.floor(clock / 1000) + 24 * 3600);
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Der kleine Fuchs');
  });

  it('answers with a Stripe-shaped session object', async () => {
    const session = await provider.createCheckoutSession(checkoutInput());
    const response = await fetch(`http://127.0.0.1:${checkout.port}/v1/checkout/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(await response.json()).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      livemode: false,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      locale: 'de',
      currency: 'eur',
      amount_subtotal: 6330,
      amount_total: 6330,
      total_details: { amount_discount: 0 },
      client_reference_id: 'ord_1',
      customer_email: 'anna@example.com',
      customer_details: null,
      collected_information: null,
      payment_intent: null,
      allow_promotion_codes: true,
      shipping_address_collection: { allowed_countries: ['DE', 'AT'] },
      success_url: 'http://localhost:3000/checkout/success?lang=de&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout/cancel',
    });
  });

  it('retrieves and expires a session, and expiring it again returns it unchanged', async () => {
    const created = await provider.createCheckoutSession(checkoutInput());
    expect((await provider.retrieveCheckoutSession(created.id)).status).toBe('open');
    const expired = await provider.expireCheckoutSession(created.id);
    expect(expired).toMatchObject({ id: created.id, status: 'expired', url: null });
    await expect(provider.expireCheckoutSession(created.id)).resolves.toMatchObject({ status: 'expired' });
    await eventually(() => expect(receiver.typesFor(created.id)).toEqual(['checkout.session.expired']));
  });

  it('leaves a paid session alone when asked to expire it', async () => {
    const created = await provider.createCheckoutSession(checkoutInput());
    await submitForm(created.url!, VALID_PAYMENT);
    await expect(provider.expireCheckoutSession(created.id)).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
  });

  it('answers a repeated create with the same idempotency key with the same session', async () => {
    const input = checkoutInput({ idempotencyKey: 'start-checkout-ord_idem' });
    const first = await provider.createCheckoutSession(input);
    const second = await provider.createCheckoutSession(input);
    expect(second.id).toBe(first.id);
  });

  it('refuses an idempotency key reused with other parameters', async () => {
    await provider.createCheckoutSession(checkoutInput({ idempotencyKey: 'reused-key' }));
    const error = await provider
      .createCheckoutSession(checkoutInput({ idempotencyKey: 'reused-key', orderId: 'ord_other' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ statusCode: 400, retryable: false });
  });

  it('takes expires_at from the request and expires the session by timer when it passes', async () => {
    const expiresAt = new Date(clock + 45 * 60 * 1000);
    const session = await provider.createCheckoutSession(checkoutInput({ expiresAt }));
    expect(session.expiresAt).toBe(Math.floor(expiresAt.getTime() / 1000));
    clock += 46 * 60 * 1000;
    await eventually(() => expect(receiver.typesFor(session.id)).toEqual(['checkout.session.expired']));
    const expiredEvent = receiver.events.find((e) => e.session?.id === session.id)!;
    expect(expiredEvent.session).toMatchObject({ status: 'expired', orderId: 'ord_1' });
    expect((await provider.retrieveCheckoutSession(session.id)).status).toBe('expired');
    expect((await fetch(`${checkout.url}/c/pay/${session.id}`)).status).toBe(200);
  });

  it('refuses an expiry less than 30 minutes ahead, as Stripe does', async () => {
    const error = await provider
      .createCheckoutSession(checkoutInput({ expiresAt: new Date(clock + 10 * 60 * 1000) }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'parameter_invalid' });
  });

  it('reports an unknown session as resource_missing', async () => {
    await expect(provider.retrieveCheckoutSession('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      retryable: false,
    });
  });

  it('refuses requests without the secret key in Stripe’s error shape', async () => {
    const url = `http://127.0.0.1:${checkout.port}/v1/checkout/sessions/cs_test_x`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: expect.objectContaining({ type: 'invalid_request_error', message: expect.any(String) }),
    });
    const wrong = await fetch(url, { headers: { authorization: 'Bearer sk_test_wrong' } });
    expect(wrong.status).toBe(401);
  });

  it('explains a bad request with the parameter at fault', async () => {
    const post = (body: string) =>
      fetch(`http://127.0.0.1:${checkout.port}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      });
    const missing = await post('mode=payment&success_url=http%3A%2F%2Fx.example%2F');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: line_items.',
        param: 'line_items',
      },
    });
    const invalid = await post(
      'mode=payment&success_url=http%3A%2F%2Fx.example%2F&line_items[0][quantity]=0' +
        '&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=100' +
        '&line_items[0][price_data][product_data][name]=Buch',
    );
    expect(await invalid.json()).toMatchObject({
      error: { code: 'parameter_invalid', param: 'line_items[0][quantity]' },
    });
    const unknown = await post('mode=payment&colour=red');
    expect(await unknown.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'colour' } });
  });

  it('gives the receipt URL of a paid payment, and the receipt page behind it', async () => {
    const session = await provider.createCheckoutSession(checkoutInput());
    await submitForm(session.url!, VALID_PAYMENT);
    const paid = await provider.retrieveCheckoutSession(session.id);
    expect(paid.paymentIntentId).toMatch(/^pi_test_/);
    const receiptUrl = await provider.retrieveReceiptUrl(paid.paymentIntentId!);
    expect(receiptUrl).toMatch(new RegExp(`^${checkout.url}/receipts/ch_test_`));
    const receipt = await fetch(receiptUrl!);
    expect(receipt.status).toBe(200);
    const text = await receipt.text();
    expect(text).toContain('Beleg von Fabelhaft');
    expect(text).toContain('Receipt from Fabelhaft');
    expect(text).toContain('4242');
  });

  describe('coupons (issue #24)', () => {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${checkout.port}/v1${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...init.headers,
        },
      });
    const coupon = { id: 'FH-WELCOME10-10', name: 'WELCOME10', percentOff: 10 };

    it('makes a coupon once and answers it in Stripe’s shape; a second create is refused', async () => {
      const created = await api('/coupons', {
        method: 'POST',
        body: 'id=SPRING-15&name=SPRING&percent_off=15&duration=once',
      });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({
        id: 'SPRING-15',
        object: 'coupon',
        name: 'SPRING',
        percent_off: 15,
        amount_off: null,
        duration: 'once',
        valid: true,
      });
      expect(await (await api('/coupons/SPRING-15')).json()).toMatchObject({
        id: 'SPRING-15',
        percent_off: 15,
      });
      const again = await api('/coupons', { method: 'POST', body: 'id=SPRING-15&percent_off=15' });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: { code: 'resource_already_exists' } });
      const missing = await api('/coupons/NOPE');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: { code: 'resource_missing', param: 'coupon' } });
      const neither = await api('/coupons', { method: 'POST', body: 'id=EMPTY' });
      expect(neither.status).toBe(400);
    });

    it('takes the coupon off the subtotal: discounts, total_details.amount_discount and amount_total', async () => {
      const session = await provider.createCheckoutSession(
        checkoutInput({ coupon, allowPromotionCodes: false, orderId: 'ord_coupon' }),
      );
      // 2 × 29.90 + 3.50 = 63.30; 10 % off = 6.33.
      expect(session).toMatchObject({
        amountSubtotal: 6330,
        amountDiscount: 633,
        amountTotal: 5697,
        discounts: [{ coupon: 'FH-WELCOME10-10', promotionCode: null }],
      });
      const raw = (await (await api(`/checkout/sessions/${session.id}`)).json()) as Record<string, unknown>;
      expect(raw).toMatchObject({
        amount_subtotal: 6330,
        amount_total: 5697,
        total_details: { amount_discount: 633, amount_shipping: 0, amount_tax: 0 },
        discounts: [{ coupon: 'FH-WELCOME10-10', promotion_code: null }],
        allow_promotion_codes: false,
      });
      // The adapter made the coupon the first time and found it the second.
      expect(await (await api('/coupons/FH-WELCOME10-10')).json()).toMatchObject({ name: 'WELCOME10' });
      const second = await provider.createCheckoutSession(checkoutInput({ coupon }));
      expect(second.amountDiscount).toBe(633);
    });

    it('shows the coupon and its discount line on the hosted page, and pays the discounted total', async () => {
      const session = await provider.createCheckoutSession(checkoutInput({ coupon, locale: 'de' }));
      const page = await (await fetch(session.url!)).text();
      expect(page).toContain('Gutschein WELCOME10 (10 % Rabatt)');
      expect(page).toMatch(/−6,33\s€/);
      expect(page).toMatch(/56,97\s€ bezahlen/);
      // A coupon given beforehand leaves no room for a typed code.
      expect(page).not.toContain('name="code"');
      const english = await provider.createCheckoutSession(checkoutInput({ coupon, locale: 'en' }));
      expect(await (await fetch(english.url!)).text()).toContain('Coupon WELCOME10 (10 % off)');

      await submitForm(session.url!, VALID_PAYMENT);
      const event = await eventually(() => {
        const found = receiver.events.find((e) => e.session?.id === session.id);
        if (!found) throw new Error('no event yet');
        return found;
      });
      expect(event.session).toMatchObject({ amountTotal: 5697, amountDiscount: 633 });
    });

    it('refuses a coupon together with allow_promotion_codes, and an unknown coupon, as Stripe does', async () => {
      const base =
        'mode=payment&success_url=http%3A%2F%2Fx.example%2F&line_items[0][quantity]=1' +
        '&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=2900' +
        '&line_items[0][price_data][product_data][name]=Buch';
      const both = await api('/checkout/sessions', {
        method: 'POST',
        body: `${base}&allow_promotion_codes=true&discounts[0][coupon]=FH-WELCOME10-10`,
      });
      expect(both.status).toBe(400);
      expect(await both.json()).toMatchObject({
        error: { message: 'You may only specify one of these parameters: allow_promotion_codes, discounts.' },
      });
      const unknown = await api('/checkout/sessions', {
        method: 'POST',
        body: `${base}&discounts[0][coupon]=NOPE`,
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        error: { code: 'resource_missing', param: 'discounts[0][coupon]' },
      });
    });

    it('refuses a coupon whose percentage differs from ours (the customer would pay another amount)', async () => {
      await api('/coupons', { method: 'POST', body: 'id=FH-ODD-20&percent_off=25' });
      const error = await provider
        .createCheckoutSession(checkoutInput({ coupon: { id: 'FH-ODD-20', name: 'ODD', percentOff: 20 } }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).toMatchObject({ retryable: false });
    });
  });
});
