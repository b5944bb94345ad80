import type {
  Parcel,
  PartnerStatus,
  PrintJobStatus,
  PrintProduct,
  PrintShippingAddress,
} from '@fabelhaft/contracts';

/**
 * PrintJob (issue #15): one order item's book at one printing partner.
 *
 *   requested → submitted → accepted | rejected(reason) → in_production → printed → shipped(parcels) → delivered
 *
 * cancelled only before in_production; statuses only move forward, so a partner's duplicate or late answer
 * changes nothing. A reprint (support) is a new job that names the job it replaces (`reprintOf`).
 */

/** A stored print file: its storage key (under the owner's prefix) and the SHA-256 of its bytes (hex). */
export interface PrintJobFile {
  kind: 'interior' | 'cover';
  key: string;
  sha256: string;
}

/** The promised window (issue #15: dispatch in n working days, delivery some days after; configuration). */
export interface PromisedWindow {
  dispatchBy: string;
  deliverFrom: string;
  deliverTo: string;
}

/** Everything a partner needs to print and ship the job (and what a reprint copies). */
export interface PrintJobSpec {
  printJobId: string;
  orderId: string;
  itemId: string;
  bookId: string;
  ownerId: string;
  partnerId: string;
  reprintOf: string | null;
  product: PrintProduct;
  files: PrintJobFile[];
  quantity: number;
  shippingAddress: PrintShippingAddress;
  promised: PromisedWindow;
}

/** What every status change names, so that the relay can announce it from the event alone. */
export interface JobRefs {
  printJobId: string;
  orderId: string;
  itemId: string;
  bookId: string;
  ownerId: string;
}

/** Who moved the job: its partner, support, or the carrier (delivered). */
export type StatusSource = 'partner' | 'support' | 'carrier';

export type PrintJobEvent =
  | { type: 'PrintJobRequested'; data: PrintJobSpec & { at: string } }
  /** Handed to the partner: the relay publishes the partner-facing message from this event alone. */
  | {
      type: 'PrintJobSubmitted';
      data: PrintJobSpec & { partnerJobRef: string | null; at: string };
    }
  | {
      type: 'PrintJobStatusChanged';
      data: JobRefs & {
        status: PrintJobStatus;
        source: StatusSource;
        partnerStatus: PartnerStatus | null;
        partnerJobRef: string | null;
        reason: string | null;
        /** The job's parcels after this change (set when shipped). */
        parcels: Parcel[];
        occurredAt: string;
        at: string;
      };
    }
  /** Support cancelled before production: the partner is told (before the job's status changes). */
  | {
      type: 'PrintJobCancelRequested';
      data: {
        printJobId: string;
        partnerId: string;
        partnerJobRef: string | null;
        reason: string;
        at: string;
      };
    }
  /** Support asked for a reprint: `newPrintJobId` replaces this job. */
  | {
      type: 'PrintJobReprinted';
      data: { printJobId: string; newPrintJobId: string; reason: string; at: string };
    };

export interface PrintJob {
  exists: boolean;
  spec: PrintJobSpec | null;
  status: PrintJobStatus;
  partnerJobRef: string | null;
  reason: string | null;
  parcels: Parcel[];
  reprintedAs: string | null;
}

export const initialPrintJob = (): PrintJob => ({
  exists: false,
  spec: null,
  status: 'requested',
  partnerJobRef: null,
  reason: null,
  parcels: [],
  reprintedAs: null,
});

export function evolve(state: PrintJob, event: PrintJobEvent): PrintJob {
  switch (event.type) {
    case 'PrintJobRequested': {
      const { at: _at, ...spec } = event.data;
      return { ...state, exists: true, spec, status: 'requested' };
    }
    case 'PrintJobSubmitted':
      return { ...state, status: 'submitted', partnerJobRef: event.data.partnerJobRef };
    case 'PrintJobStatusChanged':
      return {
        ...state,
        status: event.data.status,
        partnerJobRef: event.data.partnerJobRef ?? state.partnerJobRef,
        reason: event.data.reason ?? state.reason,
        parcels: event.data.parcels,
      };
    case 'PrintJobCancelRequested':
      return state;
    case 'PrintJobReprinted':
      return { ...state, reprintedAs: event.data.newPrintJobId };
  }
}

/** How far along each status is; rejected, cancelled and delivered end the job. */
export const STATUS_STEP: Record<PrintJobStatus, number> = {
  requested: 0,
  submitted: 1,
  accepted: 2,
  in_production: 3,
  printed: 4,
  shipped: 5,
  delivered: 6,
  rejected: 7,
  cancelled: 7,
};

export const isFinal = (status: PrintJobStatus): boolean =>
  status === 'rejected' || status === 'cancelled' || status === 'delivered';

/** issue #15: a partner's word as the job's status. */
export const JOB_STATUS_OF_PARTNER: Record<PartnerStatus, PrintJobStatus> = {
  received: 'accepted',
  rejected: 'rejected',
  in_production: 'in_production',
  printed: 'printed',
  shipped: 'shipped',
  cancelled: 'cancelled',
};
