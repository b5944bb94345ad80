/**
 * Order: one customer's purchase of printed books (spec §3 Order / Order item, §4 order and payment status).
 * created → requires_payment → paid → processing → fulfilled, or cancelled / refunded. Payment facts come from
 * the provider's signed webhooks, which may arrive twice, late or out of order: `order.decide.ts` keeps the
 * order right whatever the order of arrival.
 */
import type { BookFormat } from '@fabelhaft/contracts/constants';

/** Where the provider says the books go (its hosted page collects it). */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export interface OrderItemState {
  itemId: string;
  bookId: string;
  /** The book's title when ordered (spec §3: the description falls back to "Book order"). */
  title: string | null;
  coverKey: string | null;
  format: BookFormat;
  quantity: number;
  /** Gross unit price in minor units, VAT included, after any coupon. */
  unitAmount: number;
  amountTotal: number;
  fulfilmentStatus: string;
  /** issue #15: the parcel's carrier and tracking once the item shipped. */
  tracking?: ItemTracking | null;
}

export interface ItemTracking {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface CheckoutSessionRef {
  sessionId: string;
  url: string;
  /** ISO time after which the provider no longer accepts payment on it. */
  expiresAt: string | null;
}

export interface Pricing {
  items: OrderItemState[];
  currency: string;
  /** The sum of the items, VAT included. */
  amountTotal: number;
  couponCode: string | null;
  /** Coupon discount already taken off the items' prices. */
  discountTotal: number;
  /** VAT rate of the goods (German reduced rate for printed books by default). */
  vatRatePercent: number;
}

export interface PaymentFacts {
  sessionId: string;
  paymentIntentId: string | null;
  /** What the customer actually paid (a promotion code typed on the hosted page lowers it). */
  amountPaid: number;
  providerDiscount: number;
  currency: string;
  customerEmail: string | null;
  customerName: string | null;
  shippingAddress: ShippingAddress | null;
  /** When the provider recorded it (ISO). */
  paidAt: string;
}

/** Why a reported payment was not taken as the order's payment, with what was reported and expected. */
export interface PaymentMismatch {
  reason: 'unknown_session' | 'amount' | 'currency';
  sessionId: string;
  paymentIntentId: string | null;
  amountPaid: number;
  providerDiscount: number;
  currency: string;
  expectedAmount: number | null;
  expectedCurrency: string | null;
}

/** Who and what an order is about: carried by the events other contexts hear of (issue #5, integration). */
export interface OrderRef {
  ownerId: string;
  items: Array<{ itemId: string; bookId: string; format: BookFormat; quantity: number }>;
}

export function orderRef(ownerId: string, items: OrderItemState[]): OrderRef {
  return {
    ownerId,
    items: items.map(({ itemId, bookId, format, quantity }) => ({ itemId, bookId, format, quantity })),
  };
}

/** A refund of some or all of an order's items (issue #13): claimed, then done at the provider, or failed. */
export interface RefundState {
  refundId: string;
  /** The caller's request id: the same request makes the same refund (idempotent). */
  requestId: string;
  itemIds: string[];
  /** Minor units actually paid back (a share of a promotion discount is not refunded twice). */
  amount: number;
  reason: string;
  status: 'requested' | 'refunded' | 'failed';
  providerRefundId: string | null;
  requestedAt: string;
  refundedAt: string | null;
  failure: string | null;
  creditNote: { number: string; date: string; key: string | null } | null;
}

export type RefundRequested = {
  orderId: string;
  refundId: string;
  requestId: string;
  itemIds: string[];
  amount: number;
  reason: string;
  at: string;
};

export type OrderEvent =
  | {
      type: 'OrderCreated';
      data: Pricing & { orderId: string; ownerId: string; locale: string; at: string };
    }
  | { type: 'CheckoutSessionOpened'; data: CheckoutSessionRef & OrderRef & { orderId: string; at: string } }
  | { type: 'OrderRepriced'; data: Pricing & { orderId: string; at: string } }
  | { type: 'OrderPaymentDelayed'; data: { orderId: string; sessionId: string; at: string } }
  | { type: 'OrderPaid'; data: PaymentFacts & OrderRef & { orderId: string; at: string } }
  | {
      type: 'OrderDuplicatePaymentReceived';
      data: {
        orderId: string;
        sessionId: string;
        paymentIntentId: string | null;
        amount: number;
        at: string;
      };
    }
  | {
      /** A provider reported a payment that does not match the order (issue #12): nothing is produced. */
      type: 'OrderPaymentMismatched';
      data: PaymentMismatch & { orderId: string; at: string };
    }
  | { type: 'OrderPaymentFailed'; data: OrderRef & { orderId: string; sessionId: string; at: string } }
  | { type: 'OrderCheckoutExpired'; data: OrderRef & { orderId: string; sessionId: string; at: string } }
  | { type: 'OrderReceiptRecorded'; data: { orderId: string; receiptUrl: string; at: string } }
  | {
      type: 'OrderInvoiceNumberAssigned';
      data: { orderId: string; invoiceNumber: string; invoiceDate: string; at: string };
    }
  | { type: 'OrderInvoiceIssued'; data: { orderId: string; invoiceKey: string; at: string } }
  | { type: 'OrderRefundRequested'; data: RefundRequested }
  | {
      type: 'OrderRefunded';
      data: {
        orderId: string;
        refundId: string;
        providerRefundId: string;
        amount: number;
        itemIds: string[];
        reason: string;
        at: string;
      };
    }
  | { type: 'OrderRefundFailed'; data: { orderId: string; refundId: string; failure: string; at: string } }
  | {
      type: 'OrderCreditNoteNumberAssigned';
      data: {
        orderId: string;
        refundId: string;
        creditNoteNumber: string;
        creditNoteDate: string;
        at: string;
      };
    }
  | {
      type: 'OrderCreditNoteIssued';
      data: { orderId: string; refundId: string; creditNoteKey: string; at: string };
    }
  /** issue #15: the item's print job shipped; its (first) parcel's tracking. */
  | {
      type: 'OrderItemShipped';
      data: { orderId: string; itemId: string; bookId: string; at: string } & ItemTracking;
    }
  /** spec §4: every item (not refunded) is shipped. */
  | { type: 'OrderFulfilled'; data: { orderId: string; at: string } }
  | {
      type: 'OrderItemFulfilmentChanged';
      data: {
        orderId: string;
        itemId: string;
        bookId: string;
        fulfilmentStatus: FulfilmentStatus;
        at: string;
      };
    };

/** spec §4 order item fulfilment status. */
export type FulfilmentStatus =
  'pending' | 'generating' | 'ready_for_print' | 'printed' | 'shipped' | 'failed';

export type OrderStatus =
  | 'none'
  | 'created'
  | 'requires_payment'
  | 'paid'
  | 'processing'
  | 'fulfilled'
  | 'cancelled'
  | 'partially_refunded'
  | 'refunded';

/** spec §4 payment status as the book shows it. */
export type PaymentStatus = 'none' | 'pending' | 'success' | 'failed';

export interface Order extends Pricing {
  status: OrderStatus;
  orderId: string;
  ownerId: string;
  locale: string;
  paymentStatus: PaymentStatus;
  session: CheckoutSessionRef | null;
  /** Every session this order ever had: a payment on any of them is this order's payment. */
  sessionIds: string[];
  payment: PaymentFacts | null;
  receiptUrl: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  invoiceKey: string | null;
  /** issue #13: every refund, in the order they were asked for. */
  refunds: RefundState[];
  /** The sum of the refunds done at the provider. */
  refundedAmount: number;
  createdAt: string;
  updatedAt: string;
}

export const initialOrder = (): Order => ({
  status: 'none',
  orderId: '',
  ownerId: '',
  locale: 'de',
  items: [],
  currency: 'EUR',
  amountTotal: 0,
  couponCode: null,
  discountTotal: 0,
  vatRatePercent: 0,
  paymentStatus: 'none',
  session: null,
  sessionIds: [],
  payment: null,
  receiptUrl: null,
  invoiceNumber: null,
  invoiceDate: null,
  invoiceKey: null,
  refunds: [],
  refundedAmount: 0,
  createdAt: '',
  updatedAt: '',
});

export function evolve(state: Order, event: OrderEvent): Order {
  const updatedAt = event.data.at;
  switch (event.type) {
    case 'OrderCreated': {
      const { orderId, ownerId, locale, at, ...pricing } = event.data;
      return { ...state, ...pricing, status: 'created', orderId, ownerId, locale, createdAt: at, updatedAt };
    }
    case 'CheckoutSessionOpened': {
      const { sessionId, url, expiresAt } = event.data;
      return {
        ...state,
        status: 'requires_payment',
        paymentStatus: 'pending',
        session: { sessionId, url, expiresAt },
        sessionIds: [...state.sessionIds, sessionId],
        updatedAt,
      };
    }
    case 'OrderRepriced': {
      const { orderId: _id, at: _at, ...pricing } = event.data;
      return { ...state, ...pricing, updatedAt };
    }
    case 'OrderPaymentDelayed':
      return { ...state, paymentStatus: 'pending', session: null, updatedAt };
    case 'OrderPaid': {
      const { orderId: _id, at: _at, ownerId: _o, items: _i, ...payment } = event.data;
      return { ...state, status: 'paid', paymentStatus: 'success', session: null, payment, updatedAt };
    }
    case 'OrderDuplicatePaymentReceived':
    case 'OrderPaymentMismatched':
      return { ...state, updatedAt };
    case 'OrderPaymentFailed':
      return { ...state, status: 'cancelled', paymentStatus: 'failed', session: null, updatedAt };
    case 'OrderCheckoutExpired':
      return { ...state, status: 'cancelled', paymentStatus: 'none', session: null, updatedAt };
    case 'OrderReceiptRecorded':
      return { ...state, receiptUrl: event.data.receiptUrl, updatedAt };
    case 'OrderInvoiceNumberAssigned':
      return {
        ...state,
        invoiceNumber: event.data.invoiceNumber,
        invoiceDate: event.data.invoiceDate,
        updatedAt,
      };
    case 'OrderInvoiceIssued':
      return { ...state, invoiceKey: event.data.invoiceKey, updatedAt };
    case 'OrderRefundRequested': {
      const { refundId, requestId, itemIds, amount, reason, at } = event.data;
      const refund: RefundState = {
        refundId,
        requestId,
        itemIds,
        amount,
        reason,
        status: 'requested',
        providerRefundId: null,
        requestedAt: at,
        refundedAt: null,
        failure: null,
        creditNote: null,
      };
      return { ...state, refunds: [...state.refunds, refund], updatedAt };
    }
    case 'OrderRefunded': {
      const { refundId, providerRefundId, amount, at } = event.data;
      const refunds = updateRefund(state.refunds, refundId, (r) => ({
        ...r,
        status: 'refunded',
        providerRefundId,
        amount,
        refundedAt: at,
      }));
      const refundedItems = new Set(refunds.filter((r) => r.status === 'refunded').flatMap((r) => r.itemIds));
      const all = state.items.every((i) => refundedItems.has(i.itemId));
      return {
        ...state,
        refunds,
        refundedAmount: state.refundedAmount + amount,
        status: all ? 'refunded' : 'partially_refunded',
        updatedAt,
      };
    }
    case 'OrderRefundFailed':
      return {
        ...state,
        refunds: updateRefund(state.refunds, event.data.refundId, (r) => ({
          ...r,
          status: 'failed',
          failure: event.data.failure,
        })),
        updatedAt,
      };
    case 'OrderCreditNoteNumberAssigned':
      return {
        ...state,
        refunds: updateRefund(state.refunds, event.data.refundId, (r) => ({
          ...r,
          creditNote: { number: event.data.creditNoteNumber, date: event.data.creditNoteDate, key: null },
        })),
        updatedAt,
      };
    case 'OrderCreditNoteIssued':
      return {
        ...state,
        refunds: updateRefund(state.refunds, event.data.refundId, (r) => ({
          ...r,
          creditNote: r.creditNote ? { ...r.creditNote, key: event.data.creditNoteKey } : null,
        })),
        updatedAt,
      };
    case 'OrderItemShipped': {
      const { itemId, carrier, trackingNumber, trackingUrl } = event.data;
      return {
        ...state,
        items: state.items.map((i) =>
          i.itemId === itemId ? { ...i, tracking: { carrier, trackingNumber, trackingUrl } } : i,
        ),
        updatedAt,
      };
    }
    case 'OrderFulfilled':
      return { ...state, status: 'fulfilled', updatedAt };
    case 'OrderItemFulfilmentChanged': {
      const { itemId, fulfilmentStatus } = event.data;
      return {
        ...state,
        // spec §4: a paid order is processing once its books are being made.
        status: state.status === 'paid' ? 'processing' : state.status,
        items: state.items.map((i) => (i.itemId === itemId ? { ...i, fulfilmentStatus } : i)),
        updatedAt,
      };
    }
  }
}

function updateRefund(
  refunds: RefundState[],
  refundId: string,
  change: (refund: RefundState) => RefundState,
): RefundState[] {
  return refunds.map((r) => (r.refundId === refundId ? change(r) : r));
}

/** An order that still waits for its payment (one per book at a time). */
export function isOpen(state: Order): boolean {
  return state.status === 'created' || state.status === 'requires_payment';
}

/** Paid and still (at least partly) kept: the books not refunded are made and sent. */
export function isPaid(state: Order): boolean {
  return (
    state.status === 'paid' ||
    state.status === 'processing' ||
    state.status === 'fulfilled' ||
    state.status === 'partially_refunded'
  );
}

/** Money was taken for the order at some point (a refunded order keeps its invoice and credit notes). */
export function wasPaid(state: Order): boolean {
  return state.payment !== null && (isPaid(state) || state.status === 'refunded');
}

/** Whether `pricing` is what the order already asks for (a checkout can then reuse its open session). */
export function samePricing(state: Pricing, pricing: Pricing): boolean {
  return (
    state.amountTotal === pricing.amountTotal &&
    state.couponCode === pricing.couponCode &&
    state.currency === pricing.currency &&
    state.items.length === pricing.items.length &&
    // Field by field: stored items come back from jsonb with their keys in another order.
    state.items.every((item, i) => {
      const other = pricing.items[i]!;
      return (
        item.bookId === other.bookId &&
        item.format === other.format &&
        item.quantity === other.quantity &&
        item.unitAmount === other.unitAmount &&
        item.title === other.title &&
        item.coverKey === other.coverKey
      );
    })
  );
}
