// A consumer process that commits the handler's effect and then dies (SIGKILL) where it would ack.
import { jetstream, type JsMsg } from '@nats-io/jetstream';
import { Pool } from 'pg';
import { connectNats } from '@fabelhaft/messaging';
import { IdempotentConsumer } from '../idempotent-consumer';

async function main(): Promise<void> {
  const env = process.env as Record<string, string>;
  const pool = new Pool({ connectionString: env.FIXTURE_DB_URL });
  // The test drops the database under this process; an idle connection ended by that is no crash of ours.
  pool.on('error', () => undefined);
  const nc = await connectNats({ url: env.FIXTURE_NATS_URL, name: 'consumer-crash-fixture' });
  const consumer = new IdempotentConsumer(nc, pool, {
    schema: env.FIXTURE_SCHEMA,
    stream: env.FIXTURE_STREAM,
    durable: env.FIXTURE_DURABLE,
    handle: async (message, tx) => {
      await tx.query(`insert into ${env.FIXTURE_SCHEMA}.effects (message_id, body) values ($1, $2)`, [
        message.messageId,
        JSON.stringify(message.data),
      ]);
    },
  });
  const m = await (
    await jetstream(nc).consumers.get(env.FIXTURE_STREAM, env.FIXTURE_DURABLE)
  ).next({ expires: 5000 });
  if (!m) throw new Error('no message');
  const crashOnAck = new Proxy(m, {
    get(target, prop, receiver) {
      if (prop === 'ack') return () => process.kill(process.pid, 'SIGKILL');
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as JsMsg;
  await consumer.process(crashOnAck);
  process.exit(3); // not reached when the crash happens
}

void main();
