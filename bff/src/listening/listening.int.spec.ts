/* eslint-disable @nx/enforce-module-boundaries -- this test joins the BFF and the real books service on one NATS prefix (issue #28 part 4); no production code crosses the boundary. */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import {
  BooksRpc,
  OrdersEvents,
  OrdersEventStream,
  RefinementEventStream,
  type IntegrationEnvelope,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RATE_LIMIT_BUCKET,
  RpcClient,
  Subjects,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  testNatsUrl,
  testSecret,
  testSubjectPrefix,
  type TestIssuer,
} from '@fabelhaft/testing';
import { booksConfigSchema } from '../../../services/books/src/books.config';
import { BooksModule } from '../../../services/books/src/books.module';
import { BOOKS_EVENTS_STREAM } from '../../../services/books/src/infrastructure/books.relay';
import type { BookProducer, ProducedBookFiles } from '../../../services/books/src/ports/book-producer.port';
import { generationSteps } from '../../../services/books/src/preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../../../services/books/src/preview/test-fixtures/limits-stand-in';
import { bffConfigSchema } from '../bff.config';
import { createBffApp } from '../create-app';

const STOREFRONT = 'https://fabelhaft.example';
const MP3 = Buffer.from('ID3-listen-bytes');

/** A fast stand-in for the book engine: three pages, the second read aloud; keeps the link it was given. */
class FakeProducer implements BookProducer {
  readonly listenUrls = new Map<string, string | undefined>();
  async produce(input: Parameters<BookProducer['produce']>[0]): Promise<ProducedBookFiles> {
    this.listenUrls.set(input.plan.bookId, input.listenUrl);
    return {
      interiorPdf: Buffer.from('%PDF-interior'),
      coverPdf: Buffer.from('%PDF-cover'),
      screenPdf: Buffer.from('%PDF-screen'),
      flipbook: [1, 2, 3].map((n) => ({
        pageNumber: n,
        pageType: n === 1 ? 'cover' : 'other',
        webp: Buffer.from(`page ${n}`),
        altText: `Page ${n}`,
      })),
      narration: [{ pageNumber: 2, language: 'en', mp3: MP3, durationMs: 1200 }],
      preflight: { passed: true, binding: 'left', pageCountRule: { rule: 'even', pages: 12, ok: true } },
    };
  }
  async close() {}
}

/**
 * issue #28 part 4 (ADR 0038): the listening link through the BFF and the real books service — the owner's
 * on/off and "new link", the public listen route (only an enabled, current token of an existing book answers,
 * everything else 404 alike), nothing of another's book.
 */
describe('listening link (BFF + books service)', () => {
  const db = createTestDatabase('listening');
  const subjects = new Subjects(testSubjectPrefix('listening'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-listening-'));
  const producer = new FakeProducer();
  let books: INestApplicationContext;
  let bff: INestApplication;
  let base: string;
  let issuer: TestIssuer;
  let nc: Awaited<ReturnType<typeof connectNats>>;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'listening-test' });
    limits = limitsStandIn(nc, subjects, 20);
    rpc = new RpcClient(nc, subjects, 5000);
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      REVISION_WORKER_ENABLED: 'false',
      COVER_RENDER_THREADS: '0',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_MAX_DELIVER: '1',
      PRODUCTION_RETRY_DELAY_MS: '0',
      STOREFRONT_BASE_URL: `${STOREFRONT}/`,
    });
    books = await NestFactory.createApplicationContext(
      await BooksModule.forRoot(config, { bookProducer: producer }),
      { logger: false },
    );
    await books.init();
    issuer = await createTestIssuer();
    bff = await createBffApp(
      loadConfig(bffConfigSchema, {
        NATS_URL: testNatsUrl(),
        NATS_PREFIX: subjects.prefix,
        COGNITO_ISSUER: issuer.issuer,
        COGNITO_CLIENT_ID: issuer.clientId,
        COGNITO_JWKS_URI: issuer.jwksUri,
        STORAGE_DIR: storageDir,
        ASSET_URL_SECRET: testSecret(),
        RATE_LIMIT_LISTEN_LOOKUPS_PER_MINUTE: '25',
        LOG_LEVEL: 'silent',
      }),
    );
    await bff.listen(0, '127.0.0.1');
    base = (await bff.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await bff?.close();
    await books?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [
      BOOKS_EVENTS_STREAM,
      OrdersEventStream.name,
      RefinementEventStream.name,
      DEAD_LETTER_STREAM,
    ])
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    await (await new Kvm(nc).open(subjects.stream(RATE_LIMIT_BUCKET))).destroy().catch(() => undefined);
    await nc?.close();
    await (await db).drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const http = (method: string, path: string, sub: string | null, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        ...(sub ? { authorization: `Bearer ${issuer.mintIdToken({ sub })}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const link = (sub: string, bookId: string) => http('GET', `/books/${bookId}/listening-link`, sub);
  const toggle = (sub: string, bookId: string, enabled: boolean) =>
    http('PUT', `/books/${bookId}/listening-link`, sub, { enabled });
  const renew = (sub: string, bookId: string, replaces?: string) =>
    http('POST', `/books/${bookId}/listening-link/renew`, sub, replaces ? { replaces } : {});
  const listen = (url: string) => http('GET', `/listen/${url.split('/listen/')[1]}`, null);
  const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

  /** A preview made, paid and produced by the books service (the fake producer). */
  async function producedBook(ownerId: string): Promise<string> {
    const bookId = randomUUID();
    const steps = generationSteps(books);
    await rpc.call(BooksRpc.requestPreview, {
      ownerId,
      bookId,
      request: {
        idea: 'Fin the fox and his friend Mia fly a kite',
        mainLanguage: 'en',
        translationLanguage: null,
        ageRange: '5 years',
        style: 'watercolor',
        referenceImages: [],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
    await steps.start(bookId);
    await steps.complete({
      bookId,
      preview: { title: 'Fin and Mia', synopsis: 'A kite.', format: 'booklet' },
    });
    const orderId = `order-of-${bookId}`;
    const envelope: IntegrationEnvelope = {
      id: randomUUID(),
      type: OrdersEvents.orderPaidV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        orderId,
        ownerId,
        items: [{ itemId: `${orderId}-1`, bookId, format: 'booklet', quantity: 1 }],
        amountTotal: 2900,
        currency: 'EUR',
        shippingAddress: null,
        paidAt: new Date().toISOString(),
      },
    };
    await jetstream(nc).publish(
      subjects.subject(OrdersEvents.orderPaidV1.subject),
      JSON.stringify(envelope),
      {
        msgID: envelope.id,
      },
    );
    await eventually(async () => {
      expect(await rpc.call(BooksRpc.getBook, { ownerId, bookId })).toMatchObject({
        status: 'completed',
        isPreview: false,
        paymentStatus: 'success',
      });
    }, 15_000);
    return bookId;
  }

  let bookId: string;
  let printed: string;

  it('prints a ≥128-bit token link (never the book id) from production; off by default: 404 like any unknown', async () => {
    bookId = await producedBook('parent-1');
    const res = await link('parent-1', bookId);
    expect(res.status).toBe(200);
    const state = await json<{ enabled: boolean; url: string }>(res);
    expect(state.enabled).toBe(false);
    expect(state.url).toMatch(/^https:\/\/fabelhaft\.example\/listen\/[A-Za-z0-9_-]{22,}$/);
    expect(state.url).not.toContain(bookId);
    printed = state.url;
    // The production printed exactly this link.
    expect(producer.listenUrls.get(bookId)).toBe(printed);

    const off = await listen(printed);
    expect(off.status).toBe(404);
    const unknown = await listen(`${STOREFRONT}/listen/${'x'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    const offBody = await json(off);
    expect(offBody).toEqual(await json(unknown));
    expect(offBody).toEqual({ detail: expect.any(String), code: 'BOOKS.LISTEN_NOT_FOUND' });
  });

  it('turns on: the listen route answers title, cover and signed readings only, not indexed', async () => {
    const on = await toggle('parent-1', bookId, true);
    expect(on.status).toBe(200);
    expect(await json(on)).toEqual({ enabled: true, url: printed });
    // Idempotent.
    expect(await json(await toggle('parent-1', bookId, true))).toEqual({ enabled: true, url: printed });

    const res = await listen(printed);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const body = await json<{
      title: string;
      cover_url: string;
      audio_languages: string[];
      pages: Array<{
        page_number: number;
        audio: Array<{ language: string; audio_url: string; duration_ms: number }>;
      }>;
    }>(res);
    expect(Object.keys(body).sort()).toEqual(['audio_languages', 'cover_url', 'pages', 'title']);
    expect(body).toMatchObject({ title: 'Fin and Mia', audio_languages: ['en'] });
    expect(body.pages).toEqual([
      { page_number: 2, audio: [{ language: 'en', audio_url: expect.any(String), duration_ms: 1200 }] },
    ]);
    // The signed reading plays without signing in.
    // (Signed for BFF_PUBLIC_URL; fetched from this test's BFF.)
    const here = (signed: string) => `${base}${new URL(signed).pathname}${new URL(signed).search}`;
    const audio = await fetch(here(body.pages[0]!.audio[0]!.audio_url));
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(MP3);
    expect((await fetch(here(body.cover_url))).status).toBe(200);
  });

  it('lets no one else see or toggle the link', async () => {
    expect((await link('someone-else', bookId)).status).toBe(404);
    expect((await toggle('someone-else', bookId, false)).status).toBe(404);
    expect((await renew('someone-else', bookId)).status).toBe(404);
    expect((await http('GET', `/books/${bookId}/listening-link`, null)).status).toBe(401);
    expect((await listen(printed)).status).toBe(200);
  });

  it('turns off: 404 again; on again: the same printed link works', async () => {
    expect(await json(await toggle('parent-1', bookId, false))).toEqual({ enabled: false, url: printed });
    expect((await listen(printed)).status).toBe(404);
    expect(await json(await toggle('parent-1', bookId, true))).toEqual({ enabled: true, url: printed });
    expect((await listen(printed)).status).toBe(200);
  });

  it('"new link": the old link answers 404, the new one plays; a retry makes no second new link', async () => {
    const oldToken = printed.split('/listen/')[1]!;
    const first = await json<{ enabled: boolean; url: string }>(await renew('parent-1', bookId, oldToken));
    expect(first.enabled).toBe(true);
    expect(first.url).not.toBe(printed);
    expect(await json(await renew('parent-1', bookId, oldToken))).toEqual(first);
    expect((await listen(printed)).status).toBe(404);
    expect((await listen(first.url)).status).toBe(200);
    printed = first.url;
  });

  it('refuses a bad body with 400 { detail, code } and changes nothing', async () => {
    const res = await http('PUT', `/books/${bookId}/listening-link`, 'parent-1', { enabled: 'yes' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    expect(await json(await link('parent-1', bookId))).toEqual({ enabled: true, url: printed });
  });

  it('answers 404 once the account is erased', async () => {
    await rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'parent-1' });
    expect((await listen(printed)).status).toBe(404);
    expect((await link('parent-1', bookId)).status).toBe(404);
  });

  it('counts lookups per client address (429 with Retry-After)', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 30; i += 1) {
      last = await listen(`${STOREFRONT}/listen/${'y'.repeat(24)}`);
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBeTruthy();
    // The storefront's server renders listen pages for many visitors: a private sender's X-Forwarded-For
    // names the visitor, whose own count starts afresh; the header alone never frees the sender itself.
    const visitor = await fetch(`${base}/listen/${'y'.repeat(24)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(visitor.status).toBe(404);
  });
});
