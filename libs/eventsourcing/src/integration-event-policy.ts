import type { NatsConnection } from '@nats-io/transport-node';
import type { Pool } from 'pg';
import { IntegrationEnvelope } from '@fabelhaft/contracts';
import { ensureConsumer, ensureStream, type Subjects } from '@fabelhaft/messaging';
import { IdempotentConsumer, type ConsumedMessage } from './idempotent-consumer';
import type { SqlExecutor } from './types';

export interface IntegrationEventPolicyOptions {
  /** Schema of the consuming service (its handled_messages table). */
  schema: string;
  /** The producing service's stream, declared the way it declares it (whichever starts first creates it). */
  stream: { name: string; subjects: string };
  durable: string;
  /** One subject (NATS 2.9 takes one filter per consumer), e.g. `evt.orders.order.paid` or `evt.books.book.>`. */
  filterSubject: string;
  ackWaitMs?: number;
  maxDeliver?: number;
  /** The effects, in the transaction that records the message as handled. */
  handle(envelope: IntegrationEnvelope, tx: SqlExecutor, message: ConsumedMessage): Promise<void>;
  onGiveUp?(message: ConsumedMessage, error: unknown, tx: SqlExecutor): Promise<void>;
  onError?(error: unknown, message: ConsumedMessage): void;
}

/**
 * A policy that reacts to another context's integration events exactly once: a durable consumer on the
 * producer's stream and an IdempotentConsumer around the handler. It carries Nest's lifecycle hook names, so
 * a service's policy class only extends it and says what to do.
 */
export class IntegrationEventPolicy {
  private consumer?: IdempotentConsumer;

  constructor(
    private readonly pool: Pool,
    private readonly nc: NatsConnection,
    private readonly subjects: Subjects,
    private readonly options: IntegrationEventPolicyOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { stream: s, durable, filterSubject, ackWaitMs, maxDeliver } = this.options;
    const stream = this.subjects.stream(s.name);
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject(s.subjects)] });
    await ensureConsumer(this.nc, stream, {
      durable,
      filterSubjects: [this.subjects.subject(filterSubject)],
      ackWaitMs: ackWaitMs ?? 30_000,
      ...(maxDeliver ? { maxDeliver } : {}),
    });
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: this.options.schema,
      stream,
      durable,
      maxDeliver,
      handle: (message, tx) => this.options.handle(IntegrationEnvelope.parse(message.data), tx, message),
      onGiveUp: this.options.onGiveUp,
      onError: this.options.onError,
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
