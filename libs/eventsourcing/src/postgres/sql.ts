import type { Pool, PoolClient } from 'pg';
import type { SqlExecutor } from '../types';

export function assertIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid SQL identifier "${name}"`);
  return name;
}

/**
 * Runs `fn` in a transaction on a client of its own; rolls back on any error. A connection the rollback cannot
 * use (Postgres ended the session, e.g. `idle_in_transaction_session_timeout`) is closed, not pooled again.
 */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  // Postgres may end the session between two statements (the timeout above, a restart): the next statement
  // fails and says so; the client's own `error` event must not crash the process meanwhile.
  const ended = () => (broken = true);
  client.on('error', ended);
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (e) {
    broken = await client.query('rollback').then(
      () => false,
      () => true,
    );
    throw e;
  } finally {
    client.off('error', ended);
    client.release(broken);
  }
}

let savepointCounter = 0;

/** Runs `fn` inside the caller's transaction behind a savepoint, so a failure leaves the outer work usable. */
export async function withSavepoint<T>(tx: SqlExecutor, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  const name = `sp_${++savepointCounter}`;
  await tx.query(`savepoint ${name}`);
  try {
    const result = await fn(tx);
    await tx.query(`release savepoint ${name}`);
    return result;
  } catch (e) {
    await tx.query(`rollback to savepoint ${name}`).catch(() => undefined);
    throw e;
  }
}

export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && (!constraint || err.constraint === constraint);
}
