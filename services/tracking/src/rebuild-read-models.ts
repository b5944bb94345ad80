// nx run tracking:rebuild-read-models — empties the read models and replays the event log into them.
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { trackingDatabase, trackingProjections } from './infrastructure/database';
import { trackingConfigSchema } from './tracking.config';

runProcess('tracking:rebuild-read-models', async () => {
  const config = loadConfig(trackingConfigSchema);
  // Either store (EVENT_STORE): the Postgres log, or the service's events in KurrentDB's $all (ADR 0046).
  const { kind, events } = await rebuildServiceReadModels(trackingDatabase, config, {
    name: 'tracking:rebuild-read-models',
    onError: (e) => process.stderr.write(`tracking: database connection lost: ${e.message}\n`),
  });
  process.stdout.write(
    `tracking: rebuilt ${trackingProjections.map((p) => p.name).join(', ')} from ${events} events (${kind} store)\n`,
  );
  process.exit(0);
});
