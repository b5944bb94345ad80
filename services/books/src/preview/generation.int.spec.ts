import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { EmbeddedStoryWriter, HAIR_COLORS, type StoryPlan, type StoryWriter } from '@fabelhaft/book-engine';
import {
  blondePortrait,
  darkHairPortrait,
  withGlasses,
} from '@fabelhaft/book-engine/src/photos/analysis/test-fixtures';
import { BooksRpc, type PreviewRequest } from '@fabelhaft/contracts';
import { connectNats, DEAD_LETTER_STREAM, RpcClient, Subjects } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage } from '@fabelhaft/storage';
import { createTestDatabase, eventually, testNatsUrl, testSubjectPrefix } from '@fabelhaft/testing';
import { BOOKS_SCHEMA, booksConfigSchema } from '../books.config';
import { BooksModule, type BooksModuleOptions } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { GENERATION_FAILED_REASON, GENERATION_WORKER_DURABLE } from './generation-worker';
import { limitsStandIn } from './test-fixtures/limits-stand-in';

// Workers under a busy CI (Chromium suites run beside these) may take a while.
jest.setTimeout(60_000);

const ACK_WAIT_MS = 1500;
const MAX_DELIVER = 3;
const repoRoot = join(__dirname, '../../../..');

const request = (idea: string): PreviewRequest => ({
  idea,
  mainLanguage: 'en',
  translationLanguage: 'de',
  ageRange: '3-6 years',
  style: 'watercolor',
  referenceImages: [],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
});

/** One books service stack on its own database and subject prefix, with a limits stand-in. */
async function stack(label: string) {
  const db = await createTestDatabase(label);
  const subjects = new Subjects(testSubjectPrefix(label));
  const nc = await connectNats({ url: testNatsUrl(), name: `${label}-test` });
  const limits = limitsStandIn(nc, subjects, 5);
  const storageDir = mkdtempSync(join(tmpdir(), `fabelhaft-${label}-`));
  const rpc = new RpcClient(nc, subjects, 5000);
  const apps: INestApplicationContext[] = [];
  const env = {
    DATABASE_URL: db.url,
    NATS_URL: testNatsUrl(),
    NATS_PREFIX: subjects.prefix,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'silent',
    GENERATION_ACK_WAIT_MS: String(ACK_WAIT_MS),
    GENERATION_MAX_DELIVER: String(MAX_DELIVER),
    GENERATION_RETRY_DELAY_MS: '100',
  };
  return {
    db,
    subjects,
    nc,
    limits,
    storageDir,
    rpc,
    env,
    async start(extra: Record<string, string> = {}, options: BooksModuleOptions = {}) {
      const config = loadConfig(booksConfigSchema, { ...env, ...extra });
      const app = await NestFactory.createApplicationContext(await BooksModule.forRoot(config, options), {
        logger: false,
      });
      await app.init();
      apps.push(app);
      return app;
    },
    eventCount: async (bookId: string, type: string) => {
      const { rows } = await db.pool.query(
        `select count(*)::int as n from ${BOOKS_SCHEMA}.events where stream_id = $1 and event_type = $2`,
        [`book-${bookId}`, type],
      );
      return rows[0].n as number;
    },
    async close() {
      for (const app of apps.reverse()) await app.close();
      await limits.server.close();
      const jsm = await jetstreamManager(nc);
      for (const s of [BOOKS_EVENTS_STREAM, DEAD_LETTER_STREAM]) {
        await jsm.streams.delete(subjects.stream(s)).catch(() => undefined);
      }
      await nc.close();
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

describe('generation worker', () => {
  let s: Awaited<ReturnType<typeof stack>>;
  let storage: FileSystemStorage;
  const planCalls = new Map<string, number>();

  beforeAll(async () => {
    s = await stack('generation');
    const embedded = new EmbeddedStoryWriter();
    const storyWriter: StoryWriter = {
      async planStory(input) {
        planCalls.set(input.bookId, (planCalls.get(input.bookId) ?? 0) + 1);
        if (input.idea.includes('always fails')) throw new Error('the storyteller is down');
        return embedded.planStory(input);
      },
    };
    await s.start({}, { storyWriter });
    storage = new FileSystemStorage(s.storageDir);
  });

  afterAll(async () => {
    await s?.close();
  });

  it('generates a requested preview: progress, story, cover in storage, completed', async () => {
    const queued = await s.rpc.call(BooksRpc.requestPreview, {
      ownerId: 'alice',
      request: request('A little fox who is afraid of the water learns to swim'),
    });
    expect(queued.status).toBe('queued');

    const book = await eventually(async () => {
      const b = await s.rpc.call(BooksRpc.getBook, { ownerId: 'alice', bookId: queued.bookId });
      expect(b.previewStatus).toBe('completed');
      return b;
      // Generous: the first job warms the worker up, and CI runs Chromium suites beside this one.
    }, 40_000);
    const coverKey = `owners/alice/covers/${queued.bookId}.webp`;
    expect(book).toMatchObject({ status: 'completed', coverKey, error: null });
    expect(book.title).toEqual(expect.any(String));
    expect(book.preview).toMatchObject({
      language: 'en',
      title: book.title,
      synopsis: expect.any(String),
      format: 'booklet',
      translation: { language: 'de' },
    });
    const chapters = book.preview!.chapters as { title: string; summary: string }[];
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters[0]).toEqual({ title: expect.any(String), summary: expect.any(String) });
    expect(existsSync(join(s.storageDir, coverKey))).toBe(true);

    expect(await s.eventCount(queued.bookId, 'BookPreviewStarted')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewCompleted')).toBe(1);
    expect(s.limits.calls.filter((c) => c.op === 'release')).toEqual([]);
  });

  it('draws each photographed child as the embedded analysis reads their photo, into the plan production uses (issue #23)', async () => {
    const upload = async (name: string, body: Buffer) => {
      const key = `owners/alice/uploads/${name}`;
      await storage.put(key, body, { contentType: 'image/jpeg' });
      return key;
    };
    const blonde = await upload('mia.jpg', await blondePortrait());
    const glasses = await upload('lea.jpg', await withGlasses(await darkHairPortrait()));
    const nobody = await upload('nobody.jpg', await darkHairPortrait());
    const queued = await s.rpc.call(BooksRpc.requestPreview, {
      ownerId: 'alice',
      request: {
        ...request('Mia and her sister Lea find a lost kite in the forest'),
        referenceImages: [
          { s3Key: blonde, description: 'Mia, 5' },
          { s3Key: glasses, characterId: 'c2' },
          { s3Key: nobody, description: 'Mia', characterId: null },
        ],
      },
    });
    await eventually(async () => {
      const b = await s.rpc.call(BooksRpc.getBook, { ownerId: 'alice', bookId: queued.bookId });
      expect(b.previewStatus).toBe('completed');
    }, 90_000);
    const plan = JSON.parse(
      (await storage.get(`owners/alice/books/${queued.bookId}/plan.json`))!.body.toString('utf8'),
    ) as StoryPlan;
    const [mia, lea] = plan.cast.map((c) => c.sheet);
    expect(mia!.colors.hair).not.toBe(lea!.colors.hair);
    expect(HAIR_COLORS).toContain(mia!.colors.hair);
    expect(HAIR_COLORS).toContain(lea!.colors.hair);
    expect(lea!.features).toContain('glasses');
    expect(mia!.features).not.toContain('glasses');
  }, 120_000);

  it('retries a failing job with backoff, then fails the preview and gives the reservation back once', async () => {
    const queued = await s.rpc.call(BooksRpc.requestPreview, {
      ownerId: 'bob',
      request: request('A story whose storyteller always fails'),
    });
    expect(s.limits.stateOf('bob', queued.bookId)).toBe('reserved');

    const book = await eventually(async () => {
      const b = await s.rpc.call(BooksRpc.getBook, { ownerId: 'bob', bookId: queued.bookId });
      expect(b.previewStatus).toBe('failed');
      return b;
    }, 15_000);
    expect(book).toMatchObject({ status: 'failed', error: GENERATION_FAILED_REASON, preview: null });
    await eventually(async () =>
      expect(await s.eventCount(queued.bookId, 'BookPreviewReservationReleased')).toBe(1),
    );
    // No delivery after the last allowed one.
    await new Promise((r) => setTimeout(r, 500));
    expect(planCalls.get(queued.bookId)).toBe(MAX_DELIVER);
    expect(s.limits.calls.filter((c) => c.op === 'release' && c.bookId === queued.bookId)).toHaveLength(1);
    expect(s.limits.stateOf('bob', queued.bookId)).toBe('released');
    expect(await s.eventCount(queued.bookId, 'BookPreviewStarted')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewFailed')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewCompleted')).toBe(0);
  });
});

/** Runs the crash fixture in a real child process (TypeScript through swc-node), so it can die the hard way. */
function runCrashFixture(env: Record<string, string>) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['-r', '@swc-node/register', join(__dirname, 'test-fixtures/generation-crash.fixture.ts')],
        { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve({ code, signal, output }));
    },
  );
}

describe('generation worker killed mid-job', () => {
  let s: Awaited<ReturnType<typeof stack>>;

  beforeAll(async () => {
    s = await stack('gencrash');
    // Serves requests and enqueues jobs, but generates nothing: the job is left for the fixture.
    await s.start({ GENERATION_WORKER_ENABLED: 'false' });
  });

  afterAll(async () => {
    await s?.close();
  });

  it('leaves a job that another run finishes exactly once', async () => {
    const queued = await s.rpc.call(BooksRpc.requestPreview, {
      ownerId: 'carol',
      request: request('A brave little dragon looks for the lost star'),
    });

    const crashed = await runCrashFixture({
      FIXTURE_DB_URL: s.db.url,
      FIXTURE_NATS_URL: testNatsUrl(),
      FIXTURE_PREFIX: s.subjects.prefix,
      FIXTURE_STORAGE_DIR: s.storageDir,
      FIXTURE_ACK_WAIT_MS: String(ACK_WAIT_MS),
      FIXTURE_BOOK_ID: queued.bookId,
    });
    if (crashed.signal !== 'SIGKILL') {
      throw new Error(`the fixture did not crash (code ${crashed.code}):\n${crashed.output}`);
    }
    expect(await s.eventCount(queued.bookId, 'BookPreviewStarted')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewCompleted')).toBe(0);
    // Until NATS notices the killed fixture, a request may still be routed to its queue subscription.
    await eventually(async () => {
      const midway = await s.rpc.call(BooksRpc.getBook, { ownerId: 'carol', bookId: queued.bookId });
      expect(midway).toMatchObject({ previewStatus: 'generating', status: 'running' });
    }, 15_000);

    // Another run picks the unacknowledged job up once its ack wait has passed. A child process's start (about
    // 20 s of TypeScript on two busy cores), then a cold worker's first plan and cover: measured 40–55 s in all
    // under a load of 20+, so the test's budget is 90 s.
    await s.start();
    const book = await eventually(async () => {
      const b = await s.rpc.call(BooksRpc.getBook, { ownerId: 'carol', bookId: queued.bookId });
      expect(b.previewStatus).toBe('completed');
      return b;
    }, 45_000);
    expect(book.coverKey).toBe(`owners/carol/covers/${queued.bookId}.webp`);
    expect(existsSync(join(s.storageDir, book.coverKey!))).toBe(true);

    const jsm = await jetstreamManager(s.nc);
    await eventually(async () => {
      // The job is acknowledged: nothing pending or in flight on the worker's durable consumer.
      const info = await jsm.consumers.info(
        s.subjects.stream(BOOKS_EVENTS_STREAM),
        GENERATION_WORKER_DURABLE,
      );
      expect({ pending: info.num_pending, inFlight: info.num_ack_pending }).toEqual({
        pending: 0,
        inFlight: 0,
      });
    });
    expect(await s.eventCount(queued.bookId, 'BookPreviewStarted')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewCompleted')).toBe(1);
    expect(await s.eventCount(queued.bookId, 'BookPreviewFailed')).toBe(0);
  }, 90_000);
});
