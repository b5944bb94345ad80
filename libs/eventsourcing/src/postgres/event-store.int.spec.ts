import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@fabelhaft/testing';
import { z } from 'zod';
import { WrongExpectedVersionError } from '../errors';
import { EventCodec } from '../event-codec';
import { derivedEventId, EventSourcedRepository, type Decider } from '../repository';
import type { InlineProjection, NewEvent } from '../types';
import { PostgresEventStore } from './event-store';
import { rebuildProjections } from './rebuild';
import { migrate } from './schema';
import { withTransaction } from './sql';

const SCHEMA = 'es_test';
const meta = { correlationId: 'c-1', causationId: null, userId: 'u-1', schemaVersion: 1 };
const newEvent = (type: string, data: unknown = {}): NewEvent => ({
  event: { type, data },
  eventId: randomUUID(),
  metadata: meta,
});

/** Read model: how many "Counted" events each stream has, kept in the events' transaction. */
const counterProjection: InlineProjection = {
  name: 'counters',
  eventTypes: ['Counted'],
  async apply(event, sql) {
    if ((event.data as { fail?: boolean }).fail) throw new Error('projection failed');
    await sql.query(
      `insert into ${SCHEMA}.counters (stream_id, n) values ($1, 1)
       on conflict (stream_id) do update set n = counters.n + 1`,
      [event.streamId],
    );
  },
  async reset(sql) {
    await sql.query(`truncate ${SCHEMA}.counters`);
  },
};

type CounterEvent = { type: 'Counted'; data: { by: string } };
const counterDecider: Decider<{ n: number }, { by: string; max: number }, CounterEvent> = {
  initialState: () => ({ n: 0 }),
  evolve: (s) => ({ n: s.n + 1 }),
  decide: (c, s) => (s.n >= c.max ? [] : [{ type: 'Counted', data: { by: c.by } }]),
};

describe('PostgresEventStore', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase('eventstore');
    await migrate(db.pool, SCHEMA, [
      {
        id: 'test-0001',
        sql: `create table ${SCHEMA}.counters (stream_id text primary key, n int not null)`,
      },
    ]);
    store = new PostgresEventStore(db.pool, SCHEMA, [counterProjection]);
  });
  afterAll(() => db.drop());

  it('appends with an expected version and reads the stream back in order with its metadata', async () => {
    const r = await store.appendToStream('s-read', [newEvent('A', { x: 1 }), newEvent('B')], {
      expectedVersion: 'no_stream',
    });
    expect(r.nextExpectedVersion).toBe(2);
    const { events, version } = await store.readStream('s-read');
    expect(version).toBe(2);
    expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(events[0]!.data).toEqual({ x: 1 });
    expect(events[0]!.metadata).toEqual(meta);
    expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    expect(events[1]!.globalPosition).toBeGreaterThan(events[0]!.globalPosition);
  });

  it('raises a typed error when the stream is not at the expected version, and stores nothing', async () => {
    await store.appendToStream('s-conflict', [newEvent('A')], { expectedVersion: 0 });
    await expect(
      store.appendToStream('s-conflict', [newEvent('B')], { expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(
      store.appendToStream('s-conflict', [newEvent('B')], { expectedVersion: 'no_stream' }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect((await store.readStream('s-conflict')).version).toBe(1);
  });

  it('lets exactly one of many concurrent appends win each version', async () => {
    const streamId = 's-race';
    for (const expectedVersion of [0, 1, 2]) {
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          store.appendToStream(streamId, [newEvent('Raced', { i, expectedVersion })], { expectedVersion }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(11);
      for (const l of lost)
        expect((l as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    }
    const { events } = await store.readStream(streamId);
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
  });

  it('updates inline projections in the same transaction: a failing projection stores no event', async () => {
    await store.appendToStream('s-proj', [newEvent('Counted'), newEvent('Counted')], {
      expectedVersion: 'any',
    });
    const { rows } = await db.pool.query(`select n from ${SCHEMA}.counters where stream_id = 's-proj'`);
    expect(rows[0].n).toBe(2);

    await expect(
      store.appendToStream('s-proj', [newEvent('Counted', { fail: true })], { expectedVersion: 2 }),
    ).rejects.toThrow('projection failed');
    expect((await store.readStream('s-proj')).version).toBe(2);
  });

  it('reads events stored at an older schema version through their upcaster, on every read path', async () => {
    const before = (await store.readAll(null, 10_000)).at(-1)?.checkpoint ?? null;
    // Written by code of the v1 era: no codec, schema version 1, the owner called `customerId`.
    await store.appendToStream('s-upcast', [newEvent('Named', { customerId: 'c-9' })], {
      expectedVersion: 'no_stream',
    });
    const codec = new EventCodec({
      Named: {
        version: 2,
        schema: z.object({ ownerId: z.string() }).strict(),
        upcast: { 1: ({ customerId }) => ({ ownerId: customerId }) },
      },
      Counted: { version: 1, schema: z.object({}).passthrough() },
    });
    const current = new PostgresEventStore(db.pool, SCHEMA, [], codec);
    const { events } = await current.readStream('s-upcast');
    expect(events.map((e) => [e.data, e.metadata.schemaVersion])).toEqual([[{ ownerId: 'c-9' }, 2]]);
    const all = await current.readAll(before, 1000);
    expect(all.map((e) => e.data)).toEqual([{ ownerId: 'c-9' }]);
    // New events are written at the current version and checked against the schema first.
    await current.appendToStream('s-upcast', [newEvent('Named', { ownerId: 'c-10' })], {
      expectedVersion: 1,
    });
    const raw = await db.pool.query(
      `select metadata->>'schemaVersion' as v from ${SCHEMA}.events where stream_id = 's-upcast' order by stream_version`,
    );
    expect(raw.rows.map((r) => r.v)).toEqual(['1', '2']);
    await expect(
      current.appendToStream('s-upcast', [newEvent('Named', { customerId: 'old' })], { expectedVersion: 2 }),
    ).rejects.toThrow('Cannot decode Named v2');
  });

  it('rebuilds read models from the log', async () => {
    await store.appendToStream('s-rebuild', [newEvent('Counted'), newEvent('Other'), newEvent('Counted')], {
      expectedVersion: 'no_stream',
    });
    await db.pool.query(`update ${SCHEMA}.counters set n = 99`);
    await rebuildProjections(db.pool, SCHEMA, [counterProjection]);
    const { rows } = await db.pool.query(`select stream_id, n from ${SCHEMA}.counters order by stream_id`);
    expect(rows).toEqual([
      { stream_id: 's-proj', n: 2 },
      { stream_id: 's-rebuild', n: 2 },
    ]);
  });

  it('the repository decides on fresh state after a conflict, within its retry bound', async () => {
    const repo = new EventSourcedRepository(store, counterDecider, {
      streamId: (id) => `counter-${id}`,
      maxRetries: 20,
    });
    // Ten racers, but the decider allows only five events in total: retries must re-read and re-decide.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        repo.handle('r1', { by: `racer-${i}`, max: 5 }, { correlationId: `c-${i}` }),
      ),
    );
    expect(results.filter((r) => r.events.length === 1)).toHaveLength(5);
    expect(results.filter((r) => r.events.length === 0)).toHaveLength(5);
    const { events } = await store.readStream('counter-r1');
    expect(events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(events.map((e) => (e.data as { by: string }).by)).size).toBe(5);
  });

  it('the repository gives up with the typed error once its retry bound is spent', async () => {
    const failing = {
      readStream: store.readStream.bind(store),
      readAll: store.readAll.bind(store),
      appendToStream: async () => {
        throw new WrongExpectedVersionError('x', 0, 1);
      },
    };
    const repo = new EventSourcedRepository(failing, counterDecider, { streamId: (id) => id, maxRetries: 2 });
    await expect(repo.handle('x', { by: 'a', max: 1 }, { correlationId: 'c' })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
  });

  it('the repository joins a caller transaction through the Postgres unit of work (events and read model commit or roll back together), and works detached, idempotent by message, on a store that cannot', async () => {
    const repo = new EventSourcedRepository(store, counterDecider, { streamId: (id) => `uow-${id}` });
    const id = randomUUID();
    const counted = async () =>
      (await db.pool.query(`select n from ${SCHEMA}.counters where stream_id = $1`, [`uow-${id}`])).rows;
    await expect(
      withTransaction(db.pool, async (tx) => {
        await repo.handle(id, { by: 'a', max: 5 }, { correlationId: 'c' }, tx);
        // Inside the transaction the repository reads its own write.
        expect((await repo.load(id, tx)).version).toBe(1);
        throw new Error('caller rolls back');
      }),
    ).rejects.toThrow('caller rolls back');
    expect((await store.readStream(`uow-${id}`)).version).toBe(0);
    expect(await counted()).toEqual([]);

    await withTransaction(db.pool, (tx) => repo.handle(id, { by: 'a', max: 5 }, { correlationId: 'c' }, tx));
    expect((await store.readStream(`uow-${id}`)).version).toBe(1);
    expect(await counted()).toEqual([{ n: 1 }]);

    const neutral = {
      readStream: store.readStream.bind(store),
      readAll: store.readAll.bind(store),
      appendToStream: store.appendToStream.bind(store),
    };
    // A store that cannot join the transaction (KurrentDB's shape): the repository works detached — the events
    // stand when the caller rolls back, and the same causing message does not append them again (ADR 0046).
    const plainRepo = new EventSourcedRepository(neutral, counterDecider, { streamId: (x) => `uow-${x}` });
    const message = { correlationId: 'c', causationId: `msg-${id}` };
    await expect(
      withTransaction(db.pool, async (tx) => {
        const first = await plainRepo.handle(id, { by: 'b', max: 5 }, message, tx);
        expect(first.events).toHaveLength(1);
        throw new Error('caller rolls back');
      }),
    ).rejects.toThrow('caller rolls back');
    expect((await store.readStream(`uow-${id}`)).version).toBe(2);
    const again = await withTransaction(db.pool, (tx) =>
      plainRepo.handle(id, { by: 'b', max: 5 }, message, tx),
    );
    expect(again).toMatchObject({ events: [], version: 2 });
    const other = await withTransaction(db.pool, (tx) =>
      plainRepo.handle(id, { by: 'c', max: 5 }, { correlationId: 'c', causationId: `other-${id}` }, tx),
    );
    expect(other.events).toHaveLength(1);
    const { events } = await store.readStream(`uow-${id}`);
    expect(events.map((e) => (e.data as { by: string }).by)).toEqual(['a', 'b', 'c']);
    expect(events[1]!.eventId).toBe(derivedEventId(`msg-${id}|uow-${id}|`, 0));
  });

  it('reads all events in commit order across a transaction id of more digits (10 after 9), skipping none', async () => {
    // Old transaction ids written directly: ordering by the selected text ('10' < '9') once read 10 first and
    // then resumed after it, past 9 (ADR 0045).
    const schema = 'es_xidorder';
    await migrate(db.pool, schema);
    for (const xid of ['9', '10']) {
      await db.pool.query(
        `insert into ${schema}.events (transaction_id, stream_id, stream_version, event_id, event_type, data, metadata)
         values ($1::xid8, $2, 1, $3, 'Old', '{}', $4)`,
        [xid, `xid-${xid}`, randomUUID(), meta],
      );
    }
    const xidStore = new PostgresEventStore(db.pool, schema);
    const first = await xidStore.readAll(null, 1);
    const second = await xidStore.readAll(first[0]!.checkpoint, 1);
    expect([...first, ...second].map((e) => e.streamId)).toEqual(['xid-9', 'xid-10']);
    expect(await xidStore.readAll(second[0]!.checkpoint, 1)).toEqual([]);
  });

  it('appends without a transaction of its own when no projection takes the events, and still checks versions', async () => {
    const plain = new PostgresEventStore(db.pool, SCHEMA, [counterProjection]);
    const id = `plain-${randomUUID()}`;
    await plain.appendToStream(id, [newEvent('NotCounted')], { expectedVersion: 'no_stream' });
    await expect(
      plain.appendToStream(id, [newEvent('NotCounted')], { expectedVersion: 'no_stream' }),
    ).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 1 });
    const { rows } = await db.pool.query(`select n from ${SCHEMA}.counters where stream_id = $1`, [id]);
    expect(rows).toEqual([]);
    expect((await plain.readStream(id)).version).toBe(1);
  });
});
