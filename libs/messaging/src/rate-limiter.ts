import { createHash } from 'node:crypto';
import { Kvm, type KV } from '@nats-io/kv';
import { RateLimitBucket } from '@fabelhaft/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Subjects } from './subjects';

/** One limit: at most `limit` hits per `windowSeconds` for one key (a customer, a session, an address). */
export interface RateLimitRule {
  /** Short and stable: it is part of the stored key (`previews`, `uploads`, `coupons`). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits left in the current window after this one (0 when refused). */
  remaining: number;
  /** When refused: seconds until a hit would be allowed again (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** Counts hits; several processes with the same store count together. */
export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
}

/** The NATS KV bucket (per subject prefix) that holds the counters; declared in the contracts' network table. */
export const RATE_LIMIT_BUCKET = RateLimitBucket.name;
/** Counters live at most this long: longer than any window we use, so the previous window is still there. */
const BUCKET_TTL_MS = 15 * 60 * 1000;

/**
 * A sliding-window counter in NATS KV, shared by every BFF instance (issue #12: "a shared store so that
 * several BFF instances count together"). Each window has one counter per key, updated with compare-and-set
 * on the entry's revision, so concurrent hits from several instances are all counted. The estimate weighs
 * the previous window by how much of it still overlaps the last `windowSeconds` (the usual sliding-window
 * approximation), so a burst across a window boundary is not let through twice.
 *
 * If the store cannot be reached the limiter lets the hit through (and says so through `onError`): rate
 * limits protect capacity, they must not take the product down with them.
 */
export class NatsKvRateLimiter implements RateLimiter {
  private constructor(
    private readonly kv: KV,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async open(
    nc: NatsConnection,
    subjects: Subjects,
    options: { now?: () => number; onError?: (error: unknown) => void } = {},
  ): Promise<NatsKvRateLimiter> {
    const kv = await new Kvm(nc).create(subjects.stream(RATE_LIMIT_BUCKET), {
      history: 1,
      ttl: BUCKET_TTL_MS,
    });
    return new NatsKvRateLimiter(kv, options.now ?? Date.now, options.onError ?? (() => undefined));
  }

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitDecision> {
    const windowMs = rule.windowSeconds * 1000;
    const now = this.now();
    const window = Math.floor(now / windowMs);
    const overlap = 1 - (now - window * windowMs) / windowMs;
    const id = `${rule.name}.${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
    try {
      const previous = await this.count(`${id}.${window - 1}`);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const entry = await this.kv.get(`${id}.${window}`);
        const current = entry && entry.operation === 'PUT' ? Number(entry.string()) || 0 : 0;
        const estimate = previous * overlap + current;
        if (estimate + 1 > rule.limit) {
          // Until enough of the previous window has slid out, or the next window starts.
          const needed = previous > 0 ? (estimate + 1 - rule.limit) / previous : 1;
          const waitMs = current + 1 > rule.limit ? (window + 1) * windowMs - now : needed * windowMs;
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: Math.max(1, Math.ceil(Math.min(waitMs, (window + 1) * windowMs - now) / 1000)),
          };
        }
        try {
          if (entry) await this.kv.update(`${id}.${window}`, String(current + 1), entry.revision);
          else await this.kv.create(`${id}.${window}`, '1');
          return {
            allowed: true,
            remaining: Math.max(0, Math.floor(rule.limit - estimate - 1)),
            retryAfterSeconds: 0,
          };
        } catch (error) {
          if (!isConflict(error)) throw error;
          // Another instance counted first: read again and retry.
        }
      }
      throw new Error('rate limit counter stayed contended');
    } catch (error) {
      this.onError(error);
      return { allowed: true, remaining: rule.limit, retryAfterSeconds: 0 };
    }
  }

  private async count(key: string): Promise<number> {
    const entry = await this.kv.get(key);
    return entry && entry.operation === 'PUT' ? Number(entry.string()) || 0 : 0;
  }
}

function isConflict(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error);
  return /wrong last sequence|key exists|conflict/i.test(text);
}
