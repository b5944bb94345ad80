import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { BooksEventStream, ErrorCodes, OrdersRpc, type RequestMetadata } from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
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
import type { PaymentFacts } from '../domain/order';
import { priceOrder } from '../domain/pricing';
import { ORDERS_EVENTS_STREAM } from '../infrastructure/orders.relay';
import type { OrderRepository } from '../infrastructure/order.repository';
import { ORDERS } from '../orders.di-tokens';
import { ORDERS_SCHEMA, ordersConfigSchema } from '../orders.config';
import { OrdersModule } from '../orders.module';
import { planErasure } from './erase-customer-data';

const meta: RequestMetadata = { correlationId: 'erasure-test' };
const prices = {
  currency: 'EUR',
  vatRatePercent: 7,
  unitAmounts: { booklet: 2900, board: 3900 },
  coupons: {},
};

/** issue #12: a customer's orders are erased, except what the invoices the law requires us to keep need. */
describe('orders service erasing a customer (GDPR Art. 17)', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let orders: OrderRepository;
  const storageDir = mkdtempSync(join(tmpdir(), 'orders-erasure-'));
  const storage = new FileSystemStorage(storageDir);

  beforeAll(async () => {
    db = await createTestDatabase('orderserase');
    subjects = new Subjects(testSubjectPrefix('orderserase'));
    nc = await connectNats({ url: testNatsUrl(), name: 'orders-erasure-test' });
    rpc = new RpcClient(nc, subjects, 10_000);
    const config = loadConfig(ordersConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      STORAGE_DIR: storageDir,
      STRIPE_SECRET_KEY: testSecret('sk_test_'),
      STRIPE_WEBHOOK_SECRET: testSecret('whsec_'),
    });
    app = await NestFactory.createApplicationContext(
      await OrdersModule.forRoot(config, {
        storage,
        invoiceRenderer: {
          render: async (order, invoice) => Buffer.from(`%PDF invoice ${invoice.number} ${order.orderId}`),
          renderCreditNote: async (order, _refund, note) =>
            Buffer.from(`%PDF credit note ${note.number} ${order.orderId}`),
          close: async () => undefined,
        },
      }),
      { logger: false },
    );
    await app.init();
    orders = app.get<OrderRepository>(ORDERS);
  });

  afterAll(async () => {
    await app?.close();
    const jsm = await jetstreamManager(nc);
    for (const stream of [ORDERS_EVENTS_STREAM, BooksEventStream.name, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
    }
    await nc?.close();
    await db?.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** An order with an open checkout session, as StartCheckout leaves it. */
  async function openOrder(ownerId: string) {
    const orderId = randomUUID();
    const pricing = priceOrder(
      [
        {
          itemId: `${orderId}-1`,
          bookId: randomUUID(),
          title: 'Fin lernt schwimmen',
          coverKey: `owners/${ownerId}/covers/x.webp`,
          format: 'booklet',
          quantity: 1,
        },
      ],
      null,
      prices,
    );
    const session = { sessionId: `cs_${orderId}`, url: `https://pay.example/${orderId}`, expiresAt: null };
    await orders.handle(
      orderId,
      { type: 'CreateOrder', orderId, ownerId, locale: 'de', pricing, session },
      meta,
    );
    return { orderId, sessionId: session.sessionId };
  }

  async function paidOrder(ownerId: string) {
    const { orderId, sessionId } = await openOrder(ownerId);
    const payment: PaymentFacts = {
      sessionId,
      paymentIntentId: null,
      amountPaid: 2900,
      providerDiscount: 0,
      currency: 'EUR',
      customerEmail: 'anna@example.org',
      customerName: 'Anna Beispiel',
      shippingAddress: {
        name: 'Anna Beispiel',
        line1: 'Hauptstr. 1',
        line2: null,
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      paidAt: new Date().toISOString(),
    };
    await orders.handle(orderId, { type: 'RecordPayment', orderId, payment }, meta);
    // The invoice policy numbers and stores the invoice.
    const invoiceKey = await eventually(async () => {
      const { rows } = await db.pool.query<{ invoice_key: string | null }>(
        `select invoice_key from ${ORDERS_SCHEMA}.orders where order_id = $1`,
        [orderId],
      );
      expect(rows[0].invoice_key).toBeTruthy();
      return rows[0].invoice_key!;
    }, 10_000);
    return { orderId, invoiceKey };
  }

  const eventsOf = async (orderId: string) =>
    (
      await db.pool.query<{ event_type: string; data: Record<string, unknown> }>(
        `select event_type, data from ${ORDERS_SCHEMA}.events where stream_id = $1 order by stream_version`,
        [`order-${orderId}`],
      )
    ).rows;

  it('refuses while a payment is pending, changing nothing', async () => {
    const { orderId } = await openOrder('pending-payer');
    await expect(rpc.call(OrdersRpc.eraseCustomerData, { ownerId: 'pending-payer' })).rejects.toMatchObject({
      code: ErrorCodes.ORDERS_ERASURE_BLOCKED,
    });
    expect((await eventsOf(orderId)).length).toBeGreaterThan(0);
  });

  it('erases unpaid orders, keeps the invoiced one reduced to its invoice data and its PDF', async () => {
    const { orderId: expired, sessionId } = await openOrder('olga');
    await orders.handle(expired, { type: 'RecordCheckoutExpired', orderId: expired, sessionId }, meta);
    const { orderId: paid, invoiceKey } = await paidOrder('olga');
    const { orderId: others } = await paidOrder('peter');

    expect(await rpc.call(OrdersRpc.eraseCustomerData, { ownerId: 'olga' })).toEqual({
      erasedOrders: 1,
      keptInvoices: 1,
    });

    expect(await eventsOf(expired)).toEqual([]);
    const { rows } = await db.pool.query(
      `select o.order_id, o.invoice_number, o.invoice_key, o.checkout_url, o.receipt_url, i.cover_key, i.title
         from ${ORDERS_SCHEMA}.orders o join ${ORDERS_SCHEMA}.order_items i using (order_id)
        where o.owner_id = 'olga'`,
    );
    expect(rows).toEqual([
      {
        order_id: paid,
        invoice_number: expect.stringMatching(/^FH-\d{4}-\d+$/),
        invoice_key: invoiceKey,
        checkout_url: null,
        receipt_url: null,
        cover_key: null,
        title: 'Fin lernt schwimmen',
      },
    ]);
    const kept = await eventsOf(paid);
    const opened = kept.find((e) => e.event_type === 'CheckoutSessionOpened')!;
    expect(opened.data.url).toBe('');
    const created = kept.find((e) => e.event_type === 'OrderCreated')!;
    expect(created.data.items).toEqual([
      expect.objectContaining({ coverKey: null, title: 'Fin lernt schwimmen' }),
    ]);
    // What the invoice shows stays: buyer and address (§14 Abs. 4 UStG).
    const paidEvent = kept.find((e) => e.event_type === 'OrderPaid')!;
    expect(paidEvent.data).toMatchObject({ customerName: 'Anna Beispiel', amountPaid: 2900 });
    expect(await storage.exists(invoiceKey)).toBe(true);
    // The order still reads back through its decider (the redacted events are valid).
    expect((await orders.load(paid)).state).toMatchObject({ status: 'paid', invoiceKey });

    // Another customer is untouched; a repeat erases nothing more.
    expect((await eventsOf(others)).find((e) => e.event_type === 'CheckoutSessionOpened')!.data.url).not.toBe(
      '',
    );
    expect(await rpc.call(OrdersRpc.eraseCustomerData, { ownerId: 'olga' })).toEqual({
      erasedOrders: 0,
      keptInvoices: 1,
    });
  });
});

describe('planErasure', () => {
  const row = (order_id: string, payment_status: string, invoice_number: string | null = null) => ({
    order_id,
    status: 'x',
    payment_status,
    invoice_number,
  });
  it('erases never-paid orders, keeps invoiced ones, and blocks on a pending or not yet invoiced payment', () => {
    expect(planErasure([row('a', 'none'), row('b', 'failed'), row('c', 'success', 'FH-1')])).toEqual({
      erase: ['a', 'b'],
      keep: ['c'],
      blocked: false,
    });
    expect(planErasure([row('a', 'pending')]).blocked).toBe(true);
    expect(planErasure([row('a', 'success')]).blocked).toBe(true);
  });
});
