// nx run orders:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { openServiceDatabase } from '@fabelhaft/service-kit/service';
import { ORDERS_SCHEMA, ordersConfigSchema } from './orders.config';
import { ordersDatabase, ordersProjections } from './infrastructure/database';

runProcess('orders:rebuild-read-models', async () => {
  // Replaying needs the database only: no payment provider, so no Stripe secrets (ADR 0014).
  const config = loadConfig(
    ordersConfigSchema.omit({ STRIPE_SECRET_KEY: true, STRIPE_WEBHOOK_SECRET: true }),
  );
  const { pool } = await openServiceDatabase(ordersDatabase, {
    connectionString: config.DATABASE_URL,
    name: 'orders:rebuild-read-models',
    onError: (e) => process.stderr.write(`orders: database connection lost: ${e.message}\n`),
  });
  const { events } = await rebuildProjections(pool, ORDERS_SCHEMA, ordersProjections, {
    codec: ordersDatabase.codec,
  });
  process.stdout.write(
    `orders: rebuilt ${ordersProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
