import type { PlannedChangeData, PlannedChangeView, RefinementSessionStatus } from '@fabelhaft/contracts';

/**
 * RefinementSession (issue #14, spec §3 Refinement session, §4 statuses): one conversation of a book's owner
 * about changing the finished book. The parent's messages become a plan (or a question back); a confirmed plan
 * uses one edit and becomes the book's next revision, which the books service makes. A session that completed
 * or failed is over; the parent may also close an unconfirmed one to start again.
 *
 *   draft → awaiting_clarification | awaiting_confirmation → queued → running → completed | failed
 */

export interface SessionMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

/** A plan the planner proposed: the typed changes books applies, and how the parent sees each. */
export interface ProposedPlan {
  planNumber: number;
  changes: PlannedChangeData[];
  views: PlannedChangeView[];
  summary: string;
}

export type RefinementSessionEvent =
  | {
      type: 'SessionOpened';
      data: { sessionId: string; bookId: string; ownerId: string; number: number; at: string };
    }
  | {
      type: 'MessageReceived';
      data: { messageId: string; content: string; focusPages: number[]; at: string };
    }
  /** The planner's answer to `inReplyTo`: the summary is the assistant's message. */
  | {
      type: 'PlanProposed';
      data: {
        messageId: string;
        inReplyTo: string;
        planNumber: number;
        changes: PlannedChangeData[];
        views: PlannedChangeView[];
        summary: string;
        at: string;
      };
    }
  | { type: 'ClarificationAsked'; data: { messageId: string; inReplyTo: string; prompt: string; at: string } }
  /** The parent started a new session instead (`resume: false`). */
  | { type: 'SessionClosed'; data: { at: string } }
  /**
   * The parent pressed Confirm: recorded before the edit is used, so a process that dies between using the edit
   * and recording the confirmation leaves a trace the confirmation sweep finishes (confirm/resume-confirmations.ts).
   */
  | {
      type: 'ConfirmationStarted';
      data: { revisionId: string; planNumber: number; notes: string | null; at: string };
    }
  /** A started confirmation that cannot be finished (no edit left, or the plan changed); its edit went back. */
  | { type: 'ConfirmationAbandoned'; data: { revisionId: string; reason: string; at: string } }
  /** Carries what `refinement.v1.RevisionConfirmed` announces (the relay sees only this event). */
  | {
      type: 'RevisionConfirmed';
      data: {
        revisionId: string;
        planNumber: number;
        bookId: string;
        ownerId: string;
        changes: PlannedChangeData[];
        notes: string | null;
        at: string;
      };
    }
  | { type: 'RevisionStarted'; data: { revisionId: string; revision: number; at: string } }
  | { type: 'RevisionCompleted'; data: { revisionId: string; revision: number; pages: number[]; at: string } }
  | { type: 'RevisionFailed'; data: { revisionId: string; reason: string; at: string } };

export interface RefinementSession {
  opened: boolean;
  sessionId: string;
  bookId: string;
  ownerId: string;
  /** 1 for a book's first session, then one more for each (the session id is derived from it). */
  number: number;
  status: RefinementSessionStatus;
  /** Closed by the parent before anything was confirmed. */
  closed: boolean;
  messages: SessionMessage[];
  /**
   * The parent's messages since the last confirmed plan, oldest first: the planner reads them together, so an
   * answer to a question is read with the request it answers (book-engine `RefinementRequest.earlier`).
   */
  requests: { id: string; content: string }[];
  /** The parent's latest message while the planner has not answered it yet. */
  unanswered: { id: string; content: string } | null;
  latestPlan: ProposedPlan | null;
  plansProposed: number;
  confirmed: { planNumber: number; revisionId: string } | null;
  /** A confirmation under way (started, neither confirmed nor abandoned yet). */
  confirming: { planNumber: number; revisionId: string; notes: string | null; at: string } | null;
  revision: number | null;
  error: string | null;
}

export const initialRefinementSession = (): RefinementSession => ({
  opened: false,
  sessionId: '',
  bookId: '',
  ownerId: '',
  number: 0,
  status: 'draft',
  closed: false,
  messages: [],
  requests: [],
  unanswered: null,
  latestPlan: null,
  plansProposed: 0,
  confirmed: null,
  confirming: null,
  revision: null,
  error: null,
});

export function evolve(state: RefinementSession, event: RefinementSessionEvent): RefinementSession {
  switch (event.type) {
    case 'SessionOpened':
      return {
        ...state,
        opened: true,
        sessionId: event.data.sessionId,
        bookId: event.data.bookId,
        ownerId: event.data.ownerId,
        number: event.data.number,
        status: 'draft',
      };
    case 'MessageReceived': {
      const { messageId: id, content, at } = event.data;
      return {
        ...state,
        messages: [...state.messages, { id, role: 'user', content, at }],
        requests: [...state.requests, { id, content }],
        unanswered: { id, content },
      };
    }
    case 'PlanProposed': {
      const { messageId: id, planNumber, changes, views, summary, at } = event.data;
      return {
        ...state,
        status: 'awaiting_confirmation',
        messages: [...state.messages, { id, role: 'assistant', content: summary, at }],
        unanswered: null,
        latestPlan: { planNumber, changes, views, summary },
        plansProposed: planNumber,
      };
    }
    case 'ClarificationAsked': {
      const { messageId: id, prompt, at } = event.data;
      return {
        ...state,
        status: 'awaiting_clarification',
        messages: [...state.messages, { id, role: 'assistant', content: prompt, at }],
        unanswered: null,
        // The parent's request changed since the last plan: that plan no longer says what they asked for.
        latestPlan: null,
      };
    }
    case 'SessionClosed':
      return { ...state, closed: true };
    case 'ConfirmationStarted': {
      const { revisionId, planNumber, notes, at } = event.data;
      return { ...state, confirming: { revisionId, planNumber, notes, at } };
    }
    case 'ConfirmationAbandoned':
      return { ...state, confirming: null };
    case 'RevisionConfirmed':
      return {
        ...state,
        status: 'queued',
        confirming: null,
        confirmed: { planNumber: event.data.planNumber, revisionId: event.data.revisionId },
        requests: [],
        unanswered: null,
      };
    case 'RevisionStarted':
      return { ...state, status: 'running', revision: event.data.revision };
    case 'RevisionCompleted':
      return { ...state, status: 'completed', revision: event.data.revision };
    case 'RevisionFailed':
      return { ...state, status: 'failed', error: event.data.reason };
  }
}

/** Still taking messages or waiting for its revision; a book has at most one open session. */
export function isOpen(state: RefinementSession): boolean {
  return state.opened && !state.closed && state.status !== 'completed' && state.status !== 'failed';
}

/** A revision is queued or being made: nothing else may change until it ends (spec §4). */
export function revisionInFlight(state: RefinementSession): boolean {
  return state.status === 'queued' || state.status === 'running';
}

/** The revision id of a plan: also the limits edit id, so a confirm uses one edit however often it arrives. */
export const revisionIdOf = (sessionId: string, planNumber: number): string => `${sessionId}.${planNumber}`;

/** The session a revision id belongs to (session ids hold no dots). */
export const sessionIdOfRevision = (revisionId: string): string =>
  revisionId.slice(0, Math.max(0, revisionId.lastIndexOf('.')));

/** Message ids are the session's own: `<sessionId>:<n>`. */
export const messageIdOf = (state: RefinementSession): string =>
  `${state.sessionId}:${state.messages.length + 1}`;
