// Helpers for this package's tests: a throwaway checkout, the orders service's side of it (the real Stripe
// adapter and a webhook receiver that verifies signatures with it) and the form posts a browser makes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createStripePaymentProvider,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from '@fabelhaft/payments';
import { startLocalCheckout, type LocalCheckoutHandle, type LocalCheckoutOptions } from './local-checkout';

// Random per test run: no secret value lives in the repository (ADR 0014).
export const SECRET_KEY = `sk_test_${randomBytes(24).toString('hex')}`;
export const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

export function temporaryDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'fabelhaft-checkout-'));
}

export function startTestCheckout(
  dataDir: string,
  webhookUrl: string,
  overrides: Partial<LocalCheckoutOptions> = {},
): Promise<LocalCheckoutHandle> {
  return startLocalCheckout({
    port: 0,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    dataDir,
    promotionCodes: { WELCOME10: 10 },
    asyncPaymentDelayMs: 150,
    timerIntervalMs: 25,
    webhookRetry: { initialDelayMs: 50, maxDelayMs: 200 },
    ...overrides,
  });
}

/** The adapter exactly as the orders service configures it against the local checkout. */
export function adapterFor(checkout: { port: number }, webhookSecret = WEBHOOK_SECRET): PaymentProvider {
  return createStripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret,
    api: { host: '127.0.0.1', port: checkout.port, protocol: 'http' },
    maxNetworkRetries: 0,
  });
}

/** The orders service's webhook endpoint: verifies every delivery with the adapter and records it. */
export class WebhookReceiver {
  readonly events: PaymentEvent[] = [];
  /** Every request, including the refused ones, with the status it was answered with. */
  readonly attempts: { status: number; type?: string }[] = [];
  /** Answer this many coming deliveries with a 500, as a service that is down would. */
  failNext = 0;
  private server?: Server;
  url = '';

  constructor(private readonly provider: PaymentProvider) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (this.failNext > 0) {
          this.failNext -= 1;
          this.attempts.push({ status: 500 });
          res.writeHead(500).end('down');
          return;
        }
        try {
          const event = this.provider.verifyWebhook(
            Buffer.concat(chunks),
            String(req.headers['stripe-signature']),
          );
          this.events.push(event);
          this.attempts.push({ status: 200, type: event.type });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
        } catch {
          this.attempts.push({ status: 400 });
          res.writeHead(400).end('bad signature');
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/webhooks/stripe`;
    return this;
  }

  typesFor(sessionId: string): string[] {
    return this.events.filter((e) => e.session?.id === sessionId).map((e) => e.type);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export function checkoutInput(overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  return {
    orderId: 'ord_1',
    metadata: { book_id: 'book_1' },
    customerEmail: 'anna@example.com',
    currency: 'eur',
    lineItems: [
      { name: 'Der kleine Fuchs', description: 'Heft, 24 Seiten', unitAmount: 2990, quantity: 2 },
      { name: 'Geschenkkarte', unitAmount: 350, quantity: 1 },
    ],
    successUrl: 'http://localhost:3000/checkout/success?lang=de',
    cancelUrl: 'http://localhost:3000/checkout/cancel',
    allowPromotionCodes: true,
    shippingCountries: ['DE', 'AT'],
    locale: 'de',
    idempotencyKey: `test-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

export const VALID_PAYMENT = {
  email: 'anna@example.com',
  name: 'Anna Muster',
  line1: 'Hauptstraße 1',
  line2: '2. OG',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12 / 34',
  card_cvc: '123',
};

/** Submits the hosted page's form as a browser without JavaScript would. */
export async function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
