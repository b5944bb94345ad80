import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { OrdersRpc, type OrderView } from '@fabelhaft/contracts';
import { connectNats, RpcServer, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestIssuer, testNatsUrl, testSubjectPrefix, type TestIssuer } from '@fabelhaft/testing';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

const BOOK_ID = '3f1c9a52-0000-4000-8000-000000000024';

/**
 * issue #24 "Before paying": the price list before the hosted checkout (GET /prices), the coupon and its
 * discount on the customer's order (GET /books/orders) and coming back from the checkout's cancel link
 * (POST /books/{bookId}/checkout/cancel), against an orders service stand-in on NATS.
 */
describe('BFF: prices, coupons on orders and cancelling a checkout', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let orders: RpcServer;
  let app: INestApplication;
  let base: string;
  const cancelled: { ownerId: string; bookId: string }[] = [];

  const order: OrderView = {
    orderId: 'order-1',
    ownerId: 'anna',
    status: 'paid',
    paymentStatus: 'success',
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: '2026-11-21T10:05:00.000Z',
    amountTotal: 2610,
    currency: 'EUR',
    couponCode: 'WELCOME10',
    discountTotal: 290,
    checkoutSessionId: 'cs_1',
    checkoutUrl: null,
    invoiceNumber: null,
    invoiceKey: null,
    receiptUrl: null,
    email: 'anna@example.com',
    invoiceDate: null,
    refundedAmount: 0,
    items: [
      {
        itemId: 'order-1-1',
        bookId: BOOK_ID,
        title: 'Mia',
        coverKey: null,
        format: 'booklet',
        quantity: 1,
        unitAmount: 2610,
        amountTotal: 2610,
        currency: 'EUR',
        fulfilmentStatus: 'pending',
        refunded: false,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    creditNotes: [],
  };

  beforeAll(async () => {
    issuer = await createTestIssuer();
    const prefix = testSubjectPrefix('bfforders');
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-orders' });
    orders = new RpcServer(nc, new Subjects(prefix), 'orders');
    orders.handle(OrdersRpc.getPriceList, async () => ({
      currency: 'EUR',
      vatRatePercent: 7,
      unitAmounts: { booklet: 2900, board: 3900 },
    }));
    orders.handle(OrdersRpc.listOrders, async (r) => ({ orders: r.ownerId === 'anna' ? [order] : [] }));
    orders.handle(OrdersRpc.cancelCheckout, async (r) => {
      cancelled.push(r);
      return { paymentStatus: 'none' as const };
    });
    await nc.flush();
    app = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        LOG_LEVEL: 'silent',
        ASSET_URL_SECRET: 'test-asset-url-secret-with-at-least-32-chars',
      }),
    );
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app?.close();
    await orders?.close();
    await nc?.close();
    await issuer?.close();
  });

  const asAnna = () => ({ authorization: `Bearer ${issuer.mintIdToken({ sub: 'anna' })}` });

  it('GET /prices answers everyone with the gross price of each format, VAT included (spec §1)', async () => {
    const res = await fetch(`${base}/prices`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      currency: 'EUR',
      vat_rate_percent: 7,
      vat_included: true,
      formats: [
        { format: 'booklet', amount: 2900 },
        { format: 'board', amount: 3900 },
      ],
    });
  });

  it('GET /books/orders shows the coupon, the subtotal and the discount of an order', async () => {
    const res = await fetch(`${base}/books/orders`, { headers: asAnna() });
    const body = (await res.json()) as { orders: Record<string, unknown>[] };
    expect(body.orders[0]).toMatchObject({
      amount_total: 2610,
      coupon_code: 'WELCOME10',
      amount_subtotal: 2900,
      amount_discount: 290,
    });
  });

  it('POST /books/{id}/checkout/cancel cancels the caller’s own checkout and answers the payment status', async () => {
    const res = await fetch(`${base}/books/${BOOK_ID}/checkout/cancel`, {
      method: 'POST',
      headers: asAnna(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ payment_status: 'none' });
    expect(cancelled).toEqual([{ ownerId: 'anna', bookId: BOOK_ID }]);

    expect((await fetch(`${base}/books/${BOOK_ID}/checkout/cancel`, { method: 'POST' })).status).toBe(401);
    const bad = await fetch(`${base}/books/not-a-book/checkout/cancel`, {
      method: 'POST',
      headers: asAnna(),
    });
    expect(bad.status).toBe(400);
    expect(cancelled).toHaveLength(1);
  });
});
