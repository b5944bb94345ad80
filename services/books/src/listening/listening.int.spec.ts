import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  BooksRpc,
  ErrorCodes,
  OrdersEvents,
  OrdersEventStream,
  RefinementEventStream,
  type IntegrationEnvelope,
} from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { connectNats, DEAD_LETTER_STREAM, RpcClient, Subjects } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { booksConfigSchema } from '../books.config';
import { EVENT_STORE } from '@fabelhaft/service-kit/service';
import { BooksModule } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import type { BookProducer, ProducedBookFiles } from '../ports/book-producer.port';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';

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
 * issue #28 part 4 (ADR 0038): the listening link in the books service, over its RPCs — minted for the print
 * files, the owner's on/off and "new link", the listen lookup (only an enabled, current token of an existing
 * book answers; everything else BOOKS.LISTEN_NOT_FOUND alike), nothing of another's book. The BFF's HTTP side
 * (status codes, rate limit, noindex) is bff/src/listening/listening.int.spec.ts, against a stand-in.
 */
describe('listening link (books service)', () => {
  const db = createTestDatabase('listening');
  const subjects = new Subjects(testSubjectPrefix('listening'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-listening-'));
  const producer = new FakeProducer();
  let books: INestApplicationContext;
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
  });

  afterAll(async () => {
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
    await nc?.close();
    await (await db).drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const link = (ownerId: string, bookId: string) => rpc.call(BooksRpc.getListeningLink, { ownerId, bookId });
  const toggle = (ownerId: string, bookId: string, enabled: boolean) =>
    rpc.call(BooksRpc.setListeningLink, { ownerId, bookId, enabled });
  const renew = (ownerId: string, bookId: string, replaces?: string) =>
    rpc.call(BooksRpc.renewListeningLink, { ownerId, bookId, replaces: replaces ?? null });
  const listen = (token: string) => rpc.call(BooksRpc.getListen, { token });
  const NOT_FOUND = { code: 'BOOKS.LISTEN_NOT_FOUND' };

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
  let token: string;

  it('mints a ≥128-bit token (never the book id) for the print files; off by default: not found like any unknown', async () => {
    bookId = await producedBook('parent-1');
    const state = await link('parent-1', bookId);
    expect(state.enabled).toBe(false);
    expect(state.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(state.url).toBe(`${STOREFRONT}/listen/${state.token}`);
    expect(state.url).not.toContain(bookId);
    token = state.token!;
    // The production printed exactly this link.
    expect(producer.listenUrls.get(bookId)).toBe(state.url);
    await expect(listen(token)).rejects.toMatchObject(NOT_FOUND);
    await expect(listen('x'.repeat(24))).rejects.toMatchObject(NOT_FOUND);
  });

  it('turns on (idempotent): the lookup gives the title, the cover and the readings', async () => {
    expect(await toggle('parent-1', bookId, true)).toMatchObject({ enabled: true, token });
    expect(await toggle('parent-1', bookId, true)).toMatchObject({ enabled: true, token });
    const view = await listen(token);
    expect(view).toMatchObject({ ownerId: 'parent-1', title: 'Fin and Mia', coverKey: expect.any(String) });
    expect(view.pages).toEqual([
      { pageNumber: 2, audio: [{ language: 'en', audioKey: expect.any(String), durationMs: 1200 }] },
    ]);
  });

  it('lets no one else see, toggle or renew the link', async () => {
    for (const call of [
      () => link('someone-else', bookId),
      () => toggle('someone-else', bookId, false),
      () => renew('someone-else', bookId),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'BOOKS.NOT_FOUND' });
    expect((await listen(token)).title).toBe('Fin and Mia');
  });

  it('turns off: not found again; on again: the same printed token answers', async () => {
    expect(await toggle('parent-1', bookId, false)).toMatchObject({ enabled: false, token });
    await expect(listen(token)).rejects.toMatchObject(NOT_FOUND);
    expect(await toggle('parent-1', bookId, true)).toMatchObject({ enabled: true, token });
    expect((await listen(token)).title).toBe('Fin and Mia');
  });

  it('"new link": the old token is not found, the new one answers; a retry makes no second new link', async () => {
    const first = await renew('parent-1', bookId, token);
    expect(first.enabled).toBe(true);
    expect(first.token).not.toBe(token);
    expect(await renew('parent-1', bookId, token)).toEqual(first);
    await expect(listen(token)).rejects.toMatchObject(NOT_FOUND);
    expect((await listen(first.token!)).title).toBe('Fin and Mia');
    token = first.token!;
  });

  it('is not found once the book is deleted; an ordered book is not deleted by its owner, so its printed link stays', async () => {
    const other = await producedBook('parent-2');
    const on = await toggle('parent-2', other, true);
    expect((await listen(on.token!)).title).toBe('Fin and Mia');
    // spec §5: the owner deletes previews only; an ordered book (the printed one) stays, and so does its code.
    await expect(
      rpc.call(BooksRpc.deletePreview, { ownerId: 'parent-2', bookId: other }),
    ).rejects.toMatchObject({ code: ErrorCodes.BOOKS_DELETE_NOT_ALLOWED });
    expect((await listen(on.token!)).title).toBe('Fin and Mia');
    // Should the book's history say it is deleted (the log is the truth: a rebuild, a later way to delete), its
    // link answers like an unknown one and the owner sees no link to turn on again.
    await books.get<EventStore>(EVENT_STORE, { strict: false }).appendToStream(
      `book-${other}`,
      [
        {
          event: {
            type: 'BookPreviewDeleted',
            data: { bookId: other, ownerId: 'parent-2', at: new Date().toISOString() },
          },
          eventId: randomUUID(),
          metadata: { correlationId: randomUUID(), causationId: null, userId: null, schemaVersion: 1 },
        },
      ],
      { expectedVersion: 'any' },
    );
    await expect(listen(on.token!)).rejects.toMatchObject(NOT_FOUND);
    for (const call of [
      () => link('parent-2', other),
      () => toggle('parent-2', other, true),
      () => renew('parent-2', other),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'BOOKS.NOT_FOUND' });
    await expect(listen(on.token!)).rejects.toMatchObject(NOT_FOUND);
  });

  it('is not found once the account is erased', async () => {
    await rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'parent-1' });
    await expect(listen(token)).rejects.toMatchObject(NOT_FOUND);
    await expect(link('parent-1', bookId)).rejects.toMatchObject({ code: 'BOOKS.NOT_FOUND' });
  });
});
