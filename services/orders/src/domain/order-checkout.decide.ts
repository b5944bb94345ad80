import {
  isOpen,
  isPaid,
  orderRef,
  samePricing,
  type CheckoutSessionRef,
  type Order,
  type OrderEvent,
  type PaymentFacts,
  type PaymentMismatch,
  type Pricing,
} from './order';
import { invalidTransition, orderNotFound } from './order.errors';

export type CreateOrder = {
  type: 'CreateOrder';
  orderId: string;
  ownerId: string;
  locale: string;
  pricing: Pricing;
  session: CheckoutSessionRef;
};
export type ReplaceCheckoutSession = {
  type: 'ReplaceCheckoutSession';
  orderId: string;
  pricing: Pricing;
  session: CheckoutSessionRef;
};
export type RecordPayment = { type: 'RecordPayment'; orderId: string; payment: PaymentFacts };
export type RecordPaymentDelayed = { type: 'RecordPaymentDelayed'; orderId: string; sessionId: string };
export type RecordPaymentFailed = { type: 'RecordPaymentFailed'; orderId: string; sessionId: string };
export type RecordCheckoutExpired = { type: 'RecordCheckoutExpired'; orderId: string; sessionId: string };

/**
 * The checkout and payment lifecycle of an order. The payment commands come from provider webhooks: each is
 * safe to repeat, and any order of arrival leaves the order right — a payment always wins (money was taken),
 * a late expiry or failure of a session that is no longer the order's open one changes nothing.
 */
export type CheckoutCommand =
  | CreateOrder
  | ReplaceCheckoutSession
  | RecordPayment
  | RecordPaymentDelayed
  | RecordPaymentFailed
  | RecordCheckoutExpired;

/**
 * Why `payment` cannot be this order's payment, or null when it can: the session must be one the order
 * opened, the currency the order's, and the amount paid plus the provider's promotion discount the order's
 * total. A payment through an old tab at a price the order no longer asks (the format was changed since) is a
 * mismatch too: support refunds it rather than the order making another book than was paid for.
 */
export function paymentMismatch(state: Order, payment: PaymentFacts): PaymentMismatch | null {
  const expected = state.sessionIds.includes(payment.sessionId)
    ? { amount: state.amountTotal, currency: state.currency }
    : undefined;
  const reason: PaymentMismatch['reason'] | null = !expected
    ? 'unknown_session'
    : payment.currency.toUpperCase() !== expected.currency.toUpperCase()
      ? 'currency'
      : payment.amountPaid + payment.providerDiscount !== expected.amount ||
          payment.amountPaid < 0 ||
          payment.providerDiscount < 0
        ? 'amount'
        : null;
  if (!reason) return null;
  return {
    reason,
    sessionId: payment.sessionId,
    paymentIntentId: payment.paymentIntentId,
    amountPaid: payment.amountPaid,
    providerDiscount: payment.providerDiscount,
    currency: payment.currency,
    expectedAmount: expected?.amount ?? null,
    expectedCurrency: expected?.currency ?? null,
  };
}

export function decideCheckout(command: CheckoutCommand, state: Order, now: Date): OrderEvent[] {
  const at = now.toISOString();
  const orderId = command.orderId;

  if (command.type === 'CreateOrder') {
    if (state.status !== 'none') return []; // a retried create with the same id
    const { ownerId, locale, pricing, session } = command;
    return [
      { type: 'OrderCreated', data: { orderId, ownerId, locale, ...pricing, at } },
      {
        type: 'CheckoutSessionOpened',
        data: { orderId, ...session, ...orderRef(ownerId, pricing.items), at },
      },
    ];
  }
  if (state.status === 'none') throw orderNotFound();
  const ref = orderRef(state.ownerId, state.items);

  switch (command.type) {
    case 'ReplaceCheckoutSession': {
      if (state.session?.sessionId === command.session.sessionId) return [];
      if (!isOpen(state)) throw invalidTransition(state.status, 'open a new checkout for');
      const events: OrderEvent[] = [];
      if (!samePricing(state, command.pricing)) {
        events.push({ type: 'OrderRepriced', data: { orderId, ...command.pricing, at } });
      }
      events.push({
        type: 'CheckoutSessionOpened',
        data: { orderId, ...command.session, ...orderRef(state.ownerId, command.pricing.items), at },
      });
      return events;
    }

    case 'RecordPayment': {
      const { payment } = command;
      if (isPaid(state) && state.payment?.sessionId === payment.sessionId) return [];
      // Only money for one of this order's own sessions, in its amount and currency, pays it (issue #12).
      const mismatch = paymentMismatch(state, payment);
      if (mismatch) return [{ type: 'OrderPaymentMismatched', data: { orderId, ...mismatch, at } }];
      if (isPaid(state)) {
        // Paid twice through two sessions (an old tab): keep the first, flag the second for a refund.
        return [
          {
            type: 'OrderDuplicatePaymentReceived',
            data: {
              orderId,
              sessionId: payment.sessionId,
              paymentIntentId: payment.paymentIntentId,
              amount: payment.amountPaid,
              at,
            },
          },
        ];
      }
      if (state.status === 'refunded') return [];
      // Also after a late expiry or failure: the provider took the money, so the order is paid.
      return [{ type: 'OrderPaid', data: { orderId, ...payment, ...ref, at } }];
    }

    case 'RecordPaymentDelayed':
      // The customer finished the hosted page; the money arrives later (async_payment_succeeded / _failed).
      if (state.status !== 'requires_payment' || state.session?.sessionId !== command.sessionId) return [];
      return [{ type: 'OrderPaymentDelayed', data: { orderId, sessionId: command.sessionId, at } }];

    case 'RecordPaymentFailed':
      if (!isOpen(state) || state.sessionIds.at(-1) !== command.sessionId) return [];
      return [{ type: 'OrderPaymentFailed', data: { orderId, sessionId: command.sessionId, ...ref, at } }];

    case 'RecordCheckoutExpired':
      // Only the open session's expiry cancels the order; a replaced session's expiry is expected.
      if (state.status !== 'requires_payment' || state.session?.sessionId !== command.sessionId) return [];
      return [{ type: 'OrderCheckoutExpired', data: { orderId, sessionId: command.sessionId, ...ref, at } }];
  }
}
