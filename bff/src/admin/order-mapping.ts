import type { AdminOrder, AdminOrderDetail, AdminOrderDetailResponse, OrderView } from '@fabelhaft/contracts';
import { journeyStatus, type JourneyStatus } from '@fabelhaft/contracts';

/** Order items whose book went to the print shop (spec §4): only these are on a journey step. */
const ON_THE_JOURNEY = new Set(['approved', 'printed', 'shipped', 'delivered', 'failed']);

/** issue #24: an item's step as the parent sees it (null before approval); the parcel's status where known. */
export function itemJourney(fulfilmentStatus: string, parcelStatus?: string): JourneyStatus | null {
  return ON_THE_JOURNEY.has(fulfilmentStatus) ? journeyStatus(fulfilmentStatus, parcelStatus) : null;
}

/** Signs a storage key for the order's owner (support reads the owner's objects), or null. */
export type OwnerLinks = (key: string | null) => string | null;

/** An order as the console's list shows it (docs/admin-api.md, orders). */
export function toAdminOrder(v: OrderView): AdminOrder {
  return {
    id: v.orderId,
    ownerId: v.ownerId,
    email: v.email,
    status: v.status,
    paymentStatus: v.paymentStatus,
    amountTotal: v.amountTotal,
    currency: v.currency,
    couponCode: v.couponCode,
    createdAt: v.createdAt,
    paidAt: v.paidAt,
    invoiceNumber: v.invoiceNumber,
    refundedAmount: v.refundedAmount,
    items: v.items.map((i) => ({
      itemId: i.itemId,
      bookId: i.bookId,
      title: i.title,
      format: i.format,
      quantity: i.quantity,
      amountTotal: i.amountTotal,
      fulfilmentStatus: i.fulfilmentStatus,
      refunded: i.refunded,
      carrier: i.carrier ?? null,
      trackingNumber: i.trackingNumber ?? null,
      trackingUrl: i.trackingUrl ?? null,
      journey: itemJourney(i.fulfilmentStatus),
    })),
  };
}

/** GET /admin/orders/{id}: the record plus payment, address, links, credit notes, payment issues and history. */
export function toAdminOrderDetail(d: AdminOrderDetail, links: OwnerLinks): AdminOrderDetailResponse {
  return {
    ...toAdminOrder(d.order),
    payment: d.payment,
    shippingAddress: d.shippingAddress ?? null,
    invoiceUrl: links(d.order.invoiceKey),
    receiptUrl: d.order.receiptUrl,
    creditNotes: d.order.creditNotes.map((c) => ({
      number: c.number,
      date: c.date,
      amount: c.amount,
      url: links(c.key),
    })),
    paymentIssues: d.paymentIssues,
    history: d.history,
  };
}
