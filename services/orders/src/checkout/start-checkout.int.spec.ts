import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { ErrorCodes, OrdersRpc } from '@fabelhaft/contracts';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import {
  createStripePaymentProvider,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentProvider,
} from '@fabelhaft/payments';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
  testSecret,
} from '@fabelhaft/testing';
import type { BookCatalog, OrderableBook } from '../ports/book-catalog.port';
import { ORDERS_EVENTS_STREAM } from '../infrastructure/orders.relay';
import { ORDERS_SCHEMA, ordersConfigSchema } from '../orders.config';
import { OrdersModule } from '../orders.module';
import { CHECKOUT_ATTEMPTS_TABLE } from './checkout-attempts';

/** A payment provider that takes its time (as Stripe may), answering idempotently by key. */
class SlowProvider implements PaymentProvider {
  delayMs = 2000;
  inFlight = 0;
  maxInFlight = 0;
  readonly calls: CheckoutSessionInput[] = [];
  /** When set, creates go to this provider instead (the Stripe adapter against a server that hangs). */
  delegate: PaymentProvider | null = null;
  private readonly byKey = new Map<string, CheckoutSession>();
  private readonly sessions = new Map<string, CheckoutSession>();

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    if (this.delegate) return this.delegate.createCheckoutSession(input);
    this.calls.push(input);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise((r) => setTimeout(r, this.delayMs));
    } finally {
      this.inFlight--;
    }
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return known;
    const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
    const subtotal = input.lineItems.reduce((sum, i) => sum + i.unitAmount * i.quantity, 0);
    const discount = input.coupon ? Math.round((subtotal * input.coupon.percentOff) / 100) : 0;
    const session: CheckoutSession = {
      id,
      url: `https://pay.example/c/pay/${id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      orderId: input.orderId,
      metadata: input.metadata,
      currency: input.currency.toLowerCase(),
      amountSubtotal: subtotal,
      amountTotal: subtotal - discount,
      amountDiscount: discount,
      // As Stripe: the coupon named at creation comes back in `discounts` (issue #24).
      discounts: input.coupon ? [{ coupon: input.coupon.id, promotionCode: null }] : [],
      paymentIntentId: null,
      customerEmail: input.customerEmail ?? null,
      shippingAddress: null,
      expiresAt: input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : null,
    };
    this.byKey.set(input.idempotencyKey, session);
    this.sessions.set(id, session);
    return session;
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession> {
    return this.sessions.get(sessionId)!;
  }

  async expireCheckoutSession(sessionId: string): Promise<CheckoutSession> {
    const s = this.sessions.get(sessionId)!;
    if (s.status === 'open') s.status = 'expired';
    return s;
  }

  verifyWebhook(): PaymentEvent {
    throw new Error('no webhooks in this test');
  }

  async retrieveReceiptUrl(): Promise<string | null> {
    return null;
  }

  async refund(): Promise<never> {
    throw new Error('no refunds in this test');
  }
}

class Catalog implements BookCatalog {
  readonly books = new Map<string, OrderableBook>();
  add(ownerId: string): string {
    const bookId = randomUUID();
    this.books.set(bookId, {
      bookId,
      ownerId,
      title: 'Fin lernt schwimmen',
      previewStatus: 'completed',
      format: 'booklet',
      coverKey: null,
    });
    return bookId;
  }
  async findOwnedBook(ownerId: string, bookId: string) {
    const book = this.books.get(bookId);
    return book && book.ownerId === ownerId ? book : null;
  }
}

/**
 * ADR 0011: StartCheckout holds no connection, lock or transaction while the payment provider is called,
 * so a slow provider cannot exhaust the orders pool (10 connections), and a provider slower than its
 * timeout ends in a clear 503-style refusal with nothing written.
 */
describe('StartCheckout with a slow payment provider', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let hanging: Server;
  const held: ServerResponse[] = [];
  const provider = new SlowProvider();
  const catalog = new Catalog();

  beforeAll(async () => {
    db = await createTestDatabase('checkoutslow');
    subjects = new Subjects(testSubjectPrefix('checkoutslow'));
    nc = await connectNats({ url: testNatsUrl(), name: 'checkout-slow-test' });
    rpc = new RpcClient(nc, subjects, 20_000);
    // A provider API that accepts the request and never answers.
    hanging = createServer((_req, res) => void held.push(res));
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    const config = loadConfig(ordersConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: testSecret('sk_test_'),
      STRIPE_WEBHOOK_SECRET: testSecret('whsec_'),
    });
    app = await NestFactory.createApplicationContext(
      await OrdersModule.forRoot(config, { bookCatalog: catalog, payments: provider }),
      { logger: false },
    );
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    for (const res of held) res.destroy();
    hanging?.closeAllConnections();
    await new Promise((r) => hanging?.close(r));
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(subjects.stream(ORDERS_EVENTS_STREAM)).catch(() => undefined);
    await jsm.streams.delete(subjects.stream('EVT_BOOKS')).catch(() => undefined);
    await nc?.close();
    await db?.drop();
  });

  beforeEach(() => {
    provider.delayMs = 2000;
    provider.delegate = null;
  });

  const startCheckout = (ownerId: string, bookId: string) =>
    rpc.call(OrdersRpc.startCheckout, { ownerId, bookId, locale: 'de' });
  const ordersOf = async (ownerId: string) => (await rpc.call(OrdersRpc.listOrders, { ownerId })).orders;
  /**
   * What the service's own connections hold in the test database while the provider is called: advisory
   * locks, and transactions left open across three samples half a second apart. The service's event
   * subscriptions run short transactions of their own in the background (a projection batch may be caught
   * between two statements on a loaded machine); a checkout that kept its transaction over the 2 s provider
   * call would be open in every sample, on up to all 10 of the pool's connections.
   */
  const heldInDatabase = async () => {
    const sample = async () => {
      const { rows } = await db.pool.query<{ advisory: number; open: string[] }>(
        `select
           (select count(*)::int from pg_locks l join pg_database d on d.oid = l.database
             where l.locktype = 'advisory' and d.datname = current_database()) as advisory,
           (select coalesce(array_agg(pid::text || '@' || xact_start::text), '{}') from pg_stat_activity
             where datname = current_database() and state like 'idle in transaction%') as open`,
      );
      return rows[0]!;
    };
    const samples = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      samples.push(await sample());
    }
    const [first, ...rest] = samples;
    const keptOpen = first!.open.filter((tx) => rest.every((s) => s.open.includes(tx)));
    return { advisory: Math.max(...samples.map((s) => s.advisory)), in_tx: keptOpen.length };
  };

  it('lets more checkouts than the pool has connections wait on the provider at once, and other queries answer meanwhile', async () => {
    provider.delayMs = 4000; // room for the samples below while every call is still in flight
    const owners = Array.from({ length: 14 }, (_, i) => `slow-${i}`);
    const books = owners.map((o) => catalog.add(o));
    const all = Promise.all(owners.map((o, i) => startCheckout(o, books[i]!)));

    // All 14 are inside the provider call together: none waits for one of the pool's 10 connections.
    await eventually(async () => expect(provider.inFlight).toBe(14), 5000);
    expect(await heldInDatabase()).toEqual({ advisory: 0, in_tx: 0 });
    expect(await ordersOf('slow-0')).toEqual([]);
    // That query was answered while every checkout was still waiting on the provider.
    expect(provider.inFlight).toBe(14);

    const results = await all;
    expect(new Set(results.map((r) => r.orderId)).size).toBe(14);
    for (const [i, owner] of owners.entries()) {
      const orders = await ordersOf(owner);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ orderId: results[i]!.orderId, status: 'requires_payment' });
    }
  });

  it('makes one order and one provider call of concurrent checkouts for one book, the others wait and reuse it', async () => {
    const bookId = catalog.add('patient');
    const before = provider.calls.length;
    const results = await Promise.all([1, 2, 3].map(() => startCheckout('patient', bookId)));
    expect(new Set(results.map((r) => r.sessionId)).size).toBe(1);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(provider.calls.length - before).toBe(1);
    expect(await ordersOf('patient')).toHaveLength(1);
  });

  it('refuses with PAYMENTS.PROVIDER_UNAVAILABLE when the provider is slower than its timeout, writes nothing, and a retry then works', async () => {
    provider.delegate = createStripePaymentProvider({
      secretKey: 'sk_test_hanging',
      webhookSecret: 'whsec_hanging',
      api: { host: '127.0.0.1', port: (hanging.address() as AddressInfo).port, protocol: 'http' },
      timeoutMs: 300,
      maxNetworkRetries: 0,
    });
    const bookId = catalog.add('timeout');
    const startedAt = Date.now();
    await expect(startCheckout('timeout', bookId)).rejects.toMatchObject({
      code: ErrorCodes.PAYMENTS_PROVIDER_UNAVAILABLE,
      detail: 'We could not start the checkout. Please try again.',
    });
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(held.length).toBeGreaterThan(0);
    expect(await ordersOf('timeout')).toEqual([]);
    const { rows } = await db.pool.query(
      `select in_flight_until from ${CHECKOUT_ATTEMPTS_TABLE} where book_id = $1`,
      [bookId],
    );
    expect(rows).toEqual([{ in_flight_until: null }]);
    const events = await db.pool.query(
      `select count(*)::int as n from ${ORDERS_SCHEMA}.events where data->>'ownerId' = 'timeout'`,
    );
    expect(events.rows[0].n).toBe(0);

    provider.delegate = null;
    provider.delayMs = 10;
    const retried = await startCheckout('timeout', bookId);
    expect(await ordersOf('timeout')).toEqual([
      expect.objectContaining({ orderId: retried.orderId, status: 'requires_payment' }),
    ]);
  });

  it('takes over the checkout of a caller that died during the provider call once its claim lapses', async () => {
    const bookId = catalog.add('survivor');
    // What a process that died after claiming leaves behind.
    await db.pool.query(
      `insert into ${CHECKOUT_ATTEMPTS_TABLE} (book_id, order_id, attempt, in_flight_until)
       values ($1, $2, 1, now() + interval '800 milliseconds')`,
      [bookId, randomUUID()],
    );
    provider.delayMs = 10;
    const before = provider.calls.length;
    const started = await startCheckout('survivor', bookId);
    expect(provider.calls.slice(before).map((c) => c.idempotencyKey)).toEqual([
      `checkout-${started.orderId}-2`,
    ]);
    expect(await ordersOf('survivor')).toHaveLength(1);
  });
});
