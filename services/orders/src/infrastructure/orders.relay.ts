import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import { ensureStream, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { OrderEvent } from '../domain/order';

/** The orders stream on JetStream (declared in libs/contracts): every integration event this service publishes. */
export const ORDERS_EVENTS_STREAM = OrdersEventStream.name;

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
    case 'OrderRefunded': {
      const { orderId, refundId, itemIds, amount, at } = event.data;
      const c = OrdersEvents.orderRefundedV1;
      return {
        subject: c.subject,
        type: c.type,
        data: { orderId, refundId, itemIds, amount, refundedAt: at },
      };
    }
    default:
      return null;
  }
};

/** Ensures the EVT_ORDERS stream (the relay and the invoicing policy both need it; whichever starts first). */
export async function ensureOrdersStream(nc: NatsConnection, subjects: Subjects): Promise<string> {
  const name = subjects.stream(ORDERS_EVENTS_STREAM);
  await ensureStream(nc, { name, subjects: [subjects.subject(OrdersEventStream.subjects)] });
  return name;
}
