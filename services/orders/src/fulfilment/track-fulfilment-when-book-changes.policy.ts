import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { BooksEvents, IntegrationEnvelope } from '@fabelhaft/contracts';
import { IdempotentConsumer } from '@fabelhaft/eventsourcing';
import { ensureConsumer, ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
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
export class TrackFulfilmentWhenBookChangesPolicy implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: IdempotentConsumer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(ORDERS) private readonly orders: OrderRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The books service's stream, declared as it declares it (whichever starts first creates it).
    const stream = this.subjects.stream('EVT_BOOKS');
    await ensureStream(this.nc, { name: stream, subjects: [this.subjects.subject('evt.books.>')] });
    await ensureConsumer(this.nc, stream, {
      durable: FULFILMENT_DURABLE,
      // One filter (NATS 2.9); preview events are skipped below.
      filterSubjects: [this.subjects.subject('evt.books.book.>')],
      ackWaitMs: 30_000,
    });
    this.consumer = new IdempotentConsumer(this.nc, this.pool, {
      schema: ORDERS_SCHEMA,
      stream,
      durable: FULFILMENT_DURABLE,
      handle: async (message, tx) => {
        const envelope = IntegrationEnvelope.parse(message.data);
        const change = fulfilmentOf(envelope);
        if (!change) return;
        await this.orders.handle(
          change.orderId,
          {
            type: 'RecordItemFulfilment',
            orderId: change.orderId,
            bookId: change.bookId,
            fulfillmentStatus: change.status,
          },
          { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
          tx,
        );
      },
      onError: (error, message) =>
        this.logger.warn(
          { err: error, messageId: message.messageId },
          'recording a fulfilment status failed',
        ),
    });
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
