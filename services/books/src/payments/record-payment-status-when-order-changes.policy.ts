import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { OrdersEvents } from '@fabelhaft/contracts';
import { IntegrationEventPolicy } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
import { BOOKS_SCHEMA } from '../books.config';
import { BOOKS, LOGGER, NATS_CONNECTION, PG_POOL, SUBJECTS } from '../books.di-tokens';
import type { PaymentStatus } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';

export const PAYMENT_STATUS_DURABLE = 'books-payment-status';

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
export class RecordPaymentStatusWhenOrderChangesPolicy extends IntegrationEventPolicy {
  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(SUBJECTS) subjects: Subjects,
    @Inject(BOOKS) books: BookRepository,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(pool, nc, subjects, {
      schema: BOOKS_SCHEMA,
      stream: { name: 'EVT_ORDERS', subjects: 'evt.orders.>' },
      durable: PAYMENT_STATUS_DURABLE,
      // All the order's events; those that are not about payment are skipped.
      filterSubject: 'evt.orders.order.>',
      handle: async (envelope, tx) => {
        const paymentStatus = STATUS_BY_TYPE[envelope.type];
        if (!paymentStatus) return;
        // Every order event carries orderId and its items (the same shape in all four contracts).
        const { orderId, items } = OrdersEvents.checkoutStartedV1.data
          .pick({ orderId: true, items: true })
          .parse(envelope.data);
        for (const item of items) {
          await books.handle(
            item.bookId,
            { type: 'RecordPaymentStatus', bookId: item.bookId, orderId, paymentStatus },
            { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
            tx,
          );
        }
      },
      onError: (error, message) =>
        logger.warn({ err: error, messageId: message.messageId }, 'recording a payment status failed'),
    });
  }
}
