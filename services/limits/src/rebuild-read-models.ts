// nx run limits:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { openServiceDatabase } from '@fabelhaft/service-kit/service';
import { limitsDatabase, limitsProjections } from './infrastructure/database';
import { LIMITS_SCHEMA, limitsConfigSchema } from './limits.config';

runProcess('limits:rebuild-read-models', async () => {
  const config = loadConfig(limitsConfigSchema);
  const { pool } = await openServiceDatabase(limitsDatabase, {
    connectionString: config.DATABASE_URL,
    name: 'limits:rebuild-read-models',
    onError: (e) => process.stderr.write(`limits: database connection lost: ${e.message}\n`),
  });
  const { events } = await rebuildProjections(pool, LIMITS_SCHEMA, limitsProjections, {
    codec: limitsDatabase.codec,
  });
  process.stdout.write(
    `limits: rebuilt ${limitsProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
