// nx run books:rebuild-read-models — empties the read models and replays the event log into them.
import { loadConfig, runProcess } from '@fabelhaft/service-kit';
import { rebuildServiceReadModels } from '@fabelhaft/service-kit/service';
import { booksConfigSchema } from './books.config';
import { booksDatabase, booksProjections } from './infrastructure/database';

runProcess('books:rebuild-read-models', async () => {
  const config = loadConfig(booksConfigSchema);
  // Either store (EVENT_STORE): the Postgres log, or the service's events in KurrentDB's $all (ADR 0046).
  const { kind, events } = await rebuildServiceReadModels(booksDatabase, config, {
    name: 'books:rebuild-read-models',
    onError: (e) => process.stderr.write(`books: database connection lost: ${e.message}\n`),
  });
  process.stdout.write(
    `books: rebuilt ${booksProjections.map((p) => p.name).join(', ')} from ${events} events (${kind} store)\n`,
  );
  process.exit(0);
});
