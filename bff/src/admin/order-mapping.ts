import type { AdminOrder, AdminOrderDetail, AdminOrderDetailResponse, OrderView } from '@fabelhaft/contracts';

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
