import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import {
  connectNats,
  DEAD_LETTER_STREAM,
  DeadLetterHeaders,
  DeadLetterPublisher,
  eraseDeadLetterCopies,
  ensureStream,
  Subjects,
} from '@fabelhaft/messaging';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { createRelay, type RelayPublisher } from '../relay';
import {
  erasePublishedMessages,
  jetStreamMessageEraser,
  jetStreamUnrecordedCopyFinder,
  removeStreams,
  withErasureLock,
  type NatsCopyErasers,
} from './erasure';
import { PostgresEventStore } from './event-store';
import { migrate } from './schema';

const SCHEMA = 'es_erasure';

/**
 * issue #22 (ADR 0016 addendum): an erasure deletes every published copy of the streams it removes — those the
 * relay recorded, and those it published before it recorded where (a database upgraded from before issue #22),
 * found in the service's own stream by message id — and every dead letter that copies one of them, in whichever
 * service's consumer, although it names nobody.
 */
describe('erasing the published copies of removed streams', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  let subjects: Subjects;
  let stream: string;
  let store: PostgresEventStore;

  const append = async (streamId: string, data: unknown) => {
    const eventId = randomUUID();
    await store.appendToStream(
      streamId,
      [
        {
          event: { type: 'Happened', data },
          eventId,
          metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
        },
      ],
      { expectedVersion: 'any' },
    );
    return eventId;
  };

  /** The relay until its checkpoint is at the last event; `recording: false` is the relay before issue #22. */
  const relayOnce = async (recording: boolean) => {
    const js = jetstream(nc);
    const publisher: RelayPublisher = recording
      ? js
      : { publish: async (subject, payload, o) => void (await js.publish(subject, payload, o)) };
    const relay = createRelay(db.pool, {
      schema: SCHEMA,
      subjects,
      publisher,
      map: (e) => ({ subject: 'evt.test.thing.happened', type: 'test.v1.Happened', data: e.data }),
    });
    await relay.start();
    await eventually(async () => {
      const { rows } = await db.pool.query(`select max(global_position)::int as p from ${SCHEMA}.events`);
      expect((await relay.checkpoint())?.endsWith(`:${rows[0].p}`)).toBe(true);
    }, 5000);
    await relay.stop();
  };

  /** The stream's message carrying this event (its Nats-Msg-Id), or null when there is none. */
  const sequenceOf = async (eventId: string): Promise<number | null> => {
    const jsm = await jetstreamManager(nc);
    const { first_seq: first, last_seq: last } = (await jsm.streams.info(stream)).state;
    for (let seq = first; seq <= last; seq += 1) {
      const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (m?.header?.get('Nats-Msg-Id') === eventId) return seq;
    }
    return null;
  };

  /** A dead letter of notifications' consumer that copies this message of the stream, naming nobody. */
  const deadLetterOf = async (sequence: number) => {
    const h = natsHeaders();
    h.set(DeadLetterHeaders.stream, stream);
    h.set(DeadLetterHeaders.seq, String(sequence));
    h.set(DeadLetterHeaders.consumer, 'notifications-thing');
    const ack = await jetstream(nc).publish(
      subjects.subject('dlq.notifications.notifications-thing'),
      '{"thing":"copy"}',
      { headers: h },
    );
    return ack.seq;
  };

  const stored = async (name: string, seq: number) =>
    (await (await jetstreamManager(nc)).streams.getMessage(name, { seq }).catch(() => null)) !== null;

  beforeAll(async () => {
    db = await createTestDatabase('erasure');
    nc = await connectNats({ url: testNatsUrl(), name: 'erasure-test' });
    subjects = new Subjects(testSubjectPrefix('erase'));
    stream = subjects.stream('EVT_TEST');
    await ensureStream(nc, { name: stream, subjects: [subjects.subject('evt.test.>')], storage: 'memory' });
    await new DeadLetterPublisher(nc, subjects).ensureStream();
    store = new PostgresEventStore(db.pool, SCHEMA);
  });

  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await jsm.streams.delete(subjects.stream(DEAD_LETTER_STREAM)).catch(() => undefined);
    await nc.close();
    await db.drop();
  });

  it('deletes recorded and unrecorded copies and their dead letters, of the erased streams only, once', async () => {
    // A database from before issue #22's unrecorded-copies migration, whose relay recorded nothing.
    await migrate(db.pool, SCHEMA);
    await db.pool.query(
      `drop table ${SCHEMA}.unrecorded_publications, ${SCHEMA}.unrecorded_erasures;
       delete from ${SCHEMA}.schema_migrations where id = 'eventsourcing-0003-unrecorded-publications'`,
    );
    const a1 = await append('thing-a', { owner: 'a', n: 1 });
    const a2 = await append('thing-a', { owner: 'a', n: 2 });
    const b1 = await append('thing-b', { owner: 'b', n: 1 });
    await relayOnce(false);
    expect((await db.pool.query(`select count(*)::int as n from ${SCHEMA}.published_messages`)).rows).toEqual(
      [{ n: 0 }],
    );

    // The upgrade: from now on every copy is recorded.
    expect(await migrate(db.pool, SCHEMA)).toEqual(['eventsourcing-0003-unrecorded-publications']);
    const a3 = await append('thing-a', { owner: 'a', n: 3 });
    const b2 = await append('thing-b', { owner: 'b', n: 2 });
    await relayOnce(true);
    const seq = Object.fromEntries(
      await Promise.all(
        Object.entries({ a1, a2, a3, b1, b2 }).map(async ([k, id]) => [k, (await sequenceOf(id))!] as const),
      ),
    );
    expect(Object.values(seq).every((s) => typeof s === 'number')).toBe(true);
    const { rows: recorded } = await db.pool.query<{ stream_id: string }>(
      `select stream_id from ${SCHEMA}.published_messages order by sequence`,
    );
    expect(recorded.map((r) => r.stream_id)).toEqual(['thing-a', 'thing-b']);
    // Consumers elsewhere gave up a1 (unrecorded), a3 (recorded) and b1: their dead letters copy them.
    const dead = {
      a1: await deadLetterOf(seq['a1']!),
      a3: await deadLetterOf(seq['a3']!),
      b1: await deadLetterOf(seq['b1']!),
    };

    const removed = await withErasureLock(db.pool, SCHEMA, (tx) => removeStreams(tx, SCHEMA, ['thing-a']));
    expect(removed).toBe(3);
    const read: number[] = [];
    const finder = jetStreamUnrecordedCopyFinder(nc, stream);
    const erasers: NatsCopyErasers = {
      erase: jetStreamMessageEraser(nc),
      findUnrecorded: async (ids, firstRecorded) => {
        read.push(firstRecorded.get(stream)!);
        return finder(ids, firstRecorded);
      },
      eraseDeadLetters: (copies) => eraseDeadLetterCopies(nc, subjects, copies),
    };
    expect(await erasePublishedMessages(db.pool, SCHEMA, erasers)).toBe(3);
    // Only the messages before the first recorded one were read for unrecorded copies.
    expect(read).toEqual([seq['a3']]);

    for (const k of ['a1', 'a2', 'a3'] as const)
      expect(`${k} ${await stored(stream, seq[k]!)}`).toBe(`${k} false`);
    for (const k of ['b1', 'b2'] as const) expect(`${k} ${await stored(stream, seq[k]!)}`).toBe(`${k} true`);
    const dlq = subjects.stream(DEAD_LETTER_STREAM);
    expect(await stored(dlq, dead.a1)).toBe(false);
    expect(await stored(dlq, dead.a3)).toBe(false);
    expect(await stored(dlq, dead.b1)).toBe(true);
    const { rows: left } = await db.pool.query<{ stream_id: string }>(
      `select stream_id from ${SCHEMA}.published_messages`,
    );
    expect(left).toEqual([{ stream_id: 'thing-b' }]);
    expect(
      (await db.pool.query(`select count(*)::int as n from ${SCHEMA}.unrecorded_erasures`)).rows,
    ).toEqual([{ n: 0 }]);

    // A repeat finds nothing more to do.
    expect(await erasePublishedMessages(db.pool, SCHEMA, erasers)).toBe(0);
    expect(read).toHaveLength(1);
  });

  it('queues no unrecorded copy in a database that recorded from its first event', async () => {
    const fresh = 'es_erasure_fresh';
    await migrate(db.pool, fresh);
    const own = new PostgresEventStore(db.pool, fresh);
    await own.appendToStream(
      'thing-c',
      [
        {
          event: { type: 'Happened', data: 1 },
          eventId: randomUUID(),
          metadata: { correlationId: 'c', causationId: null, userId: null, schemaVersion: 1 },
        },
      ],
      { expectedVersion: 'any' },
    );
    await withErasureLock(db.pool, fresh, (tx) => removeStreams(tx, fresh, ['thing-c']));
    expect((await db.pool.query(`select count(*)::int as n from ${fresh}.unrecorded_erasures`)).rows).toEqual(
      [{ n: 0 }],
    );
    const finder = jest.fn();
    expect(
      await erasePublishedMessages(db.pool, fresh, {
        erase: jetStreamMessageEraser(nc),
        findUnrecorded: finder,
      }),
    ).toBe(0);
    expect(finder).not.toHaveBeenCalled();
  });
});
