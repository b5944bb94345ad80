import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardOutcome } from './test-cards';
import type {
  ChargeObject,
  CouponObject,
  CheckoutSessionObject,
  LineItem,
  PaymentIntentObject,
  RefundObject,
} from './stripe-objects';

export interface SessionRecord {
  session: CheckoutSessionObject;
  lineItems: LineItem[];
  /** The API version the session was created with (the SDK's Stripe-Version); events carry it. */
  apiVersion: string;
  /** The applied promotion code and its percentage, if any. */
  promotion: { code: string; percentOff: number } | null;
  /** issue #24: the coupon the session was created with (`discounts[0][coupon]`); absent in older state. */
  coupon?: CouponObject | null;
}

export interface IdempotencyRecord {
  /** Method, path and body of the first request: a reuse with other parameters is refused, as by Stripe. */
  fingerprint: string;
  status: number;
  body: unknown;
  /** Unix ms; keys are forgotten after 24 hours, as Stripe does. */
  storedAt: number;
}

export interface WebhookDelivery {
  eventId: string;
  /** The session the event is about (a refund's: the session that took the payment); orders the queue. */
  sessionId: string;
  /** The exact JSON that is signed and posted. */
  payload: string;
  /** Order of creation: per session, an event is only sent once the earlier ones were delivered. */
  sequence: number;
  attempts: number;
  /** Unix ms (wall clock) of the next attempt. */
  nextAttemptAt: number;
  createdAt: number;
  lastError: string | null;
}

/** A delayed test payment (cards …0077 and …0341) that resolves at `dueAt` (Unix ms, wall clock). */
export interface PendingOutcome {
  sessionId: string;
  outcome: Extract<CardOutcome, 'delayed_success' | 'delayed_failure'>;
  dueAt: number;
}

export interface CheckoutState {
  version: 1;
  sessions: Record<string, SessionRecord>;
  paymentIntents: Record<string, PaymentIntentObject>;
  charges: Record<string, ChargeObject>;
  refunds: Record<string, RefundObject>;
  /** issue #24: coupons made with `POST /v1/coupons`. */
  coupons: Record<string, CouponObject>;
  idempotency: Record<string, IdempotencyRecord>;
  deliveries: WebhookDelivery[];
  pendingOutcomes: PendingOutcome[];
  nextSequence: number;
}

const emptyState = (): CheckoutState => ({
  version: 1,
  sessions: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  coupons: {},
  idempotency: {},
  deliveries: [],
  pendingOutcomes: [],
  nextSequence: 1,
});

export const STATE_FILE = 'checkout-state.json';

/**
 * The whole state in memory, written to one JSON file after every change. Writes go to a temporary file
 * that is then renamed over the old one, so a crash leaves either the old or the new state, never half a
 * file. Synchronous on purpose: a change and its write cannot interleave with another request's.
 */
export class CheckoutStore {
  readonly state: CheckoutState;
  private readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, STATE_FILE);
    this.state = this.load();
  }

  save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }

  private load(): CheckoutState {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
      throw error;
    }
    const state = JSON.parse(text) as CheckoutState;
    if (state.version !== 1) throw new Error(`${this.file}: unknown state version ${String(state.version)}`);
    return { ...emptyState(), ...state };
  }
}
