import {
  DomainError,
  ErrorCodes,
  type RefinementSessionView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { decide } from '../domain/refinement-session.decide';
import { getSessionView } from '../read-model/sessions.query';
import type { RefinementDeps } from '../refinement.deps';

export interface ConfirmRevisionRequest {
  ownerId: string;
  bookId: string;
  sessionId: string;
  notes: string | null;
}

/** A confirmation under way: the plan, its revision id (= the limits edit id) and the parent's notes. */
export interface Confirmation {
  sessionId: string;
  ownerId: string;
  bookId: string;
  revisionId: string;
  planNumber: number;
  notes: string | null;
}

type ConfirmDeps = Pick<RefinementDeps, 'pool' | 'sessions' | 'edits' | 'logger'>;

/**
 * POST /books/{bookId}/refine/{sessionId}/confirm. The order matters (issue #14): decide first (a refusal uses
 * nothing), record that the confirmation started, then use one edit at limits with the revision id as edit id
 * (none left: "Edit limit reached" and the session is unchanged), then record the confirmation, which the relay
 * announces as `refinement.v1.RevisionConfirmed`. A process that dies after using the edit leaves the started
 * confirmation behind: the client's retry finishes it (the edit id makes the second use a no-op), and so does the
 * confirmation sweep if nobody retries (resume-confirmations.ts) — the edit is never lost. A second confirm of
 * the same plan answers the session unchanged.
 */
export async function confirmRevision(
  deps: ConfirmDeps,
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
  await deps.sessions.handle(sessionId, { type: 'StartConfirmation', planNumber, notes }, metadata);
  await finishConfirmation(deps, { sessionId, ownerId, bookId, revisionId, planNumber, notes }, metadata);
  return getSessionView(deps.pool, request);
}

/**
 * Uses the confirmation's edit and records the confirmation. A refusal on the way ends the confirmation: no edit
 * left (nothing was used), or the session changed under us (closed, or a newer plan: the edit goes back). An
 * unreachable limits service or database leaves it started, for a retry or the sweep.
 */
export async function finishConfirmation(
  deps: ConfirmDeps,
  c: Confirmation,
  metadata: RequestMetadata,
): Promise<void> {
  try {
    await deps.edits.consume(c.ownerId, c.revisionId, c.bookId, metadata);
  } catch (e) {
    if (isRefusal(e)) await abandonConfirmation(deps, c, e.message, metadata);
    throw e;
  }
  try {
    // The plan the edit was used for: if a newer message replaced it meanwhile, this is refused, not moved on.
    await deps.sessions.handle(
      c.sessionId,
      { type: 'ConfirmRevision', planNumber: c.planNumber, notes: c.notes },
      metadata,
    );
  } catch (e) {
    if (isRefusal(e)) await giveBackAndAbandon(deps, c, e.message, metadata);
    throw e;
  }
}

/** The edit goes back (a no-op if it was never used), then the confirmation ends; if limits cannot be reached, the
 * confirmation stays started and the sweep tries again later. */
export async function giveBackAndAbandon(
  deps: ConfirmDeps,
  c: Confirmation,
  reason: string,
  metadata: RequestMetadata,
): Promise<void> {
  try {
    await deps.edits.giveBack(c.ownerId, c.revisionId, metadata);
  } catch (err) {
    deps.logger.error(
      { err, revisionId: c.revisionId },
      'the edit of a refused confirmation could not be given back yet; the confirmation sweep retries',
    );
    return;
  }
  await abandonConfirmation(deps, c, reason, metadata);
}

async function abandonConfirmation(
  deps: ConfirmDeps,
  c: Confirmation,
  reason: string,
  metadata: RequestMetadata,
): Promise<void> {
  await deps.sessions
    .handle(c.sessionId, { type: 'AbandonConfirmation', revisionId: c.revisionId, reason }, metadata)
    .catch((err: unknown) =>
      deps.logger.warn({ err, revisionId: c.revisionId }, 'a refused confirmation could not be closed yet'),
    );
}

const isRefusal = (e: unknown): e is DomainError =>
  e instanceof DomainError && e.code !== ErrorCodes.UNAVAILABLE;
