import type { RefinementSessionView } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { sessionNotFound } from '../domain/refinement-session.errors';
import { rowFromRecord, toSessionView, type SessionRecord } from './refinement-session.mapper';
import { SESSIONS_TABLE } from './refinement-session.projection';

type Row = SessionRecord & Record<string, unknown>;

/** One session of the owner's book; another owner's, or another book's, is not found (REFINEMENT.NOT_FOUND). */
export async function getSessionView(
  sql: SqlExecutor,
  q: { ownerId: string; bookId: string; sessionId: string },
): Promise<RefinementSessionView> {
  const { rows } = await sql.query<Row>(
    `select * from ${SESSIONS_TABLE} where session_id = $1 and owner_id = $2 and book_id = $3`,
    [q.sessionId, q.ownerId, q.bookId],
  );
  if (!rows[0]) throw sessionNotFound();
  return toSessionView(rowFromRecord(rows[0]));
}

/** The book's open session of this owner, if there is one. */
export async function findOpenSession(
  sql: SqlExecutor,
  ownerId: string,
  bookId: string,
): Promise<RefinementSessionView | null> {
  const { rows } = await sql.query<Row>(
    `select * from ${SESSIONS_TABLE} where book_id = $1 and owner_id = $2 and open`,
    [bookId, ownerId],
  );
  return rows[0] ? toSessionView(rowFromRecord(rows[0])) : null;
}

/** The number of the book's latest session (0 when it has none). */
export async function lastSessionNumber(sql: SqlExecutor, bookId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `select coalesce(max(number), 0)::int as n from ${SESSIONS_TABLE} where book_id = $1`,
    [bookId],
  );
  return rows[0]!.n;
}
