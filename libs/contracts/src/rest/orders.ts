import { z } from 'zod';
import { BOOK_FORMATS } from '../constants';
import { PRINT_JOB_STATUSES, SHIPMENT_STATUSES } from '../events/fulfilment';

export const CouponCode = z
  .string()
  .trim()
  .max(64, 'Coupon code must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]*$/, 'Coupon code may contain only letters, digits, "-" and "_"')
  .transform((c) => (c ? c.toUpperCase() : undefined));

/**
 * POST /books/{bookId}/checkout → spec §3 "Checkout request". spec §5: the format is board when the book's
 * format is board, else booklet (the default); the server derives it from the book and refuses a different
 * explicit one, so an omitted format is the book's own.
 */
export const CheckoutRequest = z.object({
  format: z.enum(BOOK_FORMATS).optional(),
  coupon_code: CouponCode.nullish().transform((c) => c ?? undefined),
});
export type CheckoutRequest = z.output<typeof CheckoutRequest>;
export type CheckoutRequestInput = z.input<typeof CheckoutRequest>;

/** spec §3 "Checkout request" response; the browser then navigates to checkout_url (spec §7). */
export const CheckoutResponse = z.object({
  checkout_url: z.string(),
  session_id: z.string(),
  payment_status: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/**
 * GET /prices (issue #24): what each format costs before the hosted checkout, gross (VAT included, spec §1),
 * in minor units. Public: the same for everyone; a coupon is applied (and shown) at the checkout.
 */
export const PriceListResponse = z.object({
  currency: z.string(),
  vat_rate_percent: z.number(),
  vat_included: z.literal(true),
  formats: z.array(z.object({ format: z.enum(BOOK_FORMATS), amount: z.number().int() })),
});
export type PriceListResponse = z.infer<typeof PriceListResponse>;

/**
 * POST /books/{bookId}/checkout/cancel (issue #24): the customer came back from the hosted checkout's cancel
 * link (spec §2 cancel page). The open checkout session is closed, so the book is ready for a new checkout;
 * `payment_status` is the book's payment as the order now stands (`none` after a cancel; `pending` or
 * `success` when the customer had paid after all).
 */
export const CheckoutCancelResponse = z.object({ payment_status: z.enum(['none', 'pending', 'success']) });
export type CheckoutCancelResponse = z.infer<typeof CheckoutCancelResponse>;

/** spec §3 "Order item". `description` falls back to "Book order" when the book has no title. */
export const OrderItem = z.object({
  id: z.string(),
  book_id: z.string(),
  cover_url: z.string().nullable(),
  description: z.string(),
  format: z.string(),
  quantity: z.number().int(),
  amount_total: z.number().int(),
  currency: z.string(),
  fulfillment_status: z.string(),
  /** issue #13: paid back by support. */
  refunded: z.boolean(),
  /** issue #15: the parcel, once the item shipped (null before). */
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  carrier: z.string().nullable(),
  /**
   * issue #24 (ADR 0040): the parcel's status as /tracking shows it and its events' times and statuses (oldest
   * first), so every page names the step from the same facts (journey.ts). Absent before the item shipped and
   * when the tracking service could not answer.
   */
  shipment_status: z.enum(SHIPMENT_STATUSES).optional(),
  shipment_events: z.array(z.object({ at: z.string(), status: z.enum(SHIPMENT_STATUSES) })).optional(),
  /**
   * issue #24 (ADR 0040): the item's print job status and when the job reached each status (oldest first): the
   * printing and printed steps' dates. Absent before approval and when the fulfilment service could not answer.
   */
  print_status: z.enum(PRINT_JOB_STATUSES).optional(),
  print_events: z.array(z.object({ at: z.string(), status: z.enum(PRINT_JOB_STATUSES) })).optional(),
  created_at: z.string(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** spec §3 "Order". `invoice_pdf_url` is a signed, expiring link to the VAT invoice. */
export const Order = z.object({
  order_id: z.string(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  amount_total: z.number().int(),
  currency: z.string(),
  /** issue #24: the coupon given at checkout (null without one). */
  coupon_code: z.string().nullable(),
  /** issue #24: before discounts, and what the coupon or a promotion code took off (Stripe's `amount_discount`). */
  amount_subtotal: z.number().int(),
  amount_discount: z.number().int(),
  invoice_pdf_url: z.string().nullable(),
  receipt_url: z.string().nullable(),
  items: z.array(OrderItem),
  /** issue #13: what was paid back (status `partially_refunded` or `refunded`), with a credit note each. */
  refunded_amount: z.number().int(),
  credit_notes: z.array(
    z.object({
      number: z.string(),
      date: z.string(),
      amount: z.number().int(),
      pdf_url: z.string().nullable(),
    }),
  ),
});
export type Order = z.infer<typeof Order>;

/** GET /books/orders: newest first. */
export const OrderListResponse = z.object({ orders: z.array(Order) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;
