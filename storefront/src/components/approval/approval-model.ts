import type { BookDetail, Order, OrderItem } from '@fabelhaft/contracts';
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

/** The print and shipping steps a parent follows after approving (issue #15). */
export const PRINT_STEPS = ['approved', 'printing', 'printed', 'shipped', 'delivered'] as const;
export type PrintStep = (typeof PRINT_STEPS)[number];
export type StepState = 'done' | 'current' | 'upcoming';

export interface PrintProgress {
  /** Each step with its state; `delivered` is listed only once it is known (the order item has no such status). */
  steps: { step: PrintStep; state: StepState }[];
  /** The printing partner refused the job or it failed (spec §4 fulfilment status failed). */
  failed: boolean;
}

/**
 * spec §4 order item fulfilment status after approval: ready_for_print (or earlier, while the order has not
 * caught up) means the book is at the printer; printed, shipped follow; `delivered` when a later status says so.
 * The step that is under way is `current`, everything before it `done`.
 */
export function printProgress(fulfilmentStatus: unknown): PrintProgress {
  const status = lower(fulfilmentStatus);
  const delivered = status === 'delivered';
  // Index of the step under way; past the last step means all done.
  const current =
    status === 'delivered'
      ? PRINT_STEPS.length
      : status === 'shipped'
        ? // Shipped is reached; delivery is not known yet, so shipped is the last step and it is done.
          4
        : status === 'printed'
          ? 3
          : 1;
  const steps = PRINT_STEPS.filter((step) => step !== 'delivered' || delivered).map((step, i) => ({
    step,
    state: (i < current ? 'done' : i === current ? 'current' : 'upcoming') as StepState,
  }));
  return { steps, failed: status === 'failed' };
}
