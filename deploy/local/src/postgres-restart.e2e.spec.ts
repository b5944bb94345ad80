import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { Pool } from 'pg';
import { BooksRpc, HealthRpc, LimitsRpc, type PreviewRequest } from '@fabelhaft/contracts';
import { databaseUrl, ensureDatabase } from '@fabelhaft/local-infra';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import {
  eventually,
  startOwnedPostgres,
  testNatsUrl,
  testSubjectPrefix,
  type OwnedPostgres,
} from '@fabelhaft/testing';
import { startProcess, stopProcess, tail, type RunningProcess } from './processes';

// Two services start, Postgres goes down and comes back, two previews are generated: on two busy cores.
jest.setTimeout(240_000);

const request: PreviewRequest = {
  idea: 'A small hedgehog who wants to see the sea',
  mainLanguage: 'en',
  translationLanguage: null,
  ageRange: '3-6 years',
  style: 'digital art',
  referenceImages: [],
  textBackgroundEnabled: true,
  translateCharacterNames: false,
};

/**
 * The behaviour under a Postgres restart: a Postgres owned by this test is stopped and started again
 * under the running books and limits services (real processes, as `npm start` runs them).
 */
describe('Postgres restarted under running services', () => {
  let pg: OwnedPostgres;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let db: Pool;
  const subjects = new Subjects(testSubjectPrefix('pgrestart'));
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-pg-restart-'));
  const services: RunningProcess[] = [];

  beforeAll(async () => {
    pg = await startOwnedPostgres();
    await ensureDatabase(pg.serverUrl, 'fabelhaft');
    const env = {
      DATABASE_URL: databaseUrl(pg.serverUrl, 'fabelhaft'),
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'info',
      STORAGE_DIR: join(dir, 'storage'),
      GENERATION_RETRY_DELAY_MS: '200',
      GENERATION_RETRY_MAX_DELAY_MS: '2000',
      PRODUCTION_WORKER_ENABLED: 'false',
      PREVIEW_SWEEP_INTERVAL_MS: '0',
    };
    for (const name of ['limits', 'books']) {
      services.push(startProcess({ name, entry: `services/${name}/src/main.ts`, env }, dir));
    }
    nc = await connectNats({ url: testNatsUrl(), name: 'pg-restart-test' });
    rpc = new RpcClient(nc, subjects, 5000);
    db = new Pool({ connectionString: env.DATABASE_URL, max: 2 });
    db.on('error', () => undefined); // the restart below ends its idle connections too
    await healthy();
  });

  afterAll(async () => {
    for (const p of services) await stopProcess(p);
    if (nc) {
      const jsm = await jetstreamManager(nc);
      for await (const name of jsm.streams.names()) {
        if (name.startsWith(subjects.stream(''))) await jsm.streams.delete(name).catch(() => undefined);
      }
      await nc.close();
    }
    await db?.end().catch(() => undefined);
    await pg?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  const logs = () => services.map((p) => `--- ${p.spec.name}\n${tail(p.logFile, 30)}`).join('\n');
  const alive = (p: RunningProcess) => p.child.exitCode === null && p.child.signalCode === null;
  const healthy = () =>
    eventually(
      async () => {
        for (const name of ['limits', 'books']) {
          expect(await rpc.call(HealthRpc.check(name), {}, {}, 2000)).toMatchObject({
            status: 'ok',
            postgres: 'ok',
            relay: 'listening',
          });
        }
      },
      90_000,
      250,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${logs()}`);
    });
  const previewCompleted = (bookId: string) =>
    eventually(
      async () => {
        const book = await rpc.call(BooksRpc.getBook, { ownerId: 'hedda', bookId }, {}, 2000);
        expect(book.previewStatus).toBe('completed');
      },
      120_000,
      250,
    ).catch((e: Error) => {
      throw new Error(`${e.message}\n${logs()}`);
    });
  const count = async (sql: string, params: unknown[]) =>
    ((await db.query<{ n: number }>(sql, params)).rows[0]!.n as number) ?? 0;

  it('keeps the services up, resumes their subscriptions, and completes a preview requested across the restart exactly once', async () => {
    const before = crypto.randomUUID();
    await rpc.call(BooksRpc.requestPreview, { ownerId: 'hedda', bookId: before, request });
    await previewCompleted(before);

    await pg.stop();
    // The services notice and say so, but stay up and answer on NATS.
    await eventually(
      async () =>
        expect(await rpc.call(HealthRpc.check('books'), {}, {}, 2000)).toMatchObject({
          postgres: 'unreachable',
          status: 'degraded',
        }),
      30_000,
      250,
    );
    const across = crypto.randomUUID();
    await expect(
      rpc.call(BooksRpc.requestPreview, { ownerId: 'hedda', bookId: across, request }, {}, 10_000),
    ).rejects.toThrow();

    await pg.start();
    await healthy();
    // The caller retries the same request (same book id), as the BFF does.
    await eventually(
      () => rpc.call(BooksRpc.requestPreview, { ownerId: 'hedda', bookId: across, request }, {}, 5000),
      60_000,
      500,
    );
    await previewCompleted(across);

    expect(services.filter(alive).map((p) => p.spec.name)).toEqual(['limits', 'books']);
    const booksEvents = (type: string) =>
      count(`select count(*)::int as n from books.events where stream_id = $1 and event_type = $2`, [
        `book-${across}`,
        type,
      ]);
    expect(await booksEvents('BookPreviewRequested')).toBe(1);
    expect(await booksEvents('BookPreviewCompleted')).toBe(1);
    expect(await count(`select count(*)::int as n from books.books where book_id = $1`, [across])).toBe(1);
    expect(
      await count(
        `select count(*)::int as n from limits.events where event_type = 'PreviewReserved' and data->>'bookId' = $1`,
        [across],
      ),
    ).toBe(1);
    expect((await rpc.call(LimitsRpc.getLimits, { ownerId: 'hedda' })).previewRemaining).toBe(3);
  });
});
