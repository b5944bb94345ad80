import type { Order, RefundState } from '../domain/order';

/** Turns a paid order with its invoice number into the invoice PDF (German B2C rules, § 14 Abs. 4 UStG). */
export interface InvoiceRenderer {
  render(order: Order, invoice: { number: string; date: string }): Promise<Buffer>;
  /** A refund's credit note (Rechnungskorrektur, issue #13), correcting the order's invoice. */
  renderCreditNote(
    order: Order,
    refund: RefundState,
    creditNote: { number: string; date: string },
  ): Promise<Buffer>;
  close(): Promise<void>;
}
