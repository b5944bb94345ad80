import { createTestDatabase } from '@fabelhaft/testing';
import { describeEventStoreConformance } from '../conformance/event-store.conformance';
import { removeStreams, withErasureLock } from './erasure';
import { PostgresEventStore } from './event-store';
import { migrate } from './schema';

const SCHEMA = 'es_conformance';

describeEventStoreConformance('Postgres', async () => {
  const db = await createTestDatabase('conformance');
  await migrate(db.pool, SCHEMA);
  // Run twice: the migrations are applied once.
  expect(await migrate(db.pool, SCHEMA)).toEqual([]);
  return {
    store: new PostgresEventStore(db.pool, SCHEMA, [], undefined, db.url),
    close: () => db.drop(),
    // The Postgres store's erasure (issue #22): the stream's rows go, under the lock that holds appends off.
    deleteStream: (streamId) =>
      withErasureLock(db.pool, SCHEMA, (tx) => removeStreams(tx, SCHEMA, [streamId])).then(() => undefined),
  };
});
