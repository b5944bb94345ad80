import type { Pool } from 'pg';
import type { AdminOrderDetail } from '@fabelhaft/contracts';
import type { EventStore, RecordedEvent } from '@fabelhaft/eventsourcing';
import type { Order } from '../domain/order';
import { orderNotFound } from '../domain/order.errors';
import { findOrderView } from '../read-model/list-orders';

/** The events that mean money came in that is not (or not only) the order's payment (issue #12). */
const PAYMENT_ISSUES = new Set(['OrderPaymentMismatched', 'OrderDuplicatePaymentReceived']);

/** The order's event history as support reads it: who (metadata.userId, the audit trail) did what, when. */
export function historyOf(events: RecordedEvent[]): AdminOrderDetail['history'] {
  return events.map((e) => ({
    type: e.type,
    at: e.recordedAt.toISOString(),
    by: e.metadata.userId ?? null,
    data: e.data as Record<string, unknown>,
  }));
}

export function paymentIssuesOf(events: RecordedEvent[]): AdminOrderDetail['paymentIssues'] {
  return events
    .filter((e) => PAYMENT_ISSUES.has(e.type))
    .map((e) => ({ type: e.type, at: e.recordedAt.toISOString(), data: e.data as Record<string, unknown> }));
}

export function paymentOf(state: Order): AdminOrderDetail['payment'] {
  const p = state.payment;
  if (!p) return null;
  return {
    sessionId: p.sessionId,
    paymentIntentId: p.paymentIntentId,
    amountPaid: p.amountPaid,
    providerDiscount: p.providerDiscount,
    currency: p.currency,
    paidAt: p.paidAt,
  };
}

/** GET /admin/orders/{id} (issue #13): the read model's order, its payment, payment issues and history. */
export async function orderDetail(
  pool: Pool,
  store: EventStore,
  load: (orderId: string) => Promise<{ state: Order }>,
  orderId: string,
): Promise<AdminOrderDetail> {
  const [order, { events }, { state }] = await Promise.all([
    findOrderView(pool, orderId),
    store.readStream(`order-${orderId}`),
    load(orderId),
  ]);
  if (!order) throw orderNotFound();
  return {
    order,
    payment: paymentOf(state),
    paymentIssues: paymentIssuesOf(events),
    history: historyOf(events),
    locale: state.locale === 'en' ? 'en' : 'de',
    shippingAddress: state.payment?.shippingAddress ?? null,
  };
}
