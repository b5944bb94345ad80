// nx run refinement:rebuild-read-models — empties the read models and replays the event log into them.
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { refinementDatabase, refinementProjections } from './infrastructure/database';
import { refinementConfigSchema } from './refinement.config';

runProcess('refinement:rebuild-read-models', async () => {
  const config = loadConfig(refinementConfigSchema);
  // Either store (EVENT_STORE): the Postgres log, or the service's events in KurrentDB's $all (ADR 0046).
  const { kind, events } = await rebuildServiceReadModels(refinementDatabase, config, {
    name: 'refinement:rebuild-read-models',
    onError: (e) => process.stderr.write(`refinement: database connection lost: ${e.message}\n`),
  });
  process.stdout.write(
    `refinement: rebuilt ${refinementProjections.map((p) => p.name).join(', ')} from ${events} events (${kind} store)\n`,
  );
  process.exit(0);
});
