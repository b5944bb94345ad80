// nx run limits:rebuild-read-models — empties the read models and replays the event log into them.
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { limitsDatabase, limitsProjections } from './infrastructure/database';
import { limitsConfigSchema } from './limits.config';

runProcess('limits:rebuild-read-models', async () => {
  const config = loadConfig(limitsConfigSchema);
  // Either store (EVENT_STORE): the Postgres log, or the service's events in KurrentDB's $all (ADR 0046).
  const { kind, events } = await rebuildServiceReadModels(limitsDatabase, config, {
    name: 'limits:rebuild-read-models',
    onError: (e) => process.stderr.write(`limits: database connection lost: ${e.message}\n`),
  });
  process.stdout.write(
    `limits: rebuilt ${limitsProjections.map((p) => p.name).join(', ')} from ${events} events (${kind} store)\n`,
  );
  process.exit(0);
});
