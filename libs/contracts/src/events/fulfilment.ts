import { z } from 'zod';
import { BOOK_FORMATS, PRINT_JOB_STATUSES } from '../constants';

// The plain values live in ../constants (the console reads them without zod); exported here as before.
export { PRINT_JOB_STATUSES } from '../constants';
import { eventStream } from './integration-event';
import { PARCEL_STATUSES } from '../journey';

/**
 * issue #15: printing and shipping. The fulfilment service publishes here; printing partners read only their own
 * jobs (`…submitted.<partnerId>`, `…cancel-requested.<partnerId>`; their NATS user may read nothing else) and
 * answer on `partner.<partnerId>.print-job.status` (PartnerStatusStream). docs/asyncapi.yaml is the partner's
 * description of the same contract.
 */
export const FulfilmentEventStream = eventStream('EVT_FULFILMENT', 'fulfilment');

/** The print job statuses (issue #15): only forward; cancelled only before in_production. */
export const PrintJobStatus = z.enum(PRINT_JOB_STATUSES);
export type PrintJobStatus = z.infer<typeof PrintJobStatus>;

/** What a partner may say about a job (the partner contract). */
export const PARTNER_STATUSES = [
  'received',
  'rejected',
  'in_production',
  'printed',
  'shipped',
  'cancelled',
] as const;
export const PartnerStatus = z.enum(PARTNER_STATUSES);
export type PartnerStatus = z.infer<typeof PartnerStatus>;

/** Normalised shipment status of one parcel (issue #15 Tracking); the one list is journey.ts's (zod-free). */
export const SHIPMENT_STATUSES = PARCEL_STATUSES;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

export const Parcel = z.object({
  carrier: z.string().min(1).max(64),
  trackingNumber: z.string().min(1).max(64),
  trackingUrl: z.string().max(2000).nullable(),
});
export type Parcel = z.infer<typeof Parcel>;

export const PrintShippingAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  email: z.string().nullable(),
});
export type PrintShippingAddress = z.infer<typeof PrintShippingAddress>;

/** One print file: a signed, expiring https link and the SHA-256 of its bytes (hex). */
export const PrintFile = z.object({
  kind: z.enum(['interior', 'cover']),
  url: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: z.string(),
});
export type PrintFile = z.infer<typeof PrintFile>;

export const PrintProduct = z.object({
  format: z.enum(BOOK_FORMATS),
  trimMm: z.object({ width: z.number(), height: z.number() }),
  bleedMm: z.number(),
  pageCount: z.number().int().min(1),
  /** The edge the book is bound at: right for Arabic books. */
  binding: z.enum(['left', 'right']),
});
export type PrintProduct = z.infer<typeof PrintProduct>;

const Promise_ = z.object({ dispatchBy: z.string(), deliverFrom: z.string(), deliverTo: z.string() });

/** The partner-facing job (one message per job; Nats-Msg-Id = the event id). */
export const PrintJobSubmittedData = z.object({
  printJobId: z.string(),
  partnerId: z.string(),
  /** Our order reference for the partner (no customer id is shared). */
  orderReference: z.string(),
  /** A reprint names the job it replaces. */
  reprintOf: z.string().nullable(),
  product: PrintProduct,
  files: z.array(PrintFile).min(2),
  quantity: z.number().int().min(1),
  shippingAddress: PrintShippingAddress,
  promised: Promise_,
  submittedAt: z.string(),
});
export type PrintJobSubmittedData = z.infer<typeof PrintJobSubmittedData>;

export const FulfilmentEvents = {
  printJobSubmittedV1: FulfilmentEventStream.event(
    'fulfilment.v1.PrintJobSubmitted',
    'evt.fulfilment.print-job.submitted',
    PrintJobSubmittedData,
  ),
  printJobCancelRequestedV1: FulfilmentEventStream.event(
    'fulfilment.v1.PrintJobCancelRequested',
    'evt.fulfilment.print-job.cancel-requested',
    z.object({
      printJobId: z.string(),
      partnerId: z.string(),
      partnerJobRef: z.string().nullable(),
      reason: z.string(),
      requestedAt: z.string(),
    }),
  ),
  /** For our own services (orders' item status, notifications, books): where a job is now. */
  printJobStatusChangedV1: FulfilmentEventStream.event(
    'fulfilment.v1.PrintJobStatusChanged',
    'evt.fulfilment.print-job.status-changed',
    z.object({
      printJobId: z.string(),
      orderId: z.string(),
      itemId: z.string(),
      bookId: z.string(),
      ownerId: z.string(),
      status: PrintJobStatus,
      reason: z.string().nullable(),
      parcels: z.array(Parcel),
      changedAt: z.string(),
    }),
  ),
} as const;

/** The partner-scoped subject of a partner-facing event: `<subject>.<partnerId>`. */
export function partnerSubject(subject: string, partnerId: string): string {
  if (!/^[a-z0-9-]{1,64}$/.test(partnerId)) throw new Error(`invalid partner id ${partnerId}`);
  return `${subject}.${partnerId}`;
}

/** A partner's answer about one job (the partner contract; duplicates and out-of-order answers change nothing). */
export const PartnerPrintJobStatus = z.object({
  printJobId: z.string(),
  partnerJobRef: z.string().min(1).max(128),
  status: PartnerStatus,
  reason: z.string().max(2000).nullable().default(null),
  parcels: z.array(Parcel).default([]),
  occurredAt: z.string(),
});
export type PartnerPrintJobStatus = z.infer<typeof PartnerPrintJobStatus>;

/** Partners' answers: a JetStream stream the fulfilment service reads with a durable consumer. */
export const PartnerStatusStream = {
  name: 'PARTNER_STATUS',
  subjects: 'partner.*.print-job.status',
  subject(partnerId: string): string {
    if (!/^[a-z0-9-]{1,64}$/.test(partnerId)) throw new Error(`invalid partner id ${partnerId}`);
    return `partner.${partnerId}.print-job.status`;
  },
} as const;

/** issue #15 Tracking: the tracking service follows each parcel at its carrier and publishes here. */
export const TrackingEventStream = eventStream('EVT_TRACKING', 'tracking');

export const TrackingEvents = {
  /** A parcel moved (normalised status, the estimated delivery when known). */
  shipmentStatusChangedV1: TrackingEventStream.event(
    'tracking.v1.ShipmentStatusChanged',
    'evt.tracking.shipment.status-changed',
    z.object({
      trackingNumber: z.string(),
      carrier: z.string(),
      printJobId: z.string(),
      orderId: z.string(),
      itemId: z.string(),
      ownerId: z.string(),
      status: ShipmentStatus,
      estimatedDelivery: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
      changedAt: z.string(),
    }),
  ),
} as const;
