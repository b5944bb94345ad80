import type { OrderView } from '@fabelhaft/contracts';

/** A row of the orders read model with its items, as `listOrders` selects it. */
export interface OrderRow {
  order_id: string;
  owner_id: string;
  status: string;
  payment_status: string;
  amount_total: number;
  currency: string;
  coupon_code: string | null;
  discount_total: number;
  session_id: string | null;
  checkout_url: string | null;
  paid_at: Date | null;
  invoice_number: string | null;
  invoice_key: string | null;
  receipt_url: string | null;
  email: string | null;
  invoice_date: string | null;
  refunded_amount: number;
  created_at: Date;
  items: Array<{
    item_id: string;
    book_id: string;
    title: string | null;
    cover_key: string | null;
    format: 'booklet' | 'board';
    quantity: number;
    unit_amount: number;
    amount_total: number;
    fulfilment_status: string;
    refunded: boolean;
    carrier?: string | null;
    tracking_number?: string | null;
    tracking_url?: string | null;
  }>;
  refunds: Array<{
    refund_id: string;
    amount: number;
    refunded_at: string;
    credit_note_number: string | null;
    credit_note_date: string | null;
    credit_note_key: string | null;
  }>;
}

/**
 * The one place an OrderView (the wire shape the BFF maps to spec §3 Order) is built: from the read model,
 * never from the aggregate (issue #10: the domain does not import wire types).
 */
export function toOrderView(r: OrderRow): OrderView {
  const createdAt = r.created_at.toISOString();
  return {
    orderId: r.order_id,
    ownerId: r.owner_id,
    status: r.status,
    paymentStatus: r.payment_status,
    createdAt,
    paidAt: r.paid_at?.toISOString() ?? null,
    amountTotal: r.amount_total,
    currency: r.currency,
    couponCode: r.coupon_code,
    discountTotal: r.discount_total ?? 0,
    checkoutSessionId: r.session_id,
    checkoutUrl: r.checkout_url,
    invoiceNumber: r.invoice_number,
    invoiceKey: r.invoice_key,
    receiptUrl: r.receipt_url,
    items: r.items.map((i) => ({
      itemId: i.item_id,
      bookId: i.book_id,
      title: i.title,
      coverKey: i.cover_key,
      format: i.format,
      quantity: i.quantity,
      unitAmount: i.unit_amount,
      amountTotal: i.amount_total,
      currency: r.currency,
      fulfilmentStatus: i.fulfilment_status,
      refunded: i.refunded,
      carrier: i.carrier ?? null,
      trackingNumber: i.tracking_number ?? null,
      trackingUrl: i.tracking_url ?? null,
      createdAt,
    })),
    email: r.email,
    invoiceDate: r.invoice_date,
    refundedAmount: r.refunded_amount,
    creditNotes: r.refunds.map((f) => ({
      refundId: f.refund_id,
      number: f.credit_note_number,
      date: f.credit_note_date,
      amount: f.amount,
      key: f.credit_note_key,
      refundedAt: new Date(f.refunded_at).toISOString(),
    })),
  };
}
