import { z } from 'zod';
import { SHIPMENT_STATUSES } from '../events/fulfilment';
import { PARCEL_EVENT_CODES } from '../journey';
import { storableText } from '../text';

/**
 * spec §7 `GET /tracking/{trackingNumber}` (issue #15) in the spec's snake_case: only the BFF speaks this; inside
 * the system the tracking RPC carries camelCase (rpc/tracking.ts). spec §3 Tracking result: status and
 * estimated delivery, here with the carrier's events and its tracking page.
 */

/** spec §5: a tracking number is non-empty (trimmed); carriers' numbers are at most 64 characters. */
export const TrackingNumber = storableText({ error: 'a tracking number is required' })
  .trim()
  .min(1, 'Please enter a tracking number')
  .max(64, 'A tracking number has at most 64 characters');

export const TrackingResultEvent = z.object({
  at: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** issue #24: our own code for the event (journey.ts `parcelEventCode`); the page words it in its language. */
  code: z.enum(PARCEL_EVENT_CODES),
  /** The carrier's own code (DHL: pre-transit, transit, …). */
  carrier_code: z.string(),
  /** The carrier's own words, in the language the tracking service asks it in (a detail below our words). */
  description: z.string(),
  location: z.string().nullable(),
});
export type TrackingResultEvent = z.infer<typeof TrackingResultEvent>;

export const TrackingResultResponse = z.object({
  tracking_number: z.string(),
  carrier: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** The partner's promised window before hand-over, the carrier's after; null once delivered or unknown. */
  estimated_delivery: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  /** Newest first. */
  events: z.array(TrackingResultEvent),
  tracking_url: z.string().nullable(),
});
export type TrackingResultResponse = z.infer<typeof TrackingResultResponse>;
