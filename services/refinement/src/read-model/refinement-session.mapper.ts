import type { AdminRefinementSessionView, RefinementSessionView } from '@fabelhaft/contracts';
import type { SessionRow } from './session-row';

/** The database row of `refinement.sessions` as pg returns it. */
export interface SessionRecord {
  session_id: string;
  book_id: string;
  owner_id: string;
  number: number;
  status: SessionRow['status'];
  open: boolean;
  messages: SessionRow['messages'];
  latest_plan: SessionRow['latestPlan'];
  requires_confirmation: boolean;
  revision: number | null;
  revision_id: string | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

export function rowFromRecord(r: SessionRecord): SessionRow {
  return {
    sessionId: r.session_id,
    bookId: r.book_id,
    ownerId: r.owner_id,
    number: r.number,
    status: r.status,
    open: r.open,
    messages: r.messages,
    latestPlan: r.latest_plan,
    requiresConfirmation: r.requires_confirmation,
    revision: r.revision,
    revisionId: r.revision_id,
    error: r.error,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** The only builder of `RefinementSessionView` (spec §3 Refinement session, camelCase inside the system). */
export function toSessionView(row: SessionRow): RefinementSessionView {
  return {
    sessionId: row.sessionId,
    bookId: row.bookId,
    ownerId: row.ownerId,
    status: row.status,
    messages: row.messages,
    latestPlan: row.latestPlan,
    requiresConfirmation: row.requiresConfirmation,
    revision: row.revision,
    error: row.error,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** issue #24: the session as support reads it — the parent's view plus its number and whether it is open. */
export function toAdminSessionView(row: SessionRow): AdminRefinementSessionView {
  return { ...toSessionView(row), number: row.number, open: row.open };
}
