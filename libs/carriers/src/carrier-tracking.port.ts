import { PARCEL_STATUSES } from '@fabelhaft/contracts/journey';

/**
 * A parcel carrier's tracking as Fabelhaft needs it (issue #15, spec §2 Tracking, §3 Tracking result).
 * Adapters: DHL Shipment Tracking – Unified (`dhl-tracking.ts`) and the simulated carrier, the local default
 * (`simulated-carrier.ts`).
 */
export interface CarrierTracking {
  /** The shipment as the carrier knows it now, or null when the carrier has no shipment by that number. */
  track(trackingNumber: string): Promise<Shipment | null>;
}

/** The normalised statuses (issue #15: "Shipment per parcel with a normalised status"), as the contracts list them. */
export const SHIPMENT_STATUSES = PARCEL_STATUSES;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** After these nothing more happens to the parcel that polling could learn. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['delivered', 'returned'];

export const isFinalShipmentStatus = (status: ShipmentStatus): boolean =>
  FINAL_SHIPMENT_STATUSES.includes(status);

export interface ShipmentEvent {
  /** ISO 8601, as the carrier gave it. */
  at: string;
  status: ShipmentStatus;
  /** The carrier's own code (DHL: pre-transit, transit, delivered, failure, unknown). */
  carrierStatusCode: string;
  /** The carrier's text, in the language asked for. */
  description: string;
  location?: string;
}

export interface Shipment {
  /** Lower-case carrier key: `dhl`, `simulated`. */
  carrier: string;
  trackingNumber: string;
  status: ShipmentStatus;
  carrierStatusCode: string;
  /** The carrier's short status text (DHL's `status.status`), when it gave one. */
  carrierStatus?: string;
  /** The carrier's window (ISO 8601 dates or times); null when it gives none or the parcel has arrived (final). */
  estimatedDelivery: { from?: string; to?: string } | null;
  /** Newest first. */
  events: ShipmentEvent[];
  /** delivered or returned: polling can stop. */
  final: boolean;
}

export type CarrierErrorKind =
  | 'unauthorized'
  | 'bad_request'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'unexpected_response';

const RETRYABLE: ReadonlySet<CarrierErrorKind> = new Set([
  'rate_limited',
  'unavailable',
  'timeout',
  'network',
]);

/** The carrier refused or could not be reached. */
export class CarrierError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    readonly statusCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CarrierError';
    this.retryable = RETRYABLE.has(kind);
  }
}

/**
 * 429: the carrier's rate limit (DHL: calls per second and per day) is used up. `retryAfterMs` comes from the
 * answer's Retry-After when the carrier sent one; without it the caller decides how long to wait.
 */
export class CarrierRateLimitedError extends CarrierError {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
    /** The raw Retry-After header, if any. */
    readonly retryAfter: string | undefined,
  ) {
    super('rate_limited', message, 429);
    this.name = 'CarrierRateLimitedError';
  }
}
