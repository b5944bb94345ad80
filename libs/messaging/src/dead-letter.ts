import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JsMsg } from '@nats-io/jetstream';
import { DeadLetterStream } from '@fabelhaft/contracts';
import { ensureStream } from './jetstream';
import type { Subjects } from './subjects';

/** The one dead-letter stream (per subject prefix): `dlq.<service>.<consumer>`, kept 30 days. */
export const DEAD_LETTER_STREAM = DeadLetterStream.name;
const DEAD_LETTER_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Headers a dead letter carries besides the original message's own. */
export const DeadLetterHeaders = {
  subject: 'Dlq-Original-Subject',
  stream: 'Dlq-Original-Stream',
  seq: 'Dlq-Original-Seq',
  msgId: 'Dlq-Original-Msg-Id',
  deliveries: 'Dlq-Delivery-Count',
  consumer: 'Dlq-Consumer',
  error: 'Dlq-Error',
  failedAt: 'Dlq-Failed-At',
} as const;

export interface DeadLetter {
  service: string;
  consumer: string;
  message: JsMsg;
  error: unknown;
}

/** `dlq.<service>.<consumer>`; tokens cannot hold dots or wildcards. */
export function deadLetterSubject(subjects: Subjects, service: string, consumer: string): string {
  return subjects.subject(DeadLetterStream.subject(service, consumer));
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  // A header value is one line.
  return text.replace(/[\r\n]+/g, ' ').slice(0, 2000);
}

/**
 * Publishes messages that failed their last delivery to the `DLQ` stream: the original data and headers as
 * they were, plus where the message came from, how often it was delivered and its last error — all a support
 * tool needs to retry it (publish the data to the original subject again) or discard it. The dead letter's
 * Nats-Msg-Id is the original stream and sequence, so a repeated give-up (a crash right after the publish)
 * stores it once.
 */
export class DeadLetterPublisher {
  private ready?: Promise<void>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly subjects: Subjects,
  ) {}

  /** Declares the stream (idempotent; the first publish does it too). */
  ensureStream(): Promise<void> {
    this.ready ??= ensureStream(this.nc, {
      name: this.subjects.stream(DEAD_LETTER_STREAM),
      subjects: [this.subjects.subject(DeadLetterStream.subjects)],
      maxAgeMs: DEAD_LETTER_MAX_AGE_MS,
    }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async publish({ service, consumer, message: m, error }: DeadLetter): Promise<void> {
    await this.ensureStream();
    const h: MsgHdrs = natsHeaders();
    for (const [key, values] of m.headers ?? []) {
      if (key === 'Nats-Msg-Id' || key.startsWith('Nats-')) continue;
      for (const v of values) h.append(key, v);
    }
    const originalId = m.headers?.get('Nats-Msg-Id');
    h.set(DeadLetterHeaders.subject, m.subject);
    h.set(DeadLetterHeaders.stream, m.info.stream);
    h.set(DeadLetterHeaders.seq, String(m.seq));
    if (originalId) h.set(DeadLetterHeaders.msgId, originalId);
    h.set(DeadLetterHeaders.deliveries, String(m.info.deliveryCount));
    h.set(DeadLetterHeaders.consumer, consumer);
    h.set(DeadLetterHeaders.error, errorText(error));
    h.set(DeadLetterHeaders.failedAt, new Date().toISOString());
    await jetstream(this.nc).publish(deadLetterSubject(this.subjects, service, consumer), m.data, {
      headers: h,
      msgID: `dlq:${m.info.stream}:${m.seq}:${consumer}`,
    });
  }
}
