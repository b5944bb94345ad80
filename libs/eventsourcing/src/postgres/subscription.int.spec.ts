import { randomUUID } from 'node:crypto';
import { createTestDatabase, eventually, type TestDatabase } from '@fabelhaft/testing';
import type { NewEvent, RecordedEvent } from '../types';
import { PostgresEventStore } from './event-store';
import { migrate } from './schema';
import { PostgresSubscription } from './subscription';

const SCHEMA = 'es_sub';
const delay = (ms: number) => new Promise<'pending'>((r) => setTimeout(r, ms, 'pending'));
const newEvent = (type: string): NewEvent => ({
  event: { type, data: {} },
  eventId: randomUUID(),
  metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
});

describe('PostgresSubscription', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase('subscription');
    await migrate(db.pool, SCHEMA);
    store = new PostgresEventStore(db.pool, SCHEMA);
  });
  afterAll(() => db.drop());

  it('never skips an event whose transaction commits after a higher-numbered one: both arrive, in order', async () => {
    const seen: RecordedEvent[] = [];
    const sub = new PostgresSubscription(db.pool, {
      schema: SCHEMA,
      subscriptionId: 'interleaved',
      handle: async (events) => void seen.push(...events),
    });
    await sub.init();

    // T1 takes the lower position and stays open ...
    const t1 = await db.pool.connect();
    try {
      await t1.query('begin');
      const slow = await store
        .inTransaction(t1)
        .appendToStream('slow', [newEvent('Slow')], { expectedVersion: 'no_stream' });
      // ... while T2 takes the higher one and commits first.
      const fast = await store.appendToStream('fast', [newEvent('Fast')], { expectedVersion: 'no_stream' });
      expect(fast.events[0]!.globalPosition).toBeGreaterThan(slow.events[0]!.globalPosition);

      // Reading now must not run ahead of T1: a reader that took T2's event would move its checkpoint past T1's.
      expect(await sub.processBatch()).toBe(0);
      expect(seen).toHaveLength(0);

      await t1.query('commit');
    } finally {
      t1.release();
    }
    // Other databases' transactions on the same server may hold the horizon back for a moment.
    await eventually(async () => {
      await sub.processBatch();
      expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    });
    expect(await sub.processBatch()).toBe(0);
  });

  it('wakes promptly on a commit and resumes from its durable checkpoint after a restart', async () => {
    const seen: string[] = [];
    const options = {
      schema: SCHEMA,
      subscriptionId: 'durable',
      listenUrl: db.url,
      // A long fallback poll: only the notification can make this test pass in time.
      pollIntervalMs: 60_000,
      handle: async (events: RecordedEvent[]) => void seen.push(...events.map((e) => e.streamId)),
    };
    const first = new PostgresSubscription(db.pool, options);
    await first.start();
    try {
      await eventually(() => expect(seen).toEqual(['slow', 'fast']), 3000);
      await store.appendToStream('a', [newEvent('A')], { expectedVersion: 'no_stream' });
      await eventually(() => expect(seen).toEqual(['slow', 'fast', 'a']), 3000);
    } finally {
      await first.stop();
    }

    await store.appendToStream('b', [newEvent('B')], { expectedVersion: 'no_stream' });
    const second = new PostgresSubscription(db.pool, options);
    await second.start();
    try {
      await eventually(() => expect(seen).toEqual(['slow', 'fast', 'a', 'b']), 3000);
    } finally {
      await second.stop();
    }
  });

  it('does not move the checkpoint when the handler fails, so the batch is handled again', async () => {
    let attempts = 0;
    const handled: string[] = [];
    const sub = new PostgresSubscription(db.pool, {
      schema: SCHEMA,
      subscriptionId: 'failing',
      handle: async (events) => {
        attempts++;
        if (attempts === 1) throw new Error('boom');
        handled.push(...events.map((e) => e.streamId));
      },
    });
    await sub.init();
    // (eventually: other databases' transactions on the server may hold the horizon back for a moment)
    await eventually(() => expect(sub.processBatch()).rejects.toThrow('boom'));
    await eventually(async () => {
      await sub.processBatch();
      expect(handled).toEqual(['slow', 'fast', 'a', 'b']);
    });
  });

  it('lets only one of two instances work on a checkpoint at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const make = (name: string) =>
      new PostgresSubscription(db.pool, {
        schema: SCHEMA,
        subscriptionId: 'shared',
        handle: async (events) => {
          order.push(`${name}:${events.length}`);
          if (name === 'one') await gate;
        },
      });
    const one = make('one');
    const two = make('two');
    await one.init();
    let busy = one.processBatch();
    await eventually(async () => {
      // An empty batch (horizon held back by another database's transaction) means: try again.
      if (order.length === 0 && (await Promise.race([busy, delay(20)])) === 0) busy = one.processBatch();
      expect(order).toEqual(['one:4']);
    });
    expect(await two.processBatch()).toBe(0); // the row is locked: the second instance stands by
    release();
    expect(await busy).toBe(4);
    expect(await two.processBatch()).toBe(0); // and finds nothing left to do
    expect(order).toEqual(['one:4']);
  });

  it('makes its LISTEN connection again after Postgres ended it, and is woken by the next commit', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    let restored = 0;
    const sub = new PostgresSubscription(db.pool, {
      schema: SCHEMA,
      subscriptionId: 'relisten',
      listenUrl: db.url,
      // Only a notification can wake it in time: the fallback poll is a minute.
      pollIntervalMs: 60_000,
      handle: async (events) => void seen.push(...events.map((e) => e.streamId)),
      onError: (e) => errors.push(e),
      onListenRestored: () => restored++,
    });
    await sub.start();
    try {
      await eventually(() => expect(seen).toEqual(['slow', 'fast', 'a', 'b']), 3000);
      // What a Postgres restart does to the connection: "terminating connection due to administrator command".
      const killed = await db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'listen:relisten'`,
      );
      expect(killed.rowCount).toBe(1);
      await eventually(() => expect(restored).toBe(1), 5000);
      expect(sub.listening).toBe(true);
      expect(errors).toContainEqual(expect.objectContaining({ code: '57P01' }));
      await store.appendToStream('c', [newEvent('C')], { expectedVersion: 'no_stream' });
      await eventually(() => expect(seen).toEqual(['slow', 'fast', 'a', 'b', 'c']), 3000);
    } finally {
      await sub.stop();
    }
    expect(sub.listening).toBe(false);
  });
  it('hands the batch to the other instance when the one holding it hangs past holdTimeoutMs (issue #27)', async () => {
    await store.appendToStream(`hang-${randomUUID()}`, [newEvent('H1'), newEvent('H2')], {
      expectedVersion: 'no_stream',
    });
    const handled: string[] = [];
    let hung = false;
    const make = (name: string) =>
      new PostgresSubscription(db.pool, {
        schema: SCHEMA,
        subscriptionId: 'hang-over',
        holdTimeoutMs: 500,
        handle: async (events, tx) => {
          if (name === 'frozen') {
            hung = true;
            // Frozen mid-batch: its connection stays open, no statement comes for far longer than the timeout.
            await delay(2500);
            await tx.query('select 1');
          }
          handled.push(...events.map((e) => `${name}:${e.type}`));
        },
      });
    const frozen = make('frozen');
    const other = make('other');
    await frozen.init();
    const stuck = frozen.processBatch();
    await eventually(() => expect(hung).toBe(true));
    expect(await other.processBatch()).toBe(0); // locked while the frozen one is within its time
    // Postgres ends the frozen transaction; the other instance takes the whole batch over.
    await eventually(async () => {
      await other.processBatch();
      expect(handled.filter((h) => h.startsWith('other:'))).toEqual(
        expect.arrayContaining(['other:H1', 'other:H2']),
      );
    }, 5000);
    await expect(stuck).rejects.toThrow();
    expect(handled.filter((h) => h.startsWith('frozen:'))).toEqual([]);
    // The checkpoint moved once: nothing left for either.
    expect(await frozen.processBatch()).toBe(0);
    expect(await other.processBatch()).toBe(0);
  });
});
