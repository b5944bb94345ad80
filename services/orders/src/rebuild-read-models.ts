// nx run orders:rebuild-read-models — empties the read models and replays the event log into them.
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { ordersConfigSchema } from './orders.config';
import { ordersDatabase, ordersProjections } from './infrastructure/database';

runProcess('orders:rebuild-read-models', async () => {
  // Replaying needs the database only: no payment provider, so no Stripe secrets (ADR 0014).
  const config = loadConfig(
    ordersConfigSchema.omit({ STRIPE_SECRET_KEY: true, STRIPE_WEBHOOK_SECRET: true }),
  );
  // Either store (EVENT_STORE): the Postgres log, or the service's events in KurrentDB's $all (ADR 0046).
  const { kind, events } = await rebuildServiceReadModels(ordersDatabase, config, {
    name: 'orders:rebuild-read-models',
    onError: (e) => process.stderr.write(`orders: database connection lost: ${e.message}\n`),
  });
  process.stdout.write(
    `orders: rebuilt ${ordersProjections.map((p) => p.name).join(', ')} from ${events} events (${kind} store)\n`,
  );
  process.exit(0);
});
