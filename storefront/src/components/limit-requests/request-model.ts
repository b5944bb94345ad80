import { MIN_REQUEST_MESSAGE_LENGTH, type LimitRequestResponse } from '@fabelhaft/contracts';

/** spec §5/§9: at least 10 characters after trimming; below that the button stays disabled and nothing is sent. */
export function canSubmitMessage(message: string): boolean {
  return message.trim().length >= MIN_REQUEST_MESSAGE_LENGTH;
}

/**
 * The request whose state the customer sees: the newest of its kind (for edits, the newest for this book).
 * The BFF answers newest first.
 */
export function latestRequest(
  requests: readonly LimitRequestResponse[] | undefined,
  kind: 'preview' | 'edit',
  bookId?: string,
): LimitRequestResponse | undefined {
  return requests?.find((r) => r.kind === kind && (kind === 'preview' || r.book_id === bookId));
}

/** How long a decided request stays on the Account page once the quota no longer needs the request card. */
export const RECENT_DECISION_MS = 14 * 24 * 60 * 60 * 1000;

/** The latest preview request when support decided it recently (issue #13: the customer sees the answer). */
export function recentDecision(
  requests: readonly LimitRequestResponse[] | undefined,
  now = Date.now(),
): LimitRequestResponse | undefined {
  const latest = latestRequest(requests, 'preview');
  if (!latest || latest.status === 'pending' || !latest.decided_at) return undefined;
  return now - Date.parse(latest.decided_at) <= RECENT_DECISION_MS ? latest : undefined;
}
