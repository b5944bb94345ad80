import { z } from 'zod';
import {
  isFinalShipmentStatus,
  type Shipment,
  type ShipmentEvent,
  type ShipmentStatus,
} from '../carrier-tracking.port';

/**
 * DHL Shipment Tracking – Unified (https://developer.dhl.com/api-reference/shipment-tracking) → our Shipment.
 * DHL groups every event under one of five `statusCode`s (pre-transit, transit, delivered, failure, unknown);
 * the finer steps a parent cares about (out for delivery, ready for pick-up, going back) are only in the
 * event's words (`status`, `statusDetailed`, `description`, in the language asked for) and in the shipment's
 * `returnFlag`. The hints below are English and German, the two languages the adapter asks for.
 */

/** DHL's `statusCode` values (`StatusCode` in the API reference). */
export const DHL_STATUS_CODES = ['pre-transit', 'transit', 'delivered', 'failure', 'unknown'] as const;

const OUT_FOR_DELIVERY =
  /out for delivery|with delivery courier|loaded onto the delivery vehicle|in zustellung|zustellfahrzeug/i;
const READY_FOR_PICKUP =
  /ready for pick-? ?up|available for pick-? ?up|awaiting collection|can be collected|zur abholung|abholbereit|abholen/i;
const RETURNED =
  /return(ed|ing)? to (the )?sender|being returned|returned to (the )?shipper|rücksendung|zurückgesendet|zurück an den absender|wird zurückgeschickt/i;

export interface DhlStatusWords {
  statusCode?: string | null;
  status?: string | null;
  statusDetailed?: string | null;
  description?: string | null;
}

/**
 * One DHL status (the shipment's or an event's) → our status. `returnFlag` is the shipment's own "the delivery
 * is returned back to consignor".
 */
export function normaliseDhlStatus(words: DhlStatusWords, returnFlag = false): ShipmentStatus {
  const text = [words.status, words.statusDetailed, words.description].filter(Boolean).join(' ');
  if (returnFlag || RETURNED.test(text)) return 'returned';
  switch (words.statusCode) {
    case 'pre-transit':
      return 'label_created';
    case 'transit':
      if (OUT_FOR_DELIVERY.test(text)) return 'out_for_delivery';
      if (READY_FOR_PICKUP.test(text)) return 'ready_for_pickup';
      return 'in_transit';
    case 'delivered':
      return 'delivered';
    case 'failure':
      return 'delivery_failed';
    default:
      return 'unknown';
  }
}

const addressSchema = z
  .object({
    addressLocality: z.string().nullish(),
    postalCode: z.string().nullish(),
    countryCode: z.string().nullish(),
  })
  .nullish();

const statusSchema = z.object({
  timestamp: z.string().nullish(),
  statusCode: z.string().nullish(),
  status: z.string().nullish(),
  statusDetailed: z.string().nullish(),
  description: z.string().nullish(),
  location: z.object({ address: addressSchema }).nullish(),
});

const shipmentSchema = z.object({
  // The reference's own example sends the id as a number.
  id: z.union([z.string(), z.number()]).nullish(),
  service: z.string().nullish(),
  status: statusSchema.nullish(),
  estimatedTimeOfDelivery: z.string().nullish(),
  estimatedDeliveryTimeFrame: z
    .object({ estimatedFrom: z.string().nullish(), estimatedThrough: z.string().nullish() })
    .nullish(),
  returnFlag: z.boolean().nullish(),
  events: z.array(statusSchema).nullish(),
});

/** `TrackingShipments`: `{ shipments: [...] }` plus paging links we do not follow (one number, one shipment). */
export const dhlTrackingResponseSchema = z.object({ shipments: z.array(shipmentSchema).nullish() });
export type DhlTrackingResponse = z.infer<typeof dhlTrackingResponseSchema>;
type DhlShipment = z.infer<typeof shipmentSchema>;
type DhlStatus = z.infer<typeof statusSchema>;

function locationOf(status: DhlStatus): string | undefined {
  const address = status.location?.address;
  const parts = [address?.addressLocality?.trim(), address?.countryCode?.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** An event is read on its own words: the shipment's returnFlag says where it ends, not what each step was. */
function toEvent(status: DhlStatus): ShipmentEvent | null {
  if (!status.timestamp) return null;
  const location = locationOf(status);
  return {
    at: status.timestamp,
    status: normaliseDhlStatus(status),
    carrierStatusCode: status.statusCode ?? 'unknown',
    description: (status.description ?? status.status ?? '').trim(),
    ...(location ? { location } : {}),
  };
}

/** A time without an offset sorts as UTC; DHL mixes both in one answer. */
const timeOf = (at: string): number => {
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(at) ? at : `${at}Z`);
  return Number.isNaN(ms) ? 0 : ms;
};

/** The shipment DHL answered for this number (several when no `service` was given; the matching id wins). */
export function pickDhlShipment(response: DhlTrackingResponse, trackingNumber: string): DhlShipment | null {
  const shipments = response.shipments ?? [];
  return shipments.find((s) => String(s.id ?? '') === trackingNumber) ?? shipments[0] ?? null;
}

export function toShipment(dhl: DhlShipment, trackingNumber: string): Shipment {
  const returnFlag = dhl.returnFlag === true;
  const current = dhl.status ?? {};
  const status = normaliseDhlStatus(current, returnFlag);
  const events = (dhl.events ?? [])
    .map(toEvent)
    .filter((event): event is ShipmentEvent => event !== null)
    .map((event, index) => ({ event, index }))
    // newest first; equal times keep DHL's order
    .sort((a, b) => timeOf(b.event.at) - timeOf(a.event.at) || a.index - b.index)
    .map(({ event }) => event);
  const frame = dhl.estimatedDeliveryTimeFrame;
  const from = frame?.estimatedFrom ?? undefined;
  const to = frame?.estimatedThrough ?? undefined;
  const eta = dhl.estimatedTimeOfDelivery ?? undefined;
  const estimatedDelivery =
    from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : eta ? { from: eta, to: eta } : null;
  return {
    carrier: 'dhl',
    trackingNumber,
    status,
    carrierStatusCode: current.statusCode ?? 'unknown',
    ...(current.status?.trim() ? { carrierStatus: current.status.trim() } : {}),
    estimatedDelivery: isFinalShipmentStatus(status) ? null : estimatedDelivery,
    events,
    final: isFinalShipmentStatus(status),
  };
}
