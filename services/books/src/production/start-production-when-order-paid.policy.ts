import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { OrdersEvents } from '@fabelhaft/contracts';
import { IntegrationEventPolicy } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
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
export class StartProductionWhenOrderPaidPolicy extends IntegrationEventPolicy {
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
      durable: PRODUCTION_POLICY_DURABLE,
      filterSubject: OrdersEvents.orderPaidV1.subject,
      handle: async (envelope, tx) => {
        const { orderId, items } = OrdersEvents.orderPaidV1.data.parse(envelope.data);
        for (const item of items) {
          await books.handle(
            item.bookId,
            { type: 'RequestProduction', bookId: item.bookId, orderId, format: item.format },
            { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
            tx,
          );
        }
      },
      onError: (error, message) =>
        logger.warn({ err: error, messageId: message.messageId }, 'requesting a production failed'),
    });
  }
}
