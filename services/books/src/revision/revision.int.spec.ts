import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { StoryPlan } from '@fabelhaft/book-engine';
import {
  BooksEvents,
  BooksRpc,
  ErrorCodes,
  OrdersEvents,
  OrdersEventStream,
  RefinementEvents,
  RefinementEventStream,
  type IntegrationEnvelope,
  type PlannedChangeData,
} from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { BOOKS_SCHEMA, booksConfigSchema } from '../books.config';
import { BooksModule, type BooksModuleOptions } from '../books.module';
import { NATS_CONNECTION } from '@fabelhaft/service-kit/service';
import { REVISION_REFUSALS } from '../domain/revision.decide';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';
import { PlanEchoProducer } from './test-fixtures/plan-echo-producer';
import { StoryReviserStandIn } from './test-fixtures/story-reviser-stand-in';

const ACK_WAIT_MS = 1500;
const repoRoot = join(__dirname, '../../../..');
const IDEA = 'Fin the fox and his friend Mia fly a kite';

describe('revisions of produced books (issue #14)', () => {
  const db = createTestDatabase('revision');
  const subjects = new Subjects(testSubjectPrefix('revision'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-revision-'));
  const echo = new PlanEchoProducer();
  const apps: INestApplicationContext[] = [];
  let nc: Awaited<ReturnType<typeof connectNats>>;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let env: Record<string, string>;

  const start = async (extra: Record<string, string>, options: BooksModuleOptions) => {
    const config = loadConfig(booksConfigSchema, { ...env, ...extra });
    const app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config, options), {
      logger: false,
    });
    await app.init();
    await app.get<NatsConnection>(NATS_CONNECTION).flush();
    apps.push(app);
    return app;
  };
  const stopAll = async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  };

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'revision-test' });
    limits = limitsStandIn(nc, subjects, 10);
    rpc = new RpcClient(nc, subjects, 5000);
    env = {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      COVER_RENDER_THREADS: '0',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_ACK_WAIT_MS: String(ACK_WAIT_MS * 4),
      REVISION_ACK_WAIT_MS: String(ACK_WAIT_MS),
      REVISION_MAX_DELIVER: '2',
      REVISION_RETRY_DELAY_MS: '100',
    };
  });

  afterAll(async () => {
    await stopAll();
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

  /** A completed preview of `ownerId`: requested over NATS, then the generation worker's steps in-process. */
  async function completedPreview(ownerId: string, format: 'board' | 'booklet', id?: string) {
    const steps = generationSteps(apps[apps.length - 1]!);
    const { bookId } = await rpc.call(BooksRpc.requestPreview, {
      ownerId,
      ...(id ? { bookId: id } : {}),
      request: {
        idea: IDEA,
        mainLanguage: 'en',
        translationLanguage: null,
        // A board book is for the youngest (spec §9 formats; the engine plans 10–12 pages for them).
        ageRange: format === 'board' ? '2 years' : '5 years',
        style: 'watercolor',
        referenceImages: [],
        textBackgroundEnabled: true,
        translateCharacterNames: false,
      },
    });
    await steps.start(bookId);
    await steps.complete({ bookId, preview: { title: 'Fin and Mia', synopsis: 'A kite flies.', format } });
    return bookId;
  }

  /** Paid (orders.v1.OrderPaid) and produced: completed, no longer a preview, its payment recorded. */
  async function producedBook(
    ownerId: string,
    format: 'board' | 'booklet',
    opts: { timeoutMs?: number; bookId?: string } = {},
  ) {
    const bookId = await completedPreview(ownerId, format, opts.bookId);
    const orderId = `order-of-${bookId}`;
    const envelope: IntegrationEnvelope = {
      id: randomUUID(),
      type: OrdersEvents.orderPaidV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        orderId,
        ownerId,
        items: [{ itemId: `${orderId}-1`, bookId, format, quantity: 1 }],
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
        status: 'completed',
        isPreview: false,
        paymentStatus: 'success',
      });
    }, opts.timeoutMs ?? 15_000);
    return bookId;
  }

  /** `refinement.v1.RevisionConfirmed` as the refinement service's relay publishes it. */
  async function confirm(
    ownerId: string,
    bookId: string,
    changes: PlannedChangeData[],
    opts: { revisionId: string; eventId?: string; msgId?: string },
  ) {
    const envelope: IntegrationEnvelope = {
      id: opts.eventId ?? randomUUID(),
      type: RefinementEvents.revisionConfirmedV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      data: {
        sessionId: `session-of-${bookId}`,
        bookId,
        ownerId,
        revisionId: opts.revisionId,
        changes,
        notes: 'Keep everything else as it is.',
        confirmedAt: new Date().toISOString(),
      },
    };
    await jetstream(nc).publish(
      subjects.subject(RefinementEvents.revisionConfirmedV1.subject),
      JSON.stringify(envelope),
      { msgID: opts.msgId ?? envelope.id },
    );
  }

  /** The integration events of `bookId` the relay published on one subject. */
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

  const eventCount = async (bookId: string, type: string) => {
    const { rows } = await (
      await db
    ).pool.query(
      `select count(*)::int as n from ${BOOKS_SCHEMA}.events where stream_id = $1 and event_type = $2`,
      [`book-${bookId}`, type],
    );
    return rows[0].n as number;
  };
  const book = (ownerId: string, bookId: string) => rpc.call(BooksRpc.getBook, { ownerId, bookId });
  const stored = (key: string) => readFileSync(join(storageDir, key));

  it('makes a confirmed change once, re-making only the pages it touches (embedded engine, Chromium)', async () => {
    await start({}, {});
    // Any id: the embedded engine plans every board book at 10–12 pages (plan-pages.unit.spec.ts).
    const bookId = await producedBook('anna', 'board', { timeoutMs: 150_000 });
    expect(JSON.parse(stored(`owners/anna/books/${bookId}/preflight.json`).toString())).toMatchObject({
      passed: true,
    });
    const before = await rpc.call(BooksRpc.getViewer, { ownerId: 'anna', bookId });
    const state0 = await rpc.call(BooksRpc.getStoryState, { ownerId: 'anna', bookId });
    expect(state0).toMatchObject({
      bookId,
      ownerId: 'anna',
      revision: 0,
      format: 'board',
      textBackground: true,
      isPreview: false,
      status: 'completed',
      paymentStatus: 'success',
      approvedAt: null,
      revisionInProgress: false,
    });
    const plan0 = state0.plan as unknown as StoryPlan;
    // Mia is Fin's friend: on the cover and every story page, not on the title page's portrait of Fin.
    const mia = plan0.cast.findIndex((c) => c.role === 'companion');
    expect(mia).toBeGreaterThan(0);
    const change: PlannedChangeData = {
      target: 'character',
      action: 'change_look',
      character: mia,
      look: { colors: { clothing: '#1e40af' } },
      rationale: "Mia's clothes become blue.",
    };

    // The same confirmation twice: redelivered, and published again under another message id.
    const eventId = randomUUID();
    await confirm('anna', bookId, [change], { revisionId: 'edit-anna-1', eventId, msgId: eventId });
    await confirm('anna', bookId, [change], {
      revisionId: 'edit-anna-1',
      eventId,
      msgId: `${eventId}-again`,
    });
    const revised = await eventually(async () => {
      const b = await book('anna', bookId);
      expect(b).toMatchObject({ revision: 1, status: 'completed', isPreview: false, error: null });
      return b;
    }, 150_000);
    expect(await eventCount(bookId, 'BookRevisionApplied')).toBe(1);
    expect(await eventCount(bookId, 'BookRevisionStarted')).toBe(1);
    expect(await eventCount(bookId, 'BookRevisionProduced')).toBe(1);
    // issue #23: the production's pictures and the revision's were checked (embedded: by the drawn sheets);
    // the book shows the revision's check: Mia in her new clothes is drawn as her sheet now says.
    expect(await eventCount(bookId, 'BookLikenessChecked')).toBe(2);
    expect(revised.likeness).toMatchObject({
      checker: 'embedded-sheets',
      passed: true,
      problems: [],
      unchecked: [],
    });
    expect(revised.likeness!.characters.find((c) => c.name === plan0.cast[mia]!.name.en)).toMatchObject({
      failing: [],
    });

    const [announced, ...more] = await published(BooksEvents.revisionProducedV1.subject, bookId);
    expect(more).toEqual([]);
    expect(announced).toMatchObject({ revisionId: 'edit-anna-1', revision: 1 });
    expect(await published(BooksEvents.revisionAppliedV1.subject, bookId)).toHaveLength(1);

    // The viewer shows the revision: the pages Mia is on anew, the others the very same objects.
    const after = await rpc.call(BooksRpc.getViewer, { ownerId: 'anna', bookId });
    expect(after.pages.map((p) => p.pageNumber)).toEqual(before.pages.map((p) => p.pageNumber));
    const changed = after.pages
      .filter((p, i) => p.imageKey !== before.pages[i]!.imageKey)
      .map((p) => p.pageNumber);
    expect(announced!.pages).toEqual(changed);
    expect(changed).toContain(1);
    const titlePage = 2;
    expect(changed).not.toContain(titlePage);
    expect(after.pages[titlePage - 1]!.imageKey).toBe(before.pages[titlePage - 1]!.imageKey);
    for (const [i, page] of after.pages.entries()) {
      const old = stored(before.pages[i]!.imageKey);
      if (changed.includes(page.pageNumber)) expect(stored(page.imageKey).equals(old)).toBe(false);
      else expect(stored(page.imageKey).equals(old)).toBe(true);
    }

    // The download and the print files are the revision's; revision 0's stay where they were.
    expect(revised.downloadKey).toMatch(
      new RegExp(`^owners/anna/books/${bookId}/revisions/1/[A-Za-z-]+\\.pdf$`),
    );
    expect(stored(revised.downloadKey!).subarray(0, 5).toString()).toBe('%PDF-');
    const folder = join(storageDir, `owners/anna/books/${bookId}`);
    expect(existsSync(join(folder, 'print-interior.pdf'))).toBe(true);
    expect(existsSync(join(folder, 'revisions/1/print-interior.pdf'))).toBe(true);
    // The preflight is made again for the revision's files.
    expect(JSON.parse(readFileSync(join(folder, 'revisions/1/preflight.json'), 'utf8'))).toMatchObject({
      passed: true,
      problems: [],
    });

    const state1 = await rpc.call(BooksRpc.getStoryState, { ownerId: 'anna', bookId });
    expect(state1).toMatchObject({ revision: 1, revisionInProgress: false });
    expect((state1.plan as unknown as StoryPlan).cast[mia]!.sheet.colors.clothing).toBe('#1e40af');
    await expect(rpc.call(BooksRpc.getStoryState, { ownerId: 'ben', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_FOUND,
    });

    // Support sees the revision with its changes, asked for by the customer.
    const detail = await rpc.call(BooksRpc.adminGetBook, { bookId });
    expect(detail.history.find((h) => h.type === 'BookRevisionApplied')).toMatchObject({
      by: 'anna',
      data: expect.objectContaining({ revision: 1, changes: [change] }),
    });
    expect(detail.revisions).toEqual([
      expect.objectContaining({ revision: 1, status: 'produced', changes: [change], pages: changed }),
    ]);
  }, 330_000);

  it('completes a revision exactly once when its worker is killed mid-way', async () => {
    await stopAll();
    // This run produces books and takes confirmations, but makes no revision; the fixture's worker takes it.
    await start(
      { REVISION_WORKER_ENABLED: 'false' },
      { bookProducer: echo, storyReviser: new StoryReviserStandIn(5) },
    );
    const bookId = await producedBook('dora', 'booklet');
    const change: PlannedChangeData = {
      target: 'page_text',
      action: 'rewrite',
      page: 3,
      body: { en: 'Fin and Mia fly the kite over the sea.' },
      rationale: 'The parent wants the sea.',
    };

    const fixture = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'test-fixtures/revision-crash.fixture.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          FIXTURE_DB_URL: env.DATABASE_URL,
          FIXTURE_NATS_URL: testNatsUrl(),
          FIXTURE_PREFIX: subjects.prefix,
          FIXTURE_STORAGE_DIR: storageDir,
          FIXTURE_ACK_WAIT_MS: String(ACK_WAIT_MS),
          FIXTURE_BOOK_ID: bookId,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    fixture.stdout.on('data', (d) => (output += d));
    fixture.stderr.on('data', (d) => (output += d));
    const exited = new Promise<NodeJS.Signals | null>((r) => fixture.on('exit', (_c, signal) => r(signal)));
    await eventually(() => expect(output).toContain('ready'), 60_000);
    await confirm('dora', bookId, [change], { revisionId: 'edit-dora-1' });
    const signal = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 25_000))]);
    if (signal !== 'SIGKILL') throw new Error(`the fixture did not crash (${String(signal)}):\n${output}`);
    expect(await eventCount(bookId, 'BookRevisionStarted')).toBe(1);
    expect((await book('dora', bookId)).revision).toBe(0);
    expect(await rpc.call(BooksRpc.getStoryState, { ownerId: 'dora', bookId })).toMatchObject({
      revision: 0,
      revisionInProgress: true,
    });
    // Its worker would write files again after an erasure: the account is kept until the revision is made.
    await expect(rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'dora' })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_ERASURE_BLOCKED,
    });

    await start({}, { bookProducer: echo, storyReviser: new StoryReviserStandIn(5) });
    await eventually(async () => expect((await book('dora', bookId)).revision).toBe(1), 20_000);
    expect(await eventCount(bookId, 'BookRevisionStarted')).toBe(1);
    expect(await eventCount(bookId, 'BookRevisionProduced')).toBe(1);
    // One production, one revision.
    expect(echo.calls.get(bookId)).toBe(2);
    const viewer = await rpc.call(BooksRpc.getViewer, { ownerId: 'dora', bookId });
    expect(stored(viewer.pages[3]!.imageKey).toString()).toContain('over the sea');
    expect(await published(BooksEvents.revisionProducedV1.subject, bookId)).toEqual([
      expect.objectContaining({ revision: 1, pages: [4] }),
    ]);
  }, 90_000);

  it('fails a change naming a page the book lacks, and refuses a preview, telling refinement both times', async () => {
    await stopAll();
    await start({}, { bookProducer: echo, storyReviser: new StoryReviserStandIn(5) });
    const bookId = await producedBook('emil', 'booklet');
    const before = await rpc.call(BooksRpc.getViewer, { ownerId: 'emil', bookId });
    await confirm(
      'emil',
      bookId,
      [
        {
          target: 'page_text',
          action: 'rewrite',
          page: 998,
          body: { en: 'The end.' },
          rationale: 'Page 999.',
        },
      ],
      { revisionId: 'edit-emil-1' },
    );
    await eventually(async () => {
      expect(await published(BooksEvents.revisionFailedV1.subject, bookId)).toEqual([
        expect.objectContaining({ revisionId: 'edit-emil-1', reason: 'Page 999 is not in this book.' }),
      ]);
    }, 20_000);
    // Failed at once: a change the book lacks is not tried again.
    expect(await eventCount(bookId, 'BookRevisionFailed')).toBe(1);
    expect(await eventCount(bookId, 'BookRevisionProduced')).toBe(0);
    expect(echo.calls.get(bookId)).toBe(1);
    const after = await book('emil', bookId);
    expect(after).toMatchObject({ revision: 0, status: 'completed', error: null });
    expect((await rpc.call(BooksRpc.getViewer, { ownerId: 'emil', bookId })).pages).toEqual(before.pages);
    expect((await rpc.call(BooksRpc.getStoryState, { ownerId: 'emil', bookId })).revisionInProgress).toBe(
      false,
    );

    // A preview is not refined: the refusal is recorded and published, no revision is applied.
    const preview = await completedPreview('finn', 'booklet');
    expect(await rpc.call(BooksRpc.getStoryState, { ownerId: 'finn', bookId: preview })).toMatchObject({
      isPreview: true,
      revision: 0,
      paymentStatus: 'none',
    });
    const anime: PlannedChangeData = {
      target: 'book',
      action: 'change_style',
      style: 'anime',
      rationale: 'Anime.',
    };
    await confirm('finn', preview, [anime], { revisionId: 'edit-finn-1' });
    await eventually(async () => {
      expect(await published(BooksEvents.revisionFailedV1.subject, preview)).toEqual([
        expect.objectContaining({ revisionId: 'edit-finn-1', reason: REVISION_REFUSALS.preview }),
      ]);
    }, 10_000);
    expect(await eventCount(preview, 'BookRevisionApplied')).toBe(0);
  }, 90_000);
});
