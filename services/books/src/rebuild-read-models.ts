// nx run books:rebuild-read-models — empties the read models and replays the event log into them.
import { rebuildProjections } from '@fabelhaft/eventsourcing';
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { openServiceDatabase } from '@fabelhaft/service-kit/service';
import { BOOKS_SCHEMA, booksConfigSchema } from './books.config';
import { booksDatabase, booksProjections } from './infrastructure/database';

runProcess('books:rebuild-read-models', async () => {
  const config = loadConfig(booksConfigSchema);
  const { pool } = await openServiceDatabase(booksDatabase, {
    connectionString: config.DATABASE_URL,
    name: 'books:rebuild-read-models',
    onError: (e) => process.stderr.write(`books: database connection lost: ${e.message}\n`),
  });
  const { events } = await rebuildProjections(pool, BOOKS_SCHEMA, booksProjections, {
    codec: booksDatabase.codec,
  });
  process.stdout.write(
    `books: rebuilt ${booksProjections.map((p) => p.name).join(', ')} from ${events} events\n`,
  );
  await pool.end();
  process.exit(0);
});
