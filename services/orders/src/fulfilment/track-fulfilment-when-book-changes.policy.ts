import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { BooksEvents, type IntegrationEnvelope } from '@fabelhaft/contracts';
import { IntegrationEventPolicy } from '@fabelhaft/eventsourcing';
import type { NatsConnection, Subjects } from '@fabelhaft/messaging';
import type { FulfilmentStatus } from '../domain/order';
import type { OrderRepository } from '../infrastructure/order.repository';
import { ORDERS_SCHEMA } from '../orders.config';
import { LOGGER, NATS_CONNECTION, ORDERS, PG_POOL, SUBJECTS } from '../orders.di-tokens';

export const FULFILMENT_DURABLE = 'orders-fulfilment';

/** The books service's production news as the order item's fulfilment status (spec §4). */
function fulfilmentOf(
  envelope: IntegrationEnvelope,
): { orderId: string; bookId: string; status: FulfilmentStatus } | null {
  switch (envelope.type) {
    case BooksEvents.productionRequestedV1.type: {
      const d = BooksEvents.productionRequestedV1.data.parse(envelope.data);
      return { orderId: d.orderId, bookId: d.bookId, status: 'generating' };
    }
    case BooksEvents.producedV1.type: {
      const d = BooksEvents.producedV1.data.parse(envelope.data);
      return d.orderId ? { orderId: d.orderId, bookId: d.bookId, status: 'ready_for_print' } : null;
    }
    case BooksEvents.productionFailedV1.type: {
      const d = BooksEvents.productionFailedV1.data.parse(envelope.data);
      return d.orderId ? { orderId: d.orderId, bookId: d.bookId, status: 'failed' } : null;
    }
    default:
      return null;
  }
}

/**
 * Books being made → the order's items (generating, ready_for_print, failed) and the order processing. The
 * change is appended in the transaction that records the message as handled; late news never moves an item
 * back (the decider).
 */
@Injectable()
export class TrackFulfilmentWhenBookChangesPolicy extends IntegrationEventPolicy {
  constructor(
    @Inject(PG_POOL) pool: Pool,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(SUBJECTS) subjects: Subjects,
    @Inject(ORDERS) orders: OrderRepository,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(pool, nc, subjects, {
      schema: ORDERS_SCHEMA,
      stream: { name: 'EVT_BOOKS', subjects: 'evt.books.>' },
      durable: FULFILMENT_DURABLE,
      // The book's events; preview events are skipped.
      filterSubject: 'evt.books.book.>',
      handle: async (envelope, tx) => {
        const change = fulfilmentOf(envelope);
        if (!change) return;
        await orders.handle(
          change.orderId,
          {
            type: 'RecordItemFulfilment',
            orderId: change.orderId,
            bookId: change.bookId,
            fulfilmentStatus: change.status,
          },
          { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
          tx,
        );
      },
      onError: (error, message) =>
        logger.warn({ err: error, messageId: message.messageId }, 'recording a fulfilment status failed'),
    });
  }
}
