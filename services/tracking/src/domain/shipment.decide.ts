import { DomainError, ErrorCodes, type ShipmentStatus } from '@fabelhaft/contracts';
import {
  estimatedDeliveryOf,
  type DeliveryWindow,
  type Shipment,
  type ShipmentEvent,
  type ShipmentRegisteredData,
  type TrackedEvent,
} from './shipment';

export type ShipmentCommand =
  /** Fulfilment says the print job is shipped with this parcel. */
  | { type: 'RegisterShipment'; shipment: Omit<ShipmentRegisteredData, 'at'> }
  /** The partner's promised window (learnt from the submitted job), kept only until the carrier has the parcel. */
  | { type: 'RecordPromisedDelivery'; promisedDelivery: DeliveryWindow }
  /** What the carrier said when polled. */
  | {
      type: 'RecordCarrierReading';
      reading: {
        status: ShipmentStatus;
        carrierStatusCode: string;
        estimatedDelivery: DeliveryWindow | null;
        events: TrackedEvent[];
        final: boolean;
      };
    };

const sameWindow = (a: DeliveryWindow | null, b: DeliveryWindow | null): boolean =>
  a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);

const sameEvents = (a: TrackedEvent[], b: TrackedEvent[]): boolean =>
  a.length === b.length &&
  a.every(
    (e, i) =>
      e.at === b[i]!.at &&
      e.status === b[i]!.status &&
      e.carrierStatusCode === b[i]!.carrierStatusCode &&
      e.description === b[i]!.description &&
      e.location === b[i]!.location,
  );

/**
 * The shipment's rules (pure; `now` is passed in). Registering twice, the same promise twice and a carrier
 * reading that says nothing new decide nothing; a final shipment takes no more readings.
 */
export function decide(command: ShipmentCommand, state: Shipment, now: Date): ShipmentEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'RegisterShipment':
      // The fulfilment event comes again (redelivery, a second status message): the parcel is already known.
      if (state.registered) return [];
      return [{ type: 'ShipmentRegistered', data: { ...command.shipment, at } }];
    case 'RecordPromisedDelivery':
      if (!state.registered || state.handedOver || state.final) return [];
      if (sameWindow(state.promisedDelivery, command.promisedDelivery)) return [];
      return [{ type: 'PromisedDeliveryRecorded', data: { promisedDelivery: command.promisedDelivery, at } }];
    case 'RecordCarrierReading': {
      if (!state.registered) {
        throw new DomainError(ErrorCodes.TRACKING_NOT_FOUND, 'We could not find that shipment.');
      }
      if (state.final) return [];
      const r = command.reading;
      const unchanged =
        r.status === state.status &&
        r.carrierStatusCode === state.carrierStatusCode &&
        r.final === state.final &&
        sameWindow(r.estimatedDelivery, state.carrierEstimate) &&
        sameEvents(r.events, state.events);
      if (unchanged) return [];
      return [
        {
          type: 'ShipmentUpdated',
          data: {
            ref: {
              carrier: state.carrier,
              ownerId: state.ownerId,
              orderId: state.orderId,
              itemId: state.itemId,
              printJobId: state.printJobId,
            },
            previousStatus: state.status,
            status: r.status,
            carrierStatusCode: r.carrierStatusCode,
            estimatedDelivery: r.estimatedDelivery,
            events: r.events,
            final: r.final,
            shownEstimatedDelivery: estimatedDeliveryOf({
              final: r.final,
              carrierEstimate: r.estimatedDelivery,
              promisedDelivery: state.promisedDelivery,
            }),
            at,
          },
        },
      ];
    }
  }
}
