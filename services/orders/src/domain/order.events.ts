import { z } from 'zod';
import { FULFILMENT_STATUSES } from '@fabelhaft/contracts/constants';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { CreditNoteSequenceEvent } from './credit-note-sequence';
import type { InvoiceSequenceEvent } from './invoice-sequence';
import type { OrderEvent } from './order';

// The stored shape of every order event (ARCHITECTURE §3): new events are checked against it, stored ones are
// decoded (and upcast from older schema versions) through it. A change to an event's data gets a new version
// here with an upcaster from the previous one.

const format = z.enum(['booklet', 'board']);
const item = z.object({
  itemId: z.string(),
  bookId: z.string(),
  title: z.string().nullable(),
  coverKey: z.string().nullable(),
  format,
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amountTotal: z.number().int(),
  fulfilmentStatus: z.string(),
});
const pricing = {
  items: z.array(item),
  currency: z.string(),
  amountTotal: z.number().int(),
  couponCode: z.string().nullable(),
  discountTotal: z.number().int(),
  vatRatePercent: z.number(),
};
const orderRef = {
  ownerId: z.string(),
  items: z.array(z.object({ itemId: z.string(), bookId: z.string(), format, quantity: z.number().int() })),
};
const address = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
const at = { orderId: z.string(), at: z.string() };

type Data = Record<string, unknown>;
/** v1 (before issue #10, one spelling of fulfilment in code) stored the item status as `fulfillmentStatus`. */
function renameItemStatus({ fulfillmentStatus, ...item }: Data): Data {
  return { ...item, fulfilmentStatus: fulfillmentStatus };
}
const renameItemsStatus = (data: Data): Data => ({
  ...data,
  items: (data.items as Data[]).map(renameItemStatus),
});

export const orderEventCatalog: EventCatalogFor<OrderEvent> = {
  OrderCreated: {
    version: 2,
    schema: z.object({ ...pricing, ...at, ownerId: z.string(), locale: z.string() }),
    upcast: { 1: renameItemsStatus },
  },
  CheckoutSessionOpened: {
    version: 1,
    schema: z.object({
      ...orderRef,
      ...at,
      sessionId: z.string(),
      url: z.string(),
      expiresAt: z.string().nullable(),
    }),
  },
  OrderRepriced: { version: 2, schema: z.object({ ...pricing, ...at }), upcast: { 1: renameItemsStatus } },
  OrderPaymentDelayed: { version: 1, schema: z.object({ ...at, sessionId: z.string() }) },
  OrderPaid: {
    version: 1,
    schema: z.object({
      ...orderRef,
      ...at,
      sessionId: z.string(),
      paymentIntentId: z.string().nullable(),
      amountPaid: z.number().int(),
      providerDiscount: z.number().int(),
      currency: z.string(),
      customerEmail: z.string().nullable(),
      customerName: z.string().nullable(),
      shippingAddress: address.nullable(),
      paidAt: z.string(),
    }),
  },
  OrderDuplicatePaymentReceived: {
    version: 1,
    schema: z.object({
      ...at,
      sessionId: z.string(),
      paymentIntentId: z.string().nullable(),
      amount: z.number().int(),
    }),
  },
  OrderPaymentMismatched: {
    version: 1,
    schema: z.object({
      ...at,
      reason: z.enum(['unknown_session', 'amount', 'currency']),
      sessionId: z.string(),
      paymentIntentId: z.string().nullable(),
      amountPaid: z.number().int(),
      providerDiscount: z.number().int(),
      currency: z.string(),
      expectedAmount: z.number().int().nullable(),
      expectedCurrency: z.string().nullable(),
    }),
  },
  OrderPaymentFailed: { version: 1, schema: z.object({ ...orderRef, ...at, sessionId: z.string() }) },
  OrderCheckoutExpired: { version: 1, schema: z.object({ ...orderRef, ...at, sessionId: z.string() }) },
  OrderReceiptRecorded: { version: 1, schema: z.object({ ...at, receiptUrl: z.string() }) },
  OrderInvoiceNumberAssigned: {
    version: 1,
    schema: z.object({ ...at, invoiceNumber: z.string(), invoiceDate: z.string() }),
  },
  OrderInvoiceIssued: { version: 1, schema: z.object({ ...at, invoiceKey: z.string() }) },
  OrderRefundRequested: {
    version: 1,
    schema: z.object({
      ...at,
      refundId: z.string(),
      requestId: z.string(),
      itemIds: z.array(z.string()),
      amount: z.number().int(),
      reason: z.string(),
    }),
  },
  OrderRefunded: {
    version: 1,
    schema: z.object({
      ...at,
      refundId: z.string(),
      providerRefundId: z.string(),
      amount: z.number().int(),
      itemIds: z.array(z.string()),
      reason: z.string(),
    }),
  },
  OrderRefundFailed: {
    version: 1,
    schema: z.object({ ...at, refundId: z.string(), failure: z.string() }),
  },
  OrderCreditNoteNumberAssigned: {
    version: 1,
    schema: z.object({
      ...at,
      refundId: z.string(),
      creditNoteNumber: z.string(),
      creditNoteDate: z.string(),
    }),
  },
  OrderCreditNoteIssued: {
    version: 1,
    schema: z.object({ ...at, refundId: z.string(), creditNoteKey: z.string() }),
  },
  OrderItemShipped: {
    version: 1,
    schema: z.object({
      ...at,
      itemId: z.string(),
      bookId: z.string(),
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
    }),
  },
  OrderFulfilled: { version: 1, schema: z.object({ ...at }) },
  OrderItemFulfilmentChanged: {
    version: 2,
    schema: z.object({
      ...at,
      itemId: z.string(),
      bookId: z.string(),
      fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
    }),
    upcast: { 1: renameItemStatus },
  },
};

export const invoiceSequenceEventCatalog: EventCatalogFor<InvoiceSequenceEvent> = {
  InvoiceNumberReserved: {
    version: 1,
    schema: z.object({
      year: z.number().int(),
      sequence: z.number().int(),
      orderId: z.string(),
      at: z.string(),
    }),
  },
};

export const creditNoteSequenceEventCatalog: EventCatalogFor<CreditNoteSequenceEvent> = {
  CreditNoteNumberReserved: {
    version: 1,
    schema: z.object({
      year: z.number().int(),
      sequence: z.number().int(),
      refundId: z.string(),
      orderId: z.string(),
      at: z.string(),
    }),
  },
};
