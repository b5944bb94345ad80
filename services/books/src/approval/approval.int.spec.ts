import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  BooksEvents,
  BooksRpc,
  ErrorCodes,
  ErrorTexts,
  OrdersEvents,
  OrdersEventStream,
  RefinementEvents,
  RefinementEventStream,
  type IntegrationEnvelope,
} from '@fabelhaft/contracts';
import { connectNats, DEAD_LETTER_STREAM, RemoteError, RpcClient, Subjects } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { BOOKS_SCHEMA, booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { APPROVAL_REFUSALS } from '../domain/approval.decide';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import type { BookProducer, ProducedBookFiles } from '../ports/book-producer.port';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';

/** A fast stand-in for the book engine: 12 interior pages, bound left; fails for the ids in `failing`. */
class FakeProducer implements BookProducer {
  readonly failing = new Set<string>();
  async produce(input: Parameters<BookProducer['produce']>[0]): Promise<ProducedBookFiles> {
    if (this.failing.has(input.plan.bookId)) throw new Error('renderer down');
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
      preflight: { passed: true, binding: 'left', pageCountRule: { rule: 'even', pages: 12, ok: true } },
    };
  }
  async close() {}
}

const rejection = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteError);
  return error as RemoteError;
};

describe('approval for print and the generate action (issue #15)', () => {
  const db = createTestDatabase('approval');
  const subjects = new Subjects(testSubjectPrefix('approval'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-approval-'));
  const producer = new FakeProducer();
  let app: INestApplicationContext;
  let nc: Awaited<ReturnType<typeof connectNats>>;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'approval-test' });
    limits = limitsStandIn(nc, subjects, 20);
    rpc = new RpcClient(nc, subjects, 5000);
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      // A confirmed revision stays applied (in flight) for the refusal below.
      REVISION_WORKER_ENABLED: 'false',
      COVER_RENDER_THREADS: '0',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_MAX_DELIVER: '1',
      PRODUCTION_RETRY_DELAY_MS: '0',
    });
    app = await NestFactory.createApplicationContext(
      await BooksModule.forRoot(config, { bookProducer: producer }),
      { logger: false },
    );
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [
      BOOKS_EVENTS_STREAM,
      OrdersEventStream.name,
      RefinementEventStream.name,
      DEAD_LETTER_STREAM,
    ]) {
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    }
    await nc?.close();
    await (await db).drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const book = (ownerId: string, bookId: string) => rpc.call(BooksRpc.getBook, { ownerId, bookId });
  const approve = (ownerId: string, bookId: string) => rpc.call(BooksRpc.approveBook, { ownerId, bookId });
  const eventCount = async (bookId: string, type: string) => {
    const { rows } = await (
      await db
    ).pool.query(
      `select count(*)::int as n from ${BOOKS_SCHEMA}.events where stream_id = $1 and event_type = $2`,
      [`book-${bookId}`, type],
    );
    return rows[0].n as number;
  };

  async function completedPreview(
    ownerId: string,
    bookId = randomUUID(),
    referenceImages: { s3Key: string; description?: string }[] = [],
  ) {
    const steps = generationSteps(app);
    await rpc.call(BooksRpc.requestPreview, {
      ownerId,
      bookId,
      request: {
        idea: 'Fin the fox and his friend Mia fly a kite',
        mainLanguage: 'en',
        translationLanguage: null,
        ageRange: '5 years',
        style: 'watercolor',
        referenceImages,
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
    await steps.start(bookId);
    await steps.complete({
      bookId,
      preview: { title: 'Fin and Mia', synopsis: 'A kite flies.', format: 'booklet' },
    });
    return bookId;
  }

  /** orders.v1.OrderPaid for the book as a booklet; waits for the production's end (`status`). */
  async function paid(ownerId: string, bookId: string, status: 'completed' | 'failed' = 'completed') {
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
      expect(await book(ownerId, bookId)).toMatchObject({
        status,
        isPreview: false,
        paymentStatus: 'success',
      });
    }, 15_000);
    return orderId;
  }

  async function published(subject: string, bookId: string): Promise<Array<Record<string, unknown>>> {
    const consumer = await jetstream(nc).consumers.get(subjects.stream(BOOKS_EVENTS_STREAM), {
      filter_subjects: subjects.subject(subject),
    });
    const found: Array<Record<string, unknown>> = [];
    const batch = await consumer.fetch({ max_messages: 100, expires: 1000 });
    for await (const m of batch) {
      const data = m.json<{ data: Record<string, unknown> }>().data;
      if (data.bookId === bookId) found.push(data);
    }
    return found;
  }

  async function confirmRevision(ownerId: string, bookId: string, revisionId: string) {
    const envelope: IntegrationEnvelope = {
      id: randomUUID(),
      type: RefinementEvents.revisionConfirmedV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        sessionId: `session-of-${bookId}`,
        bookId,
        ownerId,
        revisionId,
        changes: [{ target: 'book', action: 'change_style', style: 'anime', rationale: 'Anime, please.' }],
        notes: null,
        confirmedAt: new Date().toISOString(),
      },
    };
    await jetstream(nc).publish(
      subjects.subject(RefinementEvents.revisionConfirmedV1.subject),
      JSON.stringify(envelope),
      { msgID: envelope.id },
    );
  }

  it('approves a paid, produced book once, announces it for the printer, and freezes it', async () => {
    const bookId = await completedPreview('anna');
    const orderId = await paid('anna', bookId);
    expect((await book('anna', bookId)).print).toEqual({
      format: 'booklet',
      pageCount: 12,
      preflightPassed: true,
      binding: 'left',
    });

    const first = await approve('anna', bookId);
    expect(first.approvedAt).toEqual(expect.any(String));
    // Approving again answers the same approval and records nothing.
    const second = await approve('anna', bookId);
    expect(second.approvedAt).toBe(first.approvedAt);
    expect(await eventCount(bookId, 'BookApproved')).toBe(1);

    // The read model: detail, list and the story state refinement reads.
    expect((await book('anna', bookId)).approvedAt).toBe(first.approvedAt);
    const { books } = await rpc.call(BooksRpc.listBooks, { ownerId: 'anna' });
    expect(books.find((b) => b.bookId === bookId)?.approvedAt).toBe(first.approvedAt);
    const story = await rpc.call(BooksRpc.getStoryState, { ownerId: 'anna', bookId });
    expect(story.approvedAt).toBe(first.approvedAt);

    await eventually(async () => {
      const messages = await published(BooksEvents.approvedV1.subject, bookId);
      expect(messages).toEqual([
        {
          bookId,
          ownerId: 'anna',
          orderId,
          revision: 0,
          format: 'booklet',
          pageCount: 12,
          binding: 'left',
          printInteriorKey: `owners/anna/books/${bookId}/print-interior.pdf`,
          printCoverKey: `owners/anna/books/${bookId}/print-cover.pdf`,
          approvedAt: first.approvedAt,
        },
      ]);
    }, 10_000);

    // A revision confirmed before the approval and applied after it: refused, so refinement returns the edit.
    await confirmRevision('anna', bookId, 'late-edit');
    await eventually(async () => {
      const failed = await published(BooksEvents.revisionFailedV1.subject, bookId);
      expect(failed).toEqual([
        expect.objectContaining({ revisionId: 'late-edit', reason: ErrorTexts[ErrorCodes.BOOKS_APPROVED] }),
      ]);
    }, 10_000);
    expect(await eventCount(bookId, 'BookRevisionApplied')).toBe(0);
  });

  it('deletes the photos and character references of an approved book, but not a photo another book still waiting uses; the plan stays (issue #23)', async () => {
    const storage = new FileSystemStorage(storageDir);
    const photo = (name: string) => `owners/berta/uploads/${name}`;
    for (const name of ['mia.jpg', 'bruno.jpg', 'shared.jpg']) {
      await storage.put(photo(name), Buffer.from(name), { contentType: 'image/jpeg' });
    }
    const bookId = await completedPreview('berta', randomUUID(), [
      { s3Key: photo('mia.jpg'), description: 'Mia' },
      { s3Key: photo('bruno.jpg') },
      { s3Key: photo('shared.jpg') },
    ]);
    // Another preview made from one of the same photos keeps it until it is approved or deleted.
    await completedPreview('berta', randomUUID(), [{ s3Key: photo('shared.jpg') }]);
    await paid('berta', bookId);
    const plan = `owners/berta/books/${bookId}/plan.json`;
    await storage.put(plan, Buffer.from('{"cast":[]}'), { contentType: 'application/json' });
    // ADR 0035: the references the provider made from the photos (kept by content key) and a cached picture.
    const reference = `owners/berta/books/${bookId}/references/${'ab'.repeat(32)}`;
    const cached = `owners/berta/books/${bookId}/cache/${'cd'.repeat(32)}`;
    await storage.put(reference, Buffer.from('jpeg'), { contentType: 'application/octet-stream' });
    await storage.put(cached, Buffer.from('jpeg'), { contentType: 'application/octet-stream' });
    expect(await storage.get(photo('mia.jpg'))).not.toBeNull();

    await approve('berta', bookId);
    await eventually(async () => {
      expect(await storage.get(photo('mia.jpg'))).toBeNull();
      expect(await storage.get(photo('bruno.jpg'))).toBeNull();
      expect(await storage.get(reference)).toBeNull();
    }, 10_000);
    expect(await storage.get(photo('shared.jpg'))).not.toBeNull();
    expect(await storage.get(plan)).not.toBeNull();
    expect(await storage.get(cached)).not.toBeNull();
  });

  it("refuses a preview, a revision in flight and another customer's book, changing nothing", async () => {
    const preview = await completedPreview('ben');
    const refused = await rejection(approve('ben', preview));
    expect(refused.code).toBe(ErrorCodes.BOOKS_NOT_PAID);
    expect(refused.detail).toBe(APPROVAL_REFUSALS.preview);

    const bookId = await completedPreview('ben');
    await paid('ben', bookId);
    expect((await rejection(approve('carla', bookId))).code).toBe(ErrorCodes.BOOKS_NOT_FOUND);

    await confirmRevision('ben', bookId, 'edit-1');
    await eventually(async () => expect(await eventCount(bookId, 'BookRevisionApplied')).toBe(1), 10_000);
    expect((await rejection(approve('ben', bookId))).code).toBe(ErrorCodes.BOOKS_REVISION_IN_PROGRESS);
    expect(await eventCount(preview, 'BookApproved')).toBe(0);
    expect(await eventCount(bookId, 'BookApproved')).toBe(0);
    expect((await book('ben', bookId)).approvedAt).toBeNull();
  });

  it('restarts a failed production in the paid format only, once; a book not produced is not approved', async () => {
    const bookId = randomUUID();
    producer.failing.add(bookId);
    await completedPreview('dora', bookId);
    await paid('dora', bookId, 'failed');
    expect((await rejection(approve('dora', bookId))).code).toBe(ErrorCodes.BOOKS_NOT_PRODUCED);

    const generate = (format: 'booklet' | 'board') =>
      rpc.call(BooksRpc.generateBook, { ownerId: 'dora', bookId, format });
    expect((await rejection(generate('board'))).code).toBe(ErrorCodes.BOOKS_FORMAT_MISMATCH);
    expect(await eventCount(bookId, 'BookProductionRequested')).toBe(1);
    expect(
      (await rejection(rpc.call(BooksRpc.generateBook, { ownerId: 'eva', bookId, format: 'booklet' }))).code,
    ).toBe(ErrorCodes.BOOKS_NOT_FOUND);

    producer.failing.delete(bookId);
    expect((await generate('booklet')).status).toBe('queued');
    await eventually(async () => expect((await book('dora', bookId)).status).toBe('completed'), 15_000);
    // Produced: the action answers the book as it is, no second production.
    expect((await generate('booklet')).status).toBe('completed');
    expect(await eventCount(bookId, 'BookProductionRequested')).toBe(2);
    expect((await approve('dora', bookId)).approvedAt).toEqual(expect.any(String));
  });
});
