import { Pool } from 'pg';
import {
  migrate,
  PostgresEventStore,
  type EventCodec,
  type InlineProjection,
  type Migration,
} from '@fabelhaft/eventsourcing';

export interface ServicePoolOptions {
  connectionString: string;
  /** Shown in pg_stat_activity, e.g. `limits`. */
  name: string;
  max?: number;
  /** A statement running longer is cancelled (57014), so a stuck query cannot hold a connection for ever. */
  statementTimeoutMs?: number;
  /** Where connection errors go; they are survived, not thrown. */
  onError(error: Error): void;
}

/**
 * A Postgres pool that survives its server: an idle connection that Postgres ends (a restart, a dropped
 * database: 57P01 "terminating connection due to administrator command") is reported and replaced on the
 * next checkout, instead of an unhandled `error` event that kills the process.
 */
export function createPool(options: ServicePoolOptions): Pool {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.name.slice(0, 63),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  pool.on('error', (err) => options.onError(err));
  // A checked-out client that loses its connection between two queries emits `error` on itself, not on the
  // pool; its next query fails and the caller sees that. Without a listener the event would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** What a service keeps in Postgres: its schema, the migrations of its own tables, its inline read models. */
export interface ServiceDatabase {
  schema: string;
  migrations: Migration[];
  projections: InlineProjection[];
  /** The stored events' schemas: new events are checked, stored ones decoded (upcast) on every read. */
  codec: EventCodec;
}

/** Opens the service's pool, brings its schema up to date and gives the event store with its projections. */
export async function openServiceDatabase(
  database: ServiceDatabase,
  options: ServicePoolOptions,
): Promise<{ pool: Pool; store: PostgresEventStore }> {
  const pool = createPool(options);
  try {
    await migrate(pool, database.schema, database.migrations);
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
  return { pool, store: new PostgresEventStore(pool, database.schema, database.projections, database.codec) };
}
