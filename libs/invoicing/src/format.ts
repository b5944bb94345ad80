import type { IsoDate, ServiceDate } from './invoice-document';

/**
 * Amounts, rates and dates as they appear on the invoice. Written out by hand rather than with Intl:
 * ICU versions differ in spaces (U+00A0 vs U+202F) and abbreviations ("Sep" vs "Sept"), and an invoice
 * must read the same on every machine that re-renders it.
 */

export type InvoiceLanguage = 'de' | 'en';

const NBSP = '\u00a0';
const MINUS = '-';

const MONTHS: Record<InvoiceLanguage, string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const SHORT_MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 2710 → "27,10 €" (de) or "€27.10" (en); -349 → "-3,49 €" / "-€3.49". The space before € is non-breaking. */
export function formatMoney(minor: number, language: InvoiceLanguage): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be whole cents, got ${minor}`);
  const sign = minor < 0 ? MINUS : '';
  const abs = Math.abs(minor);
  const euros = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return language === 'de'
    ? `${sign}${groupThousands(euros, '.')},${cents}${NBSP}€`
    : `${sign}€${groupThousands(euros, ',')}.${cents}`;
}

/** 7 → "7 %" (de, DIN 5008 puts a space before %) or "7%" (en); 5.5 → "5,5 %" / "5.5%". */
export function formatRate(ratePercent: number, language: InvoiceLanguage): string {
  const number = String(ratePercent);
  return language === 'de' ? `${number.replace('.', ',')}${NBSP}%` : `${number}%`;
}

/** "2026-11-21" → "21.11.2026" (de) or "21 Nov 2026" (en). */
export function formatDate(date: IsoDate, language: InvoiceLanguage): string {
  const [year, month, day] = date.split('-').map(Number);
  return language === 'de'
    ? `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`
    : `${day} ${SHORT_MONTHS_EN[month - 1]} ${year}`;
}

export function formatServiceDate(
  date: ServiceDate,
  invoiceDate: IsoDate,
  language: InvoiceLanguage,
): string {
  switch (date.kind) {
    case 'date':
      return formatDate(date.date, language);
    case 'sameAsInvoiceDate':
      return language === 'de'
        ? `${formatDate(invoiceDate, language)} (entspricht Rechnungsdatum)`
        : `${formatDate(invoiceDate, language)} (invoice date)`;
    case 'month': {
      const month = `${MONTHS[language][date.month - 1]} ${date.year}`;
      if (!date.expected) return month;
      return language === 'de' ? `voraussichtlich ${month}` : `expected ${month}`;
    }
  }
}

/** Quantity with the unit of the goods: "1 Stk." / "2 pcs". */
export function formatQuantity(quantity: number, language: InvoiceLanguage): string {
  return language === 'de' ? `${quantity}${NBSP}Stk.` : `${quantity}${NBSP}${quantity === 1 ? 'pc' : 'pcs'}`;
}
