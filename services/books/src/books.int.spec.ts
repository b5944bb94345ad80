import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { BooksRpc, ErrorCodes, type PreviewRequest } from '@fabelhaft/contracts';
import { rebuildProjections, type EventStore } from '@fabelhaft/eventsourcing';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RemoteError,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { BOOKS_SCHEMA, booksConfigSchema } from './books.config';
import { BooksModule } from './books.module';
import { BOOKS_EVENTS_STREAM } from './infrastructure/books.relay';
import { booksDatabase, booksProjections } from './infrastructure/database';
import { EVENT_STORE, serviceDeps } from '@fabelhaft/service-kit/service';
import type { BooksDeps } from './books.deps';
import { PREVIEW_TIMED_OUT_REASON, sweepPreviews } from './preview/preview-sweeper';
import { generationSteps } from './preview/test-fixtures/generation-steps';
import { limitsStandIn } from './preview/test-fixtures/limits-stand-in';

const request: PreviewRequest = {
  idea: '  A little fox who is afraid of the water learns to swim  ',
  mainLanguage: 'en',
  translationLanguage: 'de',
  ageRange: '3-6 years',
  style: 'digital art',
  referenceImages: [],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
};
/** issue #12: a request may name only the owner's own uploads. */
const requestOf = (ownerId: string): PreviewRequest => ({
  ...request,
  referenceImages: [{ s3Key: `owners/${ownerId}/uploads/ref-1.png`, description: 'Alice, 5' }],
});
const preview = { title: 'Fin Learns to Swim', synopsis: 'A fox and a lake.', chapters: [{ title: 'One' }] };

describe('books service over NATS', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  let limits: ReturnType<typeof limitsStandIn>;
  let steps: ReturnType<typeof generationSteps>;

  beforeAll(async () => {
    db = await createTestDatabase('books');
    subjects = new Subjects(testSubjectPrefix('books'));
    nc = await connectNats({ url: testNatsUrl(), name: 'books-test' });
    limits = limitsStandIn(nc, subjects, 5);
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      // These tests drive the worker's steps by hand (generationSteps); the worker has its own spec (preview/).
      GENERATION_WORKER_ENABLED: 'false',
      // Swept by hand below, with a clock of the test's choosing.
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      // The retitle below is a revision applied to a preview: no worker is to pick it up while the read model is
      // compared with its rebuild.
      REVISION_WORKER_ENABLED: 'false',
    });
    app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config), { logger: false });
    await app.init();
    steps = generationSteps(app);
    rpc = new RpcClient(nc, subjects, 5000);
  });

  afterAll(async () => {
    await app?.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const stream of [BOOKS_EVENTS_STREAM, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(stream)).catch(() => undefined);
    }
    await nc?.close();
    await db?.drop();
  });

  const requestPreview = (ownerId: string, bookId?: string) =>
    rpc.call(BooksRpc.requestPreview, { ownerId, bookId, request: requestOf(ownerId) });
  const eventCount = async (bookId: string, type?: string) => {
    const { rows } = await db.pool.query(
      `select count(*)::int as n from ${BOOKS_SCHEMA}.events where stream_id = $1 and ($2::text is null or event_type = $2)`,
      [`book-${bookId}`, type ?? null],
    );
    return rows[0].n as number;
  };

  it('queues a requested preview, reserving it at limits first, and announces it for the generation job', async () => {
    const created = await requestPreview('alice');
    expect(created).toMatchObject({
      ownerId: 'alice',
      idea: 'A little fox who is afraid of the water learns to swim',
      status: 'queued',
      previewStatus: 'queued',
      isPreview: true,
      paymentStatus: 'none',
      preview: null,
      coverKey: null,
      previewLimit: 5,
      previewRemaining: 4,
      previewThreshold: 2,
      previewNeedsSupport: false,
    });
    expect(created.bookId).toMatch(/^[0-9a-f-]{36}$/);
    expect(limits.calls).toContainEqual({ op: 'reserve', ownerId: 'alice', bookId: created.bookId });

    const { rows } = await db.pool.query(`select * from ${BOOKS_SCHEMA}.books where book_id = $1`, [
      created.bookId,
    ]);
    expect(rows[0]).toMatchObject({
      owner_id: 'alice',
      status: 'queued',
      preview_status: 'queued',
      payment_status: 'none',
      is_preview: true,
      style: 'digital art',
      age_range: '3-6 years',
      translation_language: 'de',
      deleted: false,
    });
    const { previewLimit, previewRemaining, previewThreshold, previewNeedsSupport, ...book } = created;
    expect(await rpc.call(BooksRpc.getBook, { ownerId: 'alice', bookId: created.bookId })).toEqual(book);
    expect({ previewLimit, previewRemaining, previewThreshold, previewNeedsSupport }).toEqual({
      previewLimit: 5,
      previewRemaining: 4,
      previewThreshold: 2,
      previewNeedsSupport: false,
    });

    const stream = subjects.stream(BOOKS_EVENTS_STREAM);
    await eventually(async () => {
      const info = await (await jetstreamManager(nc)).streams.info(stream);
      expect(info.state.messages).toBeGreaterThanOrEqual(1);
    }, 5000);
    const msg = await (await jetstream(nc).consumers.get(stream)).next({ expires: 2000 });
    expect(msg?.subject).toBe(subjects.subject('evt.books.book.preview-requested'));
    expect(msg?.json()).toMatchObject({
      type: 'books.v1.PreviewRequested',
      data: {
        bookId: created.bookId,
        ownerId: 'alice',
        mainLanguage: 'en',
        translationLanguage: 'de',
        ageRange: '3-6 years',
        style: 'digital art',
        referenceImages: [{ s3Key: 'owners/alice/uploads/ref-1.png', description: 'Alice, 5' }],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
  });

  it('treats a retried request with the same client id as the same book, reserved once', async () => {
    const bookId = '0b6f6a8e-3f0e-4a7e-9a57-1e2f7f2d9a01';
    const first = await requestPreview('retrier', bookId);
    const again = await requestPreview('retrier', bookId);
    expect(again).toEqual(first);
    expect(again.previewRemaining).toBe(4);
    expect(await eventCount(bookId)).toBe(1);
    await expect(requestPreview('intruder', bookId)).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_ALREADY_EXISTS,
    });
    expect(limits.calls.filter((c) => c.ownerId === 'intruder')).toEqual([]);
  });

  it('makes one book on one reservation of concurrent requests with the same id, all answered alike', async () => {
    const bookId = '5d0f3c1e-8a7b-5c2d-9e4f-6a1b2c3d4e5f';
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestPreview('concurrent', bookId)));
    expect(new Set(answers.map((a) => a.bookId))).toEqual(new Set([bookId]));
    expect(answers.every((a) => a.previewRemaining === 4)).toBe(true);
    expect(await eventCount(bookId)).toBe(1);
    expect(limits.view('concurrent').previewRemaining).toBe(4);
    expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'concurrent' })).books).toHaveLength(1);
  });

  it('refuses another request under an id already used, reserving and writing nothing', async () => {
    const bookId = '7a2e4c6b-1d3f-5e8a-8b0c-2d4f6a8c0e1b';
    await requestPreview('reuser', bookId);
    const calls = limits.calls.length;
    await expect(
      rpc.call(BooksRpc.requestPreview, {
        ownerId: 'reuser',
        bookId,
        request: { ...requestOf('reuser'), idea: 'A bear who learns to fly' },
      }),
    ).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_IDEMPOTENCY_KEY_REUSED,
      detail: 'This Idempotency-Key was already used for a different preview request',
    });
    expect(limits.calls.length).toBe(calls);
    expect(await eventCount(bookId)).toBe(1);
  });

  it('lets one of two concurrent requests take the last preview; the other gets the limits refusal unchanged', async () => {
    limits.setLimit('racer', 1);
    const results = await Promise.allSettled([requestPreview('racer'), requestPreview('racer')]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RemoteError);
    expect(refused[0]).toMatchObject({
      code: ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED,
      detail: 'Preview limit reached',
    });
    const { books } = await rpc.call(BooksRpc.listBooks, { ownerId: 'racer' });
    expect(books).toHaveLength(1);
    const { rows } = await db.pool.query(
      `select count(*)::int as n from ${BOOKS_SCHEMA}.events where event_type = 'BookPreviewRequested' and data->>'ownerId' = 'racer'`,
    );
    expect(rows[0].n).toBe(1);
    expect(limits.view('racer')).toMatchObject({ previewRemaining: 0, previewLimit: 1 });
  });

  it('follows the generation job: running while generating, then completed with the preview and cover', async () => {
    const { bookId } = await requestPreview('bob');
    const running = await steps.start(bookId);
    expect(running).toMatchObject({ status: 'running', previewStatus: 'generating' });
    expect(await steps.start(bookId)).toEqual(running);

    const done = await steps.complete({ bookId, preview, coverKey: 'bob/cover.png' });
    await steps.complete({ bookId, preview, coverKey: 'bob/cover.png' });
    expect(await eventCount(bookId)).toBe(3);
    expect(done).toMatchObject({
      status: 'completed',
      title: 'Fin Learns to Swim',
      coverKey: 'bob/cover.png',
    });
    expect(await rpc.call(BooksRpc.getBook, { ownerId: 'bob', bookId })).toMatchObject({
      status: 'completed',
      previewStatus: 'completed',
      preview,
      coverKey: 'bob/cover.png',
      title: 'Fin Learns to Swim',
      error: null,
    });
    await expect(steps.fail({ bookId, reason: 'late' })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_INVALID_TRANSITION,
    });
  });

  it('gives the preview back when generation fails, exactly once however often the failure is repeated', async () => {
    const { bookId } = await requestPreview('carol');
    await steps.start(bookId);
    expect(limits.view('carol').previewRemaining).toBe(4);

    const failed = await steps.fail({ bookId, reason: 'illustrator unavailable' });
    expect(failed).toMatchObject({
      status: 'failed',
      previewStatus: 'failed',
      error: 'illustrator unavailable',
    });
    await steps.fail({ bookId, reason: 'illustrator unavailable' });
    await Promise.all([1, 2].map(() => steps.fail({ bookId, reason: 'again' })));

    expect(limits.calls.filter((c) => c.op === 'release' && c.bookId === bookId)).toHaveLength(1);
    expect(limits.view('carol').previewRemaining).toBe(5);
    expect(await eventCount(bookId, 'BookPreviewFailed')).toBe(1);
    expect(await eventCount(bookId, 'BookPreviewReservationReleased')).toBe(1);
    expect((await rpc.call(BooksRpc.getBook, { ownerId: 'carol', bookId })).error).toBe(
      'illustrator unavailable',
    );
    await expect(steps.complete({ bookId, preview })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_INVALID_TRANSITION,
    });
  });

  it('fails a preview whose job was lost and gives its reservation back, also when limits was down at first', async () => {
    const deps = serviceDeps<BooksDeps>(app);
    const { bookId: lost } = await requestPreview('erin');
    const { bookId: started } = await requestPreview('erin');
    await steps.start(started);
    expect(limits.view('erin').previewRemaining).toBe(3);
    // Not yet stuck: nothing happens.
    expect(await sweepPreviews(deps)).toEqual({ timedOut: [], released: [] });

    limits.setReleasesDown(true);
    const later = new Date(Date.now() + 16 * 60_000);
    const first = await sweepPreviews(deps, later);
    expect(first.timedOut).toEqual([]); // failed, but the release could not be made
    for (const bookId of [lost, started]) {
      expect(await rpc.call(BooksRpc.getBook, { ownerId: 'erin', bookId })).toMatchObject({
        status: 'failed',
        error: PREVIEW_TIMED_OUT_REASON,
      });
    }
    expect(limits.view('erin').previewRemaining).toBe(3);

    limits.setReleasesDown(false);
    const second = await sweepPreviews(deps, later);
    // (Books other tests left queued are swept too.)
    expect(second.released).toEqual(expect.arrayContaining([lost, started]));
    expect(limits.view('erin').previewRemaining).toBe(5);
    expect(await sweepPreviews(deps, later)).toEqual({ timedOut: [], released: [] });
    for (const bookId of [lost, started]) {
      expect(await eventCount(bookId, 'BookPreviewFailed')).toBe(1);
      expect(await eventCount(bookId, 'BookPreviewReservationReleased')).toBe(1);
    }
  });

  it('deletes a preview only when completed or failed, and only for its owner', async () => {
    const { bookId } = await requestPreview('dave');
    await expect(rpc.call(BooksRpc.deletePreview, { ownerId: 'dave', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_DELETE_NOT_ALLOWED,
    });
    await steps.start(bookId);
    await expect(rpc.call(BooksRpc.deletePreview, { ownerId: 'dave', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_DELETE_NOT_ALLOWED,
    });
    await steps.complete({ bookId, preview });
    await expect(rpc.call(BooksRpc.deletePreview, { ownerId: 'eve', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_FOUND,
    });

    expect(await rpc.call(BooksRpc.deletePreview, { ownerId: 'dave', bookId })).toEqual({
      bookId,
      deleted: true,
    });
    expect(await rpc.call(BooksRpc.deletePreview, { ownerId: 'dave', bookId })).toEqual({
      bookId,
      deleted: true,
    });
    await expect(rpc.call(BooksRpc.getBook, { ownerId: 'dave', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_FOUND,
    });
    expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'dave' })).books).toEqual([]);
  });

  it("answers another customer's get, list and delete as if the book did not exist", async () => {
    const { bookId } = await requestPreview('frank');
    await steps.fail({ bookId, reason: 'x' });
    for (const call of [
      rpc.call(BooksRpc.getBook, { ownerId: 'mallory', bookId }),
      rpc.call(BooksRpc.deletePreview, { ownerId: 'mallory', bookId }),
      rpc.call(BooksRpc.getBook, { ownerId: 'frank', bookId: 'no-such-book' }),
    ]) {
      await expect(call).rejects.toMatchObject({
        code: ErrorCodes.BOOKS_NOT_FOUND,
        detail: 'Book not found',
      });
    }
    expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'mallory' })).books).toEqual([]);
    expect((await rpc.call(BooksRpc.getBook, { ownerId: 'frank', bookId })).status).toBe('failed');
  });

  it('lists the owner’s books newest first', async () => {
    const a = await requestPreview('grace');
    const b = await requestPreview('grace');
    const { books } = await rpc.call(BooksRpc.listBooks, { ownerId: 'grace' });
    expect(books.map((x) => x.bookId)).toEqual([b.bookId, a.bookId]);
    expect(books.every((x) => x.ownerId === 'grace')).toBe(true);
  });

  it("refuses a reference image under another customer's folder: nothing reserved, no book", async () => {
    const before = limits.calls.length;
    const bookId = '0c7d3b8e-1f2a-4b5c-8d9e-0a1b2c3d4e5f';
    await expect(
      rpc.call(BooksRpc.requestPreview, { ownerId: 'ivan', bookId, request: requestOf('alice') }),
    ).rejects.toMatchObject({ code: ErrorCodes.BOOKS_REFERENCE_IMAGE_NOT_OWNED });
    expect(limits.calls.length).toBe(before);
    expect(await eventCount(bookId)).toBe(0);
    expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'ivan' })).books).toEqual([]);
  });

  it('answers bad input with a validation error and reserves nothing', async () => {
    const before = limits.calls.length;
    await expect(
      rpc.call(BooksRpc.requestPreview, { ownerId: 'heidi', request: { ...request, idea: 'ab' } }),
    ).rejects.toMatchObject({ code: ErrorCodes.VALIDATION });
    await expect(
      rpc.call(BooksRpc.requestPreview, { ownerId: 'heidi', request: { ...request, ageRange: '18 years' } }),
    ).rejects.toMatchObject({ code: ErrorCodes.VALIDATION });
    expect(limits.calls.length).toBe(before);
  });

  it('shows a retitled book under its new title in its main language (issue #21)', async () => {
    // Two books, one in English with German beside it and one the other way round, get the same retitle.
    const title = { de: 'Fin schwimmt über den See', en: 'Fin Swims Across the Lake' };
    const retitled = async (ownerId: string, mainLanguage: 'en' | 'de') => {
      const { bookId } = await rpc.call(BooksRpc.requestPreview, {
        ownerId,
        request: {
          ...requestOf(ownerId),
          mainLanguage,
          translationLanguage: mainLanguage === 'en' ? 'de' : 'en',
        },
      });
      await steps.start(bookId);
      await steps.complete({ bookId, preview });
      const at = new Date().toISOString();
      await app.get<EventStore>(EVENT_STORE, { strict: false }).appendToStream(
        `book-${bookId}`,
        [
          {
            event: {
              type: 'BookRevisionApplied',
              data: {
                bookId,
                ownerId,
                at,
                revisionId: randomUUID(),
                revision: 1,
                baseRevision: 0,
                sessionId: randomUUID(),
                changes: [
                  {
                    target: 'book',
                    action: 'retitle',
                    rationale: 'an older wish',
                    title: { de: 'Alt', en: 'Old' },
                  },
                  { target: 'page-2', action: 'rewrite', rationale: 'shorter' },
                  { target: 'book', action: 'retitle', rationale: 'the parent asked', title },
                ],
                notes: null,
              },
            },
            eventId: randomUUID(),
            metadata: { correlationId: randomUUID(), causationId: null, userId: null, schemaVersion: 1 },
          },
        ],
        { expectedVersion: 'any' },
      );
      return bookId;
    };
    const english = await retitled('rita', 'en');
    const german = await retitled('rudi', 'de');

    const titleOf = async (bookId: string) =>
      (await db.pool.query(`select title from ${BOOKS_SCHEMA}.books where book_id = $1`, [bookId])).rows[0]
        ?.title as string | undefined;
    await eventually(async () => {
      expect(await titleOf(english)).toBe(title.en);
      expect(await titleOf(german)).toBe(title.de);
    }, 10_000);
    expect((await rpc.call(BooksRpc.getBook, { ownerId: 'rita', bookId: english })).title).toBe(title.en);
    expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'rudi' })).books.map((b) => b.title)).toEqual([
      title.de,
    ]);
  });

  it('rebuilds the read model from the log to the same rows', async () => {
    const before = await db.pool.query(`select * from ${BOOKS_SCHEMA}.books order by book_id`);
    await db.pool.query(`update ${BOOKS_SCHEMA}.books set status = 'bogus', deleted = true, preview = null`);
    await rebuildProjections(db.pool, BOOKS_SCHEMA, booksProjections, { codec: booksDatabase.codec });
    const after = await db.pool.query(`select * from ${BOOKS_SCHEMA}.books order by book_id`);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.length).toBeGreaterThan(5);
  });
});
