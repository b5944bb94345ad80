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
  DeadLettersRpc,
  ErrorCodes,
  OrdersEvents,
  OrdersEventStream,
  type IntegrationEnvelope,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { NATS_CONNECTION } from '@fabelhaft/service-kit/service';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import type { BookProducer, ProducedBookFiles } from '../ports/book-producer.port';
import { coverKey, planKey } from '../production/book-files';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';

/** Fails a book's production as often as told, then makes small stand-in files. */
class FlakyProducer implements BookProducer {
  readonly failuresLeft = new Map<string, number>();
  async produce(input: Parameters<BookProducer['produce']>[0], onStage: (s: 'rendering') => Promise<void>) {
    const left = this.failuresLeft.get(input.plan.bookId) ?? 0;
    if (left > 0) {
      this.failuresLeft.set(input.plan.bookId, left - 1);
      throw new Error('the renderer crashed');
    }
    await onStage('rendering');
    const files: ProducedBookFiles = {
      interiorPdf: Buffer.from('%PDF-interior'),
      coverPdf: Buffer.from('%PDF-cover'),
      screenPdf: Buffer.from('%PDF-screen'),
      flipbook: [0, 1].map((n) => ({
        pageNumber: n,
        pageType: n === 0 ? ('cover' as const) : ('other' as const),
        webp: Buffer.from(`page-${n}`),
        altText: `Page ${n}`,
      })),
      preflight: { passed: true, pages: 2 },
    };
    return files;
  }
  async close() {}
}

/**
 * Support's view of books (issue #13) against the real service: the list's filters, sort and paging from the
 * read model, a book's files and its history from the event store with who did what, the retry recorded with
 * the support user, and the service's dead letters served by the kit.
 */
describe('support on books (issue #13)', () => {
  const db = createTestDatabase('booksupport');
  const subjects = new Subjects(testSubjectPrefix('booksupport'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-booksupport-'));
  const producer = new FlakyProducer();
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  const agent = { userId: 'agent-7' };
  const deadLetters = DeadLettersRpc('books');

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'booksupport-test' });
    limits = limitsStandIn(nc, subjects, 10);
    rpc = new RpcClient(nc, subjects, 5000);
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      UPLOAD_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_ACK_WAIT_MS: '1500',
      PRODUCTION_MAX_DELIVER: '2',
      PRODUCTION_RETRY_DELAY_MS: '100',
    });
    app = await NestFactory.createApplicationContext(
      await BooksModule.forRoot(config, { bookProducer: producer }),
      { logger: false },
    );
    await app.init();
    await app.get<NatsConnection>(NATS_CONNECTION).flush();
  });

  afterAll(async () => {
    await app?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [BOOKS_EVENTS_STREAM, OrdersEventStream.name, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    }
    await nc?.close();
    await (await db).drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function completedPreview(ownerId: string, title: string, idea: string) {
    const steps = generationSteps(app);
    const { bookId } = await rpc.call(
      BooksRpc.requestPreview,
      {
        ownerId,
        request: {
          idea,
          mainLanguage: 'en',
          translationLanguage: null,
          ageRange: '5 years',
          style: 'watercolor',
          referenceImages: [],
          textBackgroundEnabled: true,
          translateCharacterNames: false,
        },
      },
      { userId: ownerId },
    );
    await steps.start(bookId);
    const cover = coverKey(ownerId, bookId);
    await new FileSystemStorage(storageDir).put(cover, Buffer.from('RIFF'), { contentType: 'image/webp' });
    await steps.complete({
      bookId,
      preview: { title, synopsis: 'A story.', chapters: [], format: 'booklet' },
      coverKey: cover,
    });
    return bookId;
  }

  async function pay(ownerId: string, bookId: string) {
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
  }

  let mia: string;
  let owl: string;
  let dragon: string;

  it('lists any owner’s books with the console’s filters, sort and paging, and the total', async () => {
    mia = await completedPreview('cara', 'Mia and the Lost Colours', 'Mia finds the colours');
    owl = await completedPreview('cara', 'The Owl Who Could Not Sleep', 'An owl cannot sleep');
    dragon = await completedPreview('dora', "Dora's Dragon", 'A dragon learns to fly');
    producer.failuresLeft.set(mia, 2);
    await pay('cara', mia);
    await eventually(async () => {
      const { book } = await rpc.call(BooksRpc.adminGetBook, { bookId: mia });
      expect(book).toMatchObject({ status: 'failed', isPreview: false });
    }, 15_000);

    const list = (r: Parameters<typeof rpc.call<typeof BooksRpc.adminListBooks.request, never>>[1]) =>
      rpc.call(BooksRpc.adminListBooks, r);
    const cara = await list({ filter: { ownerId: 'cara' } });
    expect(cara.total).toBe(2);
    // Newest first by default.
    expect(cara.books.map((b) => b.bookId)).toEqual([owl, mia]);
    expect((await list({ filter: { isPreview: false } })).books.map((b) => b.bookId)).toEqual([mia]);
    expect((await list({ filter: { status: 'failed', ownerId: 'cara' } })).total).toBe(1);
    expect((await list({ filter: { q: 'dragon' } })).books.map((b) => b.bookId)).toEqual([dragon]);
    expect((await list({ filter: { q: owl } })).books.map((b) => b.title)).toEqual([
      'The Owl Who Could Not Sleep',
    ]);
    // `%` is a letter here, not a wildcard.
    expect((await list({ filter: { q: '%' } })).total).toBe(0);
    expect((await list({ filter: { ids: [dragon, mia] } })).total).toBe(2);
    const page = await list({ filter: {}, sort: { field: 'title', order: 'ASC' }, offset: 1, limit: 1 });
    expect(page.total).toBe(3);
    expect(page.books.map((b) => b.title)).toEqual(['Mia and the Lost Colours']);
  });

  it("shows a book's files and its history with who did what, the support retry recorded with the support user", async () => {
    const before = await rpc.call(BooksRpc.adminGetBook, { bookId: mia });
    // The two policies on the payment run side by side: their events may come in either order.
    expect(before.history.map((h) => h.type).sort()).toEqual(
      [
        'BookPreviewRequested',
        'BookPreviewStarted',
        'BookPreviewCompleted',
        'BookPaymentStatusChanged',
        'BookProductionRequested',
        'BookProductionStarted',
        // issue #28: the listening link is minted before the print files are made (ADR 0038).
        'BookListeningLinkMinted',
        'BookProductionFailed',
      ].sort(),
    );
    // The link's token is a credential: support sees that there is one, never the token.
    expect(before.history.find((h) => h.type === 'BookListeningLinkMinted')?.data).toMatchObject({
      token: '[redacted]',
    });
    expect(before.history[0]).toMatchObject({
      type: 'BookPreviewRequested',
      by: 'cara',
      data: expect.objectContaining({ bookId: mia, idea: 'Mia finds the colours' }),
    });
    expect(before.history.at(-1)).toMatchObject({ type: 'BookProductionFailed', by: null });
    // The production planned the story again (no stored plan) and kept that plan for the book's revisions.
    expect(before.files).toEqual([
      { kind: 'cover', key: coverKey('cara', mia) },
      { kind: 'plan', key: planKey('cara', mia) },
    ]);

    await rpc.call(BooksRpc.retryProduction, { bookId: mia }, agent);
    await eventually(async () => {
      const { book } = await rpc.call(BooksRpc.adminGetBook, { bookId: mia });
      expect(book.status).toBe('completed');
    }, 15_000);
    const after = await rpc.call(BooksRpc.adminGetBook, { bookId: mia });
    const requested = after.history.filter((h) => h.type === 'BookProductionRequested');
    expect(requested).toHaveLength(2);
    expect(requested[1]!.by).toBe('agent-7');
    expect(after.history.at(-1)).toMatchObject({ type: 'BookProduced' });
    const kinds = after.files.map((f) => f.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['cover', 'download', 'print-interior', 'print-cover', 'preflight']),
    );
    expect(after.files.some((f) => f.key.includes('/pages/'))).toBe(false);
    expect(after.files.find((f) => f.kind === 'download')!.key).toBe(after.book.downloadKey);
  });

  it('answers BOOKS.NOT_FOUND for a book that does not exist', async () => {
    await expect(rpc.call(BooksRpc.adminGetBook, { bookId: randomUUID() })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_FOUND,
    });
  });

  it("serves its own dead letters: the failed production's job, retryable, and discarded on request", async () => {
    const listed = await eventually(async () => {
      const r = await rpc.call(deadLetters.list, { consumer: 'books-production-worker' });
      expect(r.total).toBeGreaterThan(0);
      return r;
    }, 5000);
    const letter = listed.deadLetters[0]!;
    expect(letter).toMatchObject({
      service: 'books',
      consumer: 'books-production-worker',
      subject: subjects.subject('evt.books.book.production-requested'),
      error: expect.stringContaining('the renderer crashed'),
      retryable: true,
    });
    expect(JSON.stringify(letter.data)).toContain(mia);
    expect(await rpc.call(deadLetters.get, { sequence: letter.sequence })).toEqual(letter);
    await rpc.call(deadLetters.discard, { sequence: letter.sequence }, agent);
    await expect(rpc.call(deadLetters.get, { sequence: letter.sequence })).rejects.toMatchObject({
      code: ErrorCodes.DEAD_LETTERS_NOT_FOUND,
    });
  });
});
