import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { RETRY_OF_HEADER, type DeadLetterPublisher } from '@fabelhaft/messaging';
import { assertIdentifier, withTransaction } from './postgres/sql';
import type { SqlExecutor } from './types';

export interface ConsumedMessage {
  subject: string;
  /** Nats-Msg-Id (the producing event's id), else stream:sequence. */
  messageId: string;
  data: unknown;
  deliveryCount: number;
}

export interface IdempotentConsumerOptions {
  /** Schema holding the handled_messages table (the consuming service's own). */
  schema: string;
  stream: string;
  durable: string;
  /** Effects go through `tx`: they commit together with the record that this message was handled. */
  handle(message: ConsumedMessage, tx: SqlExecutor): Promise<void>;
  /**
   * Called (in its own transaction, also recorded as handled) when the last allowed delivery failed, before
   * the message is dead-lettered and terminated.
   */
  onGiveUp?(message: ConsumedMessage, error: unknown, tx: SqlExecutor): Promise<void>;
  /**
   * Deliveries a message gets (default 10). The durable consumer should allow `maxDeliver +
   * GIVE_UP_DELIVERIES`, so a give-up that did not get through is tried again on a later delivery.
   */
  maxDeliver?: number;
  /** Where a message that failed its last delivery goes: `dlq.<service>.<durable>` with its error. */
  deadLetters?: { publisher: DeadLetterPublisher; service: string };
  /** Redelivery delay after the n-th failure (1-based). */
  retryDelayMs?(deliveryCount: number): number;
  onError?(error: unknown, message: ConsumedMessage): void;
}

export const DEFAULT_MAX_DELIVER = 10;

/**
 * Consumes a durable JetStream consumer with exactly-once effects: the message id is recorded in the same
 * transaction as the handler's effects, and the message is acknowledged only after that commit. A crash
 * before the ack means a redelivery, which finds the id recorded and changes nothing. A message that still
 * fails on its last delivery is given up (onGiveUp), published to the dead-letter stream with its error and
 * terminated — a poison message no longer blocks or loops (ADR 0009).
 */
export class IdempotentConsumer {
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;
  private readonly s: string;

  constructor(
    private readonly nc: NatsConnection,
    private readonly pool: Pool,
    private readonly options: IdempotentConsumerOptions,
  ) {
    this.s = assertIdentifier(options.schema);
  }

  async start(): Promise<void> {
    const consumer = await jetstream(this.nc).consumers.get(this.options.stream, this.options.durable);
    this.messages = await consumer.consume({ max_messages: 20 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const m of messages) await this.process(m);
    })();
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }

  /** Exposed for callers that fetch messages themselves. */
  async process(m: JsMsg): Promise<'handled' | 'duplicate' | 'retry' | 'gave-up'> {
    const message: ConsumedMessage = {
      subject: m.subject,
      // A retry from the DLQ (ADR 0018) carries the original's id: consumers that handled it skip the copy.
      messageId:
        m.headers?.get(RETRY_OF_HEADER) || m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`,
      data: safeJson(m),
      deliveryCount: m.info.deliveryCount,
    };
    const max = this.maxDeliver;
    if (message.deliveryCount > max) {
      // An earlier give-up did not get through (or the process died on the last delivery).
      if (await this.isHandled(message.messageId)) {
        m.ack();
        return 'duplicate';
      }
      return this.giveUp(m, message, new Error(`given up after ${max} deliveries without an outcome`));
    }
    try {
      const outcome = await withTransaction(this.pool, async (tx) => {
        if (!(await this.markHandled(tx, message.messageId))) return 'duplicate' as const;
        await this.options.handle(message, tx);
        return 'handled' as const;
      });
      m.ack();
      return outcome;
    } catch (error) {
      this.options.onError?.(error, message);
      if (message.deliveryCount >= max) return this.giveUp(m, message, error);
      m.nak(this.retryDelay(message.deliveryCount));
      return 'retry';
    }
  }

  private get maxDeliver(): number {
    const max = this.options.maxDeliver ?? DEFAULT_MAX_DELIVER;
    if (!(max > 0)) throw new Error(`maxDeliver must be positive (${this.options.durable})`);
    return max;
  }

  private retryDelay(deliveryCount: number): number {
    return this.options.retryDelayMs?.(deliveryCount) ?? Math.min(30_000, 250 * 2 ** deliveryCount);
  }

  private async giveUp(m: JsMsg, message: ConsumedMessage, error: unknown): Promise<'gave-up' | 'retry'> {
    try {
      const { onGiveUp } = this.options;
      // Recorded as handled only when onGiveUp has effects to keep once; otherwise a retry from the DLQ
      // (published again with its original id) still finds the message new.
      if (onGiveUp) {
        await withTransaction(this.pool, async (tx) => {
          if (await this.markHandled(tx, message.messageId)) await onGiveUp(message, error, tx);
        });
      }
      const dlq = this.options.deadLetters;
      if (dlq)
        await dlq.publisher.publish({
          service: dlq.service,
          consumer: this.options.durable,
          message: m,
          error,
        });
    } catch (giveUpError) {
      this.options.onError?.(giveUpError, message);
      m.nak(this.retryDelay(message.deliveryCount));
      return 'retry';
    }
    // No reason text: NATS 2.9 does not know `+TERM <reason>` and would leave the message pending.
    m.term();
    return 'gave-up';
  }

  private async isHandled(messageId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `select 1 from ${this.s}.handled_messages where consumer = $1 and message_id = $2`,
      [this.options.durable, messageId],
    );
    return (rowCount ?? 0) > 0;
  }

  private async markHandled(tx: SqlExecutor, messageId: string): Promise<boolean> {
    const { rowCount } = await tx.query(
      `insert into ${this.s}.handled_messages (consumer, message_id) values ($1, $2) on conflict do nothing`,
      [this.options.durable, messageId],
    );
    return rowCount === 1;
  }
}

function safeJson(m: JsMsg): unknown {
  try {
    return m.json();
  } catch {
    return m.string();
  }
}
