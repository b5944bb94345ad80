import type { Book, BookEvent, ProducedFiles, RevisionChange } from './book';
import { revisionInFlight } from './book';
import {
  bookApproved,
  bookNotFound,
  emptyRevision,
  revisionInProgress,
  revisionNotAllowed,
  unknownRevision,
} from './book.errors';

/**
 * Revisions (issue #14): a confirmed refinement plan becomes the book's next revision, whose touched pages the
 * revision worker makes anew. applied → running → produced | failed, one at a time, each once by its
 * `revisionId` (the limits edit id) however often the confirmation or the job comes.
 */
export type RevisionCommand =
  | {
      type: 'ApplyRevision';
      bookId: string;
      ownerId: string;
      revisionId: string;
      sessionId: string;
      changes: RevisionChange[];
      notes: string | null;
    }
  /** A confirmation the book cannot take (refused by ApplyRevision, or changes it lacks the pages for). */
  | { type: 'RefuseRevision'; bookId: string; revisionId: string; sessionId: string; reason: string }
  | { type: 'StartRevision'; bookId: string; revisionId: string }
  | { type: 'CompleteRevision'; bookId: string; revisionId: string; files: ProducedFiles; pages: number[] }
  | { type: 'FailRevision'; bookId: string; revisionId: string; reason: string };

/** What the parent is told when the book cannot be refined now (spec §2/§4: paid, completed, not a preview). */
export const REVISION_REFUSALS = {
  preview: 'A preview cannot be changed. Please order the book first.',
  notProduced: 'This book is still being made. It can be changed once it is finished.',
  notPaid: 'Only a paid book can be changed.',
} as const;

export function decideRevision(command: RevisionCommand, state: Book, now: Date): BookEvent[] {
  if (state.status === 'none' || state.deleted) throw bookNotFound();
  const at = now.toISOString();
  const { bookId, ownerId } = state;
  const known = (revisionId: string) =>
    state.revisions.some((r) => r.revisionId === revisionId) || state.refusedRevisionIds.includes(revisionId);
  switch (command.type) {
    case 'ApplyRevision': {
      // Another customer's book does not exist for this one.
      if (command.ownerId !== ownerId) throw bookNotFound();
      // The same confirmation again (a redelivery, the relay publishing twice): it was decided already.
      if (known(command.revisionId)) return [];
      if (state.production.status === 'none') throw revisionNotAllowed(REVISION_REFUSALS.preview);
      if (state.production.status !== 'completed') throw revisionNotAllowed(REVISION_REFUSALS.notProduced);
      if (state.paymentStatus !== 'success') throw revisionNotAllowed(REVISION_REFUSALS.notPaid);
      if (command.changes.length === 0) throw emptyRevision();
      // issue #15: approved for print, frozen. A revision confirmed before the approval is refused here too
      // (recorded as RevisionFailed, so the refinement gives the edit back).
      if (state.approval) throw bookApproved();
      if (revisionInFlight(state)) throw revisionInProgress();
      const revision = Math.max(0, ...state.revisions.map((r) => r.revision)) + 1;
      return [
        {
          type: 'BookRevisionApplied',
          data: {
            bookId,
            ownerId,
            revisionId: command.revisionId,
            revision,
            baseRevision: state.revision,
            sessionId: command.sessionId,
            changes: command.changes,
            notes: command.notes,
            at,
          },
        },
      ];
    }
    case 'RefuseRevision':
      if (known(command.revisionId)) return [];
      return [
        {
          type: 'BookRevisionFailed',
          data: {
            bookId,
            ownerId,
            revisionId: command.revisionId,
            revision: null,
            sessionId: command.sessionId,
            reason: command.reason,
            at,
          },
        },
      ];
    case 'StartRevision': {
      const r = state.revisions.find((x) => x.revisionId === command.revisionId);
      if (!r) throw unknownRevision(command.revisionId);
      // A redelivered job of a revision under way or done: nothing new to record.
      if (r.status !== 'applied') return [];
      return [
        {
          type: 'BookRevisionStarted',
          data: { bookId, ownerId, revisionId: r.revisionId, revision: r.revision, at },
        },
      ];
    }
    case 'CompleteRevision': {
      const r = state.revisions.find((x) => x.revisionId === command.revisionId);
      if (!r) throw unknownRevision(command.revisionId);
      if (r.status === 'produced') return [];
      if (r.status === 'failed') throw revisionNotAllowed('This revision failed and cannot be completed');
      return [
        {
          type: 'BookRevisionProduced',
          data: {
            bookId,
            ownerId,
            revisionId: r.revisionId,
            revision: r.revision,
            files: command.files,
            pages: command.pages,
            at,
          },
        },
      ];
    }
    case 'FailRevision': {
      const r = state.revisions.find((x) => x.revisionId === command.revisionId);
      if (!r) throw unknownRevision(command.revisionId);
      if (r.status === 'failed') return [];
      // The files of a produced revision are shown already: it cannot fail any more.
      if (r.status === 'produced') throw revisionNotAllowed('This revision is produced and cannot fail');
      return [
        {
          type: 'BookRevisionFailed',
          data: {
            bookId,
            ownerId,
            revisionId: r.revisionId,
            revision: r.revision,
            sessionId: r.sessionId,
            reason: command.reason,
            at,
          },
        },
      ];
    }
  }
}
