import type { Pool } from 'pg';
import type { EventCodec } from '../event-codec';
import { PostgresEventStore } from '../postgres/event-store';
import type { InlineProjection } from '../types';
// Types only: the KurrentDB client (and its native read bridge) loads only when a service chooses it.
import type { KurrentDbEventStore, KurrentDbEventStore as KurrentDbStore } from './event-store';
import type {
  KurrentDbSubscription,
  KurrentDbSubscription as KurrentDbSubscriber,
  KurrentDbSubscriptionOptions,
} from './subscription';

export type EventStoreKind = 'postgres' | 'kurrentdb';

export interface EventStoreConfig {
  /** The service's namespace in a shared `$all` on KurrentDB, e.g. `limits.` (see `KurrentDbEventStore`). */
  streamPrefix?: string;
  /** `EVENT_STORE` (`postgres`, the default, or `kurrentdb`) and `KURRENTDB_URL`; `process.env` when absent. */
  env?: Record<string, string | undefined>;
  /** The service's pool and schema (the Postgres store's log; read models stay in Postgres either way). */
  pool?: Pool;
  schema?: string;
  /** Same-transaction projections: the Postgres store only. */
  projections?: readonly InlineProjection[];
  codec?: EventCodec;
}

export type CreatedEventStore =
  | { kind: 'postgres'; store: PostgresEventStore; close(): Promise<void> }
  | {
      kind: 'kurrentdb';
      store: KurrentDbEventStore;
      /** A catch-up subscription to `$all` (server-side filter, the caller's checkpoint), not yet started. */
      subscribe(options: KurrentDbSubscriptionOptions): KurrentDbSubscription;
      close(): Promise<void>;
    };

/** The store a deployment chose (ADR 0046); throws a message naming the setting when the choice is incomplete. */
export function eventStoreKind(env: Record<string, string | undefined> = process.env): EventStoreKind {
  const raw = (env.EVENT_STORE ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'postgres') return 'postgres';
  if (raw === 'kurrentdb') return 'kurrentdb';
  throw new Error(`EVENT_STORE must be "postgres" or "kurrentdb", not "${env.EVENT_STORE}"`);
}

/**
 * The event store chosen by `EVENT_STORE` (Postgres when unset). `close()` ends what the factory opened (the
 * KurrentDB client); the pool stays the caller's. A promise, so that a provider factory can await a connection check later.
 */
export async function createEventStore(config: EventStoreConfig): Promise<CreatedEventStore> {
  const env = config.env ?? process.env;
  if (eventStoreKind(env) === 'kurrentdb') {
    const url = env.KURRENTDB_URL?.trim();
    if (!url)
      throw new Error(
        'EVENT_STORE=kurrentdb needs KURRENTDB_URL (e.g. kurrentdb://127.0.0.1:2113?tls=false)',
      );
    if (!/^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//.test(url)) {
      throw new Error('KURRENTDB_URL must be a kurrentdb:// connection string');
    }
    if (config.projections?.length) {
      // Inline projections run inside the append's SQL transaction; KurrentDB has none to offer.
      throw new Error(
        `Inline projections (${config.projections.map((p) => p.name).join(', ')}) need the Postgres store; ` +
          'on KurrentDB keep read models with a KurrentDbSubscription',
      );
    }
    // Loaded on first use so Postgres-only services never load the client (≈1.5 s and a native module).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KurrentDbEventStore } = require('./event-store') as {
      KurrentDbEventStore: typeof KurrentDbStore;
    };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KurrentDbSubscription } = require('./subscription') as {
      KurrentDbSubscription: typeof KurrentDbSubscriber;
    };
    const store = KurrentDbEventStore.connect(url, config.codec, { streamPrefix: config.streamPrefix });
    return {
      kind: 'kurrentdb',
      store,
      subscribe: (options) => new KurrentDbSubscription(store, options),
      close: () => store.close(),
    };
  }
  if (!config.pool || !config.schema) throw new Error('The Postgres event store needs a pool and a schema');
  const store = new PostgresEventStore(config.pool, config.schema, config.projections ?? [], config.codec);
  return { kind: 'postgres', store, close: async () => undefined };
}

// The checkpoint half for services on KurrentDB; it loads no client code.
export {
  KurrentDbProjections,
  ReadYourWritesEventStore,
  rebuildKurrentDbProjections,
  type KurrentDbProjectionsOptions,
  type KurrentDbSubscriber,
} from './projections';
export { kurrentDbRelaySource } from './relay-source';
export {
  kurrentDbCheckpointsDdl,
  postgresCheckpoint,
  type PostgresCheckpointOptions,
} from './postgres-checkpoint';
