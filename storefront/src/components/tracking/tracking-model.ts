import type { Order, OrderItem, TrackingResultResponse } from '@fabelhaft/contracts';
import {
  PARCEL_EVENT_CODES,
  journeyStatus,
  journeySteps,
  parcelEventCode,
  type JourneyStatus,
  type JourneyStepView,
} from '@fabelhaft/contracts/journey';
import { ApiError } from '../../api/client';
import type { UiLanguage } from '../../i18n/language';

/** spec §5: a carrier's number is at most 64 characters (the BFF's `TrackingNumber`). */
export const TRACKING_NUMBER_MAX = 64;

export type TrackingTone = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const key = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

/**
 * The badge tone of a status: delivered is done; on its way is news; waiting at a pickup point needs the
 * customer; failed and returned are trouble; unknown says nothing.
 */
export function trackingStatusTone(status: unknown): TrackingTone {
  switch (key(status)) {
    case 'delivered':
      return 'success';
    case 'label_created':
    case 'in_transit':
    case 'out_for_delivery':
      return 'info';
    case 'ready_for_pickup':
      return 'warning';
    case 'delivery_failed':
    case 'returned':
      return 'danger';
    default:
      return 'secondary';
  }
}

/** issue #24, ADR 0040: the text key of where a book is, the same on every page (`journey.status.in_transit`). */
export function journeyKey(status: JourneyStatus): string {
  return `journey.status.${status}`;
}

/** What /tracking shows for a parcel: where it is, as the book page names it (a shipped item, the parcel's status). */
export function parcelJourney(status: unknown): JourneyStatus {
  return journeyStatus('shipped', status);
}

/** The customer's order item this parcel carries (its print job's steps date the steps before the parcel). */
export function itemOfParcel(
  orders: readonly Order[] | undefined,
  trackingNumber: string,
): OrderItem | undefined {
  const number = trackingNumber.trim();
  for (const order of orders ?? []) {
    const item = order.items.find((i) => i.tracking_number === number);
    if (item) return item;
  }
  return undefined;
}

/**
 * issue #24, ADR 0040: /tracking lists the same seven steps as the book page (Approved … Delivered), where the
 * parcel is by its own answer, each parcel step dated by its events and the print shop's steps by the order
 * item's print job (absent when the item is not found: the steps then stand without those dates).
 */
export function trackingSteps(
  result: Pick<TrackingResultResponse, 'status' | 'events'>,
  item?: Pick<OrderItem, 'print_events'>,
): JourneyStepView[] {
  return journeySteps({
    status: parcelJourney(result.status),
    events: result.events,
    printEvents: item?.print_events ?? [],
  });
}

/**
 * issue #24: our own words for a carrier event (`journey.events.out_for_delivery`), from the code the BFF gives
 * (libs/contracts `parcelEventCode`); an answer without one is worded by its normalised status.
 */
export function eventKey(event: { code?: unknown; status: unknown }): string {
  const code = (PARCEL_EVENT_CODES as readonly unknown[]).includes(event.code)
    ? (event.code as string)
    : parcelEventCode(undefined, event.status);
  return `journey.events.${code}`;
}

/** /tracking asks again this often while the parcel moves (issue #24), not while the tab is hidden. */
export const TRACKING_POLL_MS = 10_000;

/** spec §5 Tracking number: non-empty after trimming; the button also waits while a lookup is pending. */
export function canSubmitTracking(value: string, pending: boolean): boolean {
  return !pending && value.trim().length > 0;
}

/** The /tracking page with a number to look up (Account's order items, the shipping email). */
export function trackingHref(trackingNumber: string): string {
  return `/tracking?number=${encodeURIComponent(trackingNumber.trim())}`;
}

/** spec §7 path of one lookup. */
export function trackingPath(trackingNumber: string): string {
  return `/tracking/${encodeURIComponent(trackingNumber.trim())}`;
}

export type TrackingErrorKind = 'notFound' | 'tooMany' | 'generic';

/**
 * spec §8: 404 is "We could not find that shipment." (an unknown number and another customer's alike); 429
 * asks to wait; everything else, the network included, is the generic error.
 */
export function trackingErrorKind(error: unknown): TrackingErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'notFound';
    if (error.status === 429) return 'tooMany';
  }
  return 'generic';
}

const locale = (language: UiLanguage) => (language === 'de' ? 'de-DE' : 'en-GB');
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date without a time is the same day everywhere: read it in UTC, not shifted by the zone. */
const zoneFor = (iso: string, timeZone: string | undefined) => (DATE_ONLY.test(iso) ? 'UTC' : timeZone);

/** One day of a delivery window: en "Tue, 1 Dec", de "Di., 1. Dez.". */
export function formatDeliveryDay(iso: string, language: UiLanguage, timeZone?: string): string | undefined {
  const date = parse(iso);
  if (!date) return undefined;
  const zone = zoneFor(iso, timeZone);
  const options = zone ? { timeZone: zone } : {};
  const parts = new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...options,
  }).formatToParts(date);
  // en-GB writes "Tue 1 Dec"; a comma after the weekday reads as the brief's "Tue, 1 Dec" (de has one already).
  return parts
    .map((part, i) => (part.type === 'literal' && parts[i - 1]?.type === 'weekday' ? ', ' : part.value))
    .join('');
}

export type DeliveryWindowText =
  | { kind: 'range'; from: string; to: string }
  | { kind: 'day'; date: string }
  | { kind: 'from'; date: string }
  | { kind: 'to'; date: string };

/**
 * spec §3 Tracking result `estimatedDelivery` in the site language: "Tue, 1 Dec – Thu, 3 Dec", one day when both
 * ends fall on it, an open end as "from …" / "by …"; nothing when there is no estimate (delivered, unknown).
 */
export function deliveryWindow(
  window: TrackingResultResponse['estimated_delivery'],
  language: UiLanguage,
  timeZone?: string,
): DeliveryWindowText | undefined {
  if (!window) return undefined;
  const from = window.from ? formatDeliveryDay(window.from, language, timeZone) : undefined;
  const to = window.to ? formatDeliveryDay(window.to, language, timeZone) : undefined;
  if (from && to) return from === to ? { kind: 'day', date: from } : { kind: 'range', from, to };
  if (from) return { kind: 'from', date: from };
  if (to) return { kind: 'to', date: to };
  return undefined;
}

/** An event's time with date and clock: en "1 Dec 2026, 14:05", de "01.12.2026, 14:05". */
export function formatEventTime(iso: string, language: UiLanguage, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A carrier link only when it is a web page (never `javascript:` or the like from a partner's data). */
export function safeCarrierUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

const CARRIER_NAMES: Record<string, string> = {
  dhl: 'DHL',
  'deutsche-post': 'Deutsche Post',
  dpd: 'DPD',
  gls: 'GLS',
  ups: 'UPS',
  hermes: 'Hermes',
  fedex: 'FedEx',
};

/** The carrier's name as people know it; a code this page does not know is shown as it came. */
export function carrierName(carrier: string): string {
  const trimmed = carrier.trim();
  return CARRIER_NAMES[trimmed.toLowerCase()] ?? trimmed;
}
