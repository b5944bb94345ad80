import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { LimitsRpc } from '@fabelhaft/contracts';
import { KurrentDbEventStore } from '@fabelhaft/eventsourcing/src/kurrentdb/event-store';
import {
  startKurrentDbStandIn,
  type KurrentDbStandIn,
} from '@fabelhaft/eventsourcing/src/kurrentdb/stand-in/server';
import { connectNats, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
import { loadConfig } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { limitsDatabase } from './infrastructure/database';
import { LIMITS_EVENTS_STREAM } from './infrastructure/limits.relay';
import { LIMITS_SCHEMA, limitsConfigSchema, type LimitsConfig } from './limits.config';
import { LimitsModule } from './limits.module';

/**
 * The limits service, unchanged, on `EVENT_STORE=kurrentdb` (issue #29, ADR 0046) against the in-process stand-in
 * of KurrentDB's gRPC protocol (or the server at `KURRENTDB_URL`): its events go to KurrentDB, its read models and
 * relay follow a catch-up subscription whose checkpoint is kept in Postgres, and a command's caller reads its own
 * write from the read model.
 */
const REAL_SERVER = process.env.KURRENTDB_URL;

describe('limits service on KurrentDB', () => {
  let standIn: KurrentDbStandIn | undefined;
  let url: string;
  let db: TestDatabase;
  let config: LimitsConfig;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;
  // Every run its own owners, so a shared real server's older data never counts.
  const run = Math.random().toString(36).slice(2, 8);
  const owner = (name: string) => `${name}-${run}`;

  const startApp = async () => {
    app = await NestFactory.createApplicationContext(await LimitsModule.forRoot(config), { logger: false });
    await app.init();
  };

  beforeAll(async () => {
    standIn = REAL_SERVER ? undefined : await startKurrentDbStandIn();
    url = REAL_SERVER ?? standIn!.url;
    db = await createTestDatabase('limits-kurrentdb');
    subjects = new Subjects(testSubjectPrefix('limitskdb'));
    config = loadConfig(limitsConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      LIMITS_DEFAULT_PREVIEWS: '5',
      LIMITS_DEFAULT_EDITS: '3',
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: url,
    });
    await startApp();
    nc = await connectNats({ url: testNatsUrl(), name: 'limits-kurrentdb-test' });
    rpc = new RpcClient(nc, subjects, 10_000);
  });

  afterAll(async () => {
    await app?.close();
    await (
      await jetstreamManager(nc)
    ).streams
      .delete(subjects.stream(LIMITS_EVENTS_STREAM))
      .catch(() => undefined);
    await nc?.close();
    await db?.drop();
    await standIn?.stop();
  });

  const count = async (sql: string, values: unknown[] = []) =>
    (await db.pool.query<{ n: number }>(sql, values)).rows[0]!.n;

  it('stores the events in KurrentDB under the service namespace, none in Postgres', async () => {
    const ownerId = owner('stored');
    await rpc.call(LimitsRpc.reservePreview, { ownerId, bookId: 'b1' });
    const raw = KurrentDbEventStore.connect(url);
    try {
      const { events } = await raw.readStream(`limits.quota-account-${ownerId}`);
      expect(events.map((e) => e.type)).toEqual(['QuotaAccountOpened', 'PreviewReserved']);
      expect(events[1]!.data).toMatchObject({ bookId: 'b1' });
    } finally {
      await raw.close();
    }
    expect(await count(`select count(*)::int as n from ${LIMITS_SCHEMA}.events`)).toBe(0);
  });

  it('lets a command read its own write from the read model at once (the append waits for the projection)', async () => {
    const ownerId = owner('reader');
    for (let i = 1; i <= 3; i++) {
      const answer = await rpc.call(LimitsRpc.reservePreview, { ownerId, bookId: `b${i}` });
      expect(answer.previewRemaining).toBe(5 - i);
      // No waiting here: the read model (Postgres) already has the reservation the command just made.
      const { rows } = await db.pool.query(
        `select previews_reserved from ${LIMITS_SCHEMA}.quota_accounts where owner_id = $1`,
        [ownerId],
      );
      expect(rows[0]?.previews_reserved).toBe(i);
      expect((await rpc.call(LimitsRpc.getLimits, { ownerId })).previewRemaining).toBe(5 - i);
    }
    const { rows } = await db.pool.query(
      `select subscription_id, checkpoint from ${LIMITS_SCHEMA}.kurrentdb_checkpoints order by 1`,
    );
    expect(rows.map((r) => r.subscription_id)).toEqual(['projections', 'relay']);
    expect(rows[0].checkpoint).toMatch(/^C:\d+\/P:\d+$/);
  });

  it('answers a command only once its projection has caught up (here: held back by a lock on its checkpoint)', async () => {
    const ownerId = owner('waiter');
    await rpc.call(LimitsRpc.reservePreview, { ownerId, bookId: 'b1' });
    // Another transaction holds the read models' checkpoint row: the projection of the next append cannot commit.
    const holder = await db.pool.connect();
    let answered = false;
    let call: Promise<{ previewRemaining: number }>;
    try {
      await holder.query('begin');
      await holder.query(
        `select 1 from ${LIMITS_SCHEMA}.kurrentdb_checkpoints where subscription_id = 'projections' for update`,
      );
      call = rpc.call(LimitsRpc.reservePreview, { ownerId, bookId: 'b2' }).then((r) => {
        answered = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 800));
      expect(answered).toBe(false);
    } finally {
      await holder.query('commit');
      holder.release();
    }
    expect((await call).previewRemaining).toBe(3);
    const { rows } = await db.pool.query(
      `select previews_reserved from ${LIMITS_SCHEMA}.quota_accounts where owner_id = $1`,
      [ownerId],
    );
    expect(rows[0]?.previews_reserved).toBe(2);
  });

  it('relays a grant to JetStream once, recorded for erasure, and not again after a restart', async () => {
    const ownerId = owner('granted');
    const view = await rpc.call(LimitsRpc.grantPreviews, { ownerId, grantId: 'req-1', count: 2 });
    expect(view).toMatchObject({ previewLimit: 7, previewRemaining: 7 });
    const stream = subjects.stream(LIMITS_EVENTS_STREAM);
    const jsm = await jetstreamManager(nc);
    await eventually(async () => expect((await jsm.streams.info(stream)).state.messages).toBe(1), 10_000);
    const msg = await (await jetstream(nc).consumers.get(stream)).next({ expires: 2000 });
    expect(msg?.subject).toBe(subjects.subject('evt.limits.quota-account.previews-granted'));
    expect(msg?.json()).toMatchObject({
      type: 'limits.v1.PreviewsGranted',
      data: { ownerId, grantId: 'req-1', count: 2, previewLimit: 7 },
    });
    await eventually(async () =>
      expect(
        await count(
          `select count(*)::int as n from ${LIMITS_SCHEMA}.published_messages where stream_id = $1`,
          [`quota-account-${ownerId}`],
        ),
      ).toBe(1),
    );

    // A restart resumes both subscriptions from their Postgres checkpoints: nothing is applied or sent twice.
    await app.close();
    await startApp();
    await rpc.call(LimitsRpc.grantEdits, { ownerId: owner('other'), grantId: 'req-2', count: 1 });
    await eventually(async () => expect((await jsm.streams.info(stream)).state.messages).toBe(2), 10_000);
    // The relay records a message once JetStream has it (CI saw the record a moment after the message).
    await eventually(async () =>
      expect(await count(`select count(*)::int as n from ${LIMITS_SCHEMA}.published_messages`)).toBe(2),
    );
    // Nothing more is sent after the restart than the one new grant.
    expect((await jsm.streams.info(stream)).state.messages).toBe(2);
    expect((await rpc.call(LimitsRpc.getLimits, { ownerId })).previewLimit).toBe(7);
  });

  it('rebuilds the read models from $all to the same figures, and goes on from there', async () => {
    const before = await db.pool.query(`select * from ${LIMITS_SCHEMA}.quota_accounts order by owner_id`);
    expect(before.rows.length).toBeGreaterThan(0);
    await db.pool.query(`update ${LIMITS_SCHEMA}.quota_accounts set previews_reserved = 0, edit_limit = 99`);
    const { kind, events } = await rebuildServiceReadModels(limitsDatabase, config, {
      name: 'limits-rebuild-test',
      onError: () => undefined,
    });
    expect(kind).toBe('kurrentdb');
    expect(events).toBeGreaterThanOrEqual(before.rows.length);
    const after = await db.pool.query(`select * from ${LIMITS_SCHEMA}.quota_accounts order by owner_id`);
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _u, ...r }) => r);
    expect(strip(after.rows)).toEqual(strip(before.rows));

    // The live subscription goes on after the rebuilt checkpoint: a new command counts once.
    const ownerId = owner('reader');
    const remaining = (await rpc.call(LimitsRpc.getLimits, { ownerId })).previewRemaining;
    expect((await rpc.call(LimitsRpc.reservePreview, { ownerId, bookId: 'b-after' })).previewRemaining).toBe(
      remaining - 1,
    );
    expect((await rpc.call(LimitsRpc.getLimits, { ownerId })).previewRemaining).toBe(remaining - 1);
  });
});
