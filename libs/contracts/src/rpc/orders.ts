import { z } from 'zod';
import { BOOK_FORMATS } from '../constants';
import { rpc } from './envelope';

const OwnerId = z.string().min(1).max(128);

export const OrderItemView = z.object({
  itemId: z.string(),
  bookId: z.string(),
  title: z.string().nullable(),
  coverKey: z.string().nullable(),
  format: z.enum(BOOK_FORMATS),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amountTotal: z.number().int(),
  currency: z.string(),
  fulfilmentStatus: z.string(),
  /** issue #13: refunded by support. */
  refunded: z.boolean(),
  /** issue #15: set once the item shipped. */
  carrier: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  trackingUrl: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

/** An order as the orders service shows it to the BFF; the BFF signs `invoiceKey` into invoice_pdf_url. */
export const OrderView = z.object({
  orderId: z.string(),
  ownerId: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  amountTotal: z.number().int(),
  currency: z.string(),
  couponCode: z.string().nullable(),
  /** issue #24: taken off the list price — the coupon given at checkout and a promotion code typed there. */
  discountTotal: z.number().int(),
  checkoutSessionId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceKey: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  items: z.array(OrderItemView),
  /** The payer's e-mail as the provider reported it (support search). */
  email: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  refundedAmount: z.number().int(),
  /** One per refund; `number`/`key` are null until the credit note is issued (a job, ADR 0017). */
  creditNotes: z.array(
    z.object({
      refundId: z.string(),
      number: z.string().nullable(),
      date: z.string().nullable(),
      amount: z.number().int(),
      key: z.string().nullable(),
      refundedAt: z.string(),
    }),
  ),
});
export type OrderView = z.infer<typeof OrderView>;

/** An order as support sees it (issue #13, docs/admin-api.md): the read model plus the aggregate's facts. */
export const AdminOrderDetail = z.object({
  order: OrderView,
  payment: z
    .object({
      sessionId: z.string(),
      paymentIntentId: z.string().nullable(),
      amountPaid: z.number().int(),
      providerDiscount: z.number().int(),
      currency: z.string(),
      paidAt: z.string(),
    })
    .nullable(),
  /** OrderPaymentMismatched / OrderDuplicatePaymentReceived events: money support may have to refund. */
  paymentIssues: z.array(
    z.object({ type: z.string(), at: z.string(), data: z.record(z.string(), z.unknown()) }),
  ),
  history: z.array(
    z.object({
      type: z.string(),
      at: z.string(),
      by: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  /** issue #15: the language the customer checked out in (the emails about the order use it). */
  locale: z.enum(['de', 'en']).optional(),
  /** issue #24: where the provider says the books go (support shows it as a field, not only in the history). */
  shippingAddress: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable()
    .optional(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const ADMIN_ORDER_SORT_FIELDS = [
  'createdAt',
  'paidAt',
  'amountTotal',
  'status',
  'invoiceNumber',
] as const;

/**
 * The orders service's request/reply operations (subjects `rpc.orders.<name>`). Customer-facing calls carry
 * the caller's subject as `ownerId`.
 */
export const OrdersRpc = {
  /** spec §5: only the owner of a completed preview; a second call for the same unpaid book reuses or
   *  replaces the open checkout session of the one open order. */
  startCheckout: rpc(
    'rpc.orders.start-checkout',
    z.object({
      ownerId: OwnerId,
      bookId: z.string().min(1).max(128),
      format: z.enum(BOOK_FORMATS).optional(),
      couponCode: z.string().max(64).optional(),
      locale: z.enum(['de', 'en']).default('de'),
      customerEmail: z.string().max(320).optional(),
    }),
    z.object({
      orderId: z.string(),
      checkoutUrl: z.string(),
      sessionId: z.string(),
      paymentStatus: z.string(),
    }),
  ),
  /** issue #24 (GET /prices): the gross price of each format, VAT included (spec §1), from configuration. */
  getPriceList: rpc(
    'rpc.orders.get-price-list',
    z.object({}),
    z.object({
      currency: z.string(),
      vatRatePercent: z.number(),
      unitAmounts: z.object({ booklet: z.number().int(), board: z.number().int() }),
    }),
  ),
  /**
   * issue #24 (POST /books/{bookId}/checkout/cancel): the owner left the hosted checkout through its cancel link.
   * The open session is expired at the provider and the order cancelled at once (the provider's own expiry
   * event then changes nothing), so the book can be checked out again. A session the customer paid on after all
   * is left alone. `paymentStatus`: the book's payment as the order now stands.
   */
  cancelCheckout: rpc(
    'rpc.orders.cancel-checkout',
    z.object({ ownerId: OwnerId, bookId: z.string().min(1).max(128) }),
    z.object({ paymentStatus: z.enum(['none', 'pending', 'success']) }),
  ),
  listOrders: rpc(
    'rpc.orders.list-orders',
    z.object({ ownerId: OwnerId }),
    z.object({ orders: z.array(OrderView) }),
  ),
  /** issue #13 support: orders by status, owner, or `q` = order id, e-mail or invoice number; paged. */
  adminListOrders: rpc(
    'rpc.orders.admin-list-orders',
    z.object({
      status: z.string().max(40).optional(),
      ownerId: OwnerId.optional(),
      /** issue #24: the orders with an item of this book (the console's book page). */
      bookId: z.string().max(128).optional(),
      q: z.string().max(320).optional(),
      ids: z.array(z.string().max(128)).max(200).optional(),
      sort: z.object({ field: z.enum(ADMIN_ORDER_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) }),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(200),
    }),
    z.object({ orders: z.array(OrderView), total: z.number().int() }),
  ),
  adminGetOrder: rpc(
    'rpc.orders.admin-get-order',
    z.object({ orderId: z.string().max(128) }),
    AdminOrderDetail,
  ),
  /**
   * issue #13: refunds the items (default: all not yet refunded) through the payment provider; the order becomes
   * refunded or partially_refunded and gets a credit note. The same `requestId` makes the same refund.
   * ORDERS.NOTHING_TO_REFUND (409) when the items are refunded already.
   */
  refundOrder: rpc(
    'rpc.orders.refund-order',
    z.object({
      orderId: z.string().max(128),
      itemIds: z.array(z.string().max(128)).max(100).optional(),
      reason: z.string().min(3).max(500),
      requestId: z.string().min(8).max(128),
    }),
    AdminOrderDetail,
  ),
  /** A payment-provider webhook, forwarded as received: the raw body and its signature header. The orders
   *  service verifies the signature (PAYMENTS.INVALID_SIGNATURE → 400) and handles each event id once. */
  handleWebhook: rpc(
    'rpc.orders.handle-webhook',
    z.object({ payload: z.string().max(1_000_000), signature: z.string().max(4096) }),
    z.object({ eventId: z.string(), duplicate: z.boolean() }),
  ),
  /**
   * issue #12, GDPR Art. 17 (ADR 0016): orders that never got an invoice are erased; an invoiced order keeps
   * only what its invoice needs (§147 AO / §14b UStG: 10 years) and its PDF. Idempotent.
   * ORDERS.ERASURE_BLOCKED while a payment is still pending.
   */
  eraseCustomerData: rpc(
    'rpc.orders.erase-customer-data',
    z.object({ ownerId: OwnerId }),
    z.object({ erasedOrders: z.number().int(), keptInvoices: z.number().int() }),
  ),
} as const;
