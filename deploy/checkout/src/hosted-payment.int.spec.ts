import { eventually } from '@fabelhaft/testing';
import type { CheckoutSession, PaymentProvider } from '@fabelhaft/payments';
import type { LocalCheckoutHandle } from './local-checkout';
import {
  adapterFor,
  checkoutInput,
  startTestCheckout,
  submitForm,
  temporaryDataDir,
  VALID_PAYMENT,
  WebhookReceiver,
} from './test-kit';

/**
 * Paying on the hosted page (as a browser without JavaScript posts the form) and the webhooks that
 * follow, each verified at the receiving end with the Stripe adapter's verifyWebhook.
 */
describe('local checkout: paying on the hosted page', () => {
  let checkout: LocalCheckoutHandle;
  let provider: PaymentProvider;
  let receiver: WebhookReceiver;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = temporaryDataDir();
    receiver = await new WebhookReceiver(adapterFor({ port: 0 })).start();
    checkout = await startTestCheckout(dataDir, receiver.url);
    provider = adapterFor(checkout);
  });
  afterAll(async () => {
    await checkout.stop();
    await receiver.stop();
  });

  const newSession = (overrides: Parameters<typeof checkoutInput>[0] = {}): Promise<CheckoutSession> =>
    provider.createCheckoutSession(checkoutInput(overrides));
  const pay = (session: CheckoutSession, fields: Partial<typeof VALID_PAYMENT> = {}) =>
    submitForm(session.url!, { ...VALID_PAYMENT, ...fields });

  it('completes a payment with 4242…, redirects to the success URL and sends checkout.session.completed', async () => {
    const session = await newSession({ orderId: 'ord_paid' });
    const response = await pay(session);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:3000/checkout/success?lang=de&session_id=${session.id}`,
    );
    const event = await eventually(() => {
      expect(receiver.typesFor(session.id)).toEqual(['checkout.session.completed']);
      return receiver.events.find((e) => e.session?.id === session.id)!;
    });
    expect(event.id).toMatch(/^evt_test_/);
    expect(event.session).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      orderId: 'ord_paid',
      amountTotal: 6330,
      customerEmail: 'anna@example.com',
      shippingAddress: {
        name: 'Anna Muster',
        line1: 'Hauptstraße 1',
        line2: '2. OG',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    });
    expect(event.session!.paymentIntentId).toMatch(/^pi_test_/);
    await expect(provider.retrieveReceiptUrl(event.session!.paymentIntentId!)).resolves.toMatch(
      /\/receipts\//,
    );
    // The page of a paid session says so instead of taking a second payment.
    const again = await fetch(session.url!);
    expect(await again.text()).toContain('Diese Bestellung ist bezahlt');
  });

  it('declines 4000…0002 on the page, keeps the session open and sends no event', async () => {
    const session = await newSession();
    const declined = await pay(session, { card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('Deine Karte wurde abgelehnt.');
    // What the customer typed stays, except the card details.
    expect(html).toContain('value="Hauptstraße 1"');
    expect(html).not.toContain('4000 0000 0000 0002"');
    expect((await provider.retrieveCheckoutSession(session.id)).status).toBe('open');

    // Paying afterwards works, and the only event is that payment's.
    await pay(session);
    await eventually(() => expect(receiver.typesFor(session.id)).toEqual(['checkout.session.completed']));
  });

  it('says "Your card was declined." on an English page', async () => {
    const session = await newSession({ locale: 'en' });
    const declined = await pay(session, { card_number: '4000000000000002' });
    expect(await declined.text()).toContain('Your card was declined.');
  });

  it('completes 4000…0077 unpaid, then sends async_payment_succeeded and the payment is paid', async () => {
    const session = await newSession();
    expect((await pay(session, { card_number: '4000 0000 0000 0077' })).status).toBe(303);
    await eventually(() =>
      expect(receiver.typesFor(session.id)).toEqual([
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
      ]),
    );
    const [completed, succeeded] = receiver.events.filter((e) => e.session?.id === session.id);
    expect(completed!.session).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    expect(succeeded!.session).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    await expect(provider.retrieveReceiptUrl(succeeded!.session!.paymentIntentId!)).resolves.toMatch(
      /\/receipts\//,
    );
  });

  it('completes 4000…0341 unpaid, then sends async_payment_failed and there is no receipt', async () => {
    const session = await newSession();
    await pay(session, { card_number: '4000000000000341' });
    await eventually(() =>
      expect(receiver.typesFor(session.id)).toEqual([
        'checkout.session.completed',
        'checkout.session.async_payment_failed',
      ]),
    );
    const failed = await provider.retrieveCheckoutSession(session.id);
    expect(failed).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    await expect(provider.retrieveReceiptUrl(failed.paymentIntentId!)).resolves.toBeNull();
  });

  it('names every missing or wrong field and takes no payment', async () => {
    const session = await newSession({ customerEmail: undefined });
    const empty = await submitForm(session.url!, {});
    expect(empty.status).toBe(422);
    const html = await empty.text();
    for (const message of [
      'Bitte gib deine E-Mail-Adresse ein.',
      'Bitte gib Straße und Hausnummer ein.',
      'Bitte gib die Kartennummer ein.',
      'Bitte gib das Ablaufdatum ein.',
      'Bitte gib die Prüfnummer ein.',
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/aria-describedby="f-email-hint f-email-error"/);

    const wrong = await pay(session, {
      card_number: '4242 4242 4242 4241',
      card_expiry: '01/20',
      country: 'FR',
      email: 'anna',
    });
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Diese Kartennummer ist ungültig.');
    expect(wrongHtml).toContain('Diese Karte ist abgelaufen.');
    expect(wrongHtml).toContain('In dieses Land können wir nicht liefern.');
    expect(wrongHtml).toContain('name@beispiel.de');
    expect((await provider.retrieveCheckoutSession(session.id)).status).toBe('open');
  });

  it('prefills the e-mail and offers only the allowed countries', async () => {
    const session = await newSession({ shippingCountries: ['AT', 'DE'] });
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('value="anna@example.com"');
    expect(html.match(/<option value="[A-Z]{2}"/g)).toEqual(['<option value="DE"', '<option value="AT"']);
    expect(html).toContain('inkl. MwSt.');
  });

  it('applies a promotion code to the totals and the event, and rejects an unknown one', async () => {
    const session = await newSession();
    const promotionUrl = `${session.url}/promotion`;
    const unknown = await submitForm(promotionUrl, { action: 'apply', code: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain('Dieser Gutscheincode ist ungültig.');

    const applied = await submitForm(promotionUrl, { action: 'apply', code: 'welcome10' });
    expect(applied.status).toBe(303);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('WELCOME10 eingelöst: 10 % Rabatt');
    expect(page).toContain('56,97');
    expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({
      amountSubtotal: 6330,
      amountDiscount: 633,
      amountTotal: 5697,
    });

    await pay(session);
    const event = await eventually(() => {
      expect(receiver.typesFor(session.id)).toEqual(['checkout.session.completed']);
      return receiver.events.find((e) => e.session?.id === session.id)!;
    });
    expect(event.session).toMatchObject({ amountDiscount: 633, amountTotal: 5697, paymentStatus: 'paid' });
  });

  it('offers no promotion code field when the session does not allow codes', async () => {
    const session = await newSession({ allowPromotionCodes: false });
    expect(await (await fetch(session.url!)).text()).not.toContain('Gutscheincode');
    const refused = await submitForm(`${session.url}/promotion`, { action: 'apply', code: 'WELCOME10' });
    expect(refused.status).toBe(422);
    expect((await provider.retrieveCheckoutSession(session.id)).amountDiscount).toBe(0);
  });

  it('retries a webhook the receiver answered with 500, keeping the order of a session’s events', async () => {
    receiver.failNext = 3;
    const attemptsBefore = receiver.attempts.length;
    const session = await newSession();
    await pay(session, { card_number: '4000000000000077' });
    await eventually(
      () =>
        expect(receiver.typesFor(session.id)).toEqual([
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
        ]),
      10_000,
    );
    expect(receiver.attempts.slice(attemptsBefore, attemptsBefore + 4).map((a) => a.status)).toEqual([
      500, 500, 500, 200,
    ]);
  });

  it('keeps sessions and undelivered webhooks across a restart', async () => {
    receiver.failNext = 1_000;
    const session = await newSession({ orderId: 'ord_restart' });
    await pay(session);
    await eventually(() => expect(receiver.attempts.at(-1)?.status).toBe(500));
    const port = checkout.port;
    await checkout.stop();

    receiver.failNext = 0;
    checkout = await startTestCheckout(dataDir, receiver.url, { port });
    provider = adapterFor(checkout);
    await eventually(() => expect(receiver.typesFor(session.id)).toEqual(['checkout.session.completed']));
    expect(await provider.retrieveCheckoutSession(session.id)).toMatchObject({
      orderId: 'ord_restart',
      status: 'complete',
      paymentStatus: 'paid',
    });
  });
});
