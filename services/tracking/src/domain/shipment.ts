import type { ShipmentStatus } from '@fabelhaft/contracts';

/**
 * One parcel (issue #15 Tracking): registered when fulfilment reports its print job shipped, then moved by what
 * the carrier says until it is final (delivered or returned). Keyed by its tracking number.
 */

export interface DeliveryWindow {
  from: string | null;
  to: string | null;
}

export interface TrackedEvent {
  at: string;
  status: ShipmentStatus;
  /** The carrier's own code (DHL: pre-transit, transit, delivered, failure, unknown). */
  carrierStatusCode: string;
  description: string;
  location: string | null;
}

export interface ShipmentRegisteredData {
  trackingNumber: string;
  /** Lower-case carrier key (`dhl`). */
  carrier: string;
  trackingUrl: string | null;
  ownerId: string;
  orderId: string;
  itemId: string;
  bookId: string;
  printJobId: string;
  /** The partner's promised delivery window, when known at hand-over. */
  promisedDelivery: DeliveryWindow | null;
  at: string;
}

export type ShipmentEvent =
  | { type: 'ShipmentRegistered'; data: ShipmentRegisteredData }
  | { type: 'PromisedDeliveryRecorded'; data: { promisedDelivery: DeliveryWindow; at: string } }
  | {
      type: 'ShipmentUpdated';
      data: {
        /** Who and what the parcel belongs to, so the published change needs nothing else. */
        ref: ShipmentRef;
        previousStatus: ShipmentStatus;
        status: ShipmentStatus;
        carrierStatusCode: string;
        /** The carrier's window; null when it gives none. */
        estimatedDelivery: DeliveryWindow | null;
        /** Newest first: the carrier's whole list as last read. */
        events: TrackedEvent[];
        final: boolean;
        /** The estimated delivery the owner sees after this reading (`estimatedDeliveryOf`). */
        shownEstimatedDelivery: DeliveryWindow | null;
        at: string;
      };
    };

export interface ShipmentRef {
  carrier: string;
  ownerId: string;
  orderId: string;
  itemId: string;
  printJobId: string;
}

export type Shipment =
  | { registered: false }
  | {
      registered: true;
      trackingNumber: string;
      carrier: string;
      trackingUrl: string | null;
      ownerId: string;
      orderId: string;
      itemId: string;
      bookId: string;
      printJobId: string;
      promisedDelivery: DeliveryWindow | null;
      status: ShipmentStatus;
      carrierStatusCode: string | null;
      carrierEstimate: DeliveryWindow | null;
      events: TrackedEvent[];
      /** The carrier has taken the parcel (any status beyond label_created). */
      handedOver: boolean;
      final: boolean;
      registeredAt: string;
      updatedAt: string;
    };

export type RegisteredShipment = Extract<Shipment, { registered: true }>;

export const initialShipment = (): Shipment => ({ registered: false });

/** A new parcel starts with its label made: the partner has shipped it, the carrier may not know it yet. */
export const REGISTERED_STATUS: ShipmentStatus = 'label_created';

export function evolve(state: Shipment, event: ShipmentEvent): Shipment {
  switch (event.type) {
    case 'ShipmentRegistered': {
      const d = event.data;
      return {
        registered: true,
        trackingNumber: d.trackingNumber,
        carrier: d.carrier,
        trackingUrl: d.trackingUrl,
        ownerId: d.ownerId,
        orderId: d.orderId,
        itemId: d.itemId,
        bookId: d.bookId,
        printJobId: d.printJobId,
        promisedDelivery: d.promisedDelivery,
        status: REGISTERED_STATUS,
        carrierStatusCode: null,
        carrierEstimate: null,
        events: [],
        handedOver: false,
        final: false,
        registeredAt: d.at,
        updatedAt: d.at,
      };
    }
    case 'PromisedDeliveryRecorded':
      if (!state.registered) return state;
      return { ...state, promisedDelivery: event.data.promisedDelivery, updatedAt: event.data.at };
    case 'ShipmentUpdated': {
      if (!state.registered) return state;
      const d = event.data;
      return {
        ...state,
        status: d.status,
        carrierStatusCode: d.carrierStatusCode,
        carrierEstimate: d.estimatedDelivery,
        events: d.events,
        handedOver: state.handedOver || (d.status !== 'label_created' && d.status !== 'unknown'),
        final: d.final,
        updatedAt: d.at,
      };
    }
  }
}

/**
 * The estimated delivery the owner sees (issue #15: "the partner's promise before hand-over, the carrier's
 * window after"): none once final; the carrier's window when it gives one; else the partner's promise.
 */
export function estimatedDeliveryOf(
  shipment: Pick<RegisteredShipment, 'final' | 'carrierEstimate' | 'promisedDelivery'>,
): DeliveryWindow | null {
  if (shipment.final) return null;
  return shipment.carrierEstimate ?? shipment.promisedDelivery;
}
