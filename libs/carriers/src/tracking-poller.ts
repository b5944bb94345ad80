import {
  CarrierError,
  CarrierRateLimitedError,
  type CarrierTracking,
  type Shipment,
} from './carrier-tracking.port';
import {
  afterPoll,
  DEFAULT_POLL_POLICY,
  emptyBudget,
  startPolling,
  takeFromBudget,
  type PollOutcome,
  type PollPolicy,
  type RequestBudget,
  type ShipmentPollState,
} from './domain/tracking-schedule';

/** The carrier's daily quota in memory, shared by the pollers of one API key (one process). */
export class DailyRequestBudget {
  private budget: RequestBudget;

  constructor(
    limitPerDay: number,
    private readonly clock: () => Date,
  ) {
    this.budget = emptyBudget(limitPerDay, clock());
  }

  /** One call, or when the next day's quota begins. */
  take(): { granted: true } | { granted: false; retryAt: string } {
    const result = takeFromBudget(this.budget, this.clock());
    this.budget = result.budget;
    return result.granted ? { granted: true } : { granted: false, retryAt: result.retryAt };
  }

  get used(): number {
    return this.budget.used;
  }
}

export interface TrackingPollerDeps {
  carrier: CarrierTracking;
  clock: () => Date;
  /** Waits; resolves early (or rejects) when the signal aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  policy?: PollPolicy;
  /** Shared with other pollers of the same carrier key; none: unlimited. */
  budget?: DailyRequestBudget;
  /** Each shipment read (a service stores it and tells the customer of changes). */
  onShipment?: (shipment: Shipment, state: ShipmentPollState) => void | Promise<void>;
}

/**
 * Runs the schedule of `tracking-schedule.ts` against a carrier: poll, wait, poll, until the parcel reaches a
 * final status or the carrier never comes to know the number. The state after each poll can be stored, so a
 * restarted service resumes where it stopped (`run(trackingNumber, { state })`).
 */
export class TrackingPoller {
  private readonly policy: PollPolicy;

  constructor(private readonly deps: TrackingPollerDeps) {
    this.policy = deps.policy ?? DEFAULT_POLL_POLICY;
  }

  /**
   * One poll if the budget allows (else the state moves to when it does). A rate limit or an outage is part
   * of the schedule; a refused key or request is a configuration error and is thrown.
   */
  async pollOnce(state: ShipmentPollState): Promise<{ state: ShipmentPollState; shipment: Shipment | null }> {
    if (state.stopped) return { state, shipment: null };
    const allowance = this.deps.budget?.take() ?? { granted: true as const };
    if (!allowance.granted) return { state: { ...state, nextPollAt: allowance.retryAt }, shipment: null };

    let shipment: Shipment | null = null;
    let outcome: PollOutcome;
    try {
      shipment = await this.deps.carrier.track(state.trackingNumber);
      outcome = shipment
        ? { kind: 'found', status: shipment.status, final: shipment.final }
        : { kind: 'not_found' };
    } catch (error) {
      if (error instanceof CarrierRateLimitedError) {
        outcome = {
          kind: 'rate_limited',
          ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
        };
      } else if (error instanceof CarrierError && error.retryable) {
        outcome = { kind: 'failed' };
      } else {
        throw error;
      }
    }
    const next = afterPoll(state, outcome, this.deps.clock(), this.policy);
    if (shipment) await this.deps.onShipment?.(shipment, next);
    return { state: next, shipment };
  }

  /** Polls until stopped or aborted; answers the last state and the last shipment read. */
  async run(
    trackingNumber: string,
    options: { state?: ShipmentPollState; signal?: AbortSignal } = {},
  ): Promise<{ state: ShipmentPollState; shipment: Shipment | null }> {
    let state = options.state ?? startPolling(trackingNumber, this.deps.clock());
    let last: Shipment | null = null;
    while (!state.stopped && !options.signal?.aborted) {
      const waitMs = Date.parse(state.nextPollAt!) - this.deps.clock().getTime();
      if (waitMs > 0) {
        await this.deps.sleep(waitMs, options.signal);
        if (options.signal?.aborted) break;
      }
      const result = await this.pollOnce(state);
      state = result.state;
      last = result.shipment ?? last;
    }
    return { state, shipment: last };
  }
}
