import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Subjects, connectNats, ensureStream } from '@fabelhaft/messaging';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { PostgresEventStore } from './postgres/event-store';
import { migrate } from './postgres/schema';
import { createRelay } from './relay';
import { runFixture } from './test-fixtures/spawn-fixture';

const SCHEMA = 'es_relay';
const TOTAL = 30;

describe('relay to JetStream', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  let subjects: Subjects;
  let stream: string;

  beforeAll(async () => {
    db = await createTestDatabase('relay');
    await migrate(db.pool, SCHEMA);
    nc = await connectNats({ url: testNatsUrl(), name: 'relay-test' });
    subjects = new Subjects(testSubjectPrefix('relay'));
    stream = subjects.stream('EVT_TEST');
    await ensureStream(nc, { name: stream, subjects: [subjects.subject('evt.test.>')], storage: 'memory' });
    const store = new PostgresEventStore(db.pool, SCHEMA);
    for (let n = 1; n <= TOTAL; n++) {
      await store.appendToStream(
        `thing-${n % 3}`,
        [
          {
            event: { type: 'Happened', data: n },
            eventId: randomUUID(),
            metadata: { correlationId: `c${n}`, causationId: null, userId: null, schemaVersion: 1 },
          },
        ],
        { expectedVersion: 'any' },
      );
    }
  });

  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
    await nc.close();
    await db.drop();
  });

  it('publishes every event exactly once although the relay was killed mid-batch and restarted', async () => {
    const crashed = await runFixture('relay-crash.fixture.ts', {
      FIXTURE_DB_URL: db.url,
      FIXTURE_NATS_URL: testNatsUrl(),
      FIXTURE_PREFIX: subjects.prefix,
      FIXTURE_SCHEMA: SCHEMA,
      FIXTURE_BATCH: String(TOTAL),
      CRASH_AFTER: '12',
    });
    expect(crashed.signal).toBe('SIGKILL');
    const jsm = await jetstreamManager(nc);
    expect((await jsm.streams.info(stream)).state.messages).toBe(12);

    // The crashed batch never moved the checkpoint: the new relay publishes those 12 again, and the stream
    // must drop them as duplicates (Nats-Msg-Id = event id).
    const relay = createRelay(db.pool, {
      schema: SCHEMA,
      subjects,
      publisher: jetstream(nc),
      listenUrl: db.url,
      map: (e) => ({
        subject: 'evt.test.thing.happened',
        type: 'test.v1.Happened',
        data: { n: e.data },
      }),
    });
    await relay.start();
    await eventually(async () => expect(await relay.checkpoint()).not.toBe('0:0'), 5000);
    await eventually(async () => {
      const { rows } = await db.pool.query(`select max(global_position)::int as p from ${SCHEMA}.events`);
      expect((await relay.checkpoint())?.endsWith(`:${rows[0].p}`)).toBe(true);
    }, 5000);
    await relay.stop();

    expect((await jsm.streams.info(stream)).state.messages).toBe(TOTAL);
    const consumer = await jetstream(nc).consumers.get(stream);
    const seen: number[] = [];
    const ids = new Set<string>();
    const batch = await consumer.fetch({ max_messages: TOTAL + 5, expires: 1000 });
    for await (const m of batch) {
      const envelope = m.json<{ id: string; type: string; data: { n: number } }>();
      expect(envelope.type).toBe('test.v1.Happened');
      expect(m.headers?.get('Nats-Msg-Id')).toBe(envelope.id);
      ids.add(envelope.id);
      seen.push(envelope.data.n);
    }
    expect(seen).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(ids.size).toBe(TOTAL);
  });
});
