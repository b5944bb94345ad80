import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { Kvm } from '@nats-io/kv';
import { BooksRpc, OrdersRpc, type PreviewView } from '@fabelhaft/contracts';
import {
  connectNats,
  RATE_LIMIT_BUCKET,
  RpcServer,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestIssuer, testNatsUrl, testSubjectPrefix, type TestIssuer } from '@fabelhaft/testing';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

/**
 * Issue #12: per customer at most 10 preview requests and 30 upload batches a minute, 5 coupon tries a minute,
 * counted in NATS KV so that two BFF instances count together; 429 with Retry-After and `{ detail, code }`.
 */
describe('BFF rate limits', () => {
  let issuer: TestIssuer;
  let nc: NatsConnection;
  let books: RpcServer;
  let orders: RpcServer;
  const apps: INestApplication[] = [];
  const bases: string[] = [];
  const prefix = testSubjectPrefix('bffrate');
  let previewsMade = 0;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    nc = await connectNats({ url: testNatsUrl(), name: 'bff-test-rate' });
    books = new RpcServer(nc, new Subjects(prefix), 'books');
    books.handle(BooksRpc.requestPreview, async (r) => {
      previewsMade += 1;
      return {
        bookId: r.bookId!,
        ownerId: r.ownerId,
        title: null,
        idea: r.request.idea,
        mainLanguage: 'de',
        translationLanguage: null,
        ageRange: '5 years',
        style: 'watercolor',
        format: null,
        status: 'queued',
        previewStatus: 'queued',
        paymentStatus: 'none',
        isPreview: true,
        preview: null,
        coverKey: null,
        downloadKey: null,
        error: null,
        revision: 0,
        approvedAt: null,
        print: null,
        likeness: null,
        createdAt: '2026-11-23T10:00:00.000Z',
        updatedAt: '2026-11-23T10:00:00.000Z',
        previewLimit: 100,
        previewRemaining: 99,
        previewThreshold: 2,
        previewNeedsSupport: false,
      } satisfies PreviewView;
    });
    orders = new RpcServer(nc, new Subjects(prefix), 'orders');
    orders.handle(OrdersRpc.startCheckout, async (r) => ({
      orderId: `order-${r.bookId}`,
      checkoutUrl: 'http://checkout.local/pay',
      sessionId: 'cs_1',
      paymentStatus: 'pending',
    }));
    await nc.flush();
    // Two BFF instances on the same NATS: the limits are shared.
    for (let i = 0; i < 2; i += 1) {
      const app = await createBffApp(
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
      apps.push(app);
      bases.push((await app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await books?.close();
    await orders?.close();
    await (
      await new Kvm(nc).open(new Subjects(prefix).stream(RATE_LIMIT_BUCKET))
    )
      .destroy()
      .catch(() => undefined);
    await nc?.close();
    await issuer?.close();
  });

  const call = (i: number, method: string, path: string, body: unknown, sub: string) =>
    fetch(`${bases[i % 2]}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${issuer.mintIdToken({ sub })}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const idea = {
    idea: 'A fox who learns to swim',
    main_language: 'de',
    age_range: '5 years',
    style: 'watercolor',
  };
  const limited = {
    detail: 'Too many requests. Please wait a moment and try again.',
    code: 'COMMON.RATE_LIMITED',
  };

  it('answers the 11th preview request of a customer within a minute, over both instances, with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await call(i, 'POST', '/books/preview', idea, 'flood')).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await call(10, 'POST', '/books/preview', idea, 'flood');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual(limited);
    expect(previewsMade).toBe(10); // the refused request reached no service
    expect((await call(11, 'POST', '/books/preview', idea, 'calm')).status).toBe(201);
  });

  it('allows 5 coupon tries a minute; checkouts without a coupon are not counted', async () => {
    const bookId = '11111111-1111-4111-8111-111111111111';
    for (let i = 0; i < 3; i += 1)
      expect((await call(i, 'POST', `/books/${bookId}/checkout`, {}, 'guesser')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call(i, 'POST', `/books/${bookId}/checkout`, { coupon_code: `GUESS${i}` }, 'guesser');
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await res.json()).toEqual(limited);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits upload batches to 30 a minute per customer, before the files are read', async () => {
    const upload = (i: number) =>
      fetch(`${bases[i % 2]}/uploads/characters/batch`, {
        method: 'POST',
        headers: { authorization: `Bearer ${issuer.mintIdToken({ sub: 'uploader' })}` },
        body: new FormData(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(i)).status);
    // An empty batch is a 400, but it counts: the 31st is refused before anything is parsed.
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
