export {
  allocateDiscount,
  invoiceTotals,
  InvalidAmountError,
  lineGross,
  rateToBasisPoints,
  vatFromGross,
  type InvoiceTotals,
  type RateTotals,
  type TotalsLine,
  type VatSplit,
} from './vat';
export {
  formatInvoiceNumber,
  InvalidInvoiceNumberError,
  isInvoiceNumber,
  MAX_SEQUENCE,
  nextInvoiceNumber,
  parseInvoiceNumber,
  type InvoiceNumber,
} from './invoice-number';
export {
  assertCompleteInvoice,
  buildInvoiceDocument,
  IncompleteInvoiceError,
  isIsoDate,
  type Buyer,
  type Currency,
  type InvoiceCorrection,
  type InvoiceDiscount,
  type InvoiceDocument,
  type InvoiceDocumentInput,
  type InvoiceLine,
  type IsoDate,
  type Payment,
  type PaymentMethod,
  type Seller,
  type ServiceDate,
} from './invoice-document';
export {
  formatDate,
  formatMoney,
  formatQuantity,
  formatRate,
  formatServiceDate,
  type InvoiceLanguage,
} from './format';
export { escapeHtml, renderInvoiceHtml, type RenderInvoiceHtmlOptions } from './render-invoice-html';
export { A4, renderInvoicePdf } from './render-invoice-pdf';
