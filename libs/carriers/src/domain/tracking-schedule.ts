import type { ShipmentStatus } from '../carrier-tracking.port';

/**
 * When to ask a carrier next about one parcel (pure: the time is passed in). Polling backs off while nothing
 * changes, starts again fast after a change, is quicker while the parcel is out for delivery, stops at a final
 * status, and keeps within the carrier's limits: DHL grants 250 calls a day on its initial service level,
 * counted per GMT day, and asks for at most 10 fetches per shipment per day, spread over the day
 * (DHL developer support, "I'm running out of calls; how much quota should I request").
 */
export interface PollPolicy {
  /** The first wait, and the wait after a change (default 15 min). */
  initialIntervalMs: number;
  /** Waits never grow beyond this (default 6 h). */
  maxIntervalMs: number;
  /** Each unchanged answer multiplies the wait (default 2). */
  backoffFactor: number;
  /** The wait while the parcel is out for delivery (default 30 min). */
  outForDeliveryIntervalMs: number;
  /** A number the carrier still does not know this long after it was handed over is given up (default 3 days). */
  notFoundGiveUpMs: number;
  /** Polls of one parcel per GMT day (default 10). */
  maxPollsPerShipmentPerDay: number;
}

export const DEFAULT_POLL_POLICY: PollPolicy = {
  initialIntervalMs: 15 * 60_000,
  maxIntervalMs: 6 * 60 * 60_000,
  backoffFactor: 2,
  outForDeliveryIntervalMs: 30 * 60_000,
  notFoundGiveUpMs: 3 * 24 * 60 * 60_000,
  maxPollsPerShipmentPerDay: 10,
};

export interface ShipmentPollState {
  trackingNumber: string;
  /** When polling started (the hand-over); the not-found grace counts from here. ISO 8601. */
  startedAt: string;
  lastStatus: ShipmentStatus | null;
  /** Answers in a row that brought no news (same status, not found, failed). */
  unchangedPolls: number;
  /** Polls made on `day` (a GMT date, YYYY-MM-DD). */
  pollsToday: { day: string; count: number };
  /** When to poll next; null once stopped. ISO 8601. */
  nextPollAt: string | null;
  /** Why polling ended: a final status, or a number the carrier never came to know. */
  stopped: null | 'final' | 'not_found';
}

/** What one poll found. */
export type PollOutcome =
  | { kind: 'found'; status: ShipmentStatus; final: boolean }
  | { kind: 'not_found' }
  /** 429: wait at least `retryAfterMs` when the carrier said. */
  | { kind: 'rate_limited'; retryAfterMs?: number }
  /** Timeout, network error, 5xx after the adapter's own retries. */
  | { kind: 'failed' };

const MS_PER_DAY = 24 * 60 * 60_000;

/** The GMT date of a moment: DHL's quotas reset at 00:00 GMT. */
export const gmtDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The next 00:00 GMT after `at`. */
export const nextGmtMidnight = (at: Date): Date =>
  new Date(Math.floor(at.getTime() / MS_PER_DAY + 1) * MS_PER_DAY);

/** Polling begins with a poll right away. */
export function startPolling(trackingNumber: string, now: Date): ShipmentPollState {
  return {
    trackingNumber,
    startedAt: now.toISOString(),
    lastStatus: null,
    unchangedPolls: 0,
    pollsToday: { day: gmtDay(now), count: 0 },
    nextPollAt: now.toISOString(),
    stopped: null,
  };
}

/** The wait after `unchanged` answers without news: initial × factor^unchanged, at most the maximum. */
export function backoffMs(unchanged: number, policy: PollPolicy): number {
  return Math.min(policy.initialIntervalMs * policy.backoffFactor ** unchanged, policy.maxIntervalMs);
}

/** The state after a poll made at `now` (counted against the parcel's day) that found `outcome`. */
export function afterPoll(
  state: ShipmentPollState,
  outcome: PollOutcome,
  now: Date,
  policy: PollPolicy = DEFAULT_POLL_POLICY,
): ShipmentPollState {
  if (state.stopped) return state;
  const day = gmtDay(now);
  const pollsToday = { day, count: (state.pollsToday.day === day ? state.pollsToday.count : 0) + 1 };
  const base = { ...state, pollsToday };

  if (outcome.kind === 'found' && outcome.final) {
    return { ...base, lastStatus: outcome.status, nextPollAt: null, stopped: 'final' };
  }
  if (
    outcome.kind === 'not_found' &&
    now.getTime() - Date.parse(state.startedAt) >= policy.notFoundGiveUpMs
  ) {
    return { ...base, nextPollAt: null, stopped: 'not_found' };
  }

  let unchangedPolls = state.unchangedPolls + 1;
  let lastStatus = state.lastStatus;
  let waitMs: number;
  switch (outcome.kind) {
    case 'found': {
      const changed = outcome.status !== state.lastStatus;
      unchangedPolls = changed ? 0 : state.unchangedPolls + 1;
      lastStatus = outcome.status;
      waitMs = backoffMs(unchangedPolls, policy);
      if (outcome.status === 'out_for_delivery') waitMs = Math.min(waitMs, policy.outForDeliveryIntervalMs);
      break;
    }
    case 'rate_limited':
      waitMs = Math.max(backoffMs(unchangedPolls, policy), outcome.retryAfterMs ?? 0);
      break;
    default:
      waitMs = backoffMs(unchangedPolls, policy);
  }

  let next = new Date(now.getTime() + waitMs);
  // The parcel's share of the day is used up: the next poll waits for the next GMT day.
  if (pollsToday.count >= policy.maxPollsPerShipmentPerDay && gmtDay(next) === day)
    next = nextGmtMidnight(now);
  return { ...base, lastStatus, unchangedPolls, nextPollAt: next.toISOString() };
}

/**
 * The carrier's daily quota shared by every parcel polled with one API key (pure; `DailyRequestBudget` in
 * tracking-poller.ts holds it in memory).
 */
export interface RequestBudget {
  limitPerDay: number;
  day: string;
  used: number;
}

export const emptyBudget = (limitPerDay: number, now: Date): RequestBudget => ({
  limitPerDay,
  day: gmtDay(now),
  used: 0,
});

/** Takes one call from the budget, or says when the next day's quota begins. */
export function takeFromBudget(
  budget: RequestBudget,
  now: Date,
): { granted: true; budget: RequestBudget } | { granted: false; budget: RequestBudget; retryAt: string } {
  const day = gmtDay(now);
  const current = budget.day === day ? budget : { ...budget, day, used: 0 };
  if (current.used >= current.limitPerDay) {
    return { granted: false, budget: current, retryAt: nextGmtMidnight(now).toISOString() };
  }
  return { granted: true, budget: { ...current, used: current.used + 1 } };
}
