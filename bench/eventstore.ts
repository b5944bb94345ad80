// npm run bench:eventstore — this project's Postgres event store against @event-driven-io/emmett-postgresql (issue #29)
// on the same Postgres, each workload on fresh databases of its own: appends to new streams with 1 and with 8
// writers, 8 writers appending 20 events one at a time to each of their streams, reads of a 1,000-event stream
// and a catch-up read of 100,000 events. Prints each rate, the ratio ours/peer and the target (ADR 0045).
// `-- --rounds N` runs every workload N times (alternating which store goes first) and keeps the best rate;
// `-- --only <text>` runs the workloads whose name contains the text.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { dumbo } from '@event-driven-io/dumbo';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { migrate, PostgresEventStore, type ExpectedVersion, type NewEvent } from '@fabelhaft/eventsourcing';
import { ensurePostgres } from '@fabelhaft/local-infra';
import { createTestDatabase, type TestDatabase } from '@fabelhaft/testing';

const POOL_SIZE = 10; // node-postgres' default, which the peer uses
const SCHEMA = 'bench';

/** What both stores append: the same type, data and metadata (about 300 bytes of JSON). */
function payload(i: number) {
  return {
    type: 'OrderPlaced',
    data: {
      orderId: `order-${i}`,
      customerId: `customer-${i % 97}`,
      lines: [
        { sku: 'BOOK-HARDCOVER-24', quantity: 1, priceCents: 3490 },
        { sku: 'GIFT-WRAP', quantity: 1, priceCents: 290 },
      ],
      currency: 'EUR',
      shipTo: { country: 'DE', postalCode: '10115' },
    },
    metadata: {
      correlationId: randomUUID(),
      causationId: null,
      userId: `customer-${i % 97}`,
      schemaVersion: 1,
    },
  };
}

type Expected = 'no_stream' | number;

/** One store under test: appends and reads with the forms both stores offer. */
interface Subject {
  append(streamId: string, count: number, expected: Expected, seq: number): Promise<void>;
  readStream(streamId: string): Promise<number>;
  /** Reads every event from the start in pages; returns how many. */
  catchUp(pageSize: number): Promise<number>;
  close(): Promise<void>;
}

async function ours(): Promise<Subject> {
  const db = await createTestDatabase('es_ours');
  await db.pool.end();
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: db.url, max: POOL_SIZE });
  pool.on('error', () => undefined); // the forced drop at the end ends idle connections: expected
  await migrate(pool, SCHEMA);
  const store = new PostgresEventStore(pool, SCHEMA);
  return {
    async append(streamId, count, expected, seq) {
      const events: NewEvent[] = Array.from({ length: count }, (_, k) => {
        const p = payload(seq + k);
        return { event: { type: p.type, data: p.data }, eventId: randomUUID(), metadata: p.metadata };
      });
      await store.appendToStream(streamId, events, { expectedVersion: expected as ExpectedVersion });
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).events.length;
    },
    async catchUp(pageSize) {
      let after: string | null = null;
      let n = 0;
      for (;;) {
        const page = await store.readAll(after, pageSize);
        if (page.length === 0) return n;
        n += page.length;
        after = page[page.length - 1]!.checkpoint;
      }
    },
    close: () => closeDb(db, () => pool.end()),
  };
}

async function peer(): Promise<Subject> {
  const db = await createTestDatabase('es_peer');
  await db.pool.end();
  const pool = dumbo({ connectionString: db.url, max: POOL_SIZE } as Parameters<typeof dumbo>[0]);
  const store = getPostgreSQLEventStore(db.url, { connectionOptions: { dumbo: pool } });
  await store.schema.migrate();
  return {
    async append(streamId, count, expected, seq) {
      const events = Array.from({ length: count }, (_, k) => payload(seq + k));
      await store.appendToStream(streamId, events, {
        expectedStreamVersion: expected === 'no_stream' ? 'STREAM_DOES_NOT_EXIST' : BigInt(expected),
      });
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).events.length;
    },
    async catchUp(pageSize) {
      let after = 0n;
      let n = 0;
      for (;;) {
        const batch = await readMessagesBatch(pool.execute, { after, batchSize: pageSize });
        n += batch.messages.length;
        if (!batch.areMessagesLeft || batch.messages.length === 0) return n;
        after = batch.currentGlobalPosition;
      }
    },
    // The store does not end a pool it was given: end it too, or the forced drop's termination of its idle
    // connections is an unhandled 'error' event that ends the bench.
    close: () =>
      closeDb(db, async () => {
        await store.close().catch(() => undefined);
        await pool.close();
      }),
  };
}

async function closeDb(db: TestDatabase, end: () => Promise<void>) {
  await end().catch(() => undefined);
  await db.drop();
}

/** Runs `writers` loops that each take work items until `total` are done; returns items per second. */
async function parallel(writers: number, total: number, op: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < total) await op(next++);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

interface Workload {
  name: string;
  unit: string;
  run(subject: Subject): Promise<number>;
}

const NEW_STREAMS = 1_000;
const workloads: Workload[] = [
  {
    name: 'new streams, 1 writer',
    unit: 'appends/s',
    run: (s) => parallel(1, NEW_STREAMS, (i) => s.append(`order-${i}`, 1, 'no_stream', i)),
  },
  {
    name: 'new streams, 8 writers',
    unit: 'appends/s',
    run: (s) => parallel(8, NEW_STREAMS * 2, (i) => s.append(`order-${i}`, 1, 'no_stream', i)),
  },
  {
    name: '8 writers × 20 events per stream',
    unit: 'appends/s',
    // Each work item is one stream: 20 appends of one event, each expecting the version the last one left.
    run: async (s) => {
      const streams = 80;
      const perSecond = await parallel(8, streams, async (i) => {
        for (let v = 0; v < 20; v++) await s.append(`cart-${i}`, 1, v === 0 ? 'no_stream' : v, i * 20 + v);
      });
      return perSecond * 20;
    },
  },
  {
    name: 'read a 1,000-event stream',
    unit: 'reads/s',
    run: async (s) => {
      for (let b = 0; b < 10; b++) await s.append('long', 100, b === 0 ? 'no_stream' : b * 100, b * 100);
      await s.readStream('long'); // warm
      return parallel(1, 40, async () => {
        if ((await s.readStream('long')) !== 1_000) throw new Error('short read');
      });
    },
  },
  {
    name: 'catch-up read of 100,000 events',
    unit: 'events/s',
    run: async (s) => {
      // 1,000 streams of 100 events, one append after the other: the peer's batch read filters by position but
      // orders by transaction, so with concurrent writers it would read some events twice.
      await parallel(1, 1_000, (i) => s.append(`s-${i}`, 100, 'no_stream', i * 100));
      const started = performance.now();
      const n = await s.catchUp(1_000);
      if (n !== 100_000) throw new Error(`caught up ${n} events, not 100000`);
      return n / ((performance.now() - started) / 1000);
    },
  },
];

async function main() {
  // Each workload drops its databases `with (force)`, which ends their idle connections: the peer's pool (inside
  // dumbo, no 'error' listener of ours) would otherwise turn that expected termination into a crash.
  process.on('uncaughtException', (e) => {
    if ((e as { code?: string }).code === '57P01') return;
    console.error(e);
    process.exit(1);
  });
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 1;
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? process.argv[onlyArg + 1]! : '';
  const pg = await ensurePostgres({
    serverUrl: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
    dataDir: join(__dirname, '..', '.local/test-pg'),
  });
  process.env.TEST_POSTGRES_URL = pg.serverUrl;
  console.log(
    `event store bench: ours vs @event-driven-io/emmett-postgresql 0.42.0, pool ${POOL_SIZE}, best of ${rounds}`,
  );
  const rows: string[][] = [['workload', 'ours', 'emmett', 'ours/emmett']];
  for (const w of workloads.filter((x) => x.name.includes(only))) {
    let best = { ours: 0, peer: 0 };
    for (let r = 0; r < rounds; r++) {
      const order: Array<'ours' | 'peer'> = r % 2 === 0 ? ['peer', 'ours'] : ['ours', 'peer'];
      for (const which of order) {
        const subject = which === 'ours' ? await ours() : await peer();
        try {
          best = { ...best, [which]: Math.max(best[which], await w.run(subject)) };
        } finally {
          await subject.close();
        }
      }
    }
    rows.push([
      w.name,
      `${best.ours.toFixed(0)} ${w.unit}`,
      `${best.peer.toFixed(0)} ${w.unit}`,
      `${(best.ours / best.peer).toFixed(2)}×`,
    ]);
    console.log(rows[rows.length - 1]!.join(' | '));
  }
  console.log('\nTarget (issue #29): ≥ 1.50× on the three append workloads, ≥ 1.00× on the two reads.');
  console.table(rows.slice(1).map(([workload, o, p, ratio]) => ({ workload, ours: o, emmett: p, ratio })));
  await pg.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
