import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts, type RefinementSessionStatus } from '@fabelhaft/contracts';
import {
  deleteStreamsOutsidePostgres,
  markPublishedForErasure,
  withTransaction,
  type EventStore,
} from '@fabelhaft/eventsourcing';
import { sessionStreamId } from '../infrastructure/refinement-session.repository';
import { PENDING_CONFIRMATIONS_TABLE } from '../read-model/pending-confirmations.projection';
import { SESSIONS_TABLE } from '../read-model/refinement-session.projection';
import { REFINEMENT_SCHEMA } from '../refinement.config';

const EVENTS = `${REFINEMENT_SCHEMA}.events`;

/**
 * How long the erasure waits for appends already under way before it answers "try again" (409, nothing erased):
 * well inside the BFF's RPC timeout (5 s), so the customer gets that answer rather than a 503.
 */
export const ERASURE_LOCK_TIMEOUT_MS = 3000;

/** A session of the customer as the erasure sees it. */
export interface OwnedSession {
  sessionId: string;
  status: RefinementSessionStatus;
}

/**
 * Which streams an erasure removes (ADR 0016, addendum for issue #14). Pure. Every session of the customer goes,
 * whatever its status — except that nothing goes while one is queued or running: books is making (or about to
 * make) that revision and would report on a session that no longer exists, so the whole erasure is refused
 * (REFINEMENT.ERASURE_BLOCKED) rather than done in part.
 */
export function streamsToErase(sessions: OwnedSession[]): string[] {
  if (sessions.some((s) => s.status === 'queued' || s.status === 'running')) {
    throw new DomainError(
      ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
      ErrorTexts[ErrorCodes.REFINEMENT_ERASURE_BLOCKED],
    );
  }
  return sessions.map((s) => sessionStreamId(s.sessionId));
}

/** Postgres `lock_not_available`: the lock was not granted within `lock_timeout`. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * GDPR Art. 17 (ADR 0016, addendum for issue #14): every refinement session of one customer goes — its events
 * (the parent's messages about their children, the plans, the notes) and its read-model row — in one transaction.
 * A session's events are personal data through and through and nothing outside the service refers to them once
 * the account is gone, so the stream is removed rather than redacted. The consumer bookkeeping
 * (`handled_messages`, `subscription_checkpoints`) holds only message ids and positions, nothing of the customer.
 *
 * The events table is locked for the few milliseconds of the transaction: an append already under way (a confirm,
 * a message, books' revision news) commits first and is seen here (a confirm makes the session queued, so the
 * erasure is refused), and one that starts meanwhile reads an empty stream afterwards and is refused as a session
 * not found — a removed stream can never be continued at its old version. Idempotent: a repeat finds no sessions
 * and answers `erasedSessions: 0`.
 *
 * On KurrentDB (`store`, ADR 0046 "Erasure on KurrentDB") the streams are soft-deleted there first, inside the
 * transaction (a failure erases nothing; the saga asks again). The table lock does not hold KurrentDB appends: one
 * already decided on the old version continues the deleted stream, showing only its new events.
 */
export async function eraseOwnerData(
  {
    pool,
    lockTimeoutMs = ERASURE_LOCK_TIMEOUT_MS,
    store,
  }: { pool: Pool; lockTimeoutMs?: number; store?: EventStore },
  { ownerId }: { ownerId: string },
): Promise<{ erasedSessions: number }> {
  try {
    return await withTransaction(pool, async (tx) => {
      await tx.query(`set local lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
      await tx.query(`lock table ${EVENTS} in access exclusive mode`);
      const { rows } = await tx.query<{ session_id: string; status: RefinementSessionStatus }>(
        `select session_id, status from ${SESSIONS_TABLE} where owner_id = $1 for update`,
        [ownerId],
      );
      const streams = streamsToErase(rows.map((r) => ({ sessionId: r.session_id, status: r.status })));
      // The read model is kept in the events' transaction (on KurrentDB: it caught up with every append before the
      // append answered), so its rows name every stream of the owner.
      await deleteStreamsOutsidePostgres(store, streams);
      await markPublishedForErasure(tx, REFINEMENT_SCHEMA, streams);
      await tx.query(`delete from ${EVENTS} where stream_id = any($1::text[])`, [streams]);
      await tx.query(`delete from ${PENDING_CONFIRMATIONS_TABLE} where session_id = any($1::text[])`, [
        rows.map((r) => r.session_id),
      ]);
      await tx.query(`delete from ${SESSIONS_TABLE} where owner_id = $1`, [ownerId]);
      return { erasedSessions: rows.length };
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
