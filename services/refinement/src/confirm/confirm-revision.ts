import { DomainError, type RefinementSessionView, type RequestMetadata } from '@fabelhaft/contracts';
import { decide } from '../domain/refinement-session.decide';
import { getSessionView } from '../read-model/sessions.query';
import type { RefinementDeps } from '../refinement.deps';

export interface ConfirmRevisionRequest {
  ownerId: string;
  bookId: string;
  sessionId: string;
  notes: string | null;
}

/**
 * POST /books/{bookId}/refine/{sessionId}/confirm. The order matters (issue #14): decide first (a refusal uses
 * nothing), then use one edit at limits with the revision id as edit id (none left: "Edit limit reached" and the
 * session is unchanged), then record the confirmation, which the relay announces as `refinement.v1.RevisionConfirmed`.
 * A crash between the edit and the record is healed by the client's retry: the edit id makes the second use a
 * no-op. A second confirm of the same plan answers the session unchanged.
 */
export async function confirmRevision(
  deps: Pick<RefinementDeps, 'pool' | 'sessions' | 'edits' | 'logger'>,
  request: ConfirmRevisionRequest,
  metadata: RequestMetadata,
  now: () => Date = () => new Date(),
): Promise<RefinementSessionView> {
  const { ownerId, bookId, sessionId, notes } = request;
  await getSessionView(deps.pool, { ownerId, bookId, sessionId });
  const { state } = await deps.sessions.load(sessionId);
  const planned = decide({ type: 'ConfirmRevision', planNumber: null, notes }, state, now());
  const confirmation = planned.find((e) => e.type === 'RevisionConfirmed');
  if (!confirmation) return getSessionView(deps.pool, request);

  const { revisionId, planNumber } = confirmation.data;
  await deps.edits.consume(ownerId, revisionId, bookId, metadata);
  try {
    // The plan the edit was used for: if a newer message replaced it meanwhile, this is refused, not moved on.
    await deps.sessions.handle(sessionId, { type: 'ConfirmRevision', planNumber, notes }, metadata);
  } catch (e) {
    // The session changed under us (closed, or a newer plan): the edit used above goes back.
    if (e instanceof DomainError) {
      await deps.edits
        .giveBack(ownerId, revisionId, metadata)
        .catch((err: unknown) =>
          deps.logger.error({ err, revisionId }, 'an edit of a refused confirmation could not be given back'),
        );
    }
    throw e;
  }
  return getSessionView(deps.pool, request);
}
