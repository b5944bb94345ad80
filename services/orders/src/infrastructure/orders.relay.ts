import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { OrdersEvents } from '@fabelhaft/contracts';
import { JetStreamRelay, type IntegrationMapper } from '@fabelhaft/eventsourcing';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import { ORDERS_SCHEMA } from '../orders.config';
import { upcast } from '../domain/order.upcast';

/** The orders stream on JetStream: every integration event this service publishes. */
export const ORDERS_EVENTS_STREAM = 'EVT_ORDERS';

/** Stored events stay private; books (payment status, production) and fulfilment hear these, versioned. */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = upcast(recorded);
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

/** The service's relay: every stored event the mapper announces goes to the `EVT_ORDERS` stream. */
export function ordersRelay(
  pool: Pool,
  nc: NatsConnection,
  subjects: Subjects,
  databaseUrl: string,
  logger: Logger,
): JetStreamRelay {
  return new JetStreamRelay(pool, nc, {
    schema: ORDERS_SCHEMA,
    subjects,
    stream: { name: ORDERS_EVENTS_STREAM, subjects: 'evt.orders.>' },
    map: mapToIntegrationEvent,
    listenUrl: databaseUrl,
    onError: (err) => logger.error({ err }, 'relay batch failed; will retry'),
  });
}
