import {
  DomainError,
  ErrorCodes,
  ErrorTexts,
  type PlannedChangeData,
  type PlannedChangeView,
  type RefinementSessionView,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { viewOfChange, type PlannedChange, type StoryPlan } from '@fabelhaft/book-engine';
import { assertRefinable } from '../domain/refinable-book';
import { revisionInProgress } from '../domain/refinement-session.errors';
import { getSessionView } from '../read-model/sessions.query';
import type { RefinementDeps } from '../refinement.deps';
import { plannerFailure } from './planner-failure';

export interface SendMessageRequest {
  ownerId: string;
  bookId: string;
  sessionId: string;
  /** Trimmed, 1–2000 characters (spec §5; the contract checks it). */
  message: string;
  focusPages: number[];
  locale: 'de' | 'en';
}

export interface SendMessageAnswer {
  session: RefinementSessionView;
  clarificationPrompt: string | null;
}

/** How the parent sees a planned change (spec §3), named over the story state the plan was made on. */
function viewOf(plan: StoryPlan, change: PlannedChange): PlannedChangeView {
  const v = viewOfChange(plan, change);
  return {
    targetType: v.target_type,
    action: v.action,
    targetIdentifier: v.target_identifier,
    rationale: v.rationale,
  };
}

/**
 * POST /books/{bookId}/refine/{sessionId}/messages: the message is recorded first (it stays, whatever happens
 * next), then the book's current story state is read and the planner asked. A plan waits for confirmation; a
 * question comes back as the clarification prompt. Nothing is changed while a revision is queued or running.
 */
export async function sendMessage(
  deps: Pick<RefinementDeps, 'pool' | 'sessions' | 'books' | 'planner' | 'logger'>,
  request: SendMessageRequest,
  metadata: RequestMetadata,
): Promise<SendMessageAnswer> {
  const { ownerId, bookId, sessionId } = request;
  // Another owner's session, or one of another book, is not found (and nothing is recorded on it).
  await getSessionView(deps.pool, { ownerId, bookId, sessionId });
  const { state } = await deps.sessions.handle(
    sessionId,
    { type: 'ReceiveMessage', content: request.message, focusPages: request.focusPages },
    metadata,
  );
  const asked = state.unanswered;
  if (!asked) return { session: await getSessionView(deps.pool, request), clarificationPrompt: null };

  const story = await deps.books.storyState(ownerId, bookId, metadata);
  if (!story) throw new DomainError(ErrorCodes.BOOKS_NOT_FOUND, ErrorTexts[ErrorCodes.BOOKS_NOT_FOUND]);
  assertRefinable(story);
  if (story.revisionInProgress) throw revisionInProgress();

  const plan = story.plan as unknown as StoryPlan;
  const answer = await deps.planner
    .plan(
      { plan, format: story.format, textBackground: story.textBackground, locale: request.locale },
      {
        message: asked.content,
        focusPages: request.focusPages,
        earlier: state.requests.filter((r) => r.id !== asked.id).map((r) => r.content),
        // The conversation as context (issue #21): the planner reads this message on its own and uses the
        // session's earlier messages — its own questions too — to read an answer and not to ask twice.
        history: state.messages
          .filter((m) => m.id !== asked.id)
          .map((m) => ({ role: m.role, content: m.content })),
      },
    )
    .catch((e: unknown) => {
      deps.logger.warn({ err: e, sessionId }, 'the refinement planner failed; the message stays recorded');
      throw plannerFailure(e);
    });

  if (answer.kind === 'plan') {
    // A plan of nothing is no answer: the planner must ask back instead of proposing it (it never guesses).
    if (answer.changes.length === 0) throw plannerFailure(new Error('The planner proposed no change'));
    await deps.sessions.handle(
      sessionId,
      {
        type: 'ProposePlan',
        inReplyTo: asked.id,
        changes: answer.changes as unknown as PlannedChangeData[],
        views: answer.changes.map((c) => viewOf(plan, c)),
        summary: answer.summary,
      },
      metadata,
    );
    return { session: await getSessionView(deps.pool, request), clarificationPrompt: null };
  }
  const { events } = await deps.sessions.handle(
    sessionId,
    { type: 'AskClarification', inReplyTo: asked.id, prompt: answer.prompt },
    metadata,
  );
  return {
    session: await getSessionView(deps.pool, request),
    // A newer message (or a confirm) overtook this one: its question is no longer the one to answer.
    clarificationPrompt: events.length > 0 ? answer.prompt : null,
  };
}
