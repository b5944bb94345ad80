import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool, PoolClient } from 'pg';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import type { SqlExecutor } from '../types';
import { assertIdentifier, withTransaction } from './sql';

/**
 * How long an erasure waits for appends already under way before it answers "try again" (409, nothing erased):
 * well inside the BFF's RPC timeout (5 s).
 */
export const ERASURE_LOCK_TIMEOUT_MS = 3000;

/** Postgres `lock_not_available`: the lock was not granted within `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * GDPR Art. 17 (ADR 0016, addenda for issues #14 and #22): runs one service's erasure in a transaction that holds
 * its events table exclusively for the few milliseconds it takes. An append already under way commits first and
 * is seen by `fn`; one that starts meanwhile finds its stream removed afterwards, so a removed stream can never be
 * continued at its old version. Past `lockTimeoutMs` the answer is COMMON.CONCURRENCY_CONFLICT (409) and nothing
 * is erased; the erasure saga asks again.
 */
export async function withErasureLock<T>(
  pool: Pool,
  schema: string,
  fn: (tx: PoolClient) => Promise<T>,
  lockTimeoutMs = ERASURE_LOCK_TIMEOUT_MS,
): Promise<T> {
  const events = `${assertIdentifier(schema)}.events`;
  try {
    return await withTransaction(pool, async (tx) => {
      await tx.query(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
      await tx.query(`lock table ${events} in access exclusive mode`);
      return fn(tx);
    });
  } catch (e) {
    if ((e as { code?: unknown }).code === LOCK_NOT_AVAILABLE) {
      throw new DomainError(
        ErrorCodes.CONFLICT,
        'Your data is being changed right now. Please try again in a moment.',
      );
    }
    throw e;
  }
}

/**
 * Removes every event of the given streams (inside `withErasureLock`'s transaction) and marks their published
 * copies on JetStream for deletion (`erasePublishedMessages`); answers how many events went.
 */
export async function removeStreams(tx: PoolClient, schema: string, streamIds: string[]): Promise<number> {
  if (streamIds.length === 0) return 0;
  await markPublishedForErasure(tx, schema, streamIds);
  const { rowCount } = await tx.query(
    `delete from ${assertIdentifier(schema)}.events where stream_id = any($1::text[])`,
    [streamIds],
  );
  return rowCount ?? 0;
}

/**
 * issue #22: the integration messages the relay published for these streams are to be deleted from JetStream
 * (their 30-day max age is not erasure). Marked in the erasure's transaction, deleted after it commits by
 * `erasePublishedMessages`, which a later call repeats until every marked message is gone.
 */
export async function markPublishedForErasure(
  tx: SqlExecutor,
  schema: string,
  streamIds: string[],
): Promise<void> {
  if (streamIds.length === 0) return;
  await tx.query(
    `update ${assertIdentifier(schema)}.published_messages set erase = true where stream_id = any($1::text[])`,
    [streamIds],
  );
}

/** Deletes one message of a JetStream stream; a message already gone (aged out, deleted before) is not an error. */
export type MessageEraser = (natsStream: string, sequence: number) => Promise<void>;

/** The eraser on a NATS connection: JetStream's message delete, overwriting the stored message (`erase`). */
export function jetStreamMessageEraser(nc: NatsConnection): MessageEraser {
  let jsm: Promise<JetStreamManager> | null = null;
  return async (natsStream, sequence) => {
    jsm ??= jetstreamManager(nc);
    try {
      await (await jsm).streams.deleteMessage(natsStream, sequence, true);
    } catch (e) {
      if (/no message found|not found|10037|10059/i.test(String((e as Error)?.message ?? e))) return;
      throw e;
    }
  };
}

/**
 * Deletes every published message marked for erasure (by any erasure of this service) and forgets it; answers how
 * many. Idempotent; a failure leaves the rest marked, and the erasure saga's next attempt continues.
 */
export async function erasePublishedMessages(
  pool: Pool,
  schema: string,
  erase: MessageEraser,
): Promise<number> {
  const s = assertIdentifier(schema);
  const { rows } = await pool.query<{ nats_stream: string; sequence: string }>(
    `select nats_stream, sequence from ${s}.published_messages where erase order by nats_stream, sequence`,
  );
  for (const r of rows) {
    await erase(r.nats_stream, Number(r.sequence));
    await pool.query(`delete from ${s}.published_messages where nats_stream = $1 and sequence = $2`, [
      r.nats_stream,
      r.sequence,
    ]);
  }
  return rows.length;
}
