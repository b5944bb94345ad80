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
  checkoutSessionId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceKey: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  items: z.array(OrderItemView),
});
export type OrderView = z.infer<typeof OrderView>;

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
  listOrders: rpc(
    'rpc.orders.list-orders',
    z.object({ ownerId: OwnerId }),
    z.object({ orders: z.array(OrderView) }),
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
