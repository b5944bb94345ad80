import type { Order } from '../domain/order';

/** Turns a paid order with its invoice number into the invoice PDF (German B2C rules, § 14 Abs. 4 UStG). */
export interface InvoiceRenderer {
  render(order: Order, invoice: { number: string; date: string }): Promise<Buffer>;
  close(): Promise<void>;
}
