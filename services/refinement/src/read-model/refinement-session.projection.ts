import type { InlineProjection, Migration, SqlExecutor } from '@fabelhaft/eventsourcing';
import type { RefinementSessionEvent } from '../domain/refinement-session';
import { REFINEMENT_SCHEMA } from '../refinement.config';
import { rowFromRecord, type SessionRecord } from './refinement-session.mapper';
import { evolveSessionRow, type SessionRow } from './session-row';

export const SESSIONS_TABLE = `${REFINEMENT_SCHEMA}.sessions`;
const T = SESSIONS_TABLE;

export const sessionsMigration: Migration = {
  id: 'refinement-0001-sessions',
  sql: `create table ${T} (
          session_id text primary key,
          book_id text not null,
          owner_id text not null,
          number integer not null,
          status text not null,
          open boolean not null,
          messages jsonb not null default '[]',
          latest_plan jsonb,
          requires_confirmation boolean not null default false,
          revision integer,
          revision_id text,
          error text,
          created_at timestamptz not null,
          updated_at timestamptz not null
        );
        create unique index sessions_book_number on ${T} (book_id, number);
        -- One open session per book (issue #14): the open path finds it here; a second could only come from a
        -- bug, which this index turns into a failed append instead of two conversations about one book.
        create unique index sessions_one_open_per_book on ${T} (book_id) where open;`,
};

async function load(sql: SqlExecutor, sessionId: string): Promise<SessionRow | null> {
  const { rows } = await sql.query<SessionRecord & Record<string, unknown>>(
    `select * from ${T} where session_id = $1`,
    [sessionId],
  );
  return rows[0] ? rowFromRecord(rows[0]) : null;
}

async function save(sql: SqlExecutor, row: SessionRow): Promise<void> {
  await sql.query(
    `insert into ${T} (session_id, book_id, owner_id, number, status, open, messages, latest_plan,
       requires_confirmation, revision, revision_id, error, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (session_id) do update set status = excluded.status, open = excluded.open,
       messages = excluded.messages, latest_plan = excluded.latest_plan,
       requires_confirmation = excluded.requires_confirmation, revision = excluded.revision,
       revision_id = excluded.revision_id, error = excluded.error, updated_at = excluded.updated_at`,
    [
      row.sessionId,
      row.bookId,
      row.ownerId,
      row.number,
      row.status,
      row.open,
      JSON.stringify(row.messages),
      row.latestPlan === null ? null : JSON.stringify(row.latestPlan),
      row.requiresConfirmation,
      row.revision,
      row.revisionId,
      row.error,
      row.createdAt,
      row.updatedAt,
    ],
  );
}

/** The read model behind get-session and the open path, updated in the append's transaction. */
export const refinementSessionProjection: InlineProjection = {
  name: 'sessions',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as RefinementSessionEvent;
    const before = await load(sql, recorded.streamId.replace(/^refinement-session-/, ''));
    const after = evolveSessionRow(before, event);
    if (after && after !== before) await save(sql, after);
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
