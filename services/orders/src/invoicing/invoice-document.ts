import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';
import { buildInvoiceDocument, type InvoiceDocument, type Seller } from '@fabelhaft/invoicing';
import type { Order, RefundState } from '../domain/order';
import type { OrdersConfig } from '../orders.config';

/** issue #24: the formats by the one name every surface uses (libs/contracts), and the untitled book. */
const FORMAT_LABELS = {
  de: { ...FORMAT_NAMES.de, book: 'Personalisiertes Kinderbuch' },
  en: { ...FORMAT_NAMES.en, book: 'Personalised children’s book' },
} as const;

export function sellerOf(config: OrdersConfig): Seller {
  const [court, ...number] = config.COMPANY_REGISTER.split(',');
  return {
    legalName: config.COMPANY_NAME,
    street: config.COMPANY_STREET,
    postalCode: config.COMPANY_POSTAL_CODE,
    city: config.COMPANY_CITY,
    country: config.COMPANY_COUNTRY,
    vatId: config.COMPANY_VAT_ID || undefined,
    taxNumber: config.COMPANY_TAX_NUMBER || undefined,
    email: config.COMPANY_EMAIL,
    register: number.length ? { court: court.trim(), number: number.join(',').trim() } : undefined,
    managingDirectors: [config.COMPANY_MANAGING_DIRECTOR],
  };
}

export const invoiceLanguageOf = (order: Order): 'de' | 'en' => (order.locale === 'en' ? 'en' : 'de');

function buyerOf(order: Order): InvoiceDocument['buyer'] {
  const payment = order.payment!;
  const address = payment.shippingAddress;
  return {
    name: address?.name || payment.customerName || payment.customerEmail || '—',
    addressLines: address
      ? [address.line1, ...(address.line2 ? [address.line2] : []), `${address.postalCode} ${address.city}`]
      : [],
    country: address?.country ?? 'DE',
    email: payment.customerEmail ?? undefined,
  };
}

/**
 * A refund as a German credit note (Rechnungskorrektur, issue #13, ADR 0017): the invoice's buyer, delivery
 * month and VAT rate, the refunded items at the price charged, and the refund's share of a promotion code typed
 * on the hosted page as a discount, so the total is exactly what was paid back. It names the corrected invoice.
 */
export function creditNoteDocumentOf(
  order: Order,
  refund: RefundState,
  creditNote: { number: string; date: string },
  seller: Seller,
): InvoiceDocument {
  const payment = order.payment;
  if (!payment) throw new Error(`order ${order.orderId} has no payment to refund`);
  if (!order.invoiceNumber || !order.invoiceDate) {
    throw new Error(`order ${order.orderId} has no invoice for its credit note to correct yet`);
  }
  const language = invoiceLanguageOf(order);
  const texts = FORMAT_LABELS[language];
  const coupon = order.couponCode ? ` (${order.couponCode})` : '';
  const items = order.items.filter((i) => refund.itemIds.includes(i.itemId));
  const goods = items.reduce((sum, i) => sum + i.amountTotal, 0);
  const promotionShare = goods - refund.amount;
  const [year, month] = order.invoiceDate.split('-').map(Number);
  const doc = buildInvoiceDocument({
    invoiceNumber: creditNote.number,
    invoiceDate: creditNote.date,
    serviceDate: { kind: 'month', year: year!, month: month!, expected: true },
    orderReference: order.orderId.slice(0, 8).toUpperCase(),
    seller,
    buyer: buyerOf(order),
    currency: 'EUR',
    lines: items.map((item) => ({
      description: `${item.title ?? texts.book} – ${texts[item.format]}${coupon}`,
      quantity: item.quantity,
      unitGrossMinor: item.unitAmount,
      vatRate: order.vatRatePercent,
    })),
    discounts:
      promotionShare > 0
        ? [
            {
              description: language === 'de' ? 'Anteil Aktionscode' : 'Share of promotion code',
              amountMinor: promotionShare,
              vatRate: order.vatRatePercent,
            },
          ]
        : [],
    correction: {
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.invoiceDate,
      refundedOn: (refund.refundedAt ?? refund.requestedAt).slice(0, 10),
      reference: refund.providerRefundId ?? undefined,
    },
  });
  if (doc.totals.gross !== refund.amount) {
    throw new Error(
      `credit note total ${doc.totals.gross} of refund ${refund.refundId} differs from the amount refunded ${refund.amount}`,
    );
  }
  return doc;
}

/**
 * A paid order as a German B2C invoice (§ 14 Abs. 4 UStG): the items at the price charged (a coupon given at
 * checkout is already in it and named in the line), a promotion code typed on the hosted page as a discount,
 * and the buyer from the shipping address the customer entered there. The totals equal what was paid.
 */
export function invoiceDocumentOf(
  order: Order,
  invoice: { number: string; date: string },
  seller: Seller,
): InvoiceDocument {
  const payment = order.payment;
  if (!payment) throw new Error(`order ${order.orderId} has no payment to invoice`);
  const texts = FORMAT_LABELS[invoiceLanguageOf(order)];
  const address = payment.shippingAddress;
  const coupon = order.couponCode ? ` (${order.couponCode})` : '';
  const [year, month] = invoice.date.split('-').map(Number);
  const doc = buildInvoiceDocument({
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
    // Printed after payment and shipped within days: the month of the invoice is the expected delivery.
    serviceDate: { kind: 'month', year: year!, month: month!, expected: true },
    orderReference: order.orderId.slice(0, 8).toUpperCase(),
    seller,
    buyer: {
      name: address?.name || payment.customerName || payment.customerEmail || '—',
      addressLines: address
        ? [address.line1, ...(address.line2 ? [address.line2] : []), `${address.postalCode} ${address.city}`]
        : [],
      country: address?.country ?? 'DE',
      email: payment.customerEmail ?? undefined,
    },
    currency: 'EUR',
    lines: order.items.map((item) => ({
      description: `${item.title ?? texts.book} – ${texts[item.format]}${coupon}`,
      quantity: item.quantity,
      unitGrossMinor: item.unitAmount,
      vatRate: order.vatRatePercent,
    })),
    discounts: payment.providerDiscount
      ? [
          {
            description: invoiceLanguageOf(order) === 'de' ? 'Aktionscode' : 'Promotion code',
            amountMinor: payment.providerDiscount,
            vatRate: order.vatRatePercent,
          },
        ]
      : [],
    payment: {
      paidOn: payment.paidAt.slice(0, 10),
      method: 'card',
      reference: payment.paymentIntentId ?? payment.sessionId,
    },
  });
  if (doc.totals.gross !== payment.amountPaid) {
    throw new Error(
      `invoice total ${doc.totals.gross} of order ${order.orderId} differs from the amount paid ${payment.amountPaid}`,
    );
  }
  return doc;
}
