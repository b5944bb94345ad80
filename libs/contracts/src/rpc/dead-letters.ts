import { z } from 'zod';
import { rpc } from './envelope';

/**
 * A message that failed its last delivery, as the service that owns it shows it to support (issue #13,
 * ADR 0009/0018). `data` is the original message decoded (JSON when it parses, else text), cut at 4 kB.
 */
export const DeadLetterView = z.object({
  service: z.string(),
  /** The sequence on the DLQ stream: the dead letter's id within its service. */
  sequence: z.number().int().positive(),
  consumer: z.string(),
  /** The subject the original message was published to (a retry publishes there again). */
  subject: z.string(),
  error: z.string(),
  deliveries: z.number().int(),
  failedAt: z.string(),
  data: z.unknown(),
  /** Whether this service may publish to `subject` again (ADR 0018: not another service's event stream). */
  retryable: z.boolean(),
});
export type DeadLetterView = z.infer<typeof DeadLetterView>;

const Sequence = z.object({ sequence: z.number().int().positive() });

/**
 * Each service's dead-letter admin (`rpc.<service>.dead-letters.*`): it reads and changes only its own
 * `dlq.<service>.>` messages. The BFF calls all three and merges them (ids `<service>:<sequence>`).
 */
export function DeadLettersRpc(service: string) {
  const subject = (op: string) => `rpc.${service}.dead-letters.${op}`;
  return {
    /** In `failedAt` (= DLQ sequence) order; `limit` from `offset`; `total` counts all that match. */
    list: rpc(
      subject('list'),
      z.object({
        consumer: z.string().min(1).max(200).optional(),
        order: z.enum(['ASC', 'DESC']).default('DESC'),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(1000).default(25),
      }),
      z.object({ deadLetters: z.array(DeadLetterView), total: z.number().int() }),
    ),
    get: rpc(subject('get'), Sequence, DeadLetterView),
    /** Publishes the original message to its subject again, then deletes the dead letter. */
    retry: rpc(
      subject('retry'),
      Sequence,
      z.object({ sequence: z.number().int(), retried: z.literal(true) }),
    ),
    discard: rpc(
      subject('discard'),
      Sequence,
      z.object({ sequence: z.number().int(), discarded: z.literal(true) }),
    ),
  } as const;
}
export type DeadLettersRpc = ReturnType<typeof DeadLettersRpc>;

/** The services that own dead letters (network.ts `deadLetters: true`), in the order the console lists them. */
export const DEAD_LETTER_SERVICES = [
  'books',
  'orders',
  'limits',
  'refinement',
  'tracking',
  'notifications',
  'fulfilment',
] as const;
export type DeadLetterService = (typeof DEAD_LETTER_SERVICES)[number];
