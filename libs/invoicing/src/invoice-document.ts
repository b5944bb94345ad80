import { isInvoiceNumber } from './invoice-number';
import { invoiceTotals, lineGross, rateToBasisPoints, type InvoiceTotals } from './vat';

/** A calendar date `YYYY-MM-DD`, as the operator's books record it (Europe/Berlin); no time, no zone. */
export type IsoDate = string;

/** Only EUR for now: amounts are cents and the formatting assumes two minor digits. */
export type Currency = 'EUR';

export interface Seller {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: string;
  /** USt-IdNr., e.g. "DE123456789"; §14 Abs. 4 Nr. 2 UStG needs this or the tax number. */
  vatId?: string;
  /** Steuernummer of the tax office. */
  taxNumber?: string;
  email: string;
  website?: string;
  /** Handelsregister: court and number (e.g. "Amtsgericht Berlin-Charlottenburg", "HRB 123456 B"). */
  register?: { court: string; number: string };
  /** Geschäftsführer (for a GmbH, §35a GmbHG asks for them on business letters). */
  managingDirectors: string[];
}

export interface Buyer {
  name: string;
  /** Street, postal code and city as the customer entered them, one per line. */
  addressLines: string[];
  /** ISO 3166-1 alpha-2. */
  country: string;
  email?: string;
}

/**
 * When the goods are delivered (Lieferdatum / Leistungsdatum, §14 Abs. 4 Nr. 6 UStG). A calendar month is
 * enough (§31 Abs. 4 UStDV), which fits a book that is printed after payment and ships weeks later:
 * `{ kind: 'month', year: 2026, month: 11, expected: true }` prints "voraussichtlich November 2026".
 * `sameAsInvoiceDate` prints "entspricht Rechnungsdatum".
 */
export type ServiceDate =
  | { kind: 'date'; date: IsoDate }
  | { kind: 'month'; year: number; month: number; expected: boolean }
  | { kind: 'sameAsInvoiceDate' };

export type PaymentMethod = 'card' | 'paypal' | 'sepa_debit';

export interface Payment {
  /** When the money came in; printed because it differs from the delivery date (§14 Abs. 4 Nr. 6 UStG). */
  paidOn: IsoDate;
  /** Printed in the invoice's language: 'card' → "Kartenzahlung" / "card payment". */
  method: PaymentMethod;
  /** The payment provider's reference, for matching a customer's bank statement. */
  reference?: string;
}

export interface InvoiceLine {
  /** Free text (book titles carry the child's name: customer input, escaped when rendered). */
  description: string;
  quantity: number;
  unitGrossMinor: number;
  lineGrossMinor: number;
  vatRate: number;
}

export interface InvoiceDiscount {
  description: string;
  /** Positive; subtracted from the goods at `vatRate`. */
  amountMinor: number;
  vatRate: number;
}

/**
 * A credit note (Rechnungskorrektur, issue #13): it corrects an issued invoice, which is never changed (§ 14
 * Abs. 4 UStG, § 31 Abs. 5 UStDV), by the lines and amounts given back. Its lines and totals are stated as
 * positive amounts and printed as negative ones; it has its own consecutive number and must name the invoice.
 */
export interface InvoiceCorrection {
  invoiceNumber: string;
  invoiceDate: IsoDate;
  /** When the money was given back, and the provider's refund reference. */
  refundedOn: IsoDate;
  reference?: string;
}

export interface InvoiceDocument {
  invoiceNumber: string;
  invoiceDate: IsoDate;
  serviceDate: ServiceDate;
  orderReference: string;
  seller: Seller;
  buyer: Buyer;
  currency: Currency;
  lines: InvoiceLine[];
  discounts: InvoiceDiscount[];
  payment?: Payment;
  /** Present on a credit note: the invoice it corrects. */
  correction?: InvoiceCorrection;
  /** What the invoice states; checked against lines and discounts by assertCompleteInvoice. */
  totals: InvoiceTotals;
}

export type InvoiceDocumentInput = Omit<InvoiceDocument, 'lines' | 'totals' | 'discounts'> & {
  lines: Array<Omit<InvoiceLine, 'lineGrossMinor'>>;
  discounts?: InvoiceDiscount[];
};

/** Computes line amounts and totals, so the stored document states exactly what was calculated. */
export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const lines = input.lines.map((line) => ({ ...line, lineGrossMinor: lineGross(line) }));
  const discounts = input.discounts ?? [];
  return { ...input, lines, discounts, totals: invoiceTotals(totalsLines(lines, discounts)) };
}

function totalsLines(lines: InvoiceLine[], discounts: InvoiceDiscount[]) {
  return [
    ...lines.map((l) => ({ quantity: l.quantity, unitGrossMinor: l.unitGrossMinor, vatRate: l.vatRate })),
    ...discounts.map((d) => ({ quantity: 1, unitGrossMinor: -d.amountMinor, vatRate: d.vatRate })),
  ];
}

export class IncompleteInvoiceError extends Error {
  readonly code = 'INVOICING.INCOMPLETE_INVOICE';
  constructor(
    readonly invoiceNumber: string,
    readonly problems: string[],
  ) {
    super(`Invoice ${invoiceNumber || '(no number)'} does not meet §14 Abs. 4 UStG: ${problems.join('; ')}`);
    this.name = 'IncompleteInvoiceError';
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;
/** Member-state prefix plus 2–13 characters; German ones are DE + 9 digits. */
const VAT_ID = /^(DE\d{9}|(?!DE)[A-Z]{2}[0-9A-Z+*]{2,13})$/;

/**
 * Checks the mandatory content of a German invoice (§14 Abs. 4 UStG) before it is issued, and that the
 * stated amounts add up. Throws IncompleteInvoiceError listing every problem, not just the first.
 */
export function assertCompleteInvoice(doc: InvoiceDocument): void {
  const problems: string[] = [];
  const need = (ok: unknown, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const text = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';

  // Nr. 1: full name and address of the supplier and the recipient.
  const { seller, buyer } = doc;
  need(text(seller?.legalName), 'seller legal name');
  need(text(seller?.street), 'seller street');
  need(text(seller?.postalCode), 'seller postal code');
  need(text(seller?.city), 'seller city');
  need(COUNTRY.test(seller?.country ?? ''), 'seller country (ISO code)');
  need(text(buyer?.name), 'buyer name');
  need(buyer?.addressLines?.some(text), 'buyer address');
  need(COUNTRY.test(buyer?.country ?? ''), 'buyer country (ISO code)');
  // Nr. 2: VAT id or tax number of the supplier.
  if (text(seller?.vatId)) need(VAT_ID.test(seller.vatId!), `seller VAT id "${seller.vatId}" is malformed`);
  else need(text(seller?.taxNumber), 'seller VAT id or tax number');
  // Nr. 3: date of issue.
  need(isIsoDate(doc.invoiceDate), 'invoice date');
  // Nr. 4: unique consecutive number.
  need(isInvoiceNumber(doc.invoiceNumber ?? ''), 'invoice number (like FH-2026-000042)');
  // Nr. 5: quantity and kind of goods.
  need(doc.lines?.length > 0, 'at least one line');
  doc.lines?.forEach((line, i) => {
    const n = `line ${i + 1}`;
    need(text(line.description), `${n}: description`);
    need(Number.isSafeInteger(line.quantity) && line.quantity > 0, `${n}: quantity`);
    need(validRate(line.vatRate), `${n}: VAT rate`);
    need(
      Number.isSafeInteger(line.unitGrossMinor) &&
        line.lineGrossMinor === line.quantity * line.unitGrossMinor,
      `${n}: line total is not quantity × unit price`,
    );
  });
  doc.discounts?.forEach((d, i) => {
    need(text(d.description), `discount ${i + 1}: description`);
    need(Number.isSafeInteger(d.amountMinor) && d.amountMinor > 0, `discount ${i + 1}: amount`);
    need(validRate(d.vatRate), `discount ${i + 1}: VAT rate`);
  });
  // Nr. 6: time of delivery.
  need(validServiceDate(doc.serviceDate), 'delivery date (Lieferdatum/Leistungsdatum)');
  if (doc.payment) need(isIsoDate(doc.payment.paidOn) && text(doc.payment.method), 'payment date and method');
  if (doc.correction) {
    // § 31 Abs. 5 UStDV: a correction names the invoice it corrects, unambiguously.
    need(isInvoiceNumber(doc.correction.invoiceNumber), 'number of the corrected invoice');
    need(isIsoDate(doc.correction.invoiceDate), 'date of the corrected invoice');
    need(isIsoDate(doc.correction.refundedOn), 'refund date');
  }
  need(doc.currency === 'EUR', 'currency EUR');
  // Nr. 7 and 8: net amount per rate, the rate, the tax amount; plus the gross total.
  if (problems.length === 0) {
    try {
      const expected = invoiceTotals(totalsLines(doc.lines, doc.discounts ?? []));
      need(sameTotals(doc.totals, expected), 'totals do not match the lines');
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new IncompleteInvoiceError(doc.invoiceNumber, problems);
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** Field by field: a document read back from jsonb has its keys in another order. */
function sameTotals(stated: InvoiceTotals | undefined, expected: InvoiceTotals): boolean {
  const same = (a: object, b: object, keys: string[]) =>
    keys.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
  return (
    !!stated &&
    same(stated, expected, ['net', 'vat', 'gross']) &&
    stated.byRate?.length === expected.byRate.length &&
    expected.byRate.every((r, i) => same(stated.byRate[i], r, ['rate', 'net', 'vat', 'gross']))
  );
}

function validRate(rate: number): boolean {
  try {
    rateToBasisPoints(rate);
    return true;
  } catch {
    return false;
  }
}

function validServiceDate(date: ServiceDate | undefined): boolean {
  switch (date?.kind) {
    case 'date':
      return isIsoDate(date.date);
    case 'month':
      return (
        Number.isInteger(date.year) &&
        date.year >= 2000 &&
        Number.isInteger(date.month) &&
        date.month >= 1 &&
        date.month <= 12
      );
    case 'sameAsInvoiceDate':
      return true;
    default:
      return false;
  }
}
