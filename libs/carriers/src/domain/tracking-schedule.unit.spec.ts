import {
  afterPoll,
  backoffMs,
  DEFAULT_POLL_POLICY,
  emptyBudget,
  nextGmtMidnight,
  startPolling,
  takeFromBudget,
  type PollOutcome,
  type ShipmentPollState,
} from './tracking-schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => new Date(iso);
const found = (status: Extract<PollOutcome, { kind: 'found' }>['status'], final = false): PollOutcome => ({
  kind: 'found',
  status,
  final,
});

/** Polls at each scheduled time with the given outcomes; answers the gaps between polls in minutes. */
function gaps(
  outcomes: PollOutcome[],
  start = at('2026-11-26T12:00:00Z'),
): { gapsMin: number[]; state: ShipmentPollState } {
  let state = startPolling('n-1', start);
  const result: number[] = [];
  for (const outcome of outcomes) {
    const now = new Date(state.nextPollAt!);
    state = afterPoll(state, outcome, now);
    if (state.nextPollAt) result.push((Date.parse(state.nextPollAt) - now.getTime()) / MIN);
  }
  return { gapsMin: result, state };
}

describe('tracking schedule', () => {
  it('polls at once when polling starts', () => {
    expect(startPolling('n-1', at('2026-11-26T12:00:00Z'))).toEqual({
      trackingNumber: 'n-1',
      startedAt: '2026-11-26T12:00:00.000Z',
      lastStatus: null,
      unchangedPolls: 0,
      pollsToday: { day: '2026-11-26', count: 0 },
      nextPollAt: '2026-11-26T12:00:00.000Z',
      stopped: null,
    });
  });

  it('backs off from 15 minutes, doubling while nothing changes, up to 6 hours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, DEFAULT_POLL_POLICY) / MIN)).toEqual([
      15, 30, 60, 120, 240, 360, 360, 360,
    ]);
    // the per-parcel daily cap is lifted here to see the backoff alone
    const policy = { ...DEFAULT_POLL_POLICY, maxPollsPerShipmentPerDay: 100 };
    let state = startPolling('n-1', at('2026-11-26T00:00:00Z'));
    const seen: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const now = new Date(state.nextPollAt!);
      state = afterPoll(state, found('in_transit'), now, policy);
      seen.push((Date.parse(state.nextPollAt!) - now.getTime()) / MIN);
    }
    expect(seen).toEqual([15, 30, 60, 120, 240, 360, 360, 360]);
  });

  it('starts again at 15 minutes after a change', () => {
    expect(
      gaps([found('label_created'), found('label_created'), found('label_created'), found('in_transit')])
        .gapsMin,
    ).toEqual([15, 30, 60, 15]);
  });

  it('polls every 30 minutes at most while the parcel is out for delivery', () => {
    const { gapsMin } = gaps([
      found('in_transit'),
      found('in_transit'),
      found('in_transit'),
      found('out_for_delivery'),
      found('out_for_delivery'),
      found('out_for_delivery'),
    ]);
    expect(gapsMin).toEqual([15, 30, 60, 15, 30, 30]);
  });

  it.each([
    ['delivered', 'delivered'],
    ['returned', 'returned'],
  ] as const)('stops at a final status (%s)', (_name, status) => {
    const { state } = gaps([found('in_transit'), found(status, true)]);
    expect(state).toMatchObject({ stopped: 'final', nextPollAt: null, lastStatus: status });
    // a stopped state stays stopped
    expect(afterPoll(state, found('in_transit'), at('2026-11-27T00:00:00Z'))).toBe(state);
  });

  it('keeps looking for a number the carrier does not know yet, and gives up after 3 days', () => {
    let state = startPolling('n-1', at('2026-11-26T12:00:00Z'));
    state = afterPoll(state, { kind: 'not_found' }, at('2026-11-26T12:00:00Z'));
    expect(state).toMatchObject({ stopped: null, nextPollAt: '2026-11-26T12:30:00.000Z' });
    state = afterPoll(state, { kind: 'not_found' }, at('2026-11-29T11:59:00Z'));
    expect(state.stopped).toBeNull();
    state = afterPoll(state, { kind: 'not_found' }, at('2026-11-29T12:00:00Z'));
    expect(state).toMatchObject({ stopped: 'not_found', nextPollAt: null });
  });

  it("waits at least the carrier's Retry-After after a 429", () => {
    const state = afterPoll(
      startPolling('n-1', at('2026-11-26T12:00:00Z')),
      { kind: 'rate_limited', retryAfterMs: 2 * HOUR },
      at('2026-11-26T12:00:00Z'),
    );
    expect(state.nextPollAt).toBe('2026-11-26T14:00:00.000Z');
    // a shorter Retry-After does not make it poll sooner than the backoff
    const short = afterPoll(
      startPolling('n-1', at('2026-11-26T12:00:00Z')),
      { kind: 'rate_limited', retryAfterMs: 1000 },
      at('2026-11-26T12:00:00Z'),
    );
    expect(short.nextPollAt).toBe('2026-11-26T12:30:00.000Z');
  });

  it('backs off after a failed poll like after an unchanged one', () => {
    expect(gaps([found('in_transit'), { kind: 'failed' }, { kind: 'failed' }]).gapsMin).toEqual([15, 30, 60]);
  });

  it('makes at most 10 polls of one parcel per GMT day, then waits for the next day', () => {
    // a parcel that changes at every poll would be polled every 15 minutes
    let state = startPolling('n-1', at('2026-11-26T08:00:00Z'));
    const times: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const now = new Date(state.nextPollAt!);
      times.push(now.toISOString());
      state = afterPoll(state, found(i % 2 === 0 ? 'in_transit' : 'label_created'), now);
    }
    expect(times.filter((t) => t.startsWith('2026-11-26'))).toHaveLength(10);
    expect(times[10]).toBe('2026-11-27T00:00:00.000Z');
  });

  it('counts a new GMT day afresh', () => {
    let state = startPolling('n-1', at('2026-11-26T23:50:00Z'));
    state = afterPoll(state, found('in_transit'), at('2026-11-26T23:50:00Z'));
    state = afterPoll(state, found('in_transit'), at('2026-11-27T00:05:00Z'));
    expect(state.pollsToday).toEqual({ day: '2026-11-27', count: 1 });
  });
});

describe('daily request budget', () => {
  it('grants the daily limit, then says when the next GMT day begins', () => {
    let budget = emptyBudget(2, at('2026-11-26T10:00:00Z'));
    const first = takeFromBudget(budget, at('2026-11-26T10:00:00Z'));
    expect(first.granted).toBe(true);
    budget = first.budget;
    const second = takeFromBudget(budget, at('2026-11-26T11:00:00Z'));
    budget = second.budget;
    expect(second.granted).toBe(true);
    expect(takeFromBudget(budget, at('2026-11-26T23:59:59Z'))).toEqual({
      granted: false,
      budget: { limitPerDay: 2, day: '2026-11-26', used: 2 },
      retryAt: '2026-11-27T00:00:00.000Z',
    });
    expect(takeFromBudget(budget, at('2026-11-27T00:00:00Z'))).toEqual({
      granted: true,
      budget: { limitPerDay: 2, day: '2026-11-27', used: 1 },
    });
  });

  it('finds the next midnight in GMT whatever the hour', () => {
    expect(nextGmtMidnight(at('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextGmtMidnight(at('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});
