import { DomainError, ErrorCodes, type RequestMetadata } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { RevisionChange } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import { asRevisionChanges, parsePlannedChanges } from './planned-changes';

/** `refinement.v1.RevisionConfirmed` as the books service takes it. */
export interface ConfirmedRevision {
  sessionId: string;
  bookId: string;
  ownerId: string;
  revisionId: string;
  changes: RevisionChange[];
  notes: string | null;
}

/**
 * A confirmation for a book this owner does not have (another customer's, deleted, never made). There is no
 * stream of that customer to record a refusal on, and the other customer's book must not hear of it: the
 * message is logged and, once its deliveries are used up, dead-lettered for support.
 */
export class RevisionForUnknownBook extends Error {
  constructor(bookId: string, ownerId: string) {
    super(`RevisionConfirmed names book ${bookId}, which owner ${ownerId} does not have`);
    this.name = 'RevisionForUnknownBook';
  }
}

export type ApplyOutcome = 'applied' | 'unchanged' | 'refused';

/**
 * A confirmed refinement plan becomes the book's next revision (issue #14), or — when the book says no (not
 * paid, still being made, another revision in flight, a change of a shape it cannot apply) — a recorded
 * refusal, `BookRevisionFailed`, so the refinement service hears of it and gives the edit back; it is never
 * dropped silently. Both happen once per `revisionId`, in the caller's transaction.
 */
export async function applyConfirmedRevision(
  books: BookRepository,
  confirmed: ConfirmedRevision,
  metadata: RequestMetadata,
  tx?: SqlExecutor,
): Promise<ApplyOutcome> {
  const { bookId, ownerId, revisionId, sessionId } = confirmed;
  const { state } = await books.load(bookId, tx);
  if (state.status === 'none' || state.deleted || state.ownerId !== ownerId) {
    throw new RevisionForUnknownBook(bookId, ownerId);
  }
  const refuse = async (reason: string): Promise<ApplyOutcome> => {
    const { events } = await books.handle(
      bookId,
      { type: 'RefuseRevision', bookId, revisionId, sessionId, reason },
      metadata,
      tx,
    );
    return events.length > 0 ? 'refused' : 'unchanged';
  };
  const parsed = parsePlannedChanges(confirmed.changes);
  if (!parsed.ok) return refuse(parsed.reason);
  try {
    const { events } = await books.handle(
      bookId,
      {
        type: 'ApplyRevision',
        bookId,
        ownerId,
        revisionId,
        sessionId,
        changes: asRevisionChanges(parsed.changes),
        notes: confirmed.notes,
      },
      metadata,
      tx,
    );
    return events.length > 0 ? 'applied' : 'unchanged';
  } catch (error) {
    // The decider refused before anything was written: the transaction is still good for the refusal.
    if (error instanceof DomainError && error.code !== ErrorCodes.BOOKS_NOT_FOUND)
      return refuse(error.detail);
    throw error;
  }
}
