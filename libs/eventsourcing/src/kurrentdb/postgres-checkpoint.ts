import type { Pool } from 'pg';
import { assertIdentifier, withTransaction } from '../postgres/sql';
import type { Checkpoint, RecordedEvent, SqlExecutor } from '../types';
import { decodeCheckpoint, isAfter } from './checkpoint';
import type { KurrentDbSubscriptionOptions } from './subscription';

/**
 * The table a service keeps its KurrentDB subscriptions' checkpoints in, beside its read models (ADR 0046). Text
 * checkpoints (`C:<commit>/P:<prepare>`): the Postgres store's `subscription_checkpoints` is keyed by `xid8`.
 */
export function kurrentDbCheckpointsDdl(schema: string): string {
  const s = assertIdentifier(schema);
  return `create table if not exists ${s}.kurrentdb_checkpoints (
    subscription_id text primary key,
    checkpoint text not null,
    updated_at timestamptz not null default now()
  )`;
}

/** Locks a subscription's checkpoint row (creating it first if needed) and returns the stored checkpoint. */
export async function lockCheckpoint(
  tx: SqlExecutor,
  schema: string,
  subscriptionId: string,
): Promise<Checkpoint | null> {
  const table = `${assertIdentifier(schema)}.kurrentdb_checkpoints`;
  await tx.query(
    `insert into ${table} (subscription_id, checkpoint) values ($1, '') on conflict do nothing`,
    [subscriptionId],
  );
  const { rows } = await tx.query<{ checkpoint: string }>(
    `select checkpoint from ${table} where subscription_id = $1 for update`,
    [subscriptionId],
  );
  return rows[0]?.checkpoint || null;
}

/** Moves a subscription's checkpoint (its row locked by `lockCheckpoint` in the same transaction). */
export async function storeCheckpoint(
  tx: SqlExecutor,
  schema: string,
  subscriptionId: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await tx.query(
    `update ${assertIdentifier(schema)}.kurrentdb_checkpoints set checkpoint = $2, updated_at = now()
     where subscription_id = $1`,
    [subscriptionId, checkpoint],
  );
}

export interface PostgresCheckpointOptions {
  schema: string;
  subscriptionId: string;
  /** The read model's work for a batch, in the transaction that also moves the checkpoint. */
  handle(events: RecordedEvent[], tx: SqlExecutor): Promise<void>;
}

/**
 * The checkpoint half of a `KurrentDbSubscription` in the service's Postgres: each batch is handled in one
 * transaction that locks the subscription's row, leaves out what the stored checkpoint already covers (a repeat
 * after a failure, or another instance that got there first) and moves the checkpoint — the read model's effects
 * happen exactly once however often KurrentDB delivers.
 */
export function postgresCheckpoint(
  pool: Pool,
  options: PostgresCheckpointOptions,
): Pick<KurrentDbSubscriptionOptions, 'loadCheckpoint' | 'handle' | 'onCheckpoint'> {
  const table = `${assertIdentifier(options.schema)}.kurrentdb_checkpoints`;
  const id = options.subscriptionId;
  const lock = (tx: SqlExecutor) => lockCheckpoint(tx, options.schema, id);
  const store = (tx: SqlExecutor, checkpoint: Checkpoint) =>
    storeCheckpoint(tx, options.schema, id, checkpoint);
  const notCovered = (stored: Checkpoint | null, checkpoint: Checkpoint) =>
    !stored || isAfter(decodeCheckpoint(checkpoint), decodeCheckpoint(stored));

  return {
    async loadCheckpoint() {
      const { rows } = await pool.query<{ checkpoint: string }>(
        `select checkpoint from ${table} where subscription_id = $1`,
        [id],
      );
      return rows[0]?.checkpoint || null;
    },
    async handle(events, checkpoint) {
      await withTransaction(pool, async (tx) => {
        const stored = await lock(tx);
        const fresh = events.filter((e) => notCovered(stored, e.checkpoint));
        if (fresh.length === 0) return;
        await options.handle(fresh, tx);
        await store(tx, checkpoint);
      });
    },
    async onCheckpoint(checkpoint) {
      await withTransaction(pool, async (tx) => {
        if (notCovered(await lock(tx), checkpoint)) await store(tx, checkpoint);
      });
    },
  };
}
