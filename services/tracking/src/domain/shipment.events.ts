import { z } from 'zod';
import { ShipmentStatus } from '@fabelhaft/contracts';
import type { EventCatalogFor } from '@fabelhaft/eventsourcing';
import type { ShipmentEvent } from './shipment';

// The stored shape of every shipment event (ADR 0013): new events are checked against it, stored ones decoded.

const Window = z.object({ from: z.string().nullable(), to: z.string().nullable() });
const Tracked = z.object({
  at: z.string(),
  status: ShipmentStatus,
  carrierStatusCode: z.string(),
  description: z.string(),
  location: z.string().nullable(),
});

export const shipmentEventCatalog: EventCatalogFor<ShipmentEvent> = {
  ShipmentRegistered: {
    version: 1,
    schema: z.object({
      trackingNumber: z.string(),
      carrier: z.string(),
      trackingUrl: z.string().nullable(),
      ownerId: z.string(),
      orderId: z.string(),
      itemId: z.string(),
      bookId: z.string(),
      printJobId: z.string(),
      promisedDelivery: Window.nullable(),
      at: z.string(),
    }),
  },
  PromisedDeliveryRecorded: { version: 1, schema: z.object({ promisedDelivery: Window, at: z.string() }) },
  ShipmentUpdated: {
    version: 1,
    schema: z.object({
      ref: z.object({
        carrier: z.string(),
        ownerId: z.string(),
        orderId: z.string(),
        itemId: z.string(),
        printJobId: z.string(),
      }),
      previousStatus: ShipmentStatus,
      status: ShipmentStatus,
      carrierStatusCode: z.string(),
      estimatedDelivery: Window.nullable(),
      events: z.array(Tracked),
      final: z.boolean(),
      shownEstimatedDelivery: Window.nullable(),
      at: z.string(),
    }),
  },
};
