import type { PaymentEvent } from '@fabelhaft/payments';
import type { OrderCommand } from '../domain/order.decide';

/** The order command a provider event stands for, or null for events that are not about our orders. */
export function orderCommandOf(event: PaymentEvent): OrderCommand | null {
  const session = event.session;
  const orderId = session?.orderId ?? session?.metadata.order_id;
  if (!session || !orderId) return null;
  const sessionId = session.id;
  const payment = () => ({
    type: 'RecordPayment' as const,
    orderId,
    payment: {
      sessionId,
      paymentIntentId: session.paymentIntentId,
      amountPaid: session.amountTotal ?? 0,
      providerDiscount: session.amountDiscount,
      currency: session.currency.toUpperCase(),
      customerEmail: session.customerEmail,
      customerName: session.shippingAddress?.name ?? null,
      shippingAddress: session.shippingAddress,
      // When the provider saw the money, not when the webhook happened to arrive.
      paidAt: new Date(event.created * 1000).toISOString(),
    },
  });
  switch (event.type) {
    case 'checkout.session.completed':
      return session.paymentStatus === 'unpaid'
        ? { type: 'RecordPaymentDelayed', orderId, sessionId }
        : payment();
    case 'checkout.session.async_payment_succeeded':
      return payment();
    case 'checkout.session.async_payment_failed':
      return { type: 'RecordPaymentFailed', orderId, sessionId };
    case 'checkout.session.expired':
      return { type: 'RecordCheckoutExpired', orderId, sessionId };
    default:
      return null;
  }
}
