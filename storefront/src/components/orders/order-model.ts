import type { Order } from '@fabelhaft/contracts';
import { DEFAULT_CURRENCY, FULFILMENT_STATUSES, ORDER_STATUSES } from '@fabelhaft/contracts/constants';
import type { UiLanguage } from '../../i18n/language';

/** spec §4 order status and order item fulfilment status (the contracts' zod-free values). */
export const ORDER_STATUS_VALUES = ORDER_STATUSES;
export const FULFILMENT_STATUS_VALUES = FULFILMENT_STATUSES;
/** spec §3 order item format. */
export const ORDER_ITEM_FORMATS = ['booklet', 'board', 'pending'] as const;

export type OrderTone = 'success' | 'warning' | 'secondary';

const key = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/** spec §4: paid, processing, fulfilled success; requires_payment, created warning; the rest secondary. */
export function orderStatusTone(status: unknown): OrderTone {
  switch (key(status)) {
    case 'paid':
    case 'processing':
    case 'fulfilled':
      return 'success';
    case 'requires_payment':
    case 'created':
      return 'warning';
    default:
      return 'secondary';
  }
}

/**
 * The text key of a known value (e.g. `account.orders.statuses.paid`), or undefined: spec §4 shows an
 * unknown status as its raw text.
 */
function labelKey(area: string, values: readonly string[], raw: unknown): string | undefined {
  const value = key(raw);
  return values.includes(value) ? `account.orders.${area}.${value}` : undefined;
}

export const orderStatusKey = (status: unknown) => labelKey('statuses', ORDER_STATUS_VALUES, status);
export const fulfilmentKey = (status: unknown) => labelKey('fulfilment', FULFILMENT_STATUS_VALUES, status);
export const itemFormatKey = (format: unknown) => labelKey('format', ORDER_ITEM_FORMATS, format);

/** The short id customers see and quote to support: the first 8 characters, uppercase. */
export function shortOrderId(orderId: string): string {
  return orderId.trim().slice(0, 8).toUpperCase();
}

const locale = (language: UiLanguage) => (language === 'de' ? 'de-DE' : 'en-GB');

/**
 * spec §9: amounts come in minor units and are divided by 100; EUR unless the order names a currency.
 * de: `29,00 €`, en: `€29.00`.
 */
export function formatAmount(
  minor: number,
  currency: string | null | undefined,
  language: UiLanguage,
): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
  const major = minor / 100;
  try {
    return new Intl.NumberFormat(locale(language), { style: 'currency', currency: code }).format(major);
  } catch {
    // An invalid currency code: still show the amount rather than nothing.
    return `${new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(major)} ${code}`;
  }
}

/** A date without time in the active UI language; an unreadable date is shown as it came. */
export function formatDate(
  iso: string | null | undefined,
  language: UiLanguage,
  timeZone?: string,
): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** spec §2: the invoice PDF when there is one, else the provider's receipt page, else nothing. */
export function orderDocument(
  order: Pick<Order, 'invoice_pdf_url' | 'receipt_url'>,
): { kind: 'invoice' | 'receipt'; href: string } | undefined {
  const invoice = order.invoice_pdf_url?.trim();
  if (invoice) return { kind: 'invoice', href: invoice };
  const receipt = order.receipt_url?.trim();
  if (receipt) return { kind: 'receipt', href: receipt };
  return undefined;
}

/**
 * issue #15: an order item gains `tracking_number`, `carrier` and `tracking_url` once shipped (spec §3 Order
 * item). Read leniently, so the list works with or without them; a shipped item with a number links to
 * /tracking?number=<n>.
 */
export function itemTracking(
  item: object,
): { trackingNumber: string; carrier: string | undefined } | undefined {
  const fields = item as { tracking_number?: unknown; carrier?: unknown };
  const trackingNumber = typeof fields.tracking_number === 'string' ? fields.tracking_number.trim() : '';
  if (!trackingNumber) return undefined;
  const carrier =
    typeof fields.carrier === 'string' && fields.carrier.trim() ? fields.carrier.trim() : undefined;
  return { trackingNumber, carrier };
}

/**
 * issue #24, ADR 0040: an item that is printed, shipped or delivered is named by where it is (journey.ts), as
 * the book page and /tracking name it; earlier statuses (pending, being made, ready for print, failed) keep the
 * order's own words, which say more than "Printing" before the parent approved.
 */
export function showsJourney(item: { fulfillment_status: unknown; tracking_number?: unknown }): boolean {
  const status = key(item.fulfillment_status);
  return (
    ['printed', 'shipped', 'delivered'].includes(status) ||
    (typeof item.tracking_number === 'string' && item.tracking_number.trim() !== '')
  );
}
