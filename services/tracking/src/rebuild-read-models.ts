// nx run tracking:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { openServiceDatabase } from '@fabelhaft/service-kit/service';
import { trackingDatabase, trackingProjections } from './infrastructure/database';
import { TRACKING_SCHEMA, trackingConfigSchema } from './tracking.config';

runProcess('tracking:rebuild-read-models', async () => {
  const config = loadConfig(trackingConfigSchema);
  const { pool } = await openServiceDatabase(trackingDatabase, {
    connectionString: config.DATABASE_URL,
    name: 'tracking:rebuild-read-models',
    onError: (e) => process.stderr.write(`tracking: database connection lost: ${e.message}\n`),
  });
  const { events } = await rebuildProjections(pool, TRACKING_SCHEMA, trackingProjections, {
    codec: trackingDatabase.codec,
  });
  process.stdout.write(
    `tracking: rebuilt ${trackingProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
