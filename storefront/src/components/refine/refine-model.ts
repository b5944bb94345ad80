import { REFINEMENT_SESSION_STATUSES, type RefinementSessionStatus } from '@fabelhaft/contracts/constants';
import { ApiError } from '../../api/client';

/**
 * The refinement session as the storefront reads it (spec §3 Refinement session, §7 the four
 * `/books/{bookId}/refine/…` paths). Snake_case, as the BFF answers it.
 */
export const REFINE_STATUSES = REFINEMENT_SESSION_STATUSES;
export type RefineStatus = RefinementSessionStatus;

export interface RefineMessage {
  id: string;
  /** spec §2: the user's own messages are shown apart from every other role. */
  role: 'user' | 'assistant' | (string & {});
  content: string;
  created_at: string;
}

/** spec §3 planned_changes item. */
export interface PlannedChange {
  target_type: string;
  action: string;
  target_identifier: string;
  rationale: string;
}

export interface RefineSession {
  session_id: string;
  book_id: string;
  status: RefineStatus | (string & {});
  messages: RefineMessage[];
  latest_plan: { planned_changes: PlannedChange[] } | null;
  requires_confirmation: boolean;
  /** The book revision a completed session made. */
  revision: number | null;
  /** Why a revision failed, when it did. */
  error: string | null;
}

/** POST …/messages answers the session and, when the planner asks back, its question (spec §3). */
export interface SendMessageResponse {
  session: RefineSession;
  clarification_prompt: string | null;
}

/** spec §4 / §9: a queued or running session is asked again every 5 s. */
export const REFINE_POLL_MS = 5000;

/** The limits service's refusal when no edit is left (spec §8 "Edit limit reached"). */
export const EDIT_QUOTA_EXHAUSTED = 'LIMITS.EDIT_QUOTA_EXHAUSTED';

export type SessionTone = 'neutral' | 'warning' | 'success' | 'danger';

export function isKnownStatus(status: string): status is RefineStatus {
  return (REFINE_STATUSES as readonly string[]).includes(status);
}

/**
 * spec §4 badge tones: draft neutral; awaiting_clarification, awaiting_confirmation, queued and running
 * warning; completed success; failed danger. A status this client does not know stays neutral.
 */
export function sessionTone(status: string): SessionTone {
  switch (status) {
    case 'awaiting_clarification':
    case 'awaiting_confirmation':
    case 'queued':
    case 'running':
      return 'warning';
    case 'completed':
      return 'success';
    case 'failed':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** spec §4: the revision is being made — the session is polled and takes no messages. */
export function isWorking(status: string | undefined): boolean {
  return status === 'queued' || status === 'running';
}

/** spec §4 / §9: every 5 s while queued or running, and not at all once it has left those states. */
export function sessionPollInterval(session: RefineSession | undefined): number | false {
  return session && isWorking(session.status) ? REFINE_POLL_MS : false;
}

/**
 * spec §4 / §5: a message must have text after trimming, and cannot be sent while the session is queued or
 * running or while another message is being sent (or before there is a session at all).
 */
export function canSend(input: { status: string | undefined; sending: boolean; message: string }): boolean {
  return (
    input.status !== undefined && !input.sending && !isWorking(input.status) && input.message.trim() !== ''
  );
}

/** spec §4: Confirm only when the session requires confirmation and no confirm is in progress. */
export function canConfirm(input: { session: RefineSession | undefined; confirming: boolean }): boolean {
  return input.session?.requires_confirmation === true && !input.confirming;
}

/** The user's own messages versus every other role (spec §2 "role user or other"). */
export const isUserMessage = (message: RefineMessage): boolean => message.role === 'user';

/**
 * The question to show in the clarification box: the one the last send answered with, else — for a session
 * resumed while it waits for an answer — the assistant's last message, which carries the same question.
 */
export function clarificationOf(session: RefineSession | undefined, prompt: string | null): string | null {
  if (session?.status !== 'awaiting_clarification') return null;
  if (prompt?.trim()) return prompt.trim();
  const lastAssistant = [...session.messages].reverse().find((m) => !isUserMessage(m));
  return lastAssistant?.content.trim() || null;
}

export type RefineFailure = 'load' | 'refresh' | 'send' | 'confirm';

/** What a failed call tells the customer: the server's detail when it has one, and whether edits ran out. */
export function failureDetail(error: unknown): { detail: string | undefined; quotaExhausted: boolean } {
  if (!(error instanceof ApiError)) return { detail: undefined, quotaExhausted: false };
  return { detail: error.detail, quotaExhausted: error.code === EDIT_QUOTA_EXHAUSTED };
}

/**
 * The server names a plan's target as the parent sees it ("page 5", "character Finn", "book"); the dialog
 * says it in the site's language and keeps anything else as it came.
 */
export type TargetName =
  | { kind: 'page'; page: string }
  | { kind: 'character'; name: string }
  | { kind: 'book' }
  | { kind: 'other'; text: string };

export function targetName(identifier: string): TargetName {
  const text = identifier.trim();
  const page = /^pages? (\d+(?:\s*[-–,]\s*\d+)*)$/i.exec(text);
  if (page) return { kind: 'page', page: page[1]! };
  const character = /^character (.+)$/i.exec(text);
  if (character) return { kind: 'character', name: character[1]!.trim() };
  if (/^book$/i.test(text)) return { kind: 'book' };
  return { kind: 'other', text };
}

/**
 * focus_pages (spec §3 send payload): the viewer page numbers in view (cover = 1), "this page" first. The
 * viewer passes the pages of the open spread in reading order.
 */
export function focusPages(visible: readonly number[]): number[] {
  return [...new Set(visible.filter((p) => Number.isInteger(p) && p >= 1))];
}
