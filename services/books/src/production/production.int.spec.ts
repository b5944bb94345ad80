import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import {
  EmbeddedBookWriter,
  EmbeddedStoryWriter,
  OpenAiBookWriter,
  OpenAiStoryWriter,
  planPages,
  type BookWriter,
  type StoryInput,
  type StoryPlan,
  type StoryWriter,
} from '@fabelhaft/book-engine';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { BOOKS_SCHEMA, booksConfigSchema } from '../books.config';
import { BooksModule, type BooksModuleOptions } from '../books.module';
import { NATS_CONNECTION } from '@fabelhaft/service-kit/service';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';
import type { BookProducer, ProducedBookFiles } from '../ports/book-producer.port';
import type { LikenessReport } from '@fabelhaft/book-engine';
import { serviceDeps } from '@fabelhaft/service-kit/service';
import type { BooksDeps } from '../books.deps';
import { sweepProductions } from './production-sweeper';
import { PRODUCTION_FAILED_REASON } from './production-worker';

const ACK_WAIT_MS = 1500;
const repoRoot = join(__dirname, '../../../..');

/** A fast stand-in for the book engine (its own tests cover the pages and PDFs): counts what it makes. */
class CountingProducer implements BookProducer {
  readonly calls = new Map<string, number>();
  /** issue #23: the likeness report the engine would give a book's pictures. */
  readonly likeness = new Map<string, LikenessReport>();
  failuresLeft = new Map<string, number>();
  /** Another stand-in this one hands the books to (whichever process of the test takes a job). */
  delegate?: BookProducer;
  async produce(input: Parameters<BookProducer['produce']>[0], onStage: (s: 'rendering') => Promise<void>) {
    const id = input.plan.bookId;
    this.calls.set(id, (this.calls.get(id) ?? 0) + 1);
    if (this.delegate)
      return this.delegate.produce(input, (stage) =>
        stage === 'rendering' ? onStage(stage) : Promise.resolve(),
      );
    const failures = this.failuresLeft.get(id) ?? 0;
    if (failures > 0) {
      this.failuresLeft.set(id, failures - 1);
      throw new Error('the renderer crashed');
    }
    await onStage('rendering');
    const files: ProducedBookFiles = {
      interiorPdf: Buffer.from('%PDF-interior'),
      coverPdf: Buffer.from('%PDF-cover'),
      screenPdf: Buffer.from('%PDF-screen'),
      flipbook: [0, 1, 2].map((n) => ({
        pageNumber: n,
        pageType: n === 0 ? ('cover' as const) : ('other' as const),
        webp: Buffer.from(`page-${n}`),
        altText: `Page ${n} of ${input.format}`,
      })),
      preflight: { passed: true, pages: 3 },
      ...(this.likeness.has(id) ? { likeness: this.likeness.get(id)! } : {}),
      // issue #28: the cover and page 1 read aloud in both languages.
      narration: [0, 1].flatMap((n) =>
        (['de', 'en'] as const).map((language) => ({
          pageNumber: n,
          language,
          mp3: Buffer.from(`mp3 ${language} ${n}`),
          durationMs: 1000 + n,
        })),
      ),
    };
    return files;
  }
  async close() {}
}

/** The embedded book writer, counting the books it writes (issue #21: once per book, whatever is redelivered). */
class CountingBookWriter implements BookWriter {
  readonly calls = new Map<string, number>();
  target: BookWriter = new EmbeddedBookWriter();
  async writeBook(plan: StoryPlan, format: 'booklet' | 'board') {
    this.calls.set(plan.bookId, (this.calls.get(plan.bookId) ?? 0) + 1);
    return this.target.writeBook(plan, format);
  }
}

/** The story writer of the test's processes: embedded unless a test points it at a model. */
class SwitchableStoryWriter implements StoryWriter {
  target: StoryWriter = new EmbeddedStoryWriter();
  planStory(input: StoryInput) {
    return this.target.planStory(input);
  }
}

/**
 * The engine's page plan without pictures or PDFs: the flipbook's alt texts are the pages' as `planPages` lays
 * them out (what the viewer shows); the first `failures` calls fail like a crashed renderer.
 */
class PagePlanProducer implements BookProducer {
  calls = 0;
  constructor(private failures = 0) {}
  async produce(input: Parameters<BookProducer['produce']>[0], onStage: (s: 'rendering') => Promise<void>) {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('the renderer crashed');
    }
    await onStage('rendering');
    const pagePlan = planPages(input);
    return {
      interiorPdf: Buffer.from('%PDF-interior'),
      coverPdf: Buffer.from('%PDF-cover'),
      screenPdf: Buffer.from('%PDF-screen'),
      flipbook: [
        {
          pageNumber: 0,
          pageType: 'cover' as const,
          webp: Buffer.from('cover'),
          altText: pagePlan.cover.front.altText,
        },
        ...pagePlan.pages.map((p) => ({
          pageNumber: p.number,
          pageType: 'other' as const,
          webp: Buffer.from(`page-${p.number}`),
          altText: p.altText,
        })),
      ],
      preflight: { passed: true },
    };
  }
  async close() {}
}

/**
 * An OpenAI-compatible chat completions endpoint answering the book engine's recorded fixtures by the schema
 * asked for: the pangolin plan (`story_plan`) and its written pages (`book_pages`, or an invalid answer).
 */
async function modelStandIn(bookPages: 'chat-book-pages.json' | 'chat-book-pages-invalid.json') {
  const fixtures = join(__dirname, '../../../../libs/book-engine/src/openai/fixtures');
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const name = (JSON.parse(raw) as { response_format: { json_schema: { name: string } } }).response_format
        .json_schema.name;
      asked.push(name);
      const file = name === 'story_plan' ? 'chat-story-plan-pangolin.json' : bookPages;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(readFileSync(join(fixtures, file)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const target = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey: 'sk-test',
    timeoutMs: 5000,
    model: 'gpt-4o-2024-08-06',
  };
  return {
    asked,
    storyWriter: new OpenAiStoryWriter(target),
    bookWriter: new OpenAiBookWriter(target),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('production of paid books (issue #6)', () => {
  const db = createTestDatabase('production');
  const subjects = new Subjects(testSubjectPrefix('production'));
  const storageDir = mkdtempSync(join(tmpdir(), 'fabelhaft-production-'));
  const producer = new CountingProducer();
  const bookWriter = new CountingBookWriter();
  const storyWriter = new SwitchableStoryWriter();
  const apps: INestApplicationContext[] = [];
  let nc: Awaited<ReturnType<typeof connectNats>>;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let env: Record<string, string>;

  const start = async (extra: Record<string, string> = {}, options: BooksModuleOptions = {}) => {
    const config = loadConfig(booksConfigSchema, { ...env, ...extra });
    const app = await NestFactory.createApplicationContext(
      await BooksModule.forRoot(config, { bookProducer: producer, bookWriter, storyWriter, ...options }),
      { logger: false },
    );
    await app.init();
    // Its RPC subscriptions reach the server before the test's first request.
    await app.get<NatsConnection>(NATS_CONNECTION).flush();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    nc = await connectNats({ url: testNatsUrl(), name: 'production-test' });
    limits = limitsStandIn(nc, subjects, 10);
    rpc = new RpcClient(nc, subjects, 5000);
    env = {
      DATABASE_URL: (await db).url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_ACK_WAIT_MS: String(ACK_WAIT_MS),
      PRODUCTION_MAX_DELIVER: '2',
      PRODUCTION_RETRY_DELAY_MS: '100',
    };
  });

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await limits?.server.close();
    const jsm = await jetstreamManager(nc);
    for (const s of [BOOKS_EVENTS_STREAM, OrdersEventStream.name, DEAD_LETTER_STREAM]) {
      await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
    }
    await nc?.close();
    await (await db).drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** A completed preview of `ownerId`: requested over NATS, then the generation worker's steps in-process. */
  async function completedPreview(ownerId: string, format: 'board' | 'booklet' = 'booklet') {
    const steps = generationSteps(apps[apps.length - 1]!);
    const { bookId } = await rpc.call(BooksRpc.requestPreview, {
      ownerId,
      request: {
        idea: 'Mia and the lost colours',
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
      preview: { title: 'Mia and the Lost Colours', synopsis: 'Colours vanish.', chapters: [], format },
    });
    return bookId;
  }

  /** `orders.v1.OrderPaid` as the orders service's relay publishes it. */
  async function publishOrderPaid(
    ownerId: string,
    bookId: string,
    opts: { eventId?: string; msgId?: string } = {},
  ) {
    const orderId = `order-of-${bookId}`;
    const envelope: IntegrationEnvelope = {
      id: opts.eventId ?? randomUUID(),
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
        msgID: opts.msgId ?? envelope.id,
      },
    );
  }

  /**
   * Runs the crash fixture (a books process whose production worker is SIGKILLed right after StartProduction of
   * `bookId`), pays once its worker listens, so it is the one that takes the job, and waits for the crash.
   */
  async function crashWorkerOn(
    bookId: string,
    pay: () => Promise<void>,
    extraEnv: Record<string, string> = {},
  ) {
    const fixture = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'test-fixtures/production-crash.fixture.ts')],
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
          ...extraEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    fixture.stdout.on('data', (d) => (output += d));
    fixture.stderr.on('data', (d) => (output += d));
    const exited = new Promise<NodeJS.Signals | null>((r) => fixture.on('exit', (_c, signal) => r(signal)));
    await eventually(() => expect(output).toContain('ready'), 60_000);
    await pay();
    const signal = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 25_000))]);
    if (signal !== 'SIGKILL') throw new Error(`the fixture did not crash (${String(signal)}):\n${output}`);
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
  const storedPlan = (ownerId: string, bookId: string): StoryPlan =>
    JSON.parse(
      readFileSync(join(storageDir, `owners/${ownerId}/books/${bookId}/plan.json`), 'utf8'),
    ) as StoryPlan;

  it('produces a paid book exactly once, also when the payment event arrives twice', async () => {
    await start();
    const bookId = await completedPreview('anna');
    await expect(rpc.call(BooksRpc.getViewer, { ownerId: 'anna', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_READY,
    });
    // The same event twice (a relay that published again), and a second event of it (another message id).
    const eventId = randomUUID();
    await publishOrderPaid('anna', bookId, { eventId, msgId: eventId });
    await publishOrderPaid('anna', bookId, { eventId, msgId: `${eventId}-again` });

    const produced = await eventually(async () => {
      const b = await book('anna', bookId);
      expect(b).toMatchObject({
        status: 'completed',
        isPreview: false,
        previewStatus: 'completed',
        error: null,
      });
      return b;
    }, 15_000);
    expect(produced.downloadKey).toBe(`owners/anna/books/${bookId}/Mia-and-the-Lost-Colours.pdf`);
    expect(existsSync(join(storageDir, produced.downloadKey!))).toBe(true);
    for (const name of ['print-interior.pdf', 'print-cover.pdf', 'preflight.json', 'plan.json']) {
      expect(existsSync(join(storageDir, `owners/anna/books/${bookId}/${name}`))).toBe(true);
    }
    // issue #21: the book was written once, and its pages are stored with the plan.
    const stored = storedPlan('anna', bookId);
    expect(stored.manuscript).toMatchObject({ format: 'booklet', writer: 'embedded' });

    const viewer = await rpc.call(BooksRpc.getViewer, { ownerId: 'anna', bookId });
    // Flipbook pages are stored by their content (issue #14: a page no revision touches stays the same object).
    for (const page of viewer.pages) {
      expect(page.imageKey).toMatch(new RegExp(`^owners/anna/books/${bookId}/pages/[0-9a-f]{16}\\.webp$`));
      expect(existsSync(join(storageDir, page.imageKey))).toBe(true);
    }
    expect(viewer).toMatchObject({ bookId, title: 'Mia and the Lost Colours', totalSpreads: 2 });
    expect(viewer.pages.map((p) => [p.pageType, p.pageNumber])).toEqual([
      ['cover', 0],
      ['other', 1],
      ['other', 2],
    ]);
    // issue #28: the pages read aloud, per language, stored with the book by their content.
    expect(viewer.pages.map((p) => p.audio.map((a) => [a.language, a.durationMs]))).toEqual([
      [
        ['de', 1000],
        ['en', 1000],
      ],
      [
        ['de', 1001],
        ['en', 1001],
      ],
      [],
    ]);
    for (const audio of viewer.pages.flatMap((p) => p.audio)) {
      expect(audio.audioKey).toMatch(new RegExp(`^owners/anna/books/${bookId}/audio/[0-9a-f]{16}\\.mp3$`));
      expect(existsSync(join(storageDir, audio.audioKey))).toBe(true);
    }
    await expect(rpc.call(BooksRpc.getViewer, { ownerId: 'ben', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_NOT_FOUND,
    });
    // A late third delivery changes nothing either.
    await publishOrderPaid('anna', bookId);
    await new Promise((r) => setTimeout(r, 500));
    expect(producer.calls.get(bookId)).toBe(1);
    expect(bookWriter.calls.get(bookId)).toBe(1);
    expect(await eventCount(bookId, 'BookProductionRequested')).toBe(1);
    expect(await eventCount(bookId, 'BookProduced')).toBe(1);
    // A paid book is no longer a deletable preview.
    await expect(rpc.call(BooksRpc.deletePreview, { ownerId: 'anna', bookId })).rejects.toMatchObject({
      code: ErrorCodes.BOOKS_DELETE_NOT_ALLOWED,
    });
  });

  it("records the pictures' likeness check with the book once, also when the job runs again (issue #23)", async () => {
    for (const app of apps.splice(0)) await app.close();
    let failOnce = true;
    await start(
      {},
      {
        productionHooks: {
          beforeComplete: () => {
            if (!failOnce) return;
            failOnce = false;
            throw new Error('the worker died before completing');
          },
        },
      },
    );
    const bookId = await completedPreview('lena');
    producer.likeness.set(bookId, {
      checker: 'embedded-sheets',
      passed: false,
      pages: [
        {
          page: 7,
          pictureId: 'p10',
          passed: false,
          remade: true,
          characters: [
            {
              characterId: 'c2',
              name: 'Bruno',
              onPage: true,
              matches: false,
              differences: [{ part: 'accessory', note: 'the collar is missing' }],
            },
          ],
        },
        {
          page: 9,
          pictureId: 'p12',
          passed: true,
          remade: false,
          characters: [{ characterId: 'c2', name: 'Bruno', onPage: true, matches: true, differences: [] }],
        },
      ],
      characters: [{ characterId: 'c2', name: 'Bruno', pages: [7, 9], failing: [7] }],
      remade: [7],
      unchecked: [],
    });
    await publishOrderPaid('lena', bookId);
    const produced = await eventually(async () => {
      const b = await book('lena', bookId);
      expect(b).toMatchObject({ status: 'completed', isPreview: false });
      return b;
    }, 20_000);
    expect(producer.calls.get(bookId)).toBe(2);
    expect(await eventCount(bookId, 'BookLikenessChecked')).toBe(1);
    expect(produced.likeness).toEqual({
      checker: 'embedded-sheets',
      checkedAt: expect.any(String),
      passed: false,
      pagesChecked: 2,
      characters: [{ characterId: 'c2', name: 'Bruno', pages: 2, failing: [7] }],
      problems: [
        {
          page: 7,
          characterId: 'c2',
          name: 'Bruno',
          onPage: true,
          differences: [{ part: 'accessory', note: 'the collar is missing' }],
        },
      ],
      remade: [7],
      unchecked: [],
    });
  });

  it('retries a failing production, fails it with a reason, and produces it on the support retry', async () => {
    const bookId = await completedPreview('cara');
    producer.failuresLeft.set(bookId, 2);
    await publishOrderPaid('cara', bookId);
    await eventually(async () => {
      expect(await book('cara', bookId)).toMatchObject({
        status: 'failed',
        isPreview: false,
        error: PRODUCTION_FAILED_REASON,
      });
    }, 15_000);
    expect(producer.calls.get(bookId)).toBe(2);

    await rpc.call(BooksRpc.retryProduction, { bookId });
    await eventually(async () => {
      expect(await book('cara', bookId)).toMatchObject({ status: 'completed', error: null });
    }, 15_000);
    expect(producer.calls.get(bookId)).toBe(3);
    // Written once (issue #21): the redelivery and the support retry take the stored pages.
    expect(bookWriter.calls.get(bookId)).toBe(1);
    expect(await eventCount(bookId, 'BookProduced')).toBe(1);
  });

  /** Points the test's processes at the model stand-in and the page-plan producer for one test. */
  async function withModel(
    bookPages: 'chat-book-pages.json' | 'chat-book-pages-invalid.json',
    pages: PagePlanProducer,
    run: (model: Awaited<ReturnType<typeof modelStandIn>>) => Promise<void>,
  ) {
    const model = await modelStandIn(bookPages);
    storyWriter.target = model.storyWriter;
    bookWriter.target = model.bookWriter;
    producer.delegate = pages;
    try {
      if (apps.length === 0) await start();
      await run(model);
    } finally {
      storyWriter.target = new EmbeddedStoryWriter();
      bookWriter.target = new EmbeddedBookWriter();
      delete producer.delegate;
      await model.close();
    }
  }

  it('writes a model book once after payment and shows its pages in the viewer: the pangolin stays a pangolin (issue #21)', async () => {
    // The first rendering fails: the redelivered job takes the written book from storage.
    const pages = new PagePlanProducer(1);
    await withModel('chat-book-pages.json', pages, async (model) => {
      const bookId = await completedPreview('priya');
      await publishOrderPaid('priya', bookId);
      await eventually(async () => {
        expect(await book('priya', bookId)).toMatchObject({
          status: 'completed',
          isPreview: false,
          error: null,
        });
      }, 20_000);
      expect(pages.calls).toBe(2);
      expect(model.asked).toEqual(['story_plan', 'book_pages']);
      expect(bookWriter.calls.get(bookId)).toBe(1);

      const stored = storedPlan('priya', bookId);
      expect(stored.cast[0]?.kind).toEqual({ en: 'pangolin' });
      expect(stored.setting.name).toEqual({ en: 'the jungle library' });
      expect(stored.manuscript).toMatchObject({ format: 'booklet', writer: 'openai' });
      expect(stored.manuscript?.pages).toHaveLength(9);

      const viewer = await rpc.call(BooksRpc.getViewer, { ownerId: 'priya', bookId });
      const alt = viewer.pages.map((p) => p.altText).join('\n');
      expect(alt).toContain('Every night, Priya the pangolin climbs the tallest tree.');
      expect(alt).toContain('Ollie brings a big blue book with golden stars on it.');
      expect(alt).toContain('Priya, a shy little pangolin who loves the night sky');
      expect(alt).toContain('in the jungle library');
      expect(alt).not.toMatch(/gentle bear|in the garden/);
    });
  }, 60_000);

  it('fails the production cleanly when the model cannot write the book, without retrying the job', async () => {
    const pages = new PagePlanProducer();
    await withModel('chat-book-pages-invalid.json', pages, async (model) => {
      const bookId = await completedPreview('ravi');
      await publishOrderPaid('ravi', bookId);
      await eventually(async () => {
        expect(await book('ravi', bookId)).toMatchObject({
          status: 'failed',
          isPreview: false,
          previewStatus: 'completed',
          error: PRODUCTION_FAILED_REASON,
        });
      }, 20_000);
      // One plan, one book call and its two retries: an unusable answer is not a reason to run the job again.
      expect(model.asked).toEqual(['story_plan', 'book_pages', 'book_pages', 'book_pages']);
      expect(pages.calls).toBe(0);
      expect(storedPlan('ravi', bookId).manuscript).toBeUndefined();
      expect(await eventCount(bookId, 'BookProductionStarted')).toBe(1);
    });
  }, 60_000);

  it('leaves a book whose worker died mid-way to another run, which produces it once', async () => {
    for (const app of apps.splice(0)) await app.close();
    // This run takes the payments but produces nothing; the fixture's worker takes the job and dies.
    await start({ PRODUCTION_WORKER_ENABLED: 'false' });
    const bookId = await completedPreview('dora');
    await crashWorkerOn(bookId, () => publishOrderPaid('dora', bookId));
    // Until NATS notices the killed fixture, a request may still be routed to its queue subscription and go
    // unanswered: ask again, as a client would.
    await eventually(async () => {
      expect(await book('dora', bookId)).toMatchObject({ status: 'orchestrating', isPreview: false });
    }, 15_000);

    await start();
    await eventually(async () => {
      expect(await book('dora', bookId)).toMatchObject({ status: 'completed' });
    }, 20_000);
    expect(producer.calls.get(bookId)).toBe(1);
    expect(await eventCount(bookId, 'BookProductionStarted')).toBe(1);
    expect(await eventCount(bookId, 'BookProduced')).toBe(1);
  }, 60_000);

  it('runs a production again whose worker was killed on its last delivery, once the sweeper finds it stuck', async () => {
    for (const app of apps.splice(0)) await app.close();
    // Only the sweeper runs here: the job's one delivery went to the worker that died.
    const sweeping = await start({ PRODUCTION_WORKER_ENABLED: 'false' });
    const bookId = await completedPreview('emil');
    await crashWorkerOn(bookId, () => publishOrderPaid('emil', bookId), { FIXTURE_MAX_DELIVER: '1' });
    await eventually(async () => {
      expect(await book('emil', bookId)).toMatchObject({ status: 'orchestrating', isPreview: false });
    }, 15_000);

    const deps = serviceDeps<BooksDeps>(sweeping);
    expect(await sweepProductions(deps)).toEqual({ retried: [], failed: [] });
    const pastDeadline = new Date(Date.now() + 61 * 60_000);
    expect(await sweepProductions(deps, pastDeadline)).toEqual({ retried: [bookId], failed: [] });
    expect(await book('emil', bookId)).toMatchObject({ status: 'queued', error: null });

    for (const app of apps.splice(0)) await app.close();
    await start();
    await eventually(async () => {
      expect(await book('emil', bookId)).toMatchObject({ status: 'completed', error: null });
    }, 20_000);
    expect(producer.calls.get(bookId)).toBe(1);
    expect(await eventCount(bookId, 'BookProductionRequested')).toBe(2);
    expect(await eventCount(bookId, 'BookProduced')).toBe(1);
    expect(await eventCount(bookId, 'BookProductionFailed')).toBe(0);
  }, 60_000);

  it('lets support retry a stuck production, and fails one stuck past its last sweep attempt with a reason', async () => {
    for (const app of apps.splice(0)) await app.close();
    // No worker: the paid book stays queued.
    const sweeping = await start({ PRODUCTION_WORKER_ENABLED: 'false', PRODUCTION_SWEEP_MAX_ATTEMPTS: '2' });
    const bookId = await completedPreview('finn');
    await publishOrderPaid('finn', bookId);
    await eventually(
      async () => expect(await book('finn', bookId)).toMatchObject({ status: 'queued' }),
      10_000,
    );

    // Support retries from the stuck state: a new attempt, queued again.
    await rpc.call(BooksRpc.retryProduction, { bookId });
    expect(await eventCount(bookId, 'BookProductionRequested')).toBe(2);
    const pastDeadline = new Date(Date.now() + 61 * 60_000);
    expect(await sweepProductions(serviceDeps(sweeping), pastDeadline)).toEqual({
      retried: [],
      failed: [bookId],
    });
    expect(await book('finn', bookId)).toMatchObject({ status: 'failed', error: PRODUCTION_FAILED_REASON });

    for (const app of apps.splice(0)) await app.close();
    await start();
    await rpc.call(BooksRpc.retryProduction, { bookId });
    await eventually(async () => {
      expect(await book('finn', bookId)).toMatchObject({ status: 'completed', error: null });
    }, 20_000);
    expect(await eventCount(bookId, 'BookProduced')).toBe(1);
  }, 60_000);
});
