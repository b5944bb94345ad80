import type { InlineProjection, Migration } from '@fabelhaft/eventsourcing';
import type { RefinementSessionEvent } from '../domain/refinement-session';
import { REFINEMENT_SCHEMA } from '../refinement.config';

export const PENDING_CONFIRMATIONS_TABLE = `${REFINEMENT_SCHEMA}.pending_confirmations`;
const T = PENDING_CONFIRMATIONS_TABLE;

export const pendingConfirmationsMigration: Migration = {
  id: 'refinement-0002-pending-confirmations',
  sql: `create table ${T} (
          session_id text primary key,
          revision_id text not null,
          started_at timestamptz not null
        );
        create index pending_confirmations_started on ${T} (started_at);`,
};

/**
 * Confirmations started and not yet confirmed or abandoned: what the confirmation sweep finishes when the
 * process that started one died (confirm/resume-confirmations.ts).
 */
export const pendingConfirmationsProjection: InlineProjection = {
  name: 'pending-confirmations',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as RefinementSessionEvent;
    const sessionId = recorded.streamId.replace(/^refinement-session-/, '');
    switch (event.type) {
      case 'ConfirmationStarted':
        await sql.query(
          `insert into ${T} (session_id, revision_id, started_at) values ($1, $2, $3)
           on conflict (session_id) do update set revision_id = excluded.revision_id, started_at = excluded.started_at`,
          [sessionId, event.data.revisionId, event.data.at],
        );
        return;
      case 'RevisionConfirmed':
      case 'ConfirmationAbandoned':
        await sql.query(`delete from ${T} where session_id = $1`, [sessionId]);
        return;
      default:
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
