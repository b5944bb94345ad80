import { EventSourcedRepository, type EventStore } from '@fabelhaft/eventsourcing';
import { evolve, initialShipment, type Shipment, type ShipmentEvent } from '../domain/shipment';
import { decide, type ShipmentCommand } from '../domain/shipment.decide';

export type ShipmentRepository = EventSourcedRepository<Shipment, ShipmentCommand, ShipmentEvent>;

/** One stream per parcel, by its tracking number. */
export const shipmentStreamId = (trackingNumber: string) => `tracking-shipment-${trackingNumber}`;
export const trackingNumberOfStream = (streamId: string) => streamId.replace(/^tracking-shipment-/, '');

export function shipmentRepository(store: EventStore, clock?: () => Date): ShipmentRepository {
  return new EventSourcedRepository(
    store,
    { initialState: initialShipment, evolve, decide },
    // The fulfilment policy and a poll may meet on one stream: the loser re-decides after the winner's write.
    { streamId: shipmentStreamId, maxRetries: 10, ...(clock ? { clock } : {}) },
  );
}
