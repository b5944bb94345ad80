import type { AuthUser } from '@fabelhaft/auth';
import type { Order, OrderView } from '@fabelhaft/contracts';
import type { AssetUrls } from '../books/book-mapping';

/** spec §3 "Order item": the description falls back to "Book order" when the book has no title. */
export const ORDER_ITEM_FALLBACK_DESCRIPTION = 'Book order';

/** spec §3 Order / Order item field names; covers and the invoice PDF become signed links here. */
export function toOrder(v: OrderView, assets: AssetUrls): Order {
  return {
    order_id: v.orderId,
    status: v.status,
    created_at: v.createdAt,
    paid_at: v.paidAt,
    amount_total: v.amountTotal,
    currency: v.currency,
    coupon_code: v.couponCode,
    // issue #24: the total before the coupon (or a promotion code typed at the checkout) and what it took off.
    amount_subtotal: v.amountTotal + v.discountTotal,
    amount_discount: v.discountTotal,
    invoice_pdf_url: assets.url(v.invoiceKey),
    receipt_url: v.receiptUrl,
    items: v.items.map((i) => ({
      id: i.itemId,
      book_id: i.bookId,
      cover_url: assets.url(i.coverKey),
      description: i.title ?? ORDER_ITEM_FALLBACK_DESCRIPTION,
      format: i.format,
      quantity: i.quantity,
      amount_total: i.amountTotal,
      currency: i.currency,
      fulfillment_status: i.fulfilmentStatus,
      refunded: i.refunded,
      tracking_number: i.trackingNumber ?? null,
      tracking_url: i.trackingUrl ?? null,
      carrier: i.carrier ?? null,
      created_at: i.createdAt,
    })),
    refunded_amount: v.refundedAmount,
    // Only issued credit notes: one still being made has no number yet (ADR 0017).
    credit_notes: v.creditNotes.flatMap((c) =>
      c.number && c.date
        ? [{ number: c.number, date: c.date, amount: c.amount, pdf_url: assets.url(c.key) }]
        : [],
    ),
  };
}

/** Only a verified address goes to the payment provider and so onto invoices (issue #12); otherwise the hosted page asks for one. */
export function checkoutEmail(user: Pick<AuthUser, 'email' | 'emailVerified'>): string | undefined {
  return user.emailVerified && user.email ? user.email : undefined;
}
