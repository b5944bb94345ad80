import type { CarrierTracking, Shipment } from './carrier-tracking.port';
import {
  checkPace,
  evenPace,
  simulateShipment,
  type SimulatedPace,
  type SimulatedRegistration,
} from './domain/simulated-shipment';

/**
 * Where the simulated carrier keeps its registrations. A service persists exactly these records (tracking
 * number, hand-over time, pace, optional route): every status, event and estimate follows from them and the
 * clock, so nothing else needs storing, and a restart answers the same as before.
 */
export interface SimulatedShipmentStore {
  get(trackingNumber: string): Promise<SimulatedRegistration | null>;
  /** Stores a registration once; answers the one already stored under that number, if any. */
  putIfAbsent(registration: SimulatedRegistration): Promise<SimulatedRegistration>;
  /** Adds a scan time to a stored registration; false when the number is unknown. */
  addScan(trackingNumber: string, at: string): Promise<boolean>;
}

export class InMemorySimulatedShipmentStore implements SimulatedShipmentStore {
  private readonly registrations = new Map<string, SimulatedRegistration>();

  async get(trackingNumber: string): Promise<SimulatedRegistration | null> {
    return this.registrations.get(trackingNumber) ?? null;
  }

  async putIfAbsent(registration: SimulatedRegistration): Promise<SimulatedRegistration> {
    const existing = this.registrations.get(registration.trackingNumber);
    if (existing) return existing;
    this.registrations.set(registration.trackingNumber, registration);
    return registration;
  }

  async addScan(trackingNumber: string, at: string): Promise<boolean> {
    const existing = this.registrations.get(trackingNumber);
    if (!existing) return false;
    this.registrations.set(trackingNumber, { ...existing, scans: [...(existing.scans ?? []), at] });
    return true;
  }
}

/** A second registration of a number with other details: one tracking number names one parcel. */
export class SimulatedShipmentConflictError extends Error {
  constructor(readonly trackingNumber: string) {
    super(`Tracking number ${trackingNumber} is already registered with other details`);
    this.name = 'SimulatedShipmentConflictError';
  }
}

export interface SimulatedCarrierOptions {
  clock: () => Date;
  store?: SimulatedShipmentStore;
  /** The language of the event texts (default en). */
  language?: 'de' | 'en';
}

/**
 * The local default carrier: the partner simulator registers each parcel it ships, and tracking answers from
 * the registration and the clock (see domain/simulated-shipment.ts).
 */
export class SimulatedCarrier implements CarrierTracking {
  private readonly store: SimulatedShipmentStore;

  constructor(private readonly options: SimulatedCarrierOptions) {
    this.store = options.store ?? new InMemorySimulatedShipmentStore();
  }

  /**
   * Registers a parcel handed over at `shippedAt` (ISO 8601), moving on at `pace` (one duration for every step,
   * in milliseconds, or one per step). Idempotent: the same registration again changes nothing.
   */
  async register(
    trackingNumber: string,
    details: { shippedAt: string; pace: SimulatedPace | number; route?: { from: string; to: string } },
  ): Promise<void> {
    const number = trackingNumber.trim();
    if (!number) throw new RangeError('A tracking number is required');
    if (Number.isNaN(Date.parse(details.shippedAt)))
      throw new RangeError('shippedAt must be an ISO 8601 time');
    const pace = typeof details.pace === 'number' ? evenPace(details.pace) : details.pace;
    const problem = checkPace(pace);
    if (problem) throw new RangeError(problem);
    const registration: SimulatedRegistration = {
      trackingNumber: number,
      shippedAt: new Date(details.shippedAt).toISOString(),
      pace: { ...pace },
      ...(details.route ? { route: { ...details.route } } : {}),
    };
    const stored = await this.store.putIfAbsent(registration);
    if (!sameRegistration(stored, registration)) throw new SimulatedShipmentConflictError(number);
  }

  /**
   * The carrier scans the parcel now: it moves on to its next step at once instead of at its pace (a
   * demonstration or a test need not wait for the parcel). Answers where it is then, or null for an unknown
   * number; a delivered parcel stays delivered.
   */
  async scan(trackingNumber: string): Promise<Shipment | null> {
    const number = trackingNumber.trim();
    const before = await this.track(number);
    if (!before || before.final) return before;
    await this.store.addScan(number, this.options.clock().toISOString());
    return this.track(number);
  }

  async track(trackingNumber: string): Promise<Shipment | null> {
    const registration = await this.store.get(trackingNumber.trim());
    return registration ? simulateShipment(registration, this.options.clock(), this.options.language) : null;
  }
}

function sameRegistration(a: SimulatedRegistration, b: SimulatedRegistration): boolean {
  return (
    a.trackingNumber === b.trackingNumber &&
    Date.parse(a.shippedAt) === Date.parse(b.shippedAt) &&
    a.pace.labelCreatedMs === b.pace.labelCreatedMs &&
    a.pace.inTransitMs === b.pace.inTransitMs &&
    a.pace.outForDeliveryMs === b.pace.outForDeliveryMs &&
    a.route?.from === b.route?.from &&
    a.route?.to === b.route?.to
  );
}
