import { createHmac } from 'node:crypto';
import type { Logger } from '@fabelhaft/service-kit';
import type { CheckoutStore, WebhookDelivery } from './checkout-store';
import type { EventObject } from './stripe-objects';

export interface WebhookRetryPolicy {
  /** Delay after the first failure; doubled after each further one. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Stripe gives up on an event after three days of retries. */
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: WebhookRetryPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 60 * 60 * 1000,
  giveUpAfterMs: 3 * 24 * 60 * 60 * 1000,
};

const REQUEST_TIMEOUT_MS = 10_000;

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/**
 * The persistent webhook queue. Each event is posted as JSON with a fresh signature per attempt (the
 * timestamp must be recent for the receiver's tolerance check); anything but a 2xx is retried with
 * exponential backoff. Events of one session go out in creation order: a later one waits until the
 * earlier ones were delivered, so a receiver never sees `async_payment_succeeded` before `completed`.
 */
export class WebhookDeliveries {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;

  constructor(
    private readonly store: CheckoutStore,
    private readonly options: { url: string; secret: string; retry: WebhookRetryPolicy; log: Logger },
  ) {}

  /** `sessionId`: the session whose events this one must follow (a refund's comes after the payment's). */
  enqueue(event: EventObject, sessionId: string = event.data.object.id): void {
    const now = Date.now();
    this.store.state.deliveries.push({
      eventId: event.id,
      sessionId,
      payload: JSON.stringify(event, null, 2),
      sequence: this.store.state.nextSequence++,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      lastError: null,
    });
  }

  /** Sends whatever is due now and schedules the next wake-up. Safe to call at any time. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.sendDue().finally(() => {
      this.running = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.kick();
      } else this.schedule();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private heads(): WebhookDelivery[] {
    const bySession = new Map<string, WebhookDelivery>();
    for (const delivery of this.store.state.deliveries) {
      const head = bySession.get(delivery.sessionId);
      if (!head || delivery.sequence < head.sequence) bySession.set(delivery.sessionId, delivery);
    }
    return [...bySession.values()];
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const due = this.heads().filter((delivery) => delivery.nextAttemptAt <= Date.now());
      if (due.length === 0 || this.stopped) return;
      await Promise.all(due.map((delivery) => this.attempt(delivery)));
      this.store.save();
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = Math.min(...this.heads().map((delivery) => delivery.nextAttemptAt));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { url, secret, retry, log } = this.options;
    delivery.attempts += 1;
    let failure: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignature(delivery.payload, secret, Math.floor(Date.now() / 1000)),
        },
        body: delivery.payload,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // The body is not used, but reading it lets the connection be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        this.remove(delivery);
        log.info({ eventId: delivery.eventId, attempts: delivery.attempts }, 'webhook delivered');
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    }
    delivery.lastError = failure;
    const now = Date.now();
    if (now - delivery.createdAt >= retry.giveUpAfterMs) {
      this.remove(delivery);
      log.error({ eventId: delivery.eventId, attempts: delivery.attempts, failure }, 'webhook given up');
      return;
    }
    const delay = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** (delivery.attempts - 1));
    delivery.nextAttemptAt = now + delay;
    log.warn(
      { eventId: delivery.eventId, attempts: delivery.attempts, failure, retryInMs: delay },
      'webhook failed',
    );
  }

  private remove(delivery: WebhookDelivery): void {
    const list = this.store.state.deliveries;
    list.splice(list.indexOf(delivery), 1);
  }
}
