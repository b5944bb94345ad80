import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { OrdersEvents } from '@fabelhaft/contracts';
import { createRelay, type IntegrationMapper, type PostgresSubscription } from '@fabelhaft/eventsourcing';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { OrderEvent } from '../domain/order';
import { ORDERS_SCHEMA, type OrdersConfig } from '../orders.config';
import { LOGGER, NATS_CONNECTION, ORDERS_CONFIG, PG_POOL, SUBJECTS } from '../orders.di-tokens';

/** The orders stream on JetStream: every integration event this service publishes. */
export const ORDERS_EVENTS_STREAM = 'EVT_ORDERS';

/** Stored events stay private; books (payment status, production) and fulfilment hear these, versioned. */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as OrderEvent;
  switch (event.type) {
    case 'CheckoutSessionOpened': {
      const { orderId, ownerId, items, at } = event.data;
      const c = OrdersEvents.checkoutStartedV1;
      return { subject: c.subject, type: c.type, data: { orderId, ownerId, items, startedAt: at } };
    }
    case 'OrderPaid': {
      const { orderId, ownerId, items, amountPaid, currency, shippingAddress, paidAt } = event.data;
      const c = OrdersEvents.orderPaidV1;
      return {
        subject: c.subject,
        type: c.type,
        data: { orderId, ownerId, items, amountTotal: amountPaid, currency, shippingAddress, paidAt },
      };
    }
    case 'OrderPaymentFailed': {
      const { orderId, ownerId, items, at } = event.data;
      const c = OrdersEvents.paymentFailedV1;
      return { subject: c.subject, type: c.type, data: { orderId, ownerId, items, failedAt: at } };
    }
    case 'OrderCheckoutExpired': {
      const { orderId, ownerId, items, at } = event.data;
      const c = OrdersEvents.checkoutExpiredV1;
      return { subject: c.subject, type: c.type, data: { orderId, ownerId, items, expiredAt: at } };
    }
    default:
      return null;
  }
};

/** Ensures the EVT_ORDERS stream (the relay and the invoicing policy both need it; whichever starts first). */
export async function ensureOrdersStream(nc: NatsConnection, subjects: Subjects): Promise<string> {
  const name = subjects.stream(ORDERS_EVENTS_STREAM);
  await ensureStream(nc, { name, subjects: [subjects.subject('evt.orders.>')] });
  return name;
}

@Injectable()
export class OrdersRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private relay?: PostgresSubscription;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureOrdersStream(this.nc, this.subjects);
    this.relay = createRelay(this.pool, {
      schema: ORDERS_SCHEMA,
      subjects: this.subjects,
      publisher: jetstream(this.nc),
      map: mapToIntegrationEvent,
      listenUrl: this.config.DATABASE_URL,
      onError: (err) => this.logger.error({ err }, 'relay batch failed; will retry'),
    });
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }
}
