import type { BookDetail, Order, OrderItem, ViewerData } from '@fabelhaft/contracts';
import {
  journeyStatus,
  journeySteps,
  type JourneyStatus,
  isSettledJourney,
  type JourneyStepView,
} from '@fabelhaft/contracts/journey';
import { carrierName } from '../tracking/tracking-model';

/**
 * Where a book stands towards print (issue #15, spec §1 "approved and printed"):
 * - `not-ready`: a preview, unpaid, still being made, failed, or without print files yet — nothing to approve;
 * - `approvable`: a completed, paid full book whose print files are there and that is not approved yet;
 * - `approved`: approved_at is set; the shown revision is frozen and goes to the printing partner.
 */
export type ApprovalState = 'not-ready' | 'approvable' | 'approved';

type ApprovalFacts = Pick<BookDetail, 'is_preview' | 'status' | 'payment_status' | 'approved_at' | 'print'>;

const lower = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');

export function approvalState(book: ApprovalFacts | undefined): ApprovalState {
  if (!book) return 'not-ready';
  if (book.approved_at) return 'approved';
  const completed = ['completed', 'complete'].includes(lower(book.status));
  const paid = lower(book.payment_status) === 'success';
  // A book detail without print facts (a server from before issue #15) has nothing to approve either.
  return !book.is_preview && completed && paid && book.print != null ? 'approvable' : 'not-ready';
}

/** The shipping facts another part of issue #15 adds to shipped order items; read when present. */
export interface ShipmentFacts {
  carrier: string | undefined;
  trackingNumber: string;
  /** Our own tracking page (spec §2 Tracking), never the carrier's site: it shows the status in the UI language. */
  href: string;
  /** issue #24: where the parcel is, in the words /tracking uses (ADR 0040). */
  status: JourneyStatus;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** spec §2 Tracking: `/tracking?number=<n>`; undefined while the item has no tracking number. */
export function shipmentOf(item: OrderItem | undefined): ShipmentFacts | undefined {
  if (!item) return undefined;
  const loose = item as OrderItem & { tracking_number?: unknown; carrier?: unknown };
  const trackingNumber = text(loose.tracking_number);
  if (!trackingNumber) return undefined;
  const carrier = text(loose.carrier);
  return {
    // As people know it (`dhl` → DHL), as the tracking page and Account show it.
    carrier: carrier ? carrierName(carrier) : carrier,
    trackingNumber,
    href: `/tracking?number=${encodeURIComponent(trackingNumber)}`,
    status: itemJourney(item),
  };
}

/**
 * The order item that prints this book: the newest one for the book that was not paid back (an order is
 * newest first, spec §7 GET /books/orders; a refunded item is not printed).
 */
export function orderItemOf(orders: readonly Order[] | undefined, bookId: string): OrderItem | undefined {
  let found: { item: OrderItem; at: string } | undefined;
  for (const order of orders ?? []) {
    for (const item of order.items) {
      if (item.book_id !== bookId || item.refunded) continue;
      const at = item.created_at || order.created_at;
      if (!found || at > found.at) found = { item, at };
    }
  }
  return found?.item;
}

/**
 * Every order item of the book was paid back (issue #13 refunds meeting issue #15): fulfilment prints nothing
 * for it, so the parent is told so instead of being offered an approval or shown steps that never move.
 */
export function wasRefunded(orders: readonly Order[] | undefined, bookId: string): boolean {
  const items = (orders ?? []).flatMap((o) => o.items.filter((i) => i.book_id === bookId));
  return items.length > 0 && items.every((i) => i.refunded);
}

/**
 * issue #24, ADR 0040: where the book of an order item is, named as every page names it (libs/contracts
 * journey.ts): the fulfilment status until there is a parcel, then the parcel's status as /tracking shows it.
 */
export function itemJourney(item: OrderItem | undefined): JourneyStatus {
  return journeyStatus(item?.fulfillment_status, item?.shipment_status, item?.print_status);
}

/** Fulfilment statuses whose order item has a print job (the BFF asks fulfilment for these, issue #24). */
const AT_THE_PRINTER = new Set(['approved', 'printed', 'shipped', 'delivered', 'failed']);

/**
 * The facts a journey's steps are dated from have come: a parcel's status once there is a tracking number, a
 * print job's status once the book is at the printer. The BFF leaves either out when its lookup is slow
 * (bff order-shipments.ts), so an answer without them is asked again even at a final step.
 */
export function hasJourneyFacts(item: OrderItem): boolean {
  const parcel = !item.tracking_number || item.shipment_status != null;
  return parcel && hasPrintFacts(item);
}

/** The print job's facts have come, or the item has no print job (/tracking has the parcel's from its own lookup). */
export function hasPrintFacts(item: OrderItem): boolean {
  return !AT_THE_PRINTER.has(item.fulfillment_status) || item.refunded || item.print_status != null;
}

/** While a book is at the printer or on its way, its order item is asked again this often. */
export const PRINT_POLL_MS = 5000;

/** A final step whose dates are still missing is asked again at most this many times. */
export const MISSING_FACTS_POLLS = 6;

/**
 * When to ask again: every PRINT_POLL_MS until the book is delivered, back with the sender, failed or refunded;
 * at a final step still, a few times, while the answer lacks the parcel's or print job's facts (the BFF answers
 * without them when they are slow to come), so one slow answer does not leave the steps without dates.
 */
export function printPollInterval(
  orders: readonly Order[] | undefined,
  bookId: string,
  polledForFacts: number,
): number | false {
  if (wasRefunded(orders, bookId)) return false;
  const item = orderItemOf(orders, bookId);
  if (!item || !isSettledJourney(itemJourney(item))) return PRINT_POLL_MS;
  return !hasJourneyFacts(item) && polledForFacts < MISSING_FACTS_POLLS ? PRINT_POLL_MS : false;
}

/**
 * The print and shipping steps after approving (issue #15), each with its state and, where known, its date (the
 * approval; the print job's in production and printed; each parcel step's first event); "Delivered" is always
 * the last step.
 */
export function printProgress(
  item: OrderItem | undefined,
  approvedAt: string | null | undefined,
): { status: JourneyStatus; steps: JourneyStepView[]; failed: boolean } {
  const status = itemJourney(item);
  return {
    status,
    steps: journeySteps({
      status,
      approvedAt,
      events: item?.shipment_events ?? [],
      printEvents: item?.print_events ?? [],
    }),
    failed: status === 'print_failed',
  };
}

/**
 * issue #24: the cover as it will be printed — the first page of the viewer data, which shows the current
 * revision — rather than the preview's cover, which production and refinement leave behind.
 */
export function currentCover(viewer: Pick<ViewerData, 'pages'> | undefined): string | undefined {
  const cover = viewer?.pages?.find((p) => p.page_type === 'cover') ?? viewer?.pages?.[0];
  return cover?.image_url || undefined;
}
