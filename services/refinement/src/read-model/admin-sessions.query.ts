import type { z } from 'zod';
import type { AdminRefinementSessionView, RefinementRpc } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { sessionNotFound } from '../domain/refinement-session.errors';
import { rowFromRecord, toAdminSessionView, type SessionRecord } from './refinement-session.mapper';
import { SESSIONS_TABLE } from './refinement-session.projection';

type Row = SessionRecord & Record<string, unknown>;
type ListRequest = z.output<(typeof RefinementRpc)['adminListSessions']['request']>;

const SORT_COLUMN = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * issue #24: support reads the dialogues (read-only) — by book (the console's book page), owner or status (a
 * customer stuck in `awaiting_clarification`). Every filter is a bound parameter.
 */
export async function adminListSessions(
  sql: SqlExecutor,
  r: ListRequest,
): Promise<{ sessions: AdminRefinementSessionView[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    where.push(clause.replace('?', `$${values.length}`));
  };
  if (r.bookId) add('book_id = ?', r.bookId);
  if (r.ownerId) add('owner_id = ?', r.ownerId);
  if (r.status) add('status = ?', r.status);
  if (r.ids) add('session_id = any(?::text[])', r.ids);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const direction = r.sort.order === 'ASC' ? 'asc' : 'desc';
  const [{ rows }, counted] = await Promise.all([
    sql.query<Row>(
      `select * from ${SESSIONS_TABLE} ${clause}
       order by ${SORT_COLUMN[r.sort.field]} ${direction}, number ${direction}, session_id
       limit ${r.limit} offset ${r.offset}`,
      values,
    ),
    sql.query<{ n: string }>(`select count(*) as n from ${SESSIONS_TABLE} ${clause}`, values),
  ]);
  return {
    sessions: rows.map((row) => toAdminSessionView(rowFromRecord(row))),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

/** issue #24: one session, any owner's (support only, behind the BFF's group check). */
export async function adminGetSession(
  sql: SqlExecutor,
  sessionId: string,
): Promise<AdminRefinementSessionView> {
  const { rows } = await sql.query<Row>(`select * from ${SESSIONS_TABLE} where session_id = $1`, [sessionId]);
  if (!rows[0]) throw sessionNotFound();
  return toAdminSessionView(rowFromRecord(rows[0]));
}
