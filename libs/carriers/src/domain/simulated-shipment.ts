import type { Shipment, ShipmentEvent, ShipmentStatus } from '../carrier-tracking.port';

/**
 * The simulated carrier's parcels (the local default carrier, issue #15): a parcel registered at hand-over moves
 * label_created → in_transit → out_for_delivery → delivered at a fixed pace, so where it is follows from the
 * registration and the time alone — deterministic, nothing random, nothing to store but the registration.
 */
export interface SimulatedPace {
  /** From hand-over (label created) until the carrier has it in transit. */
  labelCreatedMs: number;
  /** In transit until out for delivery. */
  inTransitMs: number;
  /** Out for delivery until delivered. */
  outForDeliveryMs: number;
}

export interface SimulatedRegistration {
  trackingNumber: string;
  /** The hand-over, ISO 8601. */
  shippedAt: string;
  pace: SimulatedPace;
  /** Places shown on the events, e.g. the print shop's and the recipient's city. */
  route?: { from: string; to: string };
  /**
   * Times (ISO 8601) the carrier scanned the parcel on before its pace said so (the simulator's
   * `POST /parcels/<number>/scan`): each ends the step the parcel was in at that time.
   */
  scans?: string[];
}

/** One pace for every step (e.g. a few seconds locally). */
export const evenPace = (stepMs: number): SimulatedPace => ({
  labelCreatedMs: stepMs,
  inTransitMs: stepMs,
  outForDeliveryMs: stepMs,
});

export function checkPace(pace: SimulatedPace): string | null {
  for (const [step, ms] of Object.entries(pace)) {
    if (!Number.isFinite(ms) || ms <= 0)
      return `The pace's ${step} must be a positive number of milliseconds`;
  }
  return null;
}

export const SIMULATED_CARRIER = 'simulated';

const TEXTS: Record<
  'de' | 'en',
  Record<Exclude<ShipmentStatus, 'ready_for_pickup' | 'delivery_failed' | 'returned' | 'unknown'>, string>
> = {
  en: {
    label_created: 'The shipping label has been created; the parcel is waiting for the carrier.',
    in_transit: 'The parcel is on its way.',
    out_for_delivery: 'The parcel is out for delivery.',
    delivered: 'The parcel has been delivered.',
  },
  de: {
    label_created: 'Das Versandetikett wurde erstellt; das Paket wartet auf die Abholung.',
    in_transit: 'Das Paket ist unterwegs.',
    out_for_delivery: 'Das Paket ist in Zustellung.',
    delivered: 'Das Paket wurde zugestellt.',
  },
};

/** The simulated carrier's own codes, so a test can tell them from a real carrier's. */
const CODES = {
  label_created: 'SIM-LABEL',
  in_transit: 'SIM-TRANSIT',
  out_for_delivery: 'SIM-OUT',
  delivered: 'SIM-DELIVERED',
} as const;

/** Where a registered parcel is at `now`. Before its hand-over it is only a label. */
export function simulateShipment(
  registration: SimulatedRegistration,
  now: Date,
  language: 'de' | 'en' = 'en',
): Shipment {
  const shippedAt = Date.parse(registration.shippedAt);
  const { labelCreatedMs, inTransitMs, outForDeliveryMs } = registration.pace;
  const scans = (registration.scans ?? []).map((at) => Date.parse(at)).sort((a, b) => a - b);
  // Each step ends at its pace, or at the first scan during it, whichever comes first; a scan ends one step.
  const starts = [shippedAt];
  let unused = 0;
  for (const ms of [labelCreatedMs, inTransitMs, outForDeliveryMs]) {
    const start = starts[starts.length - 1]!;
    while (unused < scans.length && scans[unused]! < start) unused += 1;
    const scan = scans[unused];
    const scanned = scan !== undefined && scan < start + ms;
    if (scanned) unused += 1;
    starts.push(scanned ? scan : start + ms);
  }
  const steps = [
    { status: 'label_created', at: starts[0]!, location: registration.route?.from },
    { status: 'in_transit', at: starts[1]!, location: registration.route?.from },
    { status: 'out_for_delivery', at: starts[2]!, location: registration.route?.to },
    { status: 'delivered', at: starts[3]!, location: registration.route?.to },
  ] as const;
  const reached = steps.filter((step, i) => i === 0 || step.at <= now.getTime());
  const current = reached[reached.length - 1];
  const events: ShipmentEvent[] = reached
    .map((step) => ({
      at: new Date(step.at).toISOString(),
      status: step.status,
      carrierStatusCode: CODES[step.status],
      description: TEXTS[language][step.status],
      ...(step.location ? { location: step.location } : {}),
    }))
    .reverse();
  const delivered = current.status === 'delivered';
  // Until it arrives: between going out for delivery and the delivery itself.
  const estimatedDelivery = delivered
    ? null
    : { from: new Date(steps[2].at).toISOString(), to: new Date(steps[3].at).toISOString() };
  return {
    carrier: SIMULATED_CARRIER,
    trackingNumber: registration.trackingNumber,
    status: current.status,
    carrierStatusCode: CODES[current.status],
    carrierStatus: TEXTS[language][current.status],
    estimatedDelivery,
    events,
    final: delivered,
  };
}
