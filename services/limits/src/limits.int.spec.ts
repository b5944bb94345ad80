import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { ErrorCodes, HealthRpc, LimitsRpc } from '@fabelhaft/contracts';
import { connectNats, RemoteError, RpcClient, Subjects, type NatsConnection } from '@fabelhaft/messaging';
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
import { LIMITS_SCHEMA, limitsConfigSchema } from './limits.config';
import { LimitsModule } from './limits.module';

describe('limits service over NATS', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let nc: NatsConnection;
  let rpc: RpcClient;
  let subjects: Subjects;

  beforeAll(async () => {
    db = await createTestDatabase('limits');
    subjects = new Subjects(testSubjectPrefix('limits'));
    const config = loadConfig(limitsConfigSchema, {
      DATABASE_URL: db.url,
      NATS_URL: testNatsUrl(),
      NATS_PREFIX: subjects.prefix,
      LOG_LEVEL: 'silent',
      LIMITS_DEFAULT_PREVIEWS: '5',
      LIMITS_DEFAULT_EDITS: '3',
    });
    app = await NestFactory.createApplicationContext(await LimitsModule.forRoot(config), { logger: false });
    await app.init();
    nc = await connectNats({ url: testNatsUrl(), name: 'limits-test' });
    rpc = new RpcClient(nc, subjects, 5000);
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
  });

  const reserve = (ownerId: string, bookId: string) =>
    rpc.call(LimitsRpc.reservePreview, { ownerId, bookId });

  it('shows the configured defaults to a customer who never used the product, without creating anything', async () => {
    expect(await rpc.call(LimitsRpc.getLimits, { ownerId: 'new-customer' })).toEqual({
      ownerId: 'new-customer',
      previewLimit: 5,
      previewRemaining: 5,
      editLimit: 3,
      editRemaining: 3,
    });
    const { rows } = await db.pool.query(`select count(*)::int as n from ${LIMITS_SCHEMA}.events`);
    expect(rows[0].n).toBe(0);
  });

  it('answers its health on NATS: Postgres reachable, relay listening', async () => {
    await eventually(async () =>
      expect(await rpc.call(HealthRpc.check('limits'), {})).toMatchObject({
        service: 'limits',
        status: 'ok',
        postgres: 'ok',
        relay: 'listening',
      }),
    );
  });

  it('lets exactly one of ten concurrent reservations take the last preview', async () => {
    const ownerId = 'racer';
    for (const bookId of ['b1', 'b2', 'b3', 'b4']) await reserve(ownerId, bookId);
    expect((await rpc.call(LimitsRpc.getLimits, { ownerId })).previewRemaining).toBe(1);

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => reserve(ownerId, `race-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const e of refused) {
      expect(e).toBeInstanceOf(RemoteError);
      expect((e as RemoteError).code).toBe(ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED);
      expect((e as RemoteError).detail).toBe('Preview limit reached');
    }
    expect(await rpc.call(LimitsRpc.getLimits, { ownerId })).toMatchObject({
      previewLimit: 5,
      previewRemaining: 0,
    });
    const { rows } = await db.pool.query(
      `select count(*)::int as n from ${LIMITS_SCHEMA}.events where stream_id = 'quota-account-racer' and event_type = 'PreviewReserved'`,
    );
    expect(rows[0].n).toBe(5);
  });

  it('is idempotent: a retried reservation or release changes nothing', async () => {
    const ownerId = 'retrier';
    const first = await reserve(ownerId, 'book-1');
    const again = await reserve(ownerId, 'book-1');
    expect(again).toEqual(first);
    expect(again.previewRemaining).toBe(4);
    const released = await rpc.call(LimitsRpc.releasePreview, { ownerId, bookId: 'book-1' });
    expect(released.previewRemaining).toBe(5);
    expect((await rpc.call(LimitsRpc.releasePreview, { ownerId, bookId: 'book-1' })).previewRemaining).toBe(
      5,
    );
  });

  it('grants more previews once per grant and announces it on JetStream', async () => {
    const ownerId = 'granted';
    await rpc.call(LimitsRpc.grantPreviews, { ownerId, grantId: 'req-1', count: 2 });
    const view = await rpc.call(LimitsRpc.grantPreviews, { ownerId, grantId: 'req-1', count: 2 });
    expect(view).toMatchObject({ previewLimit: 7, previewRemaining: 7 });

    const stream = subjects.stream(LIMITS_EVENTS_STREAM);
    await eventually(async () => {
      const info = await (await jetstreamManager(nc)).streams.info(stream);
      expect(info.state.messages).toBe(1);
    }, 5000);
    const msg = await (await jetstream(nc).consumers.get(stream)).next({ expires: 2000 });
    expect(msg?.subject).toBe(subjects.subject('evt.limits.quota-account.previews-granted'));
    expect(msg?.json()).toMatchObject({
      type: 'limits.v1.PreviewsGranted',
      data: { ownerId, grantId: 'req-1', count: 2, previewLimit: 7 },
    });
  });

  it('answers bad input with a validation error and changes nothing', async () => {
    await expect(rpc.call(LimitsRpc.reservePreview, { ownerId: '', bookId: 'x' })).rejects.toMatchObject({
      code: ErrorCodes.VALIDATION,
    });
  });

  it('rebuilds the read model from the log to the same figures', async () => {
    const before = await db.pool.query(`select * from ${LIMITS_SCHEMA}.quota_accounts order by owner_id`);
    await db.pool.query(`update ${LIMITS_SCHEMA}.quota_accounts set previews_reserved = 0, edit_limit = 99`);
    // The rebuild command's work (rebuild-read-models.ts) on the Postgres store; limits.kurrentdb.int.spec.ts on KurrentDB.
    const rebuilt = await rebuildServiceReadModels(
      limitsDatabase,
      { DATABASE_URL: db.url, EVENT_STORE: 'postgres' },
      { name: 'limits-rebuild-test', onError: () => undefined },
    );
    expect(rebuilt).toMatchObject({ kind: 'postgres', events: expect.any(Number) });
    expect(rebuilt.events).toBeGreaterThan(0);
    const after = await db.pool.query(`select * from ${LIMITS_SCHEMA}.quota_accounts order by owner_id`);
    expect(after.rows.map(({ updated_at: _u, ...r }) => r)).toEqual(
      before.rows.map(({ updated_at: _u, ...r }) => r),
    );
    expect(after.rows.length).toBeGreaterThan(0);
  });
});
