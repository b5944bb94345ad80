import { z } from 'zod';
import { JOURNEY_STATUSES } from '../journey';
import { storableText } from '../text';

/**
 * `/admin/orders*` (issue #13, docs/admin-api.md): react-admin's camelCase records, every one with an `id`.
 * Links are signed for the order's owner's objects and served to support only.
 */
export const AdminOrderItem = z.object({
  itemId: z.string(),
  bookId: z.string(),
  title: z.string().nullable(),
  format: z.string(),
  quantity: z.number().int(),
  amountTotal: z.number().int(),
  fulfilmentStatus: z.string(),
  refunded: z.boolean(),
  /** issue #24: the parcel, once the item shipped (the console links the carrier's tracking page). */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /**
   * issue #24 (ADR 0040): where the book is, as the parent's book page and /tracking name it (libs/contracts
   * journey.ts; the order page asks the parcel's status too); null before approval, when there is no step yet.
   */
  journey: z.enum(JOURNEY_STATUSES).nullable(),
});

export const AdminOrder = z.object({
  id: z.string(),
  ownerId: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string(),
  amountTotal: z.number().int(),
  currency: z.string(),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  refundedAmount: z.number().int(),
  items: z.array(AdminOrderItem),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderDetailResponse = AdminOrder.extend({
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
  /** issue #24: where the books go, as the payment provider collected it (null before payment). */
  shippingAddress: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
  invoiceUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** One per refund; `number`, `date` and `url` are null while its credit note is being issued. */
  creditNotes: z.array(
    z.object({
      number: z.string().nullable(),
      date: z.string().nullable(),
      amount: z.number().int(),
      url: z.string().nullable(),
    }),
  ),
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
});
export type AdminOrderDetailResponse = z.infer<typeof AdminOrderDetailResponse>;

/** POST /admin/orders/{id}/refund: without `items`, everything not refunded yet. */
export const AdminRefundRequest = z.object({
  items: z.array(storableText().min(1).max(128)).min(1).max(100).optional(),
  reason: storableText().trim().min(3, 'A reason of at least 3 characters is required').max(500),
});
export type AdminRefundRequest = z.output<typeof AdminRefundRequest>;
