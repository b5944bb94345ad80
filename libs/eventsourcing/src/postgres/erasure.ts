import type { Pool, PoolClient } from 'pg';
import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
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

/** Removes every event of the given streams (inside `withErasureLock`'s transaction); answers how many went. */
export async function removeStreams(tx: PoolClient, schema: string, streamIds: string[]): Promise<number> {
  if (streamIds.length === 0) return 0;
  const { rowCount } = await tx.query(
    `delete from ${assertIdentifier(schema)}.events where stream_id = any($1::text[])`,
    [streamIds],
  );
  return rowCount ?? 0;
}
