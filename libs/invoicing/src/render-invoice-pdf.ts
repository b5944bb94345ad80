import type { ChromiumRenderer } from '@fabelhaft/pdf';
import { assertCompleteInvoice, type InvoiceDocument } from './invoice-document';
import { renderInvoiceHtml, type RenderInvoiceHtmlOptions } from './render-invoice-html';

export const A4 = { widthMm: 210, heightMm: 297 } as const;

/**
 * The invoice as an A4 PDF. Refuses an incomplete document first: once issued, an invoice may not be
 * changed, only cancelled by a credit note, so a missing VAT id must stop it here and not at the auditor.
 */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  renderer: Pick<ChromiumRenderer, 'renderPdf'>,
  options: RenderInvoiceHtmlOptions = {},
): Promise<Buffer> {
  assertCompleteInvoice(doc);
  return renderer.renderPdf(renderInvoiceHtml(doc, options), { ...A4, printBackground: true });
}
