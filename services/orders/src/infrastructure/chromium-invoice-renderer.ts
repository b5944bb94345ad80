import { renderInvoicePdf } from '@fabelhaft/invoicing';
import { createChromiumRenderer, type ChromiumRenderer } from '@fabelhaft/pdf';
import type { Order, RefundState } from '../domain/order';
import type { OrdersConfig } from '../orders.config';
import {
  creditNoteDocumentOf,
  invoiceDocumentOf,
  invoiceLanguageOf,
  sellerOf,
} from '../invoicing/invoice-document';
import type { InvoiceRenderer } from '../ports/invoice-renderer.port';

/** Invoices laid out in HTML and printed by Chromium (libs/pdf), which starts on first use and idles out. */
export class ChromiumInvoiceRenderer implements InvoiceRenderer {
  private chromium?: ChromiumRenderer;

  constructor(private readonly config: OrdersConfig) {}

  async render(order: Order, invoice: { number: string; date: string }): Promise<Buffer> {
    const doc = invoiceDocumentOf(order, invoice, sellerOf(this.config));
    return renderInvoicePdf(doc, this.browser(), { language: invoiceLanguageOf(order) });
  }

  async renderCreditNote(
    order: Order,
    refund: RefundState,
    creditNote: { number: string; date: string },
  ): Promise<Buffer> {
    const doc = creditNoteDocumentOf(order, refund, creditNote, sellerOf(this.config));
    return renderInvoicePdf(doc, this.browser(), { language: invoiceLanguageOf(order) });
  }

  private browser(): ChromiumRenderer {
    this.chromium ??= createChromiumRenderer({
      executablePath: this.config.CHROMIUM_PATH,
      maxConcurrentPages: 1,
    });
    return this.chromium;
  }

  async close(): Promise<void> {
    await this.chromium?.close();
  }
}
