import type { PlannedChangeView, RefinementMessageView, RefinementSessionStatus } from '@fabelhaft/contracts';
import type { RefinementSessionEvent } from '../domain/refinement-session';

/** One session as the read model keeps it (table `refinement.sessions`). */
export interface SessionRow {
  sessionId: string;
  bookId: string;
  ownerId: string;
  number: number;
  status: RefinementSessionStatus;
  /** Taking messages or waiting for its revision; at most one per book. */
  open: boolean;
  messages: RefinementMessageView[];
  latestPlan: { planNumber: number; plannedChanges: PlannedChangeView[] } | null;
  requiresConfirmation: boolean;
  revision: number | null;
  revisionId: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The read model's row after one more event (pure; the projection stores it). */
export function evolveSessionRow(row: SessionRow | null, event: RefinementSessionEvent): SessionRow | null {
  if (event.type === 'SessionOpened') {
    if (row) return row;
    const { sessionId, bookId, ownerId, number, at } = event.data;
    return {
      sessionId,
      bookId,
      ownerId,
      number,
      status: 'draft',
      open: true,
      messages: [],
      latestPlan: null,
      requiresConfirmation: false,
      revision: null,
      revisionId: null,
      error: null,
      createdAt: at,
      updatedAt: at,
    };
  }
  if (!row) return null;
  const updated = { ...row, updatedAt: event.data.at };
  switch (event.type) {
    case 'MessageReceived': {
      const { messageId: id, content, at } = event.data;
      return { ...updated, messages: [...row.messages, { id, role: 'user', content, createdAt: at }] };
    }
    case 'PlanProposed': {
      const { messageId: id, summary, planNumber, views, at } = event.data;
      return {
        ...updated,
        status: 'awaiting_confirmation',
        messages: [...row.messages, { id, role: 'assistant', content: summary, createdAt: at }],
        latestPlan: { planNumber, plannedChanges: views },
        requiresConfirmation: true,
      };
    }
    case 'ClarificationAsked': {
      const { messageId: id, prompt, at } = event.data;
      return {
        ...updated,
        status: 'awaiting_clarification',
        messages: [...row.messages, { id, role: 'assistant', content: prompt, createdAt: at }],
        latestPlan: null,
        requiresConfirmation: false,
      };
    }
    case 'SessionClosed':
      return { ...updated, open: false, requiresConfirmation: false };
    case 'RevisionConfirmed':
      return { ...updated, status: 'queued', requiresConfirmation: false, revisionId: event.data.revisionId };
    case 'RevisionStarted':
      return { ...updated, status: 'running', revision: event.data.revision };
    case 'RevisionCompleted':
      return { ...updated, status: 'completed', open: false, revision: event.data.revision };
    case 'RevisionFailed':
      return { ...updated, status: 'failed', open: false, error: event.data.reason };
    // A confirmation under way changes nothing the parent sees (pending_confirmations keeps it for the sweep).
    case 'ConfirmationStarted':
    case 'ConfirmationAbandoned':
      return row;
  }
}
