import type { Locale } from '../templates/templates';

/** What the emails about an order need to know (the orders service's order, read when an event arrives). */
export interface OrderFacts {
  orderId: string;
  ownerId: string;
  /** The payer's address as the payment provider reported it; null when there is none. */
  email: string | null;
  /** The language the customer checked out in (spec: the site's language, de or en). */
  locale: Locale;
  amountTotal: number;
  currency: string;
  invoiceKey: string | null;
  items: { itemId: string; bookId: string; title: string | null }[];
  creditNotes: { refundId: string; amount: number; key: string | null }[];
}

export interface OrderDirectory {
  /** null when orders does not know the order. */
  find(orderId: string): Promise<OrderFacts | null>;
}
