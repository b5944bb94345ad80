import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createLogger, sameSecret, type Logger } from '@fabelhaft/service-kit';
import { CheckoutSessions } from './checkout-sessions';
import { CheckoutStore } from './checkout-store';
import { Coupons } from './coupons';
import { renderClosedPage, renderNotFoundPage, renderPaymentPage, renderReceiptPage } from './hosted-page';
import { readPaymentValues, validatePayment, type PaymentValues } from './payment-form';
import { parseRefundParams, Refunds } from './refunds';
import { parseSessionParams } from './session-params';
import { decodeStripeForm, FormEncodingError } from './stripe-form';
import { StripeApiError, type CouponObject } from './stripe-objects';
import type { Language } from './texts';
import { DEFAULT_RETRY_POLICY, WebhookDeliveries, type WebhookRetryPolicy } from './webhook-deliveries';

export interface LocalCheckoutOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Base URL browsers use for the hosted page and receipts; defaults to http://<host>:<port>. */
  publicUrl?: string;
  /** The Stripe secret key clients must present (Bearer). */
  secretKey: string;
  /** Signs the webhooks, like a Stripe endpoint's `whsec_…`. */
  webhookSecret: string;
  webhookUrl: string;
  /** Holds checkout-state.json: sessions, payments, idempotency keys and undelivered webhooks. */
  dataDir: string;
  /** Upper-case code → percent off. */
  promotionCodes?: Record<string, number>;
  /** How long the delayed test cards stay pending (default 5 s). */
  asyncPaymentDelayMs?: number;
  webhookRetry?: Partial<WebhookRetryPolicy>;
  /** How often expiries and delayed payments are checked (default 1 s). */
  timerIntervalMs?: number;
  /** Business clock (Unix ms) for session times and expiry; tests move it forward. */
  now?: () => number;
  logger?: Logger;
}

export interface LocalCheckoutHandle {
  /** Base URL of the hosted pages (the public URL). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

// What stripe-node sends as Stripe-Version when nothing else is known (events carry an api_version).
const FALLBACK_API_VERSION = '2026-10-28.endive';
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The local hosted checkout: the Stripe Checkout API subset the Stripe adapter calls, the hosted payment
 * page its sessions point to, and signed webhooks to the orders service. See README.md.
 */
export async function startLocalCheckout(options: LocalCheckoutOptions): Promise<LocalCheckoutHandle> {
  const log = options.logger ?? createLogger('local-checkout', 'silent');
  const store = new CheckoutStore(options.dataDir);
  pruneIdempotencyKeys(store);
  const deliveries = new WebhookDeliveries(store, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.webhookRetry },
    log,
  });

  const app = express();
  app.disable('x-powered-by');
  // Raw bodies: the API needs them for idempotency fingerprints and bracket decoding.
  app.use(express.text({ type: 'application/x-www-form-urlencoded', limit: '1mb' }));
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port, options.host ?? '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host ?? '127.0.0.1';
  const publicUrl = (
    options.publicUrl ?? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`
  ).replace(/\/+$/, '');

  const sessions = new CheckoutSessions(store, deliveries, {
    publicUrl,
    promotionCodes: options.promotionCodes ?? {},
    asyncPaymentDelayMs: options.asyncPaymentDelayMs ?? 5000,
    now: options.now ?? Date.now,
    log,
  });

  const refunds = new Refunds(store, deliveries, { now: options.now ?? Date.now, log });
  const coupons = new Coupons(store, options.now ?? Date.now);
  mountApi(app, { sessions, refunds, coupons }, store, options.secretKey, options.now ?? Date.now, log);
  mountHostedPages(app, sessions, options.now ?? Date.now);
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log.error({ err: error }, 'unexpected failure');
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal error');
  });

  // Expiry and delayed payments are timers over persisted state, so a restart picks them up again.
  const timer = setInterval(() => {
    try {
      sessions.expireDue();
      sessions.settleDuePayments();
    } catch (error) {
      log.error({ err: error }, 'timer failed');
    }
  }, options.timerIntervalMs ?? 1000);
  timer.unref();
  deliveries.kick();
  log.info({ url: publicUrl, webhookUrl: options.webhookUrl }, 'local checkout ready');

  return {
    url: publicUrl,
    port,
    async stop() {
      clearInterval(timer);
      await deliveries.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.save();
    },
  };
}

function pruneIdempotencyKeys(store: CheckoutStore): void {
  const cutoff = Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS;
  for (const [key, record] of Object.entries(store.state.idempotency)) {
    if (record.storedAt < cutoff) delete store.state.idempotency[key];
  }
}

type ApiHandler = (req: Request) => unknown;

function mountApi(
  app: express.Express,
  { sessions, refunds, coupons }: { sessions: CheckoutSessions; refunds: Refunds; coupons: Coupons },
  store: CheckoutStore,
  secretKey: string,
  now: () => number,
  log: Logger,
): void {
  const api = express.Router();
  api.use((req, res, next) => {
    if (presentedKey(req) === undefined) {
      return sendError(
        res,
        new StripeApiError(
          401,
          'invalid_request_error',
          'You did not provide an API key. Provide it as a Bearer token (Authorization: Bearer YOUR_SECRET_KEY).',
        ),
      );
    }
    if (!sameSecret(presentedKey(req)!, secretKey)) {
      return sendError(
        res,
        new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.', 'api_key_invalid'),
      );
    }
    next();
  });

  /** Runs a handler; a POST with an Idempotency-Key answers a repeat with the first (2xx) answer. */
  const route =
    (handler: ApiHandler) =>
    (req: Request, res: Response): void => {
      const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
      const fingerprint = `${req.method} ${req.path} ${typeof req.body === 'string' ? req.body : ''}`;
      if (key) {
        const stored = store.state.idempotency[key];
        if (stored && stored.fingerprint !== fingerprint) {
          return sendError(
            res,
            new StripeApiError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
          );
        }
        if (stored) {
          res.set('Idempotent-Replayed', 'true').status(stored.status).json(stored.body);
          return;
        }
      }
      try {
        const body = handler(req);
        if (key) {
          store.state.idempotency[key] = { fingerprint, status: 200, body, storedAt: Date.now() };
          store.save();
        }
        res
          .set('Request-Id', `req_local_${Date.now().toString(36)}`)
          .status(200)
          .json(body);
      } catch (error) {
        if (error instanceof StripeApiError) return sendError(res, error);
        if (error instanceof FormEncodingError) {
          return sendError(
            res,
            new StripeApiError(400, 'invalid_request_error', error.message, 'parameter_invalid'),
          );
        }
        log.error({ err: error, path: req.path }, 'API request failed');
        sendError(
          res,
          new StripeApiError(500, 'api_error', 'An unexpected error occurred in the local checkout.'),
        );
      }
    };

  const form = (req: Request) => decodeStripeForm(typeof req.body === 'string' ? req.body : '');
  const query = (req: Request) => decodeStripeForm(new URL(req.originalUrl, 'http://local').searchParams);

  api.post(
    '/checkout/sessions',
    route((req) => {
      const params = parseSessionParams(form(req), Math.floor(now() / 1000));
      // Stripe answers an unknown coupon with a 400 that names the parameter.
      const coupon = params.couponId ? couponOf(coupons, params.couponId) : null;
      return sessions.create(params, req.get('stripe-version') ?? FALLBACK_API_VERSION, coupon);
    }),
  );
  api.post(
    '/coupons',
    route((req) => coupons.create(form(req))),
  );
  api.get(
    '/coupons/:id',
    route((req) => coupons.get(String(req.params['id']))),
  );
  api.get(
    '/checkout/sessions/:id',
    route((req) => sessions.get(String(req.params['id'])).session),
  );
  api.post(
    '/checkout/sessions/:id/expire',
    route((req) => sessions.expire(String(req.params['id']))),
  );
  api.get(
    '/payment_intents/:id',
    route((req) => {
      const intent = sessions.paymentIntent(String(req.params['id']));
      const expand = query(req)['expand'];
      const wantsCharge = Array.isArray(expand) && expand.includes('latest_charge');
      return wantsCharge && intent.latest_charge
        ? { ...intent, latest_charge: sessions.charge(intent.latest_charge) ?? null }
        : intent;
    }),
  );
  api.post(
    '/refunds',
    route((req) =>
      refunds.create(parseRefundParams(form(req)), req.get('stripe-version') ?? FALLBACK_API_VERSION),
    ),
  );
  api.get(
    '/refunds/:id',
    route((req) => refunds.get(String(req.params['id']))),
  );
  api.use((req, res) => {
    sendError(
      res,
      new StripeApiError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: /v1${req.path}).`,
      ),
    );
  });
  app.use('/v1', api);
}

function couponOf(coupons: Coupons, id: string): CouponObject {
  try {
    return coupons.get(id, 'discounts[0][coupon]');
  } catch (error) {
    if (error instanceof StripeApiError && error.status === 404) {
      throw new StripeApiError(400, error.type, error.message, error.code, error.param);
    }
    throw error;
  }
}

/** Stripe takes the key as a Bearer token or as the Basic-auth user name. */
function presentedKey(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

function sendError(res: Response, error: StripeApiError): void {
  res.status(error.status).json(error.toJSON());
}

function mountHostedPages(app: express.Express, sessions: CheckoutSessions, now: () => number): void {
  const sendPage = (res: Response, status: number, html: string) => {
    res
      .status(status)
      .set({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // Images of the books come from the shop's CDN; nothing else is loaded and no script runs.
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; base-uri 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      })
      .send(html);
  };
  const browserLanguage = (req: Request): Language =>
    req.acceptsLanguages('de', 'en') === 'de' ? 'de' : 'en';
  const formOf = (req: Request) => new URLSearchParams(typeof req.body === 'string' ? req.body : '');
  const backToPage = (res: Response, id: string) => res.redirect(303, `/c/pay/${encodeURIComponent(id)}`);

  app.get('/c/pay/:id', (req, res) => {
    const record = sessions.find(String(req.params['id']));
    if (!record) return sendPage(res, 404, renderNotFoundPage(browserLanguage(req)));
    if (record.session.status !== 'open') return sendPage(res, 200, renderClosedPage(record));
    sendPage(
      res,
      200,
      renderPaymentPage({ record, values: { email: record.session.customer_email ?? '' }, errors: {} }),
    );
  });

  app.post('/c/pay/:id', (req, res) => {
    const id = String(req.params['id']);
    const record = sessions.find(id);
    if (!record) return sendPage(res, 404, renderNotFoundPage(browserLanguage(req)));
    if (record.session.status !== 'open') return backToPage(res, id);
    const values = readPaymentValues(formOf(req));
    // Card data is never sent back to the browser, not even to re-fill a form with errors.
    const shown: Partial<PaymentValues> = { ...values, card_number: '', card_expiry: '', card_cvc: '' };
    const checked = validatePayment(
      values,
      record.session.shipping_address_collection?.allowed_countries ?? [],
      new Date(now()),
    );
    if (!checked.ok)
      return sendPage(res, 422, renderPaymentPage({ record, values: shown, errors: checked.errors }));
    const result = sessions.pay(id, checked.payment);
    switch (result.kind) {
      case 'completed':
        return res.redirect(303, result.redirectUrl);
      case 'closed':
        return backToPage(res, id);
      case 'declined':
      case 'not_a_test_card':
        return sendPage(
          res,
          402,
          renderPaymentPage({
            record,
            values: shown,
            errors: { card_number: result.kind === 'declined' ? 'cardDeclined' : 'notATestCard' },
          }),
        );
    }
  });

  app.post('/c/pay/:id/promotion', (req, res) => {
    const id = String(req.params['id']);
    const record = sessions.find(id);
    if (!record) return sendPage(res, 404, renderNotFoundPage(browserLanguage(req)));
    const form = formOf(req);
    if (form.get('action') === 'remove') {
      sessions.removePromotion(id);
      return backToPage(res, id);
    }
    const code = (form.get('code') ?? '').trim().slice(0, 40);
    const result = code ? sessions.applyPromotion(id, code) : 'required';
    if (result === 'applied' || result === 'closed') return backToPage(res, id);
    const error =
      result === 'required'
        ? 'promotionRequired'
        : result === 'unknown'
          ? 'promotionUnknown'
          : 'promotionNotAllowed';
    const values = { email: record.session.customer_email ?? '' };
    sendPage(res, 422, renderPaymentPage({ record, values, errors: {}, promotion: { value: code, error } }));
  });

  app.get('/receipts/:chargeId', (req, res) => {
    const charge = sessions.charge(String(req.params['chargeId']));
    if (!charge || !charge.paid) return sendPage(res, 404, renderNotFoundPage(browserLanguage(req)));
    sendPage(res, 200, renderReceiptPage(charge, sessions.sessionOfPaymentIntent(charge.payment_intent)));
  });
}
