/**
 * issue #24 "After paying", ADR 0040: the one source of a printed book's status. The book page's steps, the
 * /tracking page, Account's orders and My books all name where a book is with `journeyStatus` and list its steps
 * with `journeySteps`, so no page says "Shipped" while another says "Label created". Zod-free (the storefront's
 * bundle imports it as `@fabelhaft/contracts/journey`); every word lives in the storefront's `journey` texts,
 * keyed by these values, in German and English.
 */

/** The normalised parcel statuses (issue #15), zod-free: `SHIPMENT_STATUSES` in events/fulfilment and libs/carriers are this list. */
export const PARCEL_STATUSES = [
  'label_created',
  'in_transit',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'delivery_failed',
  'returned',
  'unknown',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/**
 * The steps a parent follows after approving: the print shop's three, then the parcel's four. "Shipped" is no
 * step of its own: a shipped order item is a parcel whose label is created, which is what the carrier says.
 */
export const JOURNEY_STEPS = [
  'approved',
  'printing',
  'printed',
  'label_created',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** Where a book is: a step, or one of the turns a step can take (picked up at a shop, trouble on the way). */
export const JOURNEY_STATUSES = [
  ...JOURNEY_STEPS,
  'ready_for_pickup',
  'delivery_failed',
  'returned',
  'print_failed',
] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];

const lower = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '');
const isParcelStatus = (value: string): value is ParcelStatus =>
  (PARCEL_STATUSES as readonly string[]).includes(value);

/** After these the parcel moves no more: pages stop asking (polling) once they are reached. */
export function isSettledJourney(status: JourneyStatus): boolean {
  return status === 'delivered' || status === 'returned' || status === 'print_failed';
}

/**
 * Where a book is, from the order item's fulfilment status (spec §4) and, once it has a parcel, the parcel's
 * status (tracking, issue #15). The parcel's word wins once there is one; a parcel the carrier has not scanned
 * yet (or says nothing useful about) is a created label. `/tracking` calls it with `shipped` and its status.
 * The print job's status (fulfilment, issue #15), where known, tells printing and printed apart before the
 * order item hears of them.
 */
export function journeyStatus(
  fulfilmentStatus: unknown,
  parcelStatus?: unknown,
  printJobStatus?: unknown,
): JourneyStatus {
  const fulfilment = lower(fulfilmentStatus);
  const parcel = lower(parcelStatus);
  const job = lower(printJobStatus);
  if (fulfilment === 'failed' || job === 'rejected') return 'print_failed';
  if (isParcelStatus(parcel) && parcel !== 'unknown') return parcel;
  if (fulfilment === 'shipped' || fulfilment === 'delivered' || parcel === 'unknown') {
    return fulfilment === 'delivered' ? 'delivered' : 'label_created';
  }
  // The print job may be a step ahead of the order item, which hears only of printed and shipped.
  if (job === 'delivered') return 'delivered';
  if (job === 'shipped') return 'label_created';
  if (fulfilment === 'printed' || job === 'printed') return 'printed';
  if (job === 'in_production') return 'printing';
  if (fulfilment === 'approved') return 'approved';
  // pending, generating, ready_for_print (an order that has not caught up with the approval yet): at the printer.
  return 'printing';
}

/**
 * Where a print job's book is (support's console names print jobs as the parent sees them): waiting at the print
 * shop is still "Approved"; a cancelled job is on no step (undefined: the console shows its own word for it).
 */
export function printJobJourney(printJobStatus: unknown): JourneyStatus | undefined {
  switch (lower(printJobStatus)) {
    case 'requested':
    case 'submitted':
    case 'accepted':
      return 'approved';
    case 'in_production':
      return 'printing';
    case 'printed':
      return 'printed';
    case 'shipped':
      return 'label_created';
    case 'delivered':
      return 'delivered';
    case 'rejected':
      return 'print_failed';
    default:
      return undefined;
  }
}

/**
 * The words for where a book is, in German and English (issue #24, ADR 0040): the storefront's `journey` texts
 * and the support console both take them from here, so support names a book's step as the parent reads it.
 */
export const JOURNEY_WORDS: Record<'de' | 'en', Record<JourneyStatus, string>> = {
  de: {
    approved: 'Freigegeben',
    printing: 'Wird gedruckt',
    printed: 'Gedruckt',
    label_created: 'Versandlabel erstellt',
    in_transit: 'Unterwegs',
    out_for_delivery: 'In Zustellung',
    delivered: 'Zugestellt',
    ready_for_pickup: 'Zur Abholung bereit',
    delivery_failed: 'Zustellung fehlgeschlagen',
    returned: 'Zurückgesandt',
    print_failed: 'Druck fehlgeschlagen',
  },
  en: {
    approved: 'Approved',
    printing: 'Printing',
    printed: 'Printed',
    label_created: 'Label created',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    ready_for_pickup: 'Ready for pickup',
    delivery_failed: 'Delivery failed',
    returned: 'Returned',
    print_failed: 'Printing failed',
  },
};

/** The step a status stands on: its own, or the one it takes the place of. */
function slotOf(status: JourneyStatus): number {
  switch (status) {
    case 'ready_for_pickup':
    case 'delivery_failed':
      return JOURNEY_STEPS.indexOf('out_for_delivery');
    case 'returned':
      return JOURNEY_STEPS.indexOf('delivered');
    case 'print_failed':
      return JOURNEY_STEPS.indexOf('printing');
    default:
      return JOURNEY_STEPS.indexOf(status);
  }
}

export type JourneyStepState = 'done' | 'current' | 'upcoming';

export interface JourneyStepView {
  /** The word to show (a step, or the turn that took its place). */
  status: JourneyStatus;
  state: JourneyStepState;
  /**
   * When the step was reached (ISO 8601), where known: the approval, the print job's in production and printed,
   * and each parcel step's first event.
   */
  at?: string;
}

export interface JourneyFacts {
  status: JourneyStatus;
  approvedAt?: string | null;
  /** The parcel's events (any order): the first of each status dates its step. */
  events?: readonly { at: string; status: string }[];
  /**
   * The print job's steps (fulfilment's statuses, any order): in production dates "Printing", printed
   * "Printed"; requested (made on approval) dates "Approved" and shipped "Label created" where nothing else does.
   */
  printEvents?: readonly { at: string; status: string }[];
}

/** The journey step a print job status dates, and whether it only stands in for a better source. */
const PRINT_STEP: Record<string, { step: JourneyStep; fallback: boolean }> = {
  requested: { step: 'approved', fallback: true },
  in_production: { step: 'printing', fallback: false },
  printed: { step: 'printed', fallback: false },
  shipped: { step: 'label_created', fallback: true },
  delivered: { step: 'delivered', fallback: true },
};

const earlier = (a: string | undefined, b: string): string => {
  if (a === undefined) return b;
  const [ta, tb] = [Date.parse(a), Date.parse(b)];
  return Number.isNaN(tb) || (!Number.isNaN(ta) && ta <= tb) ? a : b;
};

/**
 * Every step with its state and date: the steps before the status are done, the status itself is current
 * (delivered is done: nothing follows it), the rest are upcoming. A turn (ready for pickup, delivery failed,
 * returned, print failed) takes the place of the step it stands on. "Delivered" is always listed.
 */
export function journeySteps({
  status,
  approvedAt,
  events = [],
  printEvents = [],
}: JourneyFacts): JourneyStepView[] {
  const dates = new Map<string, string>();
  if (approvedAt) dates.set('approved', approvedAt);
  for (const event of events) {
    const key = lower(event.status);
    if (key && event.at) dates.set(key, earlier(dates.get(key), event.at));
  }
  const standIns = new Map<string, string>();
  for (const event of printEvents) {
    const known = PRINT_STEP[lower(event.status)];
    if (!known || !event.at) continue;
    const into = known.fallback ? standIns : dates;
    into.set(known.step, earlier(into.get(known.step), event.at));
  }
  for (const [step, at] of standIns) if (!dates.has(step)) dates.set(step, at);
  const current = slotOf(status);
  return JOURNEY_STEPS.map((step, i) => {
    const shown: JourneyStatus = i === current ? status : step;
    const state: JourneyStepState =
      i < current || (i === current && status === 'delivered')
        ? 'done'
        : i === current
          ? 'current'
          : 'upcoming';
    const at = state === 'upcoming' ? undefined : dates.get(shown);
    return { status: shown, state, ...(at ? { at } : {}) };
  });
}

/**
 * Our own codes for a carrier's events (issue #24): each has its own words in German and English, so an event
 * reads in the page's language whatever language the carrier answered in; the carrier's text is kept as detail.
 */
export const PARCEL_EVENT_CODES = [
  'label_created',
  'in_transit',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'delivery_failed',
  'returned',
  'update',
] as const;
export type ParcelEventCode = (typeof PARCEL_EVENT_CODES)[number];

/**
 * The carriers' own event codes (libs/carriers): DHL's five `statusCode`s, and the simulated carrier's. DHL's
 * `transit` covers out for delivery and pickup too, which only its words tell apart: the normalised status
 * (read from those words by libs/carriers) refines it.
 */
const CARRIER_EVENT_CODES: Record<string, ParcelEventCode> = {
  'pre-transit': 'label_created',
  transit: 'in_transit',
  delivered: 'delivered',
  failure: 'delivery_failed',
  unknown: 'update',
  'sim-label': 'label_created',
  'sim-transit': 'in_transit',
  'sim-out': 'out_for_delivery',
  'sim-delivered': 'delivered',
};

/** One carrier event → our code: the normalised status where it says more than the code, else the code's. */
export function parcelEventCode(carrierCode: unknown, status: unknown): ParcelEventCode {
  const parcel = lower(status);
  const byCode = CARRIER_EVENT_CODES[lower(carrierCode)];
  if (parcel === 'returned' || parcel === 'out_for_delivery' || parcel === 'ready_for_pickup') return parcel;
  if (byCode) return byCode;
  return isParcelStatus(parcel) && parcel !== 'unknown' ? parcel : 'update';
}
