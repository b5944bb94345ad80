import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { IntegrationEnvelope, OrdersEvents } from '@fabelhaft/contracts';
import { IdempotentConsumer } from '@fabelhaft/eventsourcing';
import { ensureConsumer, ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { BOOKS_SCHEMA } from '../books.config';
import { BOOKS, LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../books.di-tokens';
import type { PaymentStatus } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

export const PAYMENT_STATUS_DURABLE = 'books-payment-status';
/** The orders service's integration stream (declared the same way there). */
const ORDERS_EVENTS_STREAM = 'EVT_ORDERS';

/** spec §4 payment status of the book, from what happened to its order. */
const STATUS_BY_TYPE: Record<string, PaymentStatus> = {
  [OrdersEvents.checkoutStartedV1.type]: 'pending',
  [OrdersEvents.orderPaidV1.type]: 'success',
  [OrdersEvents.paymentFailedV1.type]: 'failed',
  [OrdersEvents.checkoutExpiredV1.type]: 'none',
};

/**
 * Order events → the books' payment_status (GET /books, GET /books/{id}). The status change is appended in
 * the transaction that records the message as handled, so a redelivery changes nothing; the decider keeps a
 * paid book paid whatever arrives late.
 */
@Injectable()
export class RecordPaymentStatusWhenOrderChangesPolicy
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private consumer?: IdempotentConsumer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = this.subjects.stream(ORDERS_EVENTS_STREAM);
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject('evt.orders.>')] });
    await ensureConsumer(this.nc, stream, {
      durable: PAYMENT_STATUS_DURABLE,
      // One filter (several need NATS 2.10; Debian ships 2.9): the order's events, the rest are skipped below.
      filterSubjects: [this.subjects.subject('evt.orders.order.>')],
      ackWaitMs: 30_000,
    });
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: BOOKS_SCHEMA,
      stream,
      durable: PAYMENT_STATUS_DURABLE,
      handle: async (message, tx) => {
        const envelope = IntegrationEnvelope.parse(message.data);
        const paymentStatus = STATUS_BY_TYPE[envelope.type];
        if (!paymentStatus) return;
        // Every order event carries orderId and its items (the same shape in all four contracts).
        const { orderId, items } = OrdersEvents.checkoutStartedV1.data
          .pick({ orderId: true, items: true })
          .parse(envelope.data);
        for (const item of items) {
          await this.books.handle(
            item.bookId,
            { type: 'RecordPaymentStatus', bookId: item.bookId, orderId, paymentStatus },
            { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
            tx,
          );
        }
      },
      onError: (error, message) =>
        this.logger.warn({ err: error, messageId: message.messageId }, 'recording a payment status failed'),
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
