import type { Pool } from 'pg';
import {
  createEventStore,
  kurrentDbCheckpointsDdl,
  kurrentDbRelaySource,
  KurrentDbProjections,
  PostgresEventStore,
  ReadYourWritesEventStore,
  rebuildKurrentDbProjections,
  rebuildProjections,
  type EventStore,
  type EventStoreKind,
  type RelaySource,
} from '@fabelhaft/eventsourcing';
import type { BaseServiceConfig } from './config';
import type { Logger } from './logger';
import { openServiceDatabase, type ServiceDatabase, type ServicePoolOptions } from './postgres';

/** How long a command waits for its own append to reach the read models on KurrentDB (ADR 0046). */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

type StoreSettings = Pick<BaseServiceConfig, 'EVENT_STORE' | 'KURRENTDB_URL'>;

/**
 * A service's event store as its configuration chose it (`EVENT_STORE`, issue #29) — the one seam between a
 * service and its store, so nothing in a service differs between them:
 * - Postgres: `PostgresEventStore` with the service's projections in the append's transaction (ADR 0001/0045);
 *   the relay reads the log (`PostgresSubscription`).
 * - KurrentDB: the service's streams under `<schema>.` in `$all`; the same projections run on a catch-up
 *   subscription whose checkpoint moves in the read model's Postgres transaction (`KurrentDbProjections`), an
 *   append returns once its projection caught up (bounded: `READ_YOUR_WRITES_TIMEOUT_MS`), and the relay is a
 *   second subscription (`kurrentDbRelaySource`).
 */
export interface ServiceEventStore {
  kind: EventStoreKind;
  store: EventStore;
  /** The relay's events when they do not come from the Postgres log. */
  relaySource?: RelaySource;
  /** The read models' subscription on KurrentDB, with Nest's lifecycle hook names; null on Postgres. */
  projections: {
    onApplicationBootstrap(): Promise<void>;
    onApplicationShutdown(): Promise<void>;
  } | null;
  /** Ends what the store opened (the KurrentDB client); the pool stays the caller's. */
  close(): Promise<void>;
}

export async function openServiceEventStore(
  database: ServiceDatabase,
  pool: Pool,
  settings: StoreSettings,
  options: { logger?: Logger; readYourWritesTimeoutMs?: number } = {},
): Promise<ServiceEventStore> {
  if (settings.EVENT_STORE !== 'kurrentdb') {
    const store = new PostgresEventStore(pool, database.schema, database.projections, database.codec);
    return { kind: 'postgres', store, projections: null, close: async () => undefined };
  }
  const created = await createEventStore({
    env: { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: settings.KURRENTDB_URL },
    codec: database.codec,
    streamPrefix: `${database.schema}.`,
  });
  if (created.kind !== 'kurrentdb') throw new Error('unreachable');
  const { logger } = options;
  try {
    await pool.query(kurrentDbCheckpointsDdl(database.schema));
  } catch (e) {
    await created.close().catch(() => undefined);
    throw e;
  }
  const relaySource = kurrentDbRelaySource(pool, {
    schema: database.schema,
    subscribe: created.subscribe,
    onError: (err) => logger?.error({ err }, 'relay batch failed; will retry'),
  });
  if (database.projections.length === 0) {
    return { kind: 'kurrentdb', store: created.store, relaySource, projections: null, close: created.close };
  }
  const projections = new KurrentDbProjections({
    pool,
    schema: database.schema,
    projections: database.projections,
    subscribe: created.subscribe,
    onError: (err) => logger?.error({ err }, 'read-model batch failed; will retry'),
  });
  const store = new ReadYourWritesEventStore(created.store, projections, {
    timeoutMs: options.readYourWritesTimeoutMs ?? READ_YOUR_WRITES_TIMEOUT_MS,
    onLag: (streamId, checkpoint) =>
      logger?.warn({ streamId, checkpoint }, 'read models not caught up with an append in time'),
  });
  return {
    kind: 'kurrentdb',
    store,
    relaySource,
    projections: {
      onApplicationBootstrap: () => projections.start(),
      onApplicationShutdown: () => projections.stop(),
    },
    close: created.close,
  };
}

/**
 * The rebuild command's work on either store: empty the read models and replay the service's events into them —
 * the Postgres log under a share lock, or `$all` (the service's namespace) from the start holding the read models'
 * checkpoint row, which then points past the replayed events.
 */
export async function rebuildServiceReadModels(
  database: ServiceDatabase,
  settings: StoreSettings & { DATABASE_URL: string },
  poolOptions: Omit<ServicePoolOptions, 'connectionString'>,
): Promise<{ kind: EventStoreKind; events: number }> {
  const { pool } = await openServiceDatabase(database, {
    ...poolOptions,
    connectionString: settings.DATABASE_URL,
  });
  try {
    if (settings.EVENT_STORE !== 'kurrentdb') {
      const { events } = await rebuildProjections(pool, database.schema, database.projections, {
        codec: database.codec,
      });
      return { kind: 'postgres', events };
    }
    const opened = await openServiceEventStore({ ...database, projections: [] }, pool, settings);
    try {
      const { events } = await rebuildKurrentDbProjections(pool, opened.store, {
        schema: database.schema,
        projections: database.projections,
      });
      return { kind: 'kurrentdb', events };
    } finally {
      await opened.close();
    }
  } finally {
    await pool.end();
  }
}
