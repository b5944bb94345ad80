import { setTimeout as delay } from 'node:timers/promises';
import { ProviderError } from '../openai/errors';

/**
 * What a provider call makes: a picture (reference, page, re-make), a likeness check (a chat answer) or a page's
 * narration in one language (issue #28).
 */
export type CallKind = 'image' | 'check' | 'speech';

/**
 * Counts one book's calls to a model provider (issue #23: a per-book budget of image calls). `take` is called
 * before every request that goes out, a retry too (it may be billed), and throws a non-retryable
 * `BOOK_ENGINE.PROVIDER_BUDGET` once the budget is spent, so a book that keeps failing cannot run up a bill.
 */
export interface CallMeter {
  take(kind: CallKind): void;
}

export interface CallLimits {
  /** Most image requests (references, pages, re-makes, retries included). */
  image: number;
  /** Most likeness-check requests; unlimited when absent. */
  check?: number;
  /** issue #28: most speech requests (a page in one language each, retries included); unlimited when absent. */
  speech?: number;
}

/** A `CallMeter` with limits, counting from what earlier runs of the same book used (`already`). */
export class CallBudget implements CallMeter {
  readonly used: Record<CallKind, number>;

  constructor(
    readonly limits: CallLimits,
    already: Partial<Record<CallKind, number>> = {},
    private readonly onTake?: (used: Readonly<Record<CallKind, number>>) => void,
  ) {
    this.used = { image: already.image ?? 0, check: already.check ?? 0, speech: already.speech ?? 0 };
  }

  take(kind: CallKind): void {
    const limit = this.limitOf(kind);
    if (this.used[kind] >= limit) throw budgetSpent(limit, kind);
    this.used[kind] += 1;
    this.onTake?.(this.used);
  }

  /** Calls of this kind still allowed (Infinity without a limit). */
  remaining(kind: CallKind): number {
    return Math.max(0, this.limitOf(kind) - this.used[kind]);
  }

  /**
   * issue #23: a meter on this budget that keeps the last `kept` calls of `kind` for something after it (the
   * preview's references keep one image call for its cover): it refuses with `BOOK_ENGINE.PROVIDER_BUDGET` once
   * only those are left. What it takes is taken from this budget.
   */
  keeping(kind: CallKind, kept: number): CallMeter {
    return {
      take: (k) => {
        if (k === kind && this.remaining(kind) <= kept) throw budgetSpent(this.limitOf(kind) - kept, kind);
        this.take(k);
      },
    };
  }

  private limitOf(kind: CallKind): number {
    return kind === 'image'
      ? this.limits.image
      : ((kind === 'check' ? this.limits.check : this.limits.speech) ?? Infinity);
  }
}

const budgetSpent = (limit: number, kind: CallKind) =>
  new ProviderError(
    'BOOK_ENGINE.PROVIDER_BUDGET',
    `The book's budget of ${limit} ${kind} calls is spent`,
    false,
  );

/** Whether an error is a spent budget (`CallBudget`): final for the run, never retried. */
export const isBudgetSpent = (error: unknown): boolean =>
  error instanceof ProviderError && error.code === 'BOOK_ENGINE.PROVIDER_BUDGET';

export interface RetryPolicy {
  /** Tries after the first one, for retryable failures (timeouts, 429, 5xx, connection errors). */
  maxRetries: number;
  /** Wait before the first retry when the provider names none; doubles with each retry. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * One provider's calls in this process (issue #23): at most `concurrency` requests in flight at once (every
 * book and every kind of call share it — the provider's rate limit is per account, not per book), retries on
 * 429/5xx/timeouts honouring the provider's Retry-After (else an exponential backoff), each try counted by the
 * book's meter. A waiting retry does not hold a place: others go ahead meanwhile.
 */
export class ProviderCalls {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** Most requests that were in flight at once (for tests and the bench). */
  peak = 0;
  /** Requests sent, retries included. */
  sent = 0;

  constructor(
    readonly name: string,
    readonly concurrency: number,
    readonly retry: RetryPolicy = DEFAULT_RETRY_POLICY,
    private readonly sleep: (ms: number) => Promise<unknown> = (ms) => delay(ms),
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new ProviderError('BOOK_ENGINE.PROVIDER_CONFIG', 'concurrency must be a whole number ≥ 1', false);
    }
  }

  async run<T>(kind: CallKind, meter: CallMeter | undefined, call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      let wait: number;
      await this.acquire();
      try {
        meter?.take(kind);
        this.sent += 1;
        return await call();
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retryable || attempt >= this.retry.maxRetries)
          throw error;
        wait = error.retryAfterMs ?? Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** attempt);
      } finally {
        this.release();
      }
      await this.sleep(wait);
    }
  }

  private async acquire(): Promise<void> {
    // A place freed is handed to the first waiter as it is (the count stays), so no newcomer slips in between.
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    this.peak = Math.max(this.peak, this.active);
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
