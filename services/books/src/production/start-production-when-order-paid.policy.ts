import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { IntegrationEnvelope, OrdersEvents } from '@fabelhaft/contracts';
import { IdempotentConsumer } from '@fabelhaft/eventsourcing';
import { ensureConsumer, ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { BOOKS_SCHEMA } from '../books.config';
import { BOOKS, LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';

export const PRODUCTION_POLICY_DURABLE = 'books-production-policy';

/**
 * `orders.v1.OrderPaid` → `BookProductionRequested` for every book of the order (issue #6), appended in the
 * transaction that records the message as handled: a duplicated or redelivered payment event, and a second
 * order of the same book, request nothing more.
 */
@Injectable()
export class StartProductionWhenOrderPaidPolicy implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: IdempotentConsumer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = this.subjects.stream('EVT_ORDERS');
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject('evt.orders.>')] });
    await ensureConsumer(this.nc, stream, {
      durable: PRODUCTION_POLICY_DURABLE,
      filterSubjects: [this.subjects.subject(OrdersEvents.orderPaidV1.subject)],
      ackWaitMs: 30_000,
    });
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: BOOKS_SCHEMA,
      stream,
      durable: PRODUCTION_POLICY_DURABLE,
      handle: async (message, tx) => {
        const envelope = IntegrationEnvelope.parse(message.data);
        const { orderId, items } = OrdersEvents.orderPaidV1.data.parse(envelope.data);
        for (const item of items) {
          await this.books.handle(
            item.bookId,
            { type: 'RequestProduction', bookId: item.bookId, orderId, format: item.format },
            { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
            tx,
          );
        }
      },
      onError: (error, message) =>
        this.logger.warn({ err: error, messageId: message.messageId }, 'requesting a production failed'),
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
