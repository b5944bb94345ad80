import type { CheckoutSession, PaymentEvent } from '@fabelhaft/payments';
import type { OrderCommand } from '../domain/order.decide';

/**
 * What a promotion code typed on the hosted page took off. The coupon the order was opened with (issue #24:
 * a discount naming only a coupon) is already in the order's prices, so it is no discount of the provider's:
 * the amount paid must then equal the order's total by itself.
 */
export function promotionDiscountOf(session: CheckoutSession): number {
  const ownCoupon = session.discounts.some((d) => d.coupon !== null && d.promotionCode === null);
  return ownCoupon ? 0 : session.amountDiscount;
}

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
      providerDiscount: promotionDiscountOf(session),
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
