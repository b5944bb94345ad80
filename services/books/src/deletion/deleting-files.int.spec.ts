import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstreamManager } from '@nats-io/jetstream';
import { BooksRpc, ErrorCodes, type PreviewRequest } from '@fabelhaft/contracts';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  RpcClient,
  Subjects,
  type NatsConnection,
} from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { FileSystemStorage, type ObjectStorage } from '@fabelhaft/storage';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKS_SCHEMA, booksConfigSchema } from '../books.config';
import { BooksModule } from '../books.module';
import { BOOKS_EVENTS_STREAM } from '../infrastructure/books.relay';
import { generationSteps } from '../preview/test-fixtures/generation-steps';
import { limitsStandIn } from '../preview/test-fixtures/limits-stand-in';
import { serviceDeps } from '@fabelhaft/service-kit/service';
import { sweepUnreferencedUploads } from './unreferenced-uploads-sweeper';

const preview = { title: 'Fin Learns to Swim', synopsis: 'A fox and a lake.', chapters: [] };
const request = (...keys: string[]): PreviewRequest => ({
  idea: 'A little fox who is afraid of the water learns to swim',
  mainLanguage: 'en',
  translationLanguage: null,
  ageRange: '3-6 years',
  style: 'watercolor',
  referenceImages: keys.map((s3Key) => ({ s3Key })),
  textBackgroundEnabled: true,
  translateCharacterNames: false,
});
const DAY = 24 * 60 * 60_000;

/** A storage whose deletes can be made to fail after a number of successes: a crash half-way. */
class CrashingStorage extends FileSystemStorage {
  failDeletesAfter: number | null = null;
  failures = 0;
  override async delete(key: string): Promise<void> {
    if (this.failDeletesAfter !== null) {
      if (this.failDeletesAfter === 0) {
        this.failures += 1;
        throw new Error('storage went away');
      }
      this.failDeletesAfter -= 1;
    }
    return super.delete(key);
  }
}

/** issue #12: a deleted preview's objects really go; unreferenced uploads are swept after 7 days. */
describe('books service deleting customer files', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  let subjects: Subjects;
  let rpc: RpcClient;
  let limits: ReturnType<typeof limitsStandIn>;
  let app: INestApplicationContext | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'books-deleting-'));
  const files = new FileSystemStorage(dir);

  const start = async (storage: ObjectStorage) => {
    const config = loadConfig(booksConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      GENERATION_WORKER_ENABLED: 'false',
      PRODUCTION_WORKER_ENABLED: 'false',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
      PRODUCTION_SWEEP_INTERVAL_MS: '0',
      // Swept by hand below.
      UPLOAD_SWEEP_INTERVAL_MS: '0',
    });
    const started = await NestFactory.createApplicationContext(
      await BooksModule.forRoot(config, { storage }),
      {
        logger: false,
      },
    );
    await started.init();
    return started;
  };

  beforeAll(async () => {
    db = await createTestDatabase('booksdel');
    subjects = new Subjects(testSubjectPrefix('booksdel'));
    nc = await connectNats({ url: testNatsUrl(), name: 'books-deleting-test' });
    limits = limitsStandIn(nc, subjects, 50);
    rpc = new RpcClient(nc, subjects, 5000);
    app = await start(files);
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
    rmSync(dir, { recursive: true, force: true });
  });

  const put = (key: string) => files.put(key, Buffer.from(key), { contentType: 'image/png' });
  const exists = (key: string) => files.exists(key);

  /** A completed preview with a cover and a plan stored where the generation worker puts them. */
  async function completedPreview(ownerId: string, ...uploads: string[]) {
    for (const key of uploads) await put(key);
    const { bookId } = await rpc.call(BooksRpc.requestPreview, { ownerId, request: request(...uploads) });
    const cover = `owners/${ownerId}/covers/${bookId}.webp`;
    const plan = `owners/${ownerId}/books/${bookId}/plan.json`;
    await put(cover);
    await put(plan);
    const steps = generationSteps(app!);
    await steps.start(bookId);
    await steps.complete({ bookId, preview, coverKey: cover });
    return { bookId, cover, plan };
  }

  it('deletes the preview’s cover, plan and the uploads it alone used; keeps what others still use', async () => {
    const only = 'owners/alice/uploads/only-a.png';
    const shared = 'owners/alice/uploads/shared.png';
    const a = await completedPreview('alice', only, shared);
    const b = await completedPreview('alice', shared);
    await put('owners/bob/uploads/bobs.png');

    await rpc.call(BooksRpc.deletePreview, { ownerId: 'alice', bookId: a.bookId });

    await eventually(async () => {
      expect(await exists(a.cover)).toBe(false);
      expect(await exists(a.plan)).toBe(false);
      expect(await exists(only)).toBe(false);
    }, 10_000);
    // Still named by book b, b's own files, and another customer's upload stay.
    expect(await exists(shared)).toBe(true);
    expect(await exists(b.cover)).toBe(true);
    expect(await exists(b.plan)).toBe(true);
    expect(await exists('owners/bob/uploads/bobs.png')).toBe(true);
  });

  it('finishes the deletion after a crash half-way, on the next start (at least once, idempotent)', async () => {
    await app!.close();
    const crashing = new CrashingStorage(dir);
    app = await start(crashing);
    const upload = 'owners/carol/uploads/photo.png';
    const c = await completedPreview('carol', upload);

    // The first delete succeeds, then storage fails: the policy stops half-way and its message is retried.
    crashing.failDeletesAfter = 1;
    await rpc.call(BooksRpc.deletePreview, { ownerId: 'carol', bookId: c.bookId });
    await eventually(async () => expect(crashing.failures).toBeGreaterThan(0), 10_000);
    const leftBehind = [await exists(upload), await exists(c.cover), await exists(c.plan)].filter(
      Boolean,
    ).length;
    expect(leftBehind).toBe(2);

    // The process dies; a new one with working storage completes what is left.
    await app!.close();
    app = await start(files);
    await eventually(async () => {
      expect(await exists(upload)).toBe(false);
      expect(await exists(c.cover)).toBe(false);
      expect(await exists(c.plan)).toBe(false);
    }, 15_000);
  });

  it('sweeps uploads older than 7 days that no live book names; keeps referenced and young ones', async () => {
    const old = 'owners/dave/uploads/never-used.png';
    const young = 'owners/dave/uploads/just-uploaded.png';
    const inUse = 'owners/dave/uploads/in-a-book.png';
    const ofDeleted = 'owners/dave/uploads/of-a-deleted-book.png';
    await completedPreview('dave', inUse);
    const gone = await completedPreview('dave', ofDeleted);
    await rpc.call(BooksRpc.deletePreview, { ownerId: 'dave', bookId: gone.bookId });
    await eventually(async () => expect(await exists(ofDeleted)).toBe(false), 10_000);
    await put(ofDeleted); // e.g. written again by a retried upload after the book was deleted
    await put(old);
    await put(young);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    for (const key of [old, inUse, ofDeleted]) utimesSync(join(dir, key), eightDaysAgo, eightDaysAgo);
    // Not an upload: a cover of the same age is not the sweeper's business.
    const cover = 'owners/dave/covers/old-cover.webp';
    await put(cover);
    utimesSync(join(dir, cover), eightDaysAgo, eightDaysAgo);

    const deleted = await sweepUnreferencedUploads(serviceDeps(app!));

    expect(deleted.filter((k) => k.startsWith('owners/dave/')).sort()).toEqual([ofDeleted, old].sort());
    expect(await exists(old)).toBe(false);
    expect(await exists(ofDeleted)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(inUse)).toBe(true);
    expect(await exists(cover)).toBe(true);
    // A second sweep finds nothing more of dave's.
    expect((await sweepUnreferencedUploads(serviceDeps(app!))).filter((k) => k.includes('dave'))).toEqual([]);
  });

  describe('erasing a customer (GDPR Art. 17)', () => {
    const count = async (sql: string, ownerId: string) =>
      (await db.pool.query<{ n: number }>(sql, [ownerId])).rows[0].n;
    const books = (ownerId: string) =>
      count(`select count(*)::int as n from ${BOOKS_SCHEMA}.books where owner_id = $1`, ownerId);
    const events = (ownerId: string) =>
      count(`select count(*)::int as n from ${BOOKS_SCHEMA}.events where data->>'ownerId' = $1`, ownerId);

    it('erases every book, its events and files, keeps the invoice PDF and other customers’ data', async () => {
      const kept = await completedPreview('erin', 'owners/erin/uploads/in-book.png');
      const deletedOne = await completedPreview('erin', 'owners/erin/uploads/other.png');
      await rpc.call(BooksRpc.deletePreview, { ownerId: 'erin', bookId: deletedOne.bookId });
      await put('owners/erin/uploads/never-used.png');
      await put(`owners/erin/books/${kept.bookId}/flipbook/page-001.webp`);
      const invoice = 'owners/erin/invoices/FH-2026-000001.pdf';
      await put(invoice);
      const frank = await completedPreview('frank', 'owners/frank/uploads/f.png');
      expect(await books('erin')).toBe(2);

      const result = await rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'erin' });

      expect(result.erasedBooks).toBe(2);
      expect(await books('erin')).toBe(0);
      expect(await events('erin')).toBe(0);
      for (const folder of ['uploads', 'covers', 'books']) {
        expect(await files.list(`owners/erin/${folder}/`)).toEqual([]);
      }
      expect(await exists(invoice)).toBe(true);
      expect((await rpc.call(BooksRpc.listBooks, { ownerId: 'erin' })).books).toEqual([]);
      // Frank is untouched.
      expect(await books('frank')).toBe(1);
      expect(await exists(frank.cover)).toBe(true);
      expect(await exists('owners/frank/uploads/f.png')).toBe(true);

      // Idempotent: a repeat (a retried account deletion) erases nothing more and still succeeds.
      expect(await rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'erin' })).toEqual({
        erasedBooks: 0,
        deletedObjects: 0,
      });
    });

    it('refuses while a paid book is being produced, erasing nothing', async () => {
      const book = await completedPreview('gina', 'owners/gina/uploads/g.png');
      // The read model as production leaves it while the book renders.
      await db.pool.query(
        `update ${BOOKS_SCHEMA}.books set is_preview = false, status = 'running' where book_id = $1`,
        [book.bookId],
      );
      await expect(rpc.call(BooksRpc.eraseOwnerData, { ownerId: 'gina' })).rejects.toMatchObject({
        code: ErrorCodes.BOOKS_ERASURE_BLOCKED,
      });
      expect(await books('gina')).toBe(1);
      expect(await exists('owners/gina/uploads/g.png')).toBe(true);
      expect(await exists(book.cover)).toBe(true);
    });
  });
});
