import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { shipmentEventCatalog } from '../domain/shipment.events';
import { shipmentsMigration, shipmentsProjection } from '../read-model/shipments.projection';
import { TRACKING_SCHEMA } from '../tracking.config';

/** Every read model this service keeps inline with its events. */
export const trackingProjections = [shipmentsProjection];

/** The tracking schema: its tables and the read models kept in the events' transaction. */
export const trackingDatabase: ServiceDatabase = {
  schema: TRACKING_SCHEMA,
  migrations: [shipmentsMigration],
  projections: trackingProjections,
  codec: new EventCodec(shipmentEventCatalog),
};
