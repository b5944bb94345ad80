// nx run refinement:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { openServiceDatabase } from '@fabelhaft/service-kit/service';
import { refinementDatabase, refinementProjections } from './infrastructure/database';
import { REFINEMENT_SCHEMA, refinementConfigSchema } from './refinement.config';

runProcess('refinement:rebuild-read-models', async () => {
  const config = loadConfig(refinementConfigSchema);
  const { pool } = await openServiceDatabase(refinementDatabase, {
    connectionString: config.DATABASE_URL,
    name: 'refinement:rebuild-read-models',
    onError: (e) => process.stderr.write(`refinement: database connection lost: ${e.message}\n`),
  });
  const { events } = await rebuildProjections(pool, REFINEMENT_SCHEMA, refinementProjections, {
    codec: refinementDatabase.codec,
  });
  process.stdout.write(
    `refinement: rebuilt ${refinementProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
