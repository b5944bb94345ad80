import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
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
   * Called (in its own transaction, also recorded as handled) when the last allowed delivery failed; the
   * message is then terminated instead of redelivered. Without it a failing message is redelivered forever.
   */
  onGiveUp?(message: ConsumedMessage, error: unknown, tx: SqlExecutor): Promise<void>;
  maxDeliver?: number;
  /** Redelivery delay after the n-th failure (1-based). */
  retryDelayMs?(deliveryCount: number): number;
  onError?(error: unknown, message: ConsumedMessage): void;
}

/**
 * Consumes a durable JetStream consumer with exactly-once effects: the message id is recorded in the same
 * transaction as the handler's effects, and the message is acknowledged only after that commit. A crash
 * before the ack means a redelivery, which finds the id recorded and changes nothing.
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
      messageId: m.headers?.get('Nats-Msg-Id') || `${m.info.stream}:${m.seq}`,
      data: safeJson(m),
      deliveryCount: m.info.deliveryCount,
    };
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
      const max = this.options.maxDeliver ?? -1;
      if (this.options.onGiveUp && max > 0 && message.deliveryCount >= max) {
        await withTransaction(this.pool, async (tx) => {
          if (await this.markHandled(tx, message.messageId)) await this.options.onGiveUp!(message, error, tx);
        });
        m.term('handler failed on the last allowed delivery');
        return 'gave-up';
      }
      m.nak(
        this.options.retryDelayMs?.(message.deliveryCount) ??
          Math.min(30_000, 250 * 2 ** message.deliveryCount),
      );
      return 'retry';
    }
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
