import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  DomainError,
  ErrorCodes,
  OrdersRpc,
  TrackingRpc,
  type AdminOrderDetail,
  type OrderView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import {
  createTestIssuer,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

const ORDER_ID = '7b1c9a52-0000-4000-8000-000000000001';
const OWNER = 'customer-7';
const INVOICE_KEY = `owners/${OWNER}/invoices/FH-2026-000042.pdf`;
const CREDIT_KEY = `owners/${OWNER}/invoices/GS-2026-000001.pdf`;

function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: ORDER_ID,
    ownerId: OWNER,
    status: 'partially_refunded',
    paymentStatus: 'success',
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: '2026-11-21T10:05:00.000Z',
    amountTotal: 6800,
    currency: 'EUR',
    couponCode: null,
    discountTotal: 0,
    checkoutSessionId: 'cs_1',
    checkoutUrl: null,
    invoiceNumber: 'FH-2026-000042',
    invoiceKey: INVOICE_KEY,
    receiptUrl: 'http://checkout/receipts/ch_1',
    email: 'anna@example.com',
    invoiceDate: '2026-11-21',
    refundedAmount: 3900,
    items: [
      {
        itemId: `${ORDER_ID}-1`,
        bookId: 'b1',
        title: 'Mia',
        coverKey: null,
        format: 'booklet',
        quantity: 1,
        unitAmount: 2900,
        amountTotal: 2900,
        currency: 'EUR',
        fulfilmentStatus: 'shipped',
        refunded: false,
        carrier: 'dhl',
        trackingNumber: '00340434161094042557',
        trackingUrl: 'https://carrier.example/parcels/00340434161094042557',
        createdAt: '2026-11-21T10:00:00.000Z',
      },
      {
        itemId: `${ORDER_ID}-2`,
        bookId: 'b2',
        title: 'Leo',
        coverKey: null,
        format: 'board',
        quantity: 1,
        unitAmount: 3900,
        amountTotal: 3900,
        currency: 'EUR',
        fulfilmentStatus: 'pending',
        refunded: true,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    creditNotes: [
      {
        refundId: 'r1',
        number: 'GS-2026-000001',
        date: '2026-11-25',
        amount: 3900,
        key: CREDIT_KEY,
        refundedAt: '2026-11-25T09:00:00.000Z',
      },
      {
        refundId: 'r2',
        number: null,
        date: null,
        amount: 100,
        key: null,
        refundedAt: '2026-11-25T09:10:00.000Z',
      },
    ],
    ...overrides,
  };
}

const detail = (): AdminOrderDetail => ({
  order: orderView(),
  payment: {
    sessionId: 'cs_1',
    paymentIntentId: 'pi_1',
    amountPaid: 6800,
    providerDiscount: 0,
    currency: 'EUR',
    paidAt: '2026-11-21T10:05:00.000Z',
  },
  paymentIssues: [
    { type: 'OrderDuplicatePaymentReceived', at: '2026-11-21T10:06:00.000Z', data: { amount: 6800 } },
  ],
  history: [
    { type: 'OrderCreated', at: '2026-11-21T10:00:00.000Z', by: OWNER, data: {} },
    { type: 'OrderRefunded', at: '2026-11-25T09:00:00.000Z', by: 'agent-1', data: { amount: 3900 } },
  ],
  shippingAddress: {
    name: 'Anna Berg',
    line1: 'Hauptstraße 1',
    line2: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
});

/** The BFF's `/admin/orders*` (docs/admin-api.md) and the customer's order list, against a stand-in orders service. */
describe('BFF admin orders (issue #13)', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let orders: RpcServer;
  let tracking: RpcServer;
  let bff: INestApplication;
  let base: string;
  const storageDir = mkdtempSync(join(tmpdir(), 'bff-admin-orders-'));
  const listCalls: unknown[] = [];
  const refundCalls: { request: unknown; metadata: RequestMetadata }[] = [];

  beforeAll(async () => {
    await new FileSystemStorage(storageDir).put(CREDIT_KEY, Buffer.from('%PDF-credit'), {
      contentType: 'application/pdf',
    });
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bffadminorders');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-admin-orders' });
    orders = new RpcServer(nc, new Subjects(prefix), 'orders');
    orders.handle(OrdersRpc.adminListOrders, async (r) => {
      listCalls.push(r);
      return { orders: [orderView()], total: 31 };
    });
    orders.handle(OrdersRpc.adminGetOrder, async (r) => {
      if (r.orderId !== ORDER_ID) throw new DomainError(ErrorCodes.ORDERS_NOT_FOUND, 'Order not found');
      return detail();
    });
    orders.handle(OrdersRpc.refundOrder, async (r, metadata) => {
      refundCalls.push({ request: r, metadata });
      if (r.requestId === 'refund-again-1') {
        throw new DomainError(ErrorCodes.ORDERS_NOTHING_TO_REFUND, 'Nothing is left to refund on this order');
      }
      return detail();
    });
    orders.handle(OrdersRpc.listOrders, async (r) => ({ orders: [orderView({ ownerId: r.ownerId })] }));
    // issue #24: the parcel as the tracking service knows it — the order page names its step from it.
    tracking = new RpcServer(nc, new Subjects(prefix), 'tracking');
    tracking.handle(TrackingRpc.getShipment, async (r) => {
      if (r.trackingNumber !== '00340434161094042557') throw new Error('unknown parcel');
      return {
        trackingNumber: r.trackingNumber,
        carrier: 'dhl',
        status: 'in_transit' as const,
        carrierStatusCode: 'transit',
        estimatedDelivery: null,
        events: [],
        trackingUrl: null,
        orderId: ORDER_ID,
        itemId: `${ORDER_ID}-1`,
        printJobId: 'p1',
        registeredAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-23T10:00:00.000Z',
      };
    });
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        RPC_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'silent',
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: testSecret(),
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await orders?.close();
    await tracking?.close();
    await nc?.close();
    await issuer?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const call = (
    method: string,
    path: string,
    opts: { body?: unknown; sub?: string; groups?: string[]; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${issuer.mintIdToken({ sub: opts.sub ?? 'agent-1', groups: opts.groups ?? ['support'] })}`,
        'content-type': 'application/json',
        ...(opts.headers ?? {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  const local = (url: string) => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };

  it('answers 403 to customers on every /admin/orders path, and calls nothing', async () => {
    const before = refundCalls.length + listCalls.length;
    for (const [method, path, body] of [
      ['GET', '/admin/orders', undefined],
      ['GET', `/admin/orders/${ORDER_ID}`, undefined],
      ['POST', `/admin/orders/${ORDER_ID}/refund`, { reason: 'broken' }],
    ] as const) {
      const response = await call(method, path, { sub: OWNER, groups: [], body });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ detail: 'Support access required' });
    }
    expect(refundCalls.length + listCalls.length).toBe(before);
  });

  it('lists orders the ra-data-simple-rest way: filters passed on, camelCase records, Content-Range', async () => {
    const query = new URLSearchParams({
      filter: JSON.stringify({ status: 'paid', q: 'anna@example.com' }),
      sort: JSON.stringify(['paidAt', 'ASC']),
      range: JSON.stringify([10, 19]),
    });
    const response = await call('GET', `/admin/orders?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('orders 10-10/31');
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toEqual([
      {
        id: ORDER_ID,
        ownerId: OWNER,
        email: 'anna@example.com',
        status: 'partially_refunded',
        paymentStatus: 'success',
        amountTotal: 6800,
        currency: 'EUR',
        couponCode: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        paidAt: '2026-11-21T10:05:00.000Z',
        invoiceNumber: 'FH-2026-000042',
        refundedAmount: 3900,
        items: [
          {
            itemId: `${ORDER_ID}-1`,
            bookId: 'b1',
            title: 'Mia',
            format: 'booklet',
            quantity: 1,
            amountTotal: 2900,
            fulfilmentStatus: 'shipped',
            refunded: false,
            carrier: 'dhl',
            trackingNumber: '00340434161094042557',
            trackingUrl: 'https://carrier.example/parcels/00340434161094042557',
            // issue #24: the step in the parent's words (the list asks no parcel: its item's own step).
            journey: 'label_created',
          },
          {
            itemId: `${ORDER_ID}-2`,
            bookId: 'b2',
            title: 'Leo',
            format: 'board',
            quantity: 1,
            amountTotal: 3900,
            fulfilmentStatus: 'pending',
            refunded: true,
            carrier: null,
            trackingNumber: null,
            trackingUrl: null,
            journey: null,
          },
        ],
      },
    ]);
    expect(listCalls.at(-1)).toEqual({
      status: 'paid',
      q: 'anna@example.com',
      sort: { field: 'paidAt', order: 'ASC' },
      offset: 10,
      limit: 10,
    });
    const unknown = await call('GET', `/admin/orders?filter=${encodeURIComponent('{"colour":"red"}')}`);
    expect(unknown.status).toBe(400);
    // issue #24: the console's book page lists the orders of one book.
    const byBook = await call('GET', `/admin/orders?filter=${encodeURIComponent('{"bookId":"b1"}')}`);
    expect(byBook.status).toBe(200);
    expect(listCalls.at(-1)).toMatchObject({ bookId: 'b1' });
  });

  it('shows one order with payment, address, parcels, owner-signed links, credit notes, payment issues and history', async () => {
    const response = await call('GET', `/admin/orders/${ORDER_ID}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      invoiceUrl: string;
      creditNotes: { number: string | null; url: string | null; amount: number }[];
      payment: unknown;
      paymentIssues: unknown[];
      history: { type: string; by: string | null }[];
    };
    expect(body).toMatchObject({
      id: ORDER_ID,
      payment: { paymentIntentId: 'pi_1', amountPaid: 6800 },
      receiptUrl: 'http://checkout/receipts/ch_1',
      // issue #24: the address and the parcel as fields, not only inside the history.
      shippingAddress: { name: 'Anna Berg', line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
      items: [
        {
          trackingNumber: '00340434161094042557',
          trackingUrl: expect.stringContaining('/parcels/'),
          // issue #24: the step by the parcel's status, as the parent's book page and /tracking name it.
          journey: 'in_transit',
        },
        { trackingNumber: null, journey: null },
      ],
      paymentIssues: [{ type: 'OrderDuplicatePaymentReceived' }],
      history: [
        { type: 'OrderCreated', by: OWNER },
        { type: 'OrderRefunded', by: 'agent-1' },
      ],
    });
    expect(body.invoiceUrl).toContain(`/assets/${INVOICE_KEY}?`);
    expect(body.creditNotes.map((c) => [c.number, c.amount, c.url === null])).toEqual([
      ['GS-2026-000001', 3900, false],
      [null, 100, true],
    ]);
    // The link is the owner's object, signed for the owner: it serves the PDF.
    const pdf = await fetch(local(body.creditNotes[0]!.url!));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).toString()).toBe('%PDF-credit');
    const missing = await call('GET', '/admin/orders/nope');
    expect(missing.status).toBe(404);
  });

  it('refunds with the support user in the metadata, the Idempotency-Key as request id, and maps 409', async () => {
    const response = await call('POST', `/admin/orders/${ORDER_ID}/refund`, {
      body: { items: [`${ORDER_ID}-2`], reason: '  Buch beschädigt ' },
      headers: { 'idempotency-key': 'refund-first-1' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(ORDER_ID);
    expect(refundCalls.at(-1)).toMatchObject({
      request: {
        orderId: ORDER_ID,
        itemIds: [`${ORDER_ID}-2`],
        reason: 'Buch beschädigt',
        requestId: 'refund-first-1',
      },
      metadata: { userId: 'agent-1' },
    });

    const again = await call('POST', `/admin/orders/${ORDER_ID}/refund`, {
      body: { reason: 'again' },
      headers: { 'idempotency-key': 'refund-again-1' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: ErrorCodes.ORDERS_NOTHING_TO_REFUND });

    const calls = refundCalls.length;
    const noReason = await call('POST', `/admin/orders/${ORDER_ID}/refund`, { body: { reason: 'x' } });
    expect(noReason.status).toBe(400);
    const badKey = await call('POST', `/admin/orders/${ORDER_ID}/refund`, {
      body: { reason: 'broken' },
      headers: { 'idempotency-key': 'short' },
    });
    expect(badKey.status).toBe(400);
    expect(refundCalls.length).toBe(calls);
  });

  it('shows the customer their refunded order with the issued credit notes as links', async () => {
    const response = await call('GET', '/books/orders', { sub: OWNER, groups: [] });
    expect(response.status).toBe(200);
    const { orders: list } = (await response.json()) as {
      orders: {
        status: string;
        refunded_amount: number;
        items: { refunded: boolean }[];
        credit_notes: { number: string; date: string; amount: number; pdf_url: string }[];
      }[];
    };
    expect(list[0]).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 3900,
      items: [{ refunded: false }, { refunded: true }],
    });
    // Only the issued credit note; the one still being made is not listed yet.
    expect(list[0]!.credit_notes).toHaveLength(1);
    expect(list[0]!.credit_notes[0]).toMatchObject({
      number: 'GS-2026-000001',
      date: '2026-11-25',
      amount: 3900,
    });
    expect((await fetch(local(list[0]!.credit_notes[0]!.pdf_url))).status).toBe(200);
  });
});
