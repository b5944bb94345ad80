// A relay process that dies (SIGKILL, no clean-up) right after the server acknowledged its
// CRASH_AFTER-th message, in the middle of a batch whose checkpoint it has not written yet.
import { jetstream } from '@nats-io/jetstream';
import { Pool } from 'pg';
import { Subjects, connectNats } from '@fabelhaft/messaging';
import { createRelay } from '../relay';

async function main(): Promise<void> {
  const env = process.env as Record<string, string>;
  const pool = new Pool({ connectionString: env.FIXTURE_DB_URL });
  // The test drops the database under this process; an idle connection ended by that is no crash of ours.
  pool.on('error', () => undefined);
  const nc = await connectNats({ url: env.FIXTURE_NATS_URL, name: 'relay-crash-fixture' });
  const js = jetstream(nc);
  const crashAfter = Number(env.CRASH_AFTER);
  let published = 0;
  const relay = createRelay(pool, {
    schema: env.FIXTURE_SCHEMA,
    subjects: new Subjects(env.FIXTURE_PREFIX),
    batchSize: Number(env.FIXTURE_BATCH ?? 100),
    map: (e) => ({ subject: 'evt.test.thing.happened', type: 'test.v1.Happened', data: { n: e.data } }),
    publisher: {
      async publish(subject, payload, options) {
        const ack = await js.publish(subject, payload, options);
        if (++published === crashAfter) process.kill(process.pid, 'SIGKILL');
        return ack;
      },
    },
  });
  await relay.start();
}

void main();
