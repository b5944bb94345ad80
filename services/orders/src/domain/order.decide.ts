import {
  isOpen,
  isPaid,
  orderRef,
  samePricing,
  type CheckoutSessionRef,
  type FulfilmentStatus,
  type Order,
  type OrderEvent,
  type PaymentFacts,
  type Pricing,
} from './order';
import { invalidTransition, orderNotFound } from './order.errors';

/**
 * Commands on one order. The payment commands come from provider webhooks: each is safe to repeat, and any
 * order of arrival leaves the order right — a payment always wins (money was taken), a late expiry or failure
 * of a session that is no longer the order's open one changes nothing.
 */
export type OrderCommand =
  | {
      type: 'CreateOrder';
      orderId: string;
      ownerId: string;
      locale: string;
      pricing: Pricing;
      session: CheckoutSessionRef;
    }
  | { type: 'ReplaceCheckoutSession'; orderId: string; pricing: Pricing; session: CheckoutSessionRef }
  | { type: 'RecordPayment'; orderId: string; payment: PaymentFacts }
  | { type: 'RecordPaymentDelayed'; orderId: string; sessionId: string }
  | { type: 'RecordPaymentFailed'; orderId: string; sessionId: string }
  | { type: 'RecordCheckoutExpired'; orderId: string; sessionId: string }
  | { type: 'RecordReceipt'; orderId: string; receiptUrl: string }
  | { type: 'AssignInvoiceNumber'; orderId: string; invoiceNumber: string; invoiceDate: string }
  | { type: 'RecordInvoiceIssued'; orderId: string; invoiceKey: string }
  | { type: 'RecordItemFulfilment'; orderId: string; bookId: string; fulfilmentStatus: FulfilmentStatus };

/**
 * Whether an item may go from `current` to `next`: forward only, so late or repeated news never moves an item
 * back — except between generating and failed (a production fails, and its retry generates again).
 */
function fulfilmentMayMove(current: FulfilmentStatus, next: FulfilmentStatus): boolean {
  if (current === next) return false;
  if (FULFILMENT_STEP[next] === FULFILMENT_STEP[current])
    return current === 'generating' || current === 'failed';
  return FULFILMENT_STEP[next] > FULFILMENT_STEP[current];
}

/** How far each fulfilment status is along; generating and failed stand at the same step. */
const FULFILMENT_STEP: Record<FulfilmentStatus, number> = {
  pending: 0,
  failed: 1,
  generating: 1,
  ready_for_print: 2,
  printed: 3,
  shipped: 4,
};

export function decide(command: OrderCommand, state: Order, now: Date): OrderEvent[] {
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
      if (isPaid(state)) {
        if (state.payment?.sessionId === payment.sessionId) return [];
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

    case 'RecordReceipt':
      if (state.receiptUrl === command.receiptUrl) return [];
      return [{ type: 'OrderReceiptRecorded', data: { orderId, receiptUrl: command.receiptUrl, at } }];

    case 'AssignInvoiceNumber':
      if (!isPaid(state) && state.status !== 'refunded') throw invalidTransition(state.status, 'invoice');
      // The number is assigned once; a repeated assignment keeps the first (numbers never change).
      if (state.invoiceNumber) return [];
      return [
        {
          type: 'OrderInvoiceNumberAssigned',
          data: { orderId, invoiceNumber: command.invoiceNumber, invoiceDate: command.invoiceDate, at },
        },
      ];

    case 'RecordItemFulfilment': {
      if (!isPaid(state)) throw invalidTransition(state.status, 'fulfil');
      const item = state.items.find((i) => i.bookId === command.bookId);
      if (!item) throw orderNotFound();
      if (!fulfilmentMayMove(item.fulfilmentStatus as FulfilmentStatus, command.fulfilmentStatus)) return [];
      return [
        {
          type: 'OrderItemFulfilmentChanged',
          data: {
            orderId,
            itemId: item.itemId,
            bookId: item.bookId,
            fulfilmentStatus: command.fulfilmentStatus,
            at,
          },
        },
      ];
    }

    case 'RecordInvoiceIssued':
      if (!state.invoiceNumber) throw invalidTransition('without an invoice number', 'issue an invoice for');
      if (state.invoiceKey === command.invoiceKey) return [];
      return [{ type: 'OrderInvoiceIssued', data: { orderId, invoiceKey: command.invoiceKey, at } }];
  }
}
