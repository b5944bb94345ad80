import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { RETRY_OF_HEADER, Subjects, connectNats, ensureConsumer, ensureStream } from '@fabelhaft/messaging';
import {
  createTestDatabase,
  eventually,
  testNatsUrl,
  testSubjectPrefix,
  type TestDatabase,
} from '@fabelhaft/testing';
import { IdempotentConsumer } from './idempotent-consumer';
import { migrate } from './postgres/schema';
import { runFixture } from './test-fixtures/spawn-fixture';

const SCHEMA = 'es_consumer';

describe('idempotent consumer', () => {
  let db: TestDatabase;
  let nc: NatsConnection;
  let subjects: Subjects;
  let stream: string;

  beforeAll(async () => {
    db = await createTestDatabase('consumer');
    await migrate(db.pool, SCHEMA, [
      {
        id: 'test-effects',
        sql: `create table ${SCHEMA}.effects (id serial primary key, message_id text, body jsonb)`,
      },
    ]);
    nc = await connectNats({ url: testNatsUrl(), name: 'consumer-test' });
    subjects = new Subjects(testSubjectPrefix('consumer'));
    stream = subjects.stream('JOBS_TEST');
    await ensureStream(nc, { name: stream, subjects: [subjects.subject('jobs.test')], storage: 'memory' });
  });

  afterAll(async () => {
    await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined);
    await nc.close();
    await db.drop();
  });

  const effects = async () =>
    (await db.pool.query<{ message_id: string }>(`select message_id from ${SCHEMA}.effects order by id`))
      .rows;

  it('applies the effect once when the process crashes after its commit and before the ack', async () => {
    const durable = 'crash';
    await ensureConsumer(nc, stream, { durable, ackWaitMs: 1000 });
    await jetstream(nc).publish(subjects.subject('jobs.test'), JSON.stringify({ job: 1 }), {
      msgID: 'job-1',
    });

    const crashed = await runFixture('consumer-crash.fixture.ts', {
      FIXTURE_DB_URL: db.url,
      FIXTURE_NATS_URL: testNatsUrl(),
      FIXTURE_SCHEMA: SCHEMA,
      FIXTURE_STREAM: stream,
      FIXTURE_DURABLE: durable,
    });
    expect(crashed.signal).toBe('SIGKILL');
    expect(await effects()).toEqual([{ message_id: 'job-1' }]);

    const outcomes: string[] = [];
    const consumer = new IdempotentConsumer(nc, db.pool, {
      schema: SCHEMA,
      stream,
      durable,
      handle: async (message, tx) => {
        await tx.query(`insert into ${SCHEMA}.effects (message_id, body) values ($1, $2)`, [
          message.messageId,
          JSON.stringify(message.data),
        ]);
      },
    });
    const process = consumer.process.bind(consumer);
    consumer.process = async (m) => {
      const outcome = await process(m);
      outcomes.push(`${outcome}@${m.info.deliveryCount}`);
      return outcome;
    };
    await consumer.start();
    // The server redelivers the unacknowledged message after ack_wait; the redelivery must change nothing.
    await eventually(() => expect(outcomes).toEqual(['duplicate@2']), 10_000);
    await eventually(async () => {
      const info = await (await jetstreamManager(nc)).consumers.info(stream, durable);
      expect(info.num_ack_pending).toBe(0);
      expect(info.num_pending).toBe(0);
    }, 5000);
    await consumer.stop();
    expect(await effects()).toEqual([{ message_id: 'job-1' }]);
  });

  it('rolls back a failed handler, retries, and gives up after the last allowed delivery', async () => {
    const durable = 'failing';
    await ensureConsumer(nc, stream, {
      durable,
      ackWaitMs: 2000,
      maxDeliver: 3,
      filterSubjects: [subjects.subject('jobs.test')],
    });
    await jetstream(nc).publish(subjects.subject('jobs.test'), JSON.stringify({ job: 2 }), {
      msgID: 'job-2',
    });
    const attempts: number[] = [];
    const gaveUp: string[] = [];
    const consumer = new IdempotentConsumer(nc, db.pool, {
      schema: SCHEMA,
      stream,
      durable,
      maxDeliver: 3,
      retryDelayMs: () => 50,
      handle: async (message, tx) => {
        if ((message.data as { job: number }).job !== 2) return;
        attempts.push(message.deliveryCount);
        await tx.query(`insert into ${SCHEMA}.effects (message_id) values ('half-done')`);
        throw new Error('handler failed');
      },
      onGiveUp: async (message, _error, tx) => {
        gaveUp.push(message.messageId);
        await tx.query(`insert into ${SCHEMA}.effects (message_id) values ('gave-up:' || $1)`, [
          message.messageId,
        ]);
      },
    });
    await consumer.start();
    await eventually(() => expect(gaveUp).toEqual(['job-2']), 10_000);
    await consumer.stop();
    expect(attempts.slice(-3)).toEqual([1, 2, 3]);
    const rows = (await effects()).map((r) => r.message_id);
    expect(rows).not.toContain('half-done');
    expect(rows).toContain('gave-up:job-2');
  });
  it("runs a message retried from the DLQ under the original's id: again where it failed, not where it was handled", async () => {
    const durable = 'retried';
    await ensureConsumer(nc, stream, { durable, ackWaitMs: 2000 });
    const outcomes: string[] = [];
    const consumer = new IdempotentConsumer(nc, db.pool, {
      schema: SCHEMA,
      stream,
      durable,
      handle: async (message, tx) => {
        if ((message.data as { job: number }).job < 3) return;
        await tx.query(`insert into ${SCHEMA}.effects (message_id) values ('retried:' || $1)`, [
          message.messageId,
        ]);
      },
    });
    const process = consumer.process.bind(consumer);
    consumer.process = async (m) => {
      const outcome = await process(m);
      if (m.json<{ job: number }>().job >= 3) outcomes.push(outcome);
      return outcome;
    };
    await consumer.start();
    const js = jetstream(nc);
    await js.publish(subjects.subject('jobs.test'), JSON.stringify({ job: 3 }), { msgID: 'job-3' });
    await eventually(() => expect(outcomes).toEqual(['handled']), 10_000);

    const retryOf = (id: string) => {
      const h = natsHeaders();
      h.set(RETRY_OF_HEADER, id);
      return h;
    };
    // A retry of job-3 (handled here already), then of job-4, which this consumer never handled.
    await js.publish(subjects.subject('jobs.test'), JSON.stringify({ job: 3 }), {
      msgID: 'dlq-retry:1',
      headers: retryOf('job-3'),
    });
    await js.publish(subjects.subject('jobs.test'), JSON.stringify({ job: 4 }), {
      msgID: 'dlq-retry:2',
      headers: retryOf('job-4'),
    });
    await eventually(() => expect(outcomes).toEqual(['handled', 'duplicate', 'handled']), 10_000);
    await consumer.stop();
    const rows = (await effects()).map((r) => r.message_id).filter((id) => id.startsWith('retried:'));
    expect(rows).toEqual(['retried:job-3', 'retried:job-4']);
  });
});
