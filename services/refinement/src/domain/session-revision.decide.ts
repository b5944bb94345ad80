import { revisionIdOf, type RefinementSession, type RefinementSessionEvent } from './refinement-session';
import {
  nothingToConfirm,
  planChanged,
  revisionInProgress,
  sessionClosed,
  sessionNotFound,
} from './refinement-session.errors';

/** The revision: the parent's confirmation, then the books service's news about making it. */
export type RevisionCommand =
  /** `planNumber`: the plan the caller saw (null: the latest). */
  | { type: 'ConfirmRevision'; planNumber: number | null; notes: string | null }
  /** Before the edit is used (confirm/confirm-revision.ts): the same checks as ConfirmRevision. */
  | { type: 'StartConfirmation'; planNumber: number | null; notes: string | null }
  | { type: 'AbandonConfirmation'; revisionId: string; reason: string }
  | { type: 'RecordRevisionStarted'; revisionId: string; revision: number }
  | { type: 'RecordRevisionCompleted'; revisionId: string; revision: number; pages: number[] }
  | { type: 'RecordRevisionFailed'; revisionId: string; reason: string };

export function decideRevision(
  command: RevisionCommand,
  state: RefinementSession,
  now: Date,
): RefinementSessionEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'StartConfirmation': {
      const [confirmation] = decideRevision({ ...command, type: 'ConfirmRevision' }, state, now);
      if (confirmation?.type !== 'RevisionConfirmed') return [];
      const { revisionId, planNumber, notes } = confirmation.data;
      // A second press while the first is under way starts nothing new.
      if (state.confirming?.revisionId === revisionId) return [];
      return [{ type: 'ConfirmationStarted', data: { revisionId, planNumber, notes, at } }];
    }
    case 'AbandonConfirmation':
      if (state.confirming?.revisionId !== command.revisionId) return [];
      return [
        {
          type: 'ConfirmationAbandoned',
          data: { revisionId: command.revisionId, reason: command.reason, at },
        },
      ];
    case 'ConfirmRevision': {
      if (!state.opened) throw sessionNotFound();
      // Idempotent: a second confirm of the confirmed plan (a retry, a double click) answers the session as it is.
      if (
        state.confirmed &&
        (command.planNumber ?? state.confirmed.planNumber) === state.confirmed.planNumber
      )
        return [];
      if (state.closed || state.status === 'completed' || state.status === 'failed') throw sessionClosed();
      if (state.status === 'queued' || state.status === 'running') throw revisionInProgress();
      // spec §4: Confirm only when requires_confirmation (a plan waits for it).
      const plan = state.latestPlan;
      if (state.status !== 'awaiting_confirmation' || !plan) throw nothingToConfirm();
      if (command.planNumber !== null && command.planNumber !== plan.planNumber) throw planChanged();
      return [
        {
          type: 'RevisionConfirmed',
          data: {
            revisionId: revisionIdOf(state.sessionId, plan.planNumber),
            planNumber: plan.planNumber,
            bookId: state.bookId,
            ownerId: state.ownerId,
            changes: plan.changes,
            notes: command.notes,
            at,
          },
        },
      ];
    }
    // The books service's news: only about this session's confirmed revision, only forward (news may arrive late,
    // twice, or out of order: a started after the revision completed changes nothing).
    case 'RecordRevisionStarted':
      if (state.confirmed?.revisionId !== command.revisionId || state.status !== 'queued') return [];
      return [
        { type: 'RevisionStarted', data: { revisionId: command.revisionId, revision: command.revision, at } },
      ];
    case 'RecordRevisionCompleted':
      if (state.confirmed?.revisionId !== command.revisionId) return [];
      if (state.status !== 'queued' && state.status !== 'running') return [];
      return [
        {
          type: 'RevisionCompleted',
          data: { revisionId: command.revisionId, revision: command.revision, pages: command.pages, at },
        },
      ];
    case 'RecordRevisionFailed':
      if (state.confirmed?.revisionId !== command.revisionId) return [];
      if (state.status !== 'queued' && state.status !== 'running') return [];
      return [
        { type: 'RevisionFailed', data: { revisionId: command.revisionId, reason: command.reason, at } },
      ];
  }
}

/** The edit of this revision was used and its revision failed: it goes back to the parent (issue #14). */
export function editToReturn(state: RefinementSession, revisionId: string): boolean {
  return state.confirmed?.revisionId === revisionId && state.status === 'failed';
}
