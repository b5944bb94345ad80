import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type MsgRequest, type StoredMsg } from '@nats-io/jetstream';
import {
  DeadLetterStream,
  DomainError,
  ErrorCodes,
  type DeadLetterView,
  type NetworkParticipant,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import { DEAD_LETTER_STREAM, DeadLetterHeaders } from './dead-letter';
import type { Subjects } from './subjects';

/**
 * Set on a message retried from the DLQ: the original message's id, so idempotent consumers that handled the
 * original skip the copy (a retry goes to every consumer of the subject), and the one that failed runs it.
 */
export const RETRY_OF_HEADER = 'Fabelhaft-Retry-Of';

/** `data` in a dead letter's view is cut here (docs/admin-api.md: 4 kB). */
export const DEAD_LETTER_DATA_LIMIT = 4096;
/** A list reads at most this many dead letters of one service (the DLQ keeps 30 days). */
export const DEAD_LETTER_SCAN_LIMIT = 5000;

export interface DeadLetterAdminLogger {
  info(obj: object, msg: string): void;
}

export interface DeadLetterAdminOptions {
  nc: NatsConnection;
  subjects: Subjects;
  /** The owning service: only `dlq.<service>.>` is listed, read, retried or discarded. */
  service: string;
  /**
   * The subjects (NATS patterns, unprefixed) this service may publish to: a dead letter from another
   * service's stream cannot be retried by republishing (ADR 0018). `republishableSubjects` derives them.
   */
  republishable: readonly string[];
  logger: DeadLetterAdminLogger;
}

/** What a service publishes to itself: its own event stream and job queues (network.ts). */
export function republishableSubjects(participant: NetworkParticipant): string[] {
  return [...participant.publishes.map((s) => s.subjects), ...participant.jobQueues.map((q) => q.subjects)];
}

/** NATS subject matching: `*` one token, `>` the rest. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

/** The original message decoded for people: JSON when it parses, else text; cut at 4 kB. */
export function decodeDeadLetterData(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes);
  if (bytes.length <= DEAD_LETTER_DATA_LIMIT) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return `${text.slice(0, DEAD_LETTER_DATA_LIMIT)}…`;
}

const notFound = (sequence: number) =>
  new DomainError(ErrorCodes.DEAD_LETTERS_NOT_FOUND, `Dead letter ${sequence} not found`);

/**
 * Support's view of one service's dead letters on the shared `DLQ` stream (ADR 0009, 0018): list, get,
 * retry (publish the original data and headers to the original subject again, then delete the dead letter)
 * and discard (delete). Each service serves it for its own `dlq.<service>.>` subjects over RPC.
 */
export class DeadLetterAdmin {
  private readonly stream: string;
  private readonly prefix: string;

  constructor(private readonly o: DeadLetterAdminOptions) {
    this.stream = o.subjects.stream(DEAD_LETTER_STREAM);
    this.prefix = o.subjects.subject(DeadLetterStream.subject(o.service, '_')).replace(/_$/, '');
  }

  async list(input: {
    consumer?: string;
    order: 'ASC' | 'DESC';
    offset: number;
    limit: number;
  }): Promise<{ deadLetters: DeadLetterView[]; total: number }> {
    const filter = input.consumer
      ? this.o.subjects.subject(DeadLetterStream.subject(this.o.service, input.consumer))
      : `${this.prefix}>`;
    const all = await this.scan(filter);
    // DLQ sequence order is the order they failed in.
    if (input.order === 'DESC') all.reverse();
    return {
      deadLetters: all.slice(input.offset, input.offset + input.limit).map((m) => this.view(m)),
      total: all.length,
    };
  }

  async get(sequence: number): Promise<DeadLetterView> {
    return this.view(await this.load(sequence));
  }

  async retry(sequence: number, metadata: RequestMetadata): Promise<{ sequence: number; retried: true }> {
    const m = await this.load(sequence);
    const view = this.view(m);
    if (!view.retryable) {
      throw new DomainError(
        ErrorCodes.DEAD_LETTERS_NOT_RETRYABLE,
        `${view.subject} belongs to another service's stream; ${this.o.service} cannot publish it again`,
      );
    }
    const h: MsgHdrs = natsHeaders();
    for (const [key, values] of m.header ?? []) {
      if (key.startsWith('Dlq-') || key.startsWith('Nats-') || key === RETRY_OF_HEADER) continue;
      for (const v of values) h.append(key, v);
    }
    const original = m.header?.get(DeadLetterHeaders.msgId);
    const stream = m.header?.get(DeadLetterHeaders.stream);
    const seq = m.header?.get(DeadLetterHeaders.seq);
    h.set(RETRY_OF_HEADER, original || `${stream}:${seq}`);
    // Its own message id: a retry delivered twice (the reply lost) publishes once.
    await jetstream(this.o.nc).publish(view.subject, m.data, {
      headers: h,
      msgID: `dlq-retry:${this.stream}:${sequence}`,
    });
    await this.delete(sequence);
    this.o.logger.info(
      { deadLetter: sequence, consumer: view.consumer, subject: view.subject, ...who(metadata) },
      'dead letter retried',
    );
    return { sequence, retried: true };
  }

  async discard(sequence: number, metadata: RequestMetadata): Promise<{ sequence: number; discarded: true }> {
    const m = await this.load(sequence);
    await this.delete(sequence);
    this.o.logger.info(
      { deadLetter: sequence, consumer: m.header?.get(DeadLetterHeaders.consumer), ...who(metadata) },
      'dead letter discarded',
    );
    return { sequence, discarded: true };
  }

  /**
   * issue #22 (ADR 0016 addendum): erasure deletes (overwriting) every dead letter of this service whose original
   * message names the erased subject; answers how many. Idempotent.
   */
  async eraseMentioning(subject: string): Promise<number> {
    const needle = subject.toLowerCase();
    const mentioning = (await this.scan(`${this.prefix}>`)).filter((m) =>
      new TextDecoder().decode(m.data).toLowerCase().includes(needle),
    );
    const jsm = await jetstreamManager(this.o.nc);
    for (const m of mentioning) {
      await jsm.streams.deleteMessage(this.stream, m.seq, true).catch(streamMissingAsNull);
    }
    return mentioning.length;
  }

  private async scan(filter: string): Promise<StoredMsg[]> {
    const jsm = await jetstreamManager(this.o.nc);
    const found: StoredMsg[] = [];
    let seq = 1;
    while (found.length < DEAD_LETTER_SCAN_LIMIT) {
      // `next_by_subj`: the server skips other services' dead letters (not in the client's MsgRequest type).
      const query = { seq, next_by_subj: filter } as unknown as MsgRequest;
      const m = await jsm.streams.getMessage(this.stream, query).catch(streamMissingAsNull);
      if (!m) break;
      found.push(m);
      seq = m.seq + 1;
    }
    return found;
  }

  /** One of this service's dead letters; another service's is not found (ADR 0018). */
  private async load(sequence: number): Promise<StoredMsg> {
    const jsm = await jetstreamManager(this.o.nc);
    const m = await jsm.streams.getMessage(this.stream, { seq: sequence }).catch(streamMissingAsNull);
    if (!m || !m.subject.startsWith(this.prefix)) throw notFound(sequence);
    return m;
  }

  private async delete(sequence: number): Promise<void> {
    const jsm = await jetstreamManager(this.o.nc);
    // Already gone (a second retry or discard delivered twice) is the same outcome.
    await jsm.streams.deleteMessage(this.stream, sequence, false).catch(streamMissingAsNull);
  }

  private view(m: StoredMsg): DeadLetterView {
    const h = m.header;
    const subject = h?.get(DeadLetterHeaders.subject) ?? '';
    const unprefixed = this.o.subjects.prefix ? subject.slice(this.o.subjects.prefix.length + 1) : subject;
    return {
      service: this.o.service,
      sequence: m.seq,
      consumer: h?.get(DeadLetterHeaders.consumer) || m.subject.slice(this.prefix.length),
      subject,
      error: h?.get(DeadLetterHeaders.error) ?? '',
      deliveries: Number(h?.get(DeadLetterHeaders.deliveries) || 0),
      failedAt: h?.get(DeadLetterHeaders.failedAt) || m.time.toISOString(),
      data: decodeDeadLetterData(m.data),
      retryable: subject !== '' && this.o.republishable.some((p) => subjectMatches(p, unprefixed)),
    };
  }
}

/**
 * issue #22 (ADR 0016 addendum): an erasure deletes (overwriting) every dead letter, of whichever service's
 * consumer, that is a copy of one of the given messages of its own stream (the dead letter's original stream and
 * sequence), whether or not it names the erased subject; answers how many. Idempotent.
 */
export async function eraseDeadLetterCopies(
  nc: NatsConnection,
  subjects: Subjects,
  copies: { natsStream: string; sequence: number }[],
): Promise<number> {
  if (copies.length === 0) return 0;
  const wanted = new Set(copies.map((c) => `${c.natsStream}#${c.sequence}`));
  const stream = subjects.stream(DEAD_LETTER_STREAM);
  const filter = subjects.subject(DeadLetterStream.subjects);
  const jsm = await jetstreamManager(nc);
  let erased = 0;
  let seq = 1;
  for (;;) {
    const query = { seq, next_by_subj: filter } as unknown as MsgRequest;
    const m = await jsm.streams.getMessage(stream, query).catch(streamMissingAsNull);
    if (!m) break;
    const original = `${m.header?.get(DeadLetterHeaders.stream) ?? ''}#${m.header?.get(DeadLetterHeaders.seq) ?? ''}`;
    if (wanted.has(original)) {
      await jsm.streams.deleteMessage(stream, m.seq, true).catch(streamMissingAsNull);
      erased += 1;
    }
    seq = m.seq + 1;
  }
  return erased;
}

function who(metadata: RequestMetadata) {
  return { by: metadata.userId ?? null, correlationId: metadata.correlationId };
}

/** No DLQ stream yet, or no such message: nothing to show. */
function streamMissingAsNull(e: unknown): null {
  const code = (e as { code?: number }).code;
  // 10037 no message found, 10059 stream not found.
  if (code === 10037 || code === 10059) return null;
  throw e;
}
