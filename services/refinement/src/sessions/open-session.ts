import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type RefinementSessionView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { assertRefinable } from '../domain/refinable-book';
import { isOpen } from '../domain/refinement-session';
import { revisionInProgress } from '../domain/refinement-session.errors';
import { findOpenSession, getSessionView, lastSessionNumber } from '../read-model/sessions.query';
import type { RefinementDeps } from '../refinement.deps';
import { sessionIdFor } from './session-id';

export interface OpenSessionRequest {
  ownerId: string;
  bookId: string;
  resume: boolean;
}

const bookNotFound = () =>
  new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);

/**
 * POST /books/{bookId}/refine/sessions (spec §2: the dialog resumes on opening). One open session per book: with
 * `resume` the open one answers; without, an open draft or awaiting session is closed and a new one opened (a
 * confirmed revision still being made cannot be abandoned: 409). A book's sessions are numbered and the id is
 * derived from the number, so racing opens meet on one stream and answer the same session.
 */
export async function openSession(
  deps: Pick<RefinementDeps, 'pool' | 'sessions' | 'books'>,
  request: OpenSessionRequest,
  metadata: RequestMetadata,
): Promise<RefinementSessionView> {
  const { ownerId, bookId } = request;
  let resume = request.resume;
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await findOpenSession(deps.pool, ownerId, bookId);
    if (open && resume) return open;
    if (open) await deps.sessions.handle(open.sessionId, { type: 'CloseSession' }, metadata);

    // The book view first: a preview or a book in production is refused without reading its story state.
    const book = await deps.books.findBook(ownerId, bookId, metadata);
    if (!book) throw bookNotFound();
    assertRefinable(book);
    const story = await deps.books.storyState(ownerId, bookId, metadata);
    if (!story) throw bookNotFound();
    if (story.revisionInProgress) throw revisionInProgress();

    const number = (await lastSessionNumber(deps.pool, bookId)) + 1;
    const sessionId = sessionIdFor(bookId, number);
    // The decider checks the book again with its approval (issue #15: an approved book is frozen).
    const { state } = await deps.sessions.handle(
      sessionId,
      { type: 'OpenSession', sessionId, bookId, ownerId, number, book: story },
      metadata,
    );
    if (isOpen(state)) return getSessionView(deps.pool, { ownerId, bookId, sessionId });
    // Someone else opened this one and closed it again before we read it: the next one is the open one.
    resume = true;
  }
  throw new DomainError(
    ErrorCodes.CONFLICT,
    'The conversation is being changed right now. Please try again.',
  );
}
