import { randomUUID } from 'node:crypto';
import { createTestDatabase, eventually, type TestDatabase } from '@fabelhaft/testing';
import type { NewEvent } from '../types';
import { KurrentDbEventStore } from './event-store';
import { kurrentDbCheckpointsDdl, postgresCheckpoint } from './postgres-checkpoint';
import { startKurrentDbStandIn, type KurrentDbStandIn } from './stand-in/server';
import { KurrentDbSubscription } from './subscription';

/**
 * A read model in Postgres kept from KurrentDB with the checkpoint in the read model's transaction (ADR 0046):
 * exactly-once effects with a failing batch and two instances of the same subscription. Against the stand-in, or
 * the server at `KURRENTDB_URL`.
 */
const SCHEMA = 'kdb_rm';

describe('a KurrentDB subscription with its checkpoint in Postgres', () => {
  let db: TestDatabase;
  let standIn: KurrentDbStandIn | undefined;
  let store: KurrentDbEventStore;

  beforeAll(async () => {
    db = await createTestDatabase('kurrentdb');
    await db.pool.query(`create schema ${SCHEMA}`);
    await db.pool.query(kurrentDbCheckpointsDdl(SCHEMA));
    await db.pool.query(kurrentDbCheckpointsDdl(SCHEMA)); // idempotent
    await db.pool.query(`create table ${SCHEMA}.counts (stream_id text primary key, n int not null)`);
    standIn = process.env.KURRENTDB_URL ? undefined : await startKurrentDbStandIn();
    store = KurrentDbEventStore.connect(process.env.KURRENTDB_URL ?? standIn!.url);
  });
  afterAll(async () => {
    await store?.close();
    await standIn?.stop();
    await db?.drop();
  });

  it('applies every event exactly once despite a failed batch and a second instance', async () => {
    const run = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const Run = `T${run.slice(1)}`;
    const meta = { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 };
    const newEvent = (type: string): NewEvent => ({
      event: { type: `${Run}${type}`, data: {} },
      eventId: randomUUID(),
      metadata: meta,
    });
    // Start after everything already in the log (a real server may hold a lot).
    const marker = await store.appendToStream(`${run}-marker`, [newEvent('Marker')], {
      expectedVersion: 'no_stream',
    });
    await db.pool.query(
      `insert into ${SCHEMA}.kurrentdb_checkpoints (subscription_id, checkpoint) values ($1, $2)`,
      [run, marker.events[0]!.checkpoint],
    );

    let failOnce = true;
    const instance = () =>
      new KurrentDbSubscription(store, {
        name: run,
        filter: { eventTypePrefixes: [`${Run}Counted`] },
        batchSize: 7,
        onError: () => undefined,
        ...postgresCheckpoint(db.pool, {
          schema: SCHEMA,
          subscriptionId: run,
          async handle(events, tx) {
            for (const e of events) {
              await tx.query(
                `insert into ${SCHEMA}.counts (stream_id, n) values ($1, 1)
                 on conflict (stream_id) do update set n = counts.n + 1`,
                [e.streamId],
              );
            }
            if (failOnce) {
              failOnce = false;
              throw new Error('the read model fell over mid-batch');
            }
          },
        }),
      });
    const counts = async () => {
      const { rows } = await db.pool.query<{ stream_id: string; n: number }>(
        `select stream_id, n from ${SCHEMA}.counts where stream_id like $1 order by stream_id`,
        [`${run}-%`],
      );
      return Object.fromEntries(rows.map((r) => [r.stream_id, r.n]));
    };

    const streams = [`${run}-a`, `${run}-b`, `${run}-c`];
    for (let i = 0; i < 10; i++) {
      for (const s of streams) {
        await store.appendToStream(s, [newEvent('Counted'), newEvent('Other')], { expectedVersion: i * 2 });
      }
    }
    const first = instance();
    const second = instance();
    first.start();
    second.start();
    try {
      await eventually(
        async () => expect(await counts()).toEqual(Object.fromEntries(streams.map((s) => [s, 10]))),
        15_000,
      );
      expect(failOnce).toBe(false);
      // Written while both run, then while only a new instance runs.
      await store.appendToStream(streams[0]!, [newEvent('Counted')], { expectedVersion: 20 });
      await eventually(async () => expect((await counts())[streams[0]!]).toBe(11), 15_000);
    } finally {
      await first.stop();
      await second.stop();
    }
    await store.appendToStream(streams[1]!, [newEvent('Counted'), newEvent('Counted')], {
      expectedVersion: 20,
    });
    const third = instance();
    third.start();
    try {
      await eventually(async () => expect((await counts())[streams[1]!]).toBe(12), 15_000);
      expect(await counts()).toEqual({ [streams[0]!]: 11, [streams[1]!]: 12, [streams[2]!]: 10 });
    } finally {
      await third.stop();
    }
  });
});
