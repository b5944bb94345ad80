/**
 * Invoice numbers `PREFIX-YYYY-NNNNNN`, e.g. `FH-2026-000042`. §14 Abs. 4 Nr. 4 UStG asks for a unique,
 * consecutive number; restarting the sequence each year is allowed as long as the year is part of the
 * number, which keeps numbers unique. The orders service owns the counter; this only formats and checks.
 */

export interface InvoiceNumber {
  prefix: string;
  year: number;
  sequence: number;
}

export class InvalidInvoiceNumberError extends Error {
  readonly code = 'INVOICING.INVALID_INVOICE_NUMBER';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInvoiceNumberError';
  }
}

const PREFIX = /^[A-Z]{2,5}$/;
const PATTERN = /^([A-Z]{2,5})-(\d{4})-(\d{6})$/;
export const MAX_SEQUENCE = 999_999;

export function formatInvoiceNumber(prefix: string, year: number, sequence: number): string {
  if (!PREFIX.test(prefix))
    throw new InvalidInvoiceNumberError(`prefix must be 2–5 capital letters, got "${prefix}"`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new InvalidInvoiceNumberError(`year must be a four-digit year, got ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new InvalidInvoiceNumberError(`sequence must be 1–${MAX_SEQUENCE}, got ${sequence}`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseInvoiceNumber(value: string): InvoiceNumber {
  const m = PATTERN.exec(value);
  if (!m) throw new InvalidInvoiceNumberError(`"${value}" is not an invoice number like FH-2026-000042`);
  const parsed = { prefix: m[1], year: Number(m[2]), sequence: Number(m[3]) };
  // Re-formatting rejects what the pattern lets through (year 0999, sequence 000000).
  formatInvoiceNumber(parsed.prefix, parsed.year, parsed.sequence);
  return parsed;
}

export function isInvoiceNumber(value: string): boolean {
  try {
    parseInvoiceNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** The number after `previous` in `year`: the sequence continues within a year and restarts at 1 in a new one. */
export function nextInvoiceNumber(previous: string | null, prefix: string, year: number): string {
  if (previous === null) return formatInvoiceNumber(prefix, year, 1);
  const last = parseInvoiceNumber(previous);
  if (last.prefix !== prefix)
    throw new InvalidInvoiceNumberError(`${previous} is not in the ${prefix} series`);
  if (year < last.year)
    throw new InvalidInvoiceNumberError(`year ${year} is before the last invoice ${previous}`);
  return formatInvoiceNumber(prefix, year, year === last.year ? last.sequence + 1 : 1);
}
