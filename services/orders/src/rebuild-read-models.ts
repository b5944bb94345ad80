// nx run orders:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { ORDERS_SCHEMA, ordersConfigSchema } from './orders.config';
import { ordersProjections, openOrdersDatabase } from './infrastructure/database';

runProcess('orders:rebuild-read-models', async () => {
  const config = loadConfig(ordersConfigSchema);
  const { pool } = await openOrdersDatabase(config.DATABASE_URL);
  const { events } = await rebuildProjections(pool, ORDERS_SCHEMA, ordersProjections);
  process.stdout.write(
    `orders: rebuilt ${ordersProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
