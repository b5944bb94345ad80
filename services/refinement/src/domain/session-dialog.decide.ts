import type { PlannedChangeData, PlannedChangeView } from '@fabelhaft/contracts';
import { assertRefinable, type BookFacts } from './refinable-book';
import {
  messageIdOf,
  revisionInFlight,
  type RefinementSession,
  type RefinementSessionEvent,
} from './refinement-session';
import { revisionInProgress, sessionClosed, sessionNotFound } from './refinement-session.errors';

/** The conversation: opening, the parent's messages, the planner's answers, closing. */
export type DialogCommand =
  | {
      type: 'OpenSession';
      sessionId: string;
      bookId: string;
      ownerId: string;
      number: number;
      book: BookFacts;
    }
  | { type: 'CloseSession' }
  | { type: 'ReceiveMessage'; content: string; focusPages: number[] }
  | {
      type: 'ProposePlan';
      inReplyTo: string;
      changes: PlannedChangeData[];
      views: PlannedChangeView[];
      summary: string;
    }
  | { type: 'AskClarification'; inReplyTo: string; prompt: string };

/** A finished or abandoned session takes nothing more. */
function assertTalking(state: RefinementSession): void {
  if (!state.opened) throw sessionNotFound();
  if (state.closed || state.status === 'completed' || state.status === 'failed') throw sessionClosed();
  // spec §4: messages cannot be sent while queued or running.
  if (revisionInFlight(state)) throw revisionInProgress();
}

/** The planner's answer counts only for the message it answers, while that is still the unanswered one. */
function answers(state: RefinementSession, inReplyTo: string): boolean {
  return state.unanswered?.id === inReplyTo && !state.closed && !revisionInFlight(state);
}

export function decideDialog(
  command: DialogCommand,
  state: RefinementSession,
  now: Date,
): RefinementSessionEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'OpenSession': {
      // The session id is derived from (book, number): whoever opened it first, a racer answers the same one.
      if (state.opened) return [];
      assertRefinable(command.book);
      const { sessionId, bookId, ownerId, number } = command;
      return [{ type: 'SessionOpened', data: { sessionId, bookId, ownerId, number, at } }];
    }
    case 'CloseSession':
      if (!state.opened) throw sessionNotFound();
      if (state.closed || state.status === 'completed' || state.status === 'failed') return [];
      // A confirmed plan is being made: the parent waits for it (spec §4) rather than starting over.
      if (revisionInFlight(state)) throw revisionInProgress();
      return [{ type: 'SessionClosed', data: { at } }];
    case 'ReceiveMessage': {
      assertTalking(state);
      // The same text while the last one is still unanswered (its planning failed, or the reply was lost) is
      // that message sent again: recorded once, planned again.
      if (state.unanswered?.content === command.content) return [];
      return [
        {
          type: 'MessageReceived',
          data: {
            messageId: messageIdOf(state),
            content: command.content,
            focusPages: command.focusPages,
            at,
          },
        },
      ];
    }
    case 'ProposePlan':
      if (!answers(state, command.inReplyTo)) return [];
      return [
        {
          type: 'PlanProposed',
          data: {
            messageId: messageIdOf(state),
            inReplyTo: command.inReplyTo,
            planNumber: state.plansProposed + 1,
            changes: command.changes,
            views: command.views,
            summary: command.summary,
            at,
          },
        },
      ];
    case 'AskClarification':
      if (!answers(state, command.inReplyTo)) return [];
      return [
        {
          type: 'ClarificationAsked',
          data: { messageId: messageIdOf(state), inReplyTo: command.inReplyTo, prompt: command.prompt, at },
        },
      ];
  }
}
