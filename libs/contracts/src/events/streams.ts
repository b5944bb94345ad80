// The JetStream streams that carry no integration events: work queues and the dead letters. Declared here like
// the event streams, so no stream name or subject is spelled anywhere else.

/** books' preview generation queue (workqueue retention: a job is gone once a worker acknowledges it). */
export const GenerationJobQueue = { name: 'JOBS_GENERATION', subjects: 'jobs.generation' } as const;

/** The one dead-letter stream: `dlq.<service>.<consumer>` (ARCHITECTURE §3), kept 30 days. */
export const DeadLetterStream = {
  name: 'DLQ',
  subjects: 'dlq.>',
  /** Tokens cannot hold dots or wildcards. */
  subject(service: string, consumer: string): string {
    const token = (s: string) => s.replace(/[.*>\s]/g, '_');
    return `dlq.${token(service)}.${token(consumer)}`;
  },
} as const;

/**
 * Key-value buckets (NATS KV, a JetStream stream `KV_<bucket>` under the deployment's prefix). Rate-limit
 * counters of the BFF, shared by all its instances (ADR 0015).
 */
export const RateLimitBucket = { name: 'RATE_LIMITS' } as const;

/**
 * issue #22 (ADR 0016 addendum): the erased subjects and their erasure saga's status, one entry per subject. Its
 * existence is what makes the BFF refuse the subject's still-valid tokens (401), on every instance and after a
 * restart; kept without expiry (file storage).
 */
export const ErasureBucket = { name: 'ERASURES' } as const;
