import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import Stripe from 'stripe';
import type { PaymentProvider } from '@fabelhaft/payments';
import {
  BooksEvents,
  BooksEventStream,
  ErrorCodes,
  FulfilmentEvents,
  FulfilmentEventStream,
  OrdersEvents,
  OrdersRpc,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RemoteError,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { pdfText } from '@fabelhaft/pdf';
import type { EventStore } from '@fabelhaft/eventsourcing';
import {
  startKurrentDbStandIn,
  type KurrentDbStandIn,
} from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
  testSecret,
} from '@fabelhaft/testing';
// The local hosted checkout is a deploy tool; the test uses it as the stack does: as the Stripe API.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only stand-in, never imported by the service
import { startLocalCheckout, type LocalCheckoutHandle } from '@fabelhaft/local-checkout';
import type { BookCatalog, OrderableBook } from './ports/book-catalog.port';
import { berlinDate } from './invoicing/issue-invoice';
import { ORDERS_EVENTS_STREAM } from './infrastructure/orders.relay';
import { PAYMENT_EVENTS_TABLE } from './payments/handled-payment-events';
import { ORDERS_SCHEMA, ordersConfigSchema } from './orders.config';
import { OrdersModule } from './orders.module';
import { EVENT_STORE, ORDERS, PAYMENT_PROVIDER } from './orders.di-tokens';
import type { OrderRepository } from './infrastructure/order.repository';
import { priceOrder } from './domain/pricing';

const SECRET_KEY = testSecret('sk_test_');
const WEBHOOK_SECRET = testSecret('whsec_');

/** The books service's answer to "is this the owner's completed preview?", as a stand-in. */
class BookCatalogStandIn implements BookCatalog {
  readonly books = new Map<string, OrderableBook>();
  add(ownerId: string, overrides: Partial<OrderableBook> = {}): string {
    const bookId = randomUUID();
    this.books.set(bookId, {
      bookId,
      ownerId,
      title: 'Fin lernt schwimmen',
      previewStatus: 'completed',
      format: 'booklet',
      coverKey: null,
      ...overrides,
    });
    return bookId;
  }
  async findOwnedBook(ownerId: string, bookId: string) {
    const book = this.books.get(bookId);
    return book && book.ownerId === ownerId ? book : null;
  }
}

/**
 * Postgres by default. `ORDERS_TEST_EVENT_STORE=kurrentdb` runs the same tests with the service on KurrentDB (ADR
 * 0046) — the in-process stand-in, or the server at `KURRENTDB_URL` — so its `tx` calls go through the detached
 * repository; not part of the default run (it would double this file's time).
 */
const ON_KURRENTDB = process.env.ORDERS_TEST_EVENT_STORE === 'kurrentdb';

describe('orders service: checkout, payment webhooks and invoices', () => {
  let kurrentDb: KurrentDbStandIn | undefined;
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let checkout: LocalCheckoutHandle;
  let forwarder: Server;
  let storageDir: string;
  let checkoutDir: string;
  const catalog = new BookCatalogStandIn();
  const stripe = new Stripe(SECRET_KEY);

  beforeAll(async () => {
    if (ON_KURRENTDB && !process.env.KURRENTDB_URL) kurrentDb = await startKurrentDbStandIn();
    db = await createTestDatabase('orders');
    subjects = new Subjects(testSubjectPrefix('orders'));
    nc = await connectNats({ url: testNatsUrl(), name: 'orders-test' });
    rpc = new RpcClient(nc, subjects, 10_000);
    // What the BFF's webhook route does: the raw body and its signature, forwarded to the orders service.
    forwarder = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        rpc
          .call(OrdersRpc.handleWebhook, {
            payload: Buffer.concat(chunks).toString('utf8'),
            signature: String(req.headers['stripe-signature'] ?? ''),
          })
          .then(() => res.writeHead(200).end('{}'))
          .catch(() => res.writeHead(400).end('{}'));
      });
    });
    await new Promise<void>((r) => forwarder.listen(0, '127.0.0.1', r));
    checkoutDir = mkdtempSync(join(tmpdir(), 'orders-checkout-'));
    checkout = await startLocalCheckout({
      port: 0,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}/webhooks/stripe`,
      dataDir: checkoutDir,
      promotionCodes: { WELCOME10: 10 },
      webhookRetry: { initialDelayMs: 50, maxDelayMs: 200 },
    });
    storageDir = mkdtempSync(join(tmpdir(), 'orders-storage-'));
    const config = loadConfig(ordersConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: process.env.ORDERS_TEST_LOG ?? 'silent',
      STRIPE_API_URL: `http://127.0.0.1:${checkout.port}`,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STORAGE_DIR: storageDir,
      ...(ON_KURRENTDB
        ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: process.env.KURRENTDB_URL ?? kurrentDb!.url }
        : {}),
    });
    app = await NestFactory.createApplicationContext(
      await OrdersModule.forRoot(config, { bookCatalog: catalog }),
      { logger: false },
    );
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await checkout?.stop();
    await new Promise((r) => forwarder?.close(r));
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(subjects.stream(ORDERS_EVENTS_STREAM)).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(BooksEventStream.name)).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(FulfilmentEventStream.name)).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(DEAD_LETTER_STREAM)).catch(() => undefined);
    await nc?.close();
    await db?.drop();
    rmSync(storageDir, { recursive: true, force: true });
    rmSync(checkoutDir, { recursive: true, force: true });
    await kurrentDb?.stop();
  });

  const startCheckout = (
    ownerId: string,
    bookId: string,
    extra: { format?: 'booklet' | 'board'; couponCode?: string } = {},
  ) =>
    rpc.call(OrdersRpc.startCheckout, {
      ownerId,
      bookId,
      locale: 'de',
      customerEmail: `${ownerId}@example.com`,
      ...extra,
    });
  const ordersOf = async (ownerId: string) => (await rpc.call(OrdersRpc.listOrders, { ownerId })).orders;
  // Through the service's own store (the port), so the same test reads Postgres or KurrentDB.
  const orderEvents = async (orderId: string) =>
    (await app.get<EventStore>(EVENT_STORE).readStream(`order-${orderId}`)).events.map((e) => e.type);
  const session = async (sessionId: string) =>
    (await (
      await fetch(`http://127.0.0.1:${checkout.port}/v1/checkout/sessions/${sessionId}`, {
        headers: { authorization: `Bearer ${SECRET_KEY}` },
      })
    ).json()) as Record<string, unknown>;
  /** A Stripe event about a session, signed as Stripe signs it (or not). */
  const webhook = (
    type: string,
    object: Record<string, unknown>,
    opts: { id?: string; secret?: string; timestamp?: number } = {},
  ) => {
    const payload = JSON.stringify({
      id: opts.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      api_version: '2025-10-29.clover',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp,
    });
    return { payload, signature };
  };
  /** The session as the provider reports it once the customer has paid on the hosted page. */
  const paidSession = (base: Record<string, unknown>, paymentStatus = 'paid') => ({
    ...base,
    status: 'complete',
    payment_status: paymentStatus,
    customer_details: { email: 'anna@example.com', name: 'Anna Muster' },
    collected_information: {
      shipping_details: {
        name: 'Anna Muster',
        address: { line1: 'Hauptstraße 1', line2: null, postal_code: '10115', city: 'Berlin', country: 'DE' },
      },
    },
  });
  const send = (w: { payload: string; signature: string }) => rpc.call(OrdersRpc.handleWebhook, w);

  it('opens a hosted checkout for the owner’s completed preview; a second checkout reuses it (one order)', async () => {
    const bookId = catalog.add('anna');
    const first = await startCheckout('anna', bookId);
    expect(first.checkoutUrl).toContain(`/c/pay/${first.sessionId}`);
    expect(first.paymentStatus).toBe('pending');
    const again = await startCheckout('anna', bookId, { format: 'booklet' });
    expect(again).toEqual(first);

    const orders = await ordersOf('anna');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      orderId: first.orderId,
      status: 'requires_payment',
      paymentStatus: 'pending',
      amountTotal: 2900,
      currency: 'EUR',
      paidAt: null,
      items: [{ bookId, format: 'booklet', quantity: 1, amountTotal: 2900, fulfilmentStatus: 'pending' }],
    });
    // What the provider was asked for: the gross price, VAT included, and where to come back to.
    const s = await session(first.sessionId);
    expect(s).toMatchObject({ amount_total: 2900, currency: 'eur', client_reference_id: first.orderId });
    expect(String(s.success_url)).toContain(`/checkout/success?book_id=${bookId}`);
  });

  it('makes one order of concurrent checkouts for one book', async () => {
    const bookId = catalog.add('ben');
    const results = await Promise.all([1, 2, 3].map(() => startCheckout('ben', bookId)));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.sessionId)).size).toBe(1);
    expect(await ordersOf('ben')).toHaveLength(1);
  });

  it('replaces the open session on the same order when a coupon changes the price, expiring the old one', async () => {
    const bookId = catalog.add('cara', { format: 'board' });
    const first = await startCheckout('cara', bookId);
    const withCoupon = await startCheckout('cara', bookId, { couponCode: 'WELCOME10' });
    expect(withCoupon.orderId).toBe(first.orderId);
    expect(withCoupon.sessionId).not.toBe(first.sessionId);
    expect(await session(first.sessionId)).toMatchObject({ status: 'expired' });
    expect((await session(withCoupon.sessionId)).amount_total).toBe(3510);
    const [order] = await ordersOf('cara');
    expect(order).toMatchObject({ amountTotal: 3510, couponCode: 'WELCOME10', items: [{ format: 'board' }] });
    // The expiry of the replaced session (sent by the provider) does not cancel the order.
    await eventually(async () => expect(await orderEvents(first.orderId)).toContain('OrderRepriced'), 5000);
    expect((await ordersOf('cara'))[0]!.status).toBe('requires_payment');
  });

  /** The hosted page's form, posted as a browser does (test card 4242…). */
  const payOnHostedPage = (checkoutUrl: string, email: string) =>
    fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email,
        name: 'Jürgen Müller',
        line1: 'Königsallee 12',
        line2: '',
        postal_code: '40212',
        city: 'Düsseldorf',
        country: 'DE',
        card_number: '4242 4242 4242 4242',
        card_expiry: '12 / 34',
        card_cvc: '123',
      }).toString(),
      redirect: 'manual',
    });

  it('gives the coupon to the provider: list price, coupon and discount line on the hosted page; the order is paid (issue #24)', async () => {
    const bookId = catalog.add('gina');
    const started = await startCheckout('gina', bookId, { couponCode: 'welcome10' });
    const s = await session(started.sessionId);
    expect(s).toMatchObject({
      amount_subtotal: 2900,
      amount_total: 2610,
      total_details: { amount_discount: 290 },
      discounts: [{ coupon: 'FH-WELCOME10-10', promotion_code: null }],
      allow_promotion_codes: false,
    });
    const page = await (await fetch(started.checkoutUrl)).text();
    expect(page).toContain('Fin lernt schwimmen – Heft');
    expect(page).toContain('Gutschein WELCOME10 (10 % Rabatt)');
    expect(page).toMatch(/−2,90\s€/);

    expect((await payOnHostedPage(started.checkoutUrl, 'gina@example.com')).status).toBe(303);
    await eventually(async () => expect((await ordersOf('gina'))[0]?.status).toBe('paid'), 10_000);
    const [order] = await ordersOf('gina');
    expect(order).toMatchObject({ amountTotal: 2610, couponCode: 'WELCOME10', discountTotal: 290 });
    expect(await orderEvents(started.orderId)).not.toContain('OrderPaymentMismatched');
  });

  it('cancels the open checkout when the customer comes back through the cancel link; the book can be ordered again (issue #24)', async () => {
    const bookId = catalog.add('hugo');
    const first = await startCheckout('hugo', bookId);
    await expect(rpc.call(OrdersRpc.cancelCheckout, { ownerId: 'ivy', bookId })).rejects.toMatchObject({
      code: ErrorCodes.ORDERS_NOT_FOUND,
    });
    expect(await rpc.call(OrdersRpc.cancelCheckout, { ownerId: 'hugo', bookId })).toEqual({
      paymentStatus: 'none',
    });
    expect(await session(first.sessionId)).toMatchObject({ status: 'expired' });
    expect(await ordersOf('hugo')).toMatchObject([{ orderId: first.orderId, status: 'cancelled' }]);
    expect(await orderEvents(first.orderId)).toContain('OrderCheckoutExpired');
    // Nothing open any more: a second cancel changes nothing.
    expect(await rpc.call(OrdersRpc.cancelCheckout, { ownerId: 'hugo', bookId })).toEqual({
      paymentStatus: 'none',
    });

    const again = await startCheckout('hugo', bookId);
    expect(again.orderId).not.toBe(first.orderId);
    expect(await session(again.sessionId)).toMatchObject({ status: 'open' });
    // The provider's own expiry of the first session arrives later and changes nothing.
    await new Promise((r) => setTimeout(r, 300));
    expect((await ordersOf('hugo')).map((o) => o.status)).toEqual(['requires_payment', 'cancelled']);

    // A paid book is not cancelled.
    expect((await payOnHostedPage(again.checkoutUrl, 'hugo@example.com')).status).toBe(303);
    await eventually(async () => expect((await ordersOf('hugo'))[0]?.status).toBe('paid'), 10_000);
    expect(await rpc.call(OrdersRpc.cancelCheckout, { ownerId: 'hugo', bookId })).toEqual({
      paymentStatus: 'success',
    });
  });

  it('serves the price list the checkout charges: gross per format, VAT rate, currency (issue #24)', async () => {
    expect(await rpc.call(OrdersRpc.getPriceList, {})).toEqual({
      currency: 'EUR',
      vatRatePercent: 7,
      unitAmounts: { booklet: 2900, board: 3900 },
    });
  });

  it('refuses what may not be ordered, and records nothing', async () => {
    const queued = catalog.add('dora', { previewStatus: 'generating' });
    const booklet = catalog.add('dora');
    const cases: [Promise<unknown>, string][] = [
      [startCheckout('dora', queued), ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED],
      [startCheckout('eve', booklet), ErrorCodes.BOOKS_NOT_FOUND],
      [startCheckout('dora', booklet, { format: 'board' }), ErrorCodes.ORDERS_FORMAT_NOT_AVAILABLE],
      [startCheckout('dora', booklet, { couponCode: 'NOPE' }), ErrorCodes.ORDERS_UNKNOWN_COUPON],
    ];
    for (const [call, code] of cases) await expect(call).rejects.toMatchObject({ code });
    expect(await ordersOf('dora')).toEqual([]);
  });

  it('takes the payment through the hosted page: paid, OrderPaid published, receipt and a correct VAT invoice', async () => {
    const bookId = catalog.add('finn');
    const started = await startCheckout('finn', bookId);
    const page = await fetch(started.checkoutUrl);
    expect(page.status).toBe(200);
    const paid = await fetch(started.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'finn@example.com',
        name: 'Jürgen Müller',
        line1: 'Königsallee 12',
        line2: '',
        postal_code: '40212',
        city: 'Düsseldorf',
        country: 'DE',
        card_number: '4242 4242 4242 4242',
        card_expiry: '12 / 34',
        card_cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`session_id=${started.sessionId}`);

    const order = await eventually(async () => {
      const [o] = await ordersOf('finn');
      expect(o).toMatchObject({ status: 'paid', paymentStatus: 'success', amountTotal: 2900 });
      expect(o!.invoiceKey).toBeTruthy();
      expect(o!.receiptUrl).toMatch(/^http/);
      return o!;
    }, 20_000);
    expect(order.paidAt).not.toBeNull();

    const jsm = await jetstreamManager(nc);
    const published = await jsm.streams.getMessage(subjects.stream(ORDERS_EVENTS_STREAM), {
      last_by_subj: subjects.subject(OrdersEvents.orderPaidV1.subject),
    });
    expect(published?.json<{ data: unknown }>().data).toMatchObject({
      orderId: started.orderId,
      ownerId: 'finn',
      items: [{ bookId, format: 'booklet', quantity: 1 }],
      amountTotal: 2900,
      shippingAddress: { name: 'Jürgen Müller', city: 'Düsseldorf', country: 'DE' },
    });

    // § 14 UStG: number, seller's VAT id, buyer, the item, net + 7 % VAT = gross.
    const stored = await new FileSystemStorage(storageDir).get(order.invoiceKey!);
    expect(stored?.contentType).toBe('application/pdf');
    const text = await pdfText(stored!.body);
    const year = berlinDate(new Date()).slice(0, 4);
    expect(order.invoiceNumber).toMatch(new RegExp(`^FH-${year}-\\d{6}$`));
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain('DE000000000');
    expect(text).toContain('Jürgen Müller');
    expect(text).toContain('Fin lernt schwimmen');
    expect(text).toContain('27,10 €'); // net
    expect(text).toContain('1,90 €'); // VAT 7 %
    expect(text).toContain('29,00 €'); // gross

    await expect(startCheckout('finn', bookId)).rejects.toMatchObject({
      code: ErrorCodes.ORDERS_ALREADY_PAID,
    });
  });

  it('numbers invoices consecutively, without gaps, across concurrent payments', async () => {
    const owners = ['gia', 'hal', 'ivo'];
    const sessions = await Promise.all(owners.map((o) => startCheckout(o, catalog.add(o))));
    await Promise.all(
      sessions.map(async (s) => {
        await send(webhook('checkout.session.completed', paidSession(await session(s.sessionId))));
      }),
    );
    const numbers = await eventually(async () => {
      const all = (await Promise.all(owners.map(ordersOf))).flat();
      expect(all.every((o) => o.invoiceKey)).toBe(true);
      return all.map((o) => Number(o.invoiceNumber!.slice(-6))).sort((a, b) => a - b);
    }, 30_000);
    expect(numbers[1]! - numbers[0]!).toBe(1);
    expect(numbers[2]! - numbers[1]!).toBe(1);
  });

  it('refuses a forged or stale webhook and records nothing', async () => {
    const s = await startCheckout('jon', catalog.add('jon'));
    const object = { ...(await session(s.sessionId)), status: 'complete', payment_status: 'paid' };
    const forged = webhook('checkout.session.completed', object, { id: 'evt_forged', secret: 'whsec_wrong' });
    await expect(send(forged)).rejects.toMatchObject({ code: ErrorCodes.PAYMENTS_INVALID_SIGNATURE });
    const tampered = webhook('checkout.session.completed', object, { id: 'evt_tampered' });
    await expect(
      send({
        payload: tampered.payload.replace('"amount_total":2900', '"amount_total":1'),
        signature: tampered.signature,
      }),
    ).rejects.toMatchObject({ code: ErrorCodes.PAYMENTS_INVALID_SIGNATURE });
    const stale = webhook('checkout.session.completed', object, {
      id: 'evt_stale',
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(send(stale)).rejects.toMatchObject({ code: ErrorCodes.PAYMENTS_INVALID_SIGNATURE });

    const { rows } = await db.pool.query(
      // By exact id: other tests' events are `evt_<random hex>`, which `like 'evt_%ed'` matched one time in 256.
      `select 1 from ${PAYMENT_EVENTS_TABLE} where event_id in ('evt_forged', 'evt_tampered', 'evt_stale')`,
    );
    expect(rows).toEqual([]);
    expect((await ordersOf('jon'))[0]).toMatchObject({
      status: 'requires_payment',
      paymentStatus: 'pending',
    });
  });

  it('takes no payment that does not match the order: one cent, another currency or a foreign session (issue #12)', async () => {
    const s = await startCheckout('eve', catalog.add('eve'));
    const base = await session(s.sessionId);
    await send(webhook('checkout.session.completed', { ...paidSession(base), amount_total: 1 }));
    await send(webhook('checkout.session.completed', { ...paidSession(base), currency: 'usd' }));
    await send(webhook('checkout.session.completed', { ...paidSession(base), id: 'cs_test_forged' }));
    const [order] = await ordersOf('eve');
    expect(order).toMatchObject({ status: 'requires_payment', paymentStatus: 'pending' });
    const events = await orderEvents(order!.orderId);
    expect(events.filter((t) => t === 'OrderPaymentMismatched')).toHaveLength(3);
    expect(events).not.toContain('OrderPaid');
    // The real payment still goes through afterwards.
    await send(webhook('checkout.session.completed', paidSession(base)));
    expect((await ordersOf('eve'))[0]).toMatchObject({ status: 'paid' });
  });

  it('keeps the order right when events come twice, late or out of order', async () => {
    const s = await startCheckout('kim', catalog.add('kim'));
    const base = await session(s.sessionId);
    const asyncPaid = webhook('checkout.session.async_payment_succeeded', paidSession(base), {
      id: `evt_async_${s.orderId}`,
    });
    // The money's arrival comes first, twice at the same time.
    const results = await Promise.all([send(asyncPaid), send(asyncPaid)]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect((await ordersOf('kim'))[0]).toMatchObject({ status: 'paid', paymentStatus: 'success' });
    const recorded = await orderEvents(s.orderId);

    // Then the late ones: completion still unpaid, the expiry, and the first event replayed.
    await send(
      webhook('checkout.session.completed', { ...base, status: 'complete', payment_status: 'unpaid' }),
    );
    await send(webhook('checkout.session.expired', { ...base, status: 'expired', payment_status: 'unpaid' }));
    await expect(send(asyncPaid)).resolves.toMatchObject({ duplicate: true });
    expect((await ordersOf('kim'))[0]).toMatchObject({ status: 'paid', paymentStatus: 'success' });
    const paidEvents = (await orderEvents(s.orderId)).filter((t) => t === 'OrderPaid');
    expect(paidEvents).toHaveLength(1);
    expect((await orderEvents(s.orderId)).slice(0, recorded.length)).toEqual(recorded);
  });

  it('cancels an order whose session expired or whose delayed payment failed; a new checkout opens a new order', async () => {
    const bookId = catalog.add('lea');
    const first = await startCheckout('lea', bookId);
    const base = await session(first.sessionId);
    await send(webhook('checkout.session.expired', { ...base, status: 'expired' }));
    expect((await ordersOf('lea'))[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'none' });

    const second = await startCheckout('lea', bookId);
    expect(second.orderId).not.toBe(first.orderId);
    const next = await session(second.sessionId);
    await send(
      webhook('checkout.session.completed', { ...next, status: 'complete', payment_status: 'unpaid' }),
    );
    await expect(startCheckout('lea', bookId)).rejects.toMatchObject({
      code: ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS,
    });
    await send(
      webhook('checkout.session.async_payment_failed', {
        ...next,
        status: 'complete',
        payment_status: 'unpaid',
      }),
    );
    const orders = await ordersOf('lea');
    expect(orders.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['cancelled', 'failed'],
      ['cancelled', 'none'],
    ]);
  });

  it('follows the book’s production on the order item, never backwards, and the order becomes processing', async () => {
    const bookId = catalog.add('nia');
    const s = await startCheckout('nia', bookId);
    await send(webhook('checkout.session.completed', paidSession(await session(s.sessionId))));
    const js = jetstream(nc);
    const publish = async (contract: { type: string; subject: string }, data: Record<string, unknown>) => {
      const envelope = { id: randomUUID(), type: contract.type, occurredAt: new Date().toISOString(), data };
      await js.publish(subjects.subject(contract.subject), JSON.stringify(envelope), { msgID: envelope.id });
    };
    const base = { bookId, ownerId: 'nia', orderId: s.orderId };
    await publish(BooksEvents.productionRequestedV1, {
      ...base,
      format: 'booklet',
      attempt: 1,
      requestedAt: 'x',
    });
    await eventually(async () => {
      expect((await ordersOf('nia'))[0]).toMatchObject({
        status: 'processing',
        items: [{ fulfilmentStatus: 'generating' }],
      });
    }, 10_000);
    await publish(BooksEvents.producedV1, {
      ...base,
      printInteriorKey: 'k1',
      printCoverKey: 'k2',
      preflightPassed: true,
      producedAt: 'x',
    });
    // A late, repeated "requested" must not move it back.
    await publish(BooksEvents.productionRequestedV1, {
      ...base,
      format: 'booklet',
      attempt: 1,
      requestedAt: 'x',
    });
    await eventually(async () => {
      expect((await ordersOf('nia'))[0]!.items[0]!.fulfilmentStatus).toBe('ready_for_print');
    }, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect((await ordersOf('nia'))[0]!.items[0]!.fulfilmentStatus).toBe('ready_for_print');

    // issue #15: the item's print job — printed, then shipped (twice, and a late "printed") — and the order,
    // whose only item shipped, is fulfilled; the item carries its parcel.
    const itemId = (await ordersOf('nia'))[0]!.items[0]!.itemId;
    const parcel = {
      carrier: 'dhl',
      trackingNumber: '00340434161094015902',
      trackingUrl: 'https://dhl.example/1',
    };
    const job = (status: string, parcels: (typeof parcel)[] = []) =>
      publish(FulfilmentEvents.printJobStatusChangedV1, {
        ...base,
        printJobId: 'pj-1',
        itemId,
        status,
        reason: null,
        parcels,
        changedAt: new Date().toISOString(),
      });
    await job('printed');
    await job('shipped', [parcel]);
    await job('shipped', [parcel]);
    await job('printed');
    await eventually(async () => {
      expect((await ordersOf('nia'))[0]).toMatchObject({
        status: 'fulfilled',
        items: [
          {
            fulfilmentStatus: 'shipped',
            carrier: 'dhl',
            trackingNumber: parcel.trackingNumber,
            trackingUrl: parcel.trackingUrl,
          },
        ],
      });
    }, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect((await ordersOf('nia'))[0]!.items[0]!.fulfilmentStatus).toBe('shipped');
  });

  it('answers an event about an unknown order with an error, so the provider retries it later', async () => {
    const s = await startCheckout('max', catalog.add('max'));
    const base = await session(s.sessionId);
    const orphan = webhook('checkout.session.completed', {
      ...base,
      client_reference_id: randomUUID(),
      metadata: { order_id: 'nope' },
      status: 'complete',
      payment_status: 'paid',
    });
    await expect(send(orphan)).rejects.toBeInstanceOf(RemoteError);
    const { rows } = await db.pool.query(
      `select count(*)::int as n from ${PAYMENT_EVENTS_TABLE} where event_id = $1`,
      [JSON.parse(orphan.payload).id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('keeps its events in the store it was given (none in Postgres on KurrentDB)', async () => {
    const { rows } = await db.pool.query<{ n: number }>(
      `select count(*)::int as n from ${ORDERS_SCHEMA}.events`,
    );
    if (ON_KURRENTDB) expect(rows[0]!.n).toBe(0);
    else expect(rows[0]!.n).toBeGreaterThan(0);
  });

  describe('refunds and credit notes (issue #13)', () => {
    const support = { correlationId: 'support-test', userId: 'support-sub-1' };
    const payOn = (url: string, name: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: `${name.toLowerCase()}@example.com`,
          name,
          line1: 'Hauptstraße 1',
          line2: '',
          postal_code: '10115',
          city: 'Berlin',
          country: 'DE',
          card_number: '4242 4242 4242 4242',
          card_expiry: '12 / 34',
          card_cvc: '123',
        }).toString(),
        redirect: 'manual',
      });
    const invoiced = (ownerId: string, orderId: string) =>
      eventually(async () => {
        const o = (await ordersOf(ownerId)).find((x) => x.orderId === orderId);
        expect(o?.invoiceKey).toBeTruthy();
        return o!;
      }, 20_000);
    /** An order of two books (2900 + 3900), paid on the hosted page and invoiced. */
    async function paidTwoBookOrder(ownerId: string) {
      const orderId = randomUUID();
      const pricing = priceOrder(
        [
          {
            itemId: `${orderId}-1`,
            bookId: randomUUID(),
            title: 'Mia',
            coverKey: null,
            format: 'booklet',
            quantity: 1,
          },
          {
            itemId: `${orderId}-2`,
            bookId: randomUUID(),
            title: 'Leo',
            coverKey: null,
            format: 'board',
            quantity: 1,
          },
        ],
        null,
        { currency: 'EUR', vatRatePercent: 7, unitAmounts: { booklet: 2900, board: 3900 }, coupons: {} },
      );
      const provider = app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const s = await provider.createCheckoutSession({
        orderId,
        metadata: { owner_id: ownerId },
        currency: 'EUR',
        lineItems: pricing.items.map((i) => ({
          name: i.title!,
          unitAmount: i.unitAmount,
          quantity: i.quantity,
        })),
        successUrl: 'http://localhost/ok',
        cancelUrl: 'http://localhost/cancel',
        allowPromotionCodes: false,
        shippingCountries: ['DE'],
        locale: 'de',
        idempotencyKey: `test-${orderId}`,
      });
      await app.get<OrderRepository>(ORDERS).handle(
        orderId,
        {
          type: 'CreateOrder',
          orderId,
          ownerId,
          locale: 'de',
          pricing,
          session: { sessionId: s.id, url: s.url!, expiresAt: null },
        },
        { correlationId: 'test' },
      );
      expect((await payOn(s.url!, ownerId)).status).toBe(303);
      return invoiced(ownerId, orderId);
    }
    const refund = (orderId: string, requestId: string, itemIds?: string[]) =>
      rpc.call(OrdersRpc.refundOrder, { orderId, requestId, itemIds, reason: 'Buch beschädigt' }, support);
    const creditNoted = (orderId: string, count: number) =>
      eventually(async () => {
        const { order } = await rpc.call(OrdersRpc.adminGetOrder, { orderId }, support);
        expect(order.creditNotes.filter((c) => c.key)).toHaveLength(count);
        return order;
      }, 20_000);
    const intentOf = async (orderId: string) =>
      (await rpc.call(OrdersRpc.adminGetOrder, { orderId }, support)).payment!.paymentIntentId!;
    const refundedAtProvider = async (paymentIntentId: string) =>
      (
        (await (
          await fetch(
            `http://127.0.0.1:${checkout.port}/v1/payment_intents/${paymentIntentId}?expand[]=latest_charge`,
            { headers: { authorization: `Bearer ${SECRET_KEY}` } },
          )
        ).json()) as { latest_charge: { amount_refunded?: number } }
      ).latest_charge.amount_refunded ?? 0;

    it('refunds a whole order once: refunded, a Rechnungskorrektur for the invoice, audited with the support user', async () => {
      const bookId = catalog.add('rita');
      const started = await startCheckout('rita', bookId);
      expect((await payOn(started.checkoutUrl, 'Rita')).status).toBe(303);
      const paidOrder = await invoiced('rita', started.orderId);

      const [first, retried] = await Promise.all([
        refund(started.orderId, 'request-rita-1'),
        refund(started.orderId, 'request-rita-1'),
      ]);
      expect(first.order).toMatchObject({
        status: 'refunded',
        refundedAmount: 2900,
        items: [{ refunded: true }],
      });
      expect(retried.order.creditNotes.map((c) => c.refundId)).toEqual(
        first.order.creditNotes.map((c) => c.refundId),
      );
      // The same request a third time: the same refund; the provider paid back once.
      const again = await refund(started.orderId, 'request-rita-1');
      expect(again.order.creditNotes).toHaveLength(1);
      expect(await refundedAtProvider(await intentOf(started.orderId))).toBe(2900);
      // A new request for what is refunded already: 409.
      await expect(refund(started.orderId, 'request-rita-2')).rejects.toMatchObject({
        code: ErrorCodes.ORDERS_NOTHING_TO_REFUND,
      });

      const order = await creditNoted(started.orderId, 1);
      const note = order.creditNotes[0]!;
      const year = berlinDate(new Date()).slice(0, 4);
      expect(note).toMatchObject({ amount: 2900, date: berlinDate(new Date()) });
      expect(note.number).toMatch(new RegExp(`^GS-${year}-\\d{6}$`));
      expect(note.key).toBe(`owners/rita/invoices/${note.number}.pdf`);
      const stored = await new FileSystemStorage(storageDir).get(note.key!);
      const text = (await pdfText(stored!.body)).replace(/\s+/g, ' ');
      expect(text).toContain('Rechnungskorrektur');
      expect(text).toContain(note.number!);
      expect(text).toContain(`Korrektur der Rechnung ${paidOrder.invoiceNumber}`);
      expect(text).toContain('Fin lernt schwimmen');
      expect(text).toMatch(/-27,10 €/); // net
      expect(text).toMatch(/-1,90 €/); // VAT 7 %
      expect(text).toMatch(/-29,00 €/); // gross

      // The audit trail: the refund's events carry the support user's id.
      const { history } = await rpc.call(OrdersRpc.adminGetOrder, { orderId: started.orderId }, support);
      const refundEvents = history.filter(
        (h) => h.type === 'OrderRefundRequested' || h.type === 'OrderRefunded',
      );
      expect(refundEvents.map((h) => [h.type, h.by])).toEqual([
        ['OrderRefundRequested', 'support-sub-1'],
        ['OrderRefunded', 'support-sub-1'],
      ]);
      expect(history[0]).toMatchObject({ type: 'OrderCreated', by: 'rita' });
    });

    it('refunds some items (partially_refunded), then the rest, each with its own consecutive credit note', async () => {
      const order = await paidTwoBookOrder('sami');
      const [, second] = order.items;
      const partly = await refund(order.orderId, 'request-sami-1', [second!.itemId]);
      expect(partly.order).toMatchObject({
        status: 'partially_refunded',
        refundedAmount: 3900,
        items: [{ refunded: false }, { refunded: true }],
      });
      await expect(refund(order.orderId, 'request-sami-2', [second!.itemId])).rejects.toMatchObject({
        code: ErrorCodes.ORDERS_NOTHING_TO_REFUND,
      });
      await creditNoted(order.orderId, 1);
      const rest = await refund(order.orderId, 'request-sami-3');
      expect(rest.order).toMatchObject({ status: 'refunded', refundedAmount: 6800 });
      const done = await creditNoted(order.orderId, 2);
      const [a, b] = done.creditNotes.map((c) => Number(c.number!.slice(-6)));
      expect(b).toBe(a! + 1);
      expect(done.creditNotes.map((c) => c.amount)).toEqual([3900, 2900]);
      expect(await refundedAtProvider(await intentOf(order.orderId))).toBe(6800);
      // The customer's own list shows the refund and both credit notes.
      const [mine] = (await ordersOf('sami')).filter((o) => o.orderId === order.orderId);
      expect(mine).toMatchObject({ status: 'refunded', refundedAmount: 6800 });
      expect(mine!.creditNotes).toHaveLength(2);
      const text = await pdfText(
        (await new FileSystemStorage(storageDir).get(done.creditNotes[0]!.key!))!.body,
      );
      expect(text).toContain('Leo');
      expect(text).not.toContain('Mia');
    });

    it('lists orders for support by status, owner, book and q (order id, e-mail or invoice number)', async () => {
      const order = await paidTwoBookOrder('tara');
      const list = (filter: Partial<{ status: string; ownerId: string; q: string; bookId: string }>) =>
        rpc.call(
          OrdersRpc.adminListOrders,
          { ...filter, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 50 },
          support,
        );
      for (const q of [order.orderId, 'TARA@example.com', order.invoiceNumber!]) {
        const found = await list({ q });
        expect(found.orders.map((o) => o.orderId)).toEqual([order.orderId]);
        expect(found.total).toBe(1);
      }
      const byOwner = await list({ ownerId: 'tara', status: 'paid' });
      expect(byOwner.orders).toHaveLength(1);
      expect(byOwner.orders[0]).toMatchObject({ email: 'tara@example.com', refundedAmount: 0 });
      expect((await list({ ownerId: 'tara', status: 'refunded' })).total).toBe(0);
      // issue #24: the console's book page lists the orders of one book; the order shows where it goes.
      const leo = order.items.find((i) => i.title === 'Leo')!.bookId;
      expect((await list({ bookId: leo })).orders.map((o) => o.orderId)).toEqual([order.orderId]);
      expect((await list({ bookId: randomUUID() })).total).toBe(0);
      expect(
        (await rpc.call(OrdersRpc.adminGetOrder, { orderId: order.orderId }, support)).shippingAddress,
      ).toEqual({
        name: 'tara',
        line1: 'Hauptstraße 1',
        line2: null,
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      });
      await expect(
        rpc.call(OrdersRpc.adminGetOrder, { orderId: randomUUID() }, support),
      ).rejects.toMatchObject({
        code: ErrorCodes.ORDERS_NOT_FOUND,
      });
    });
  });
});
