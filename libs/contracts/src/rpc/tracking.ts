import { z } from 'zod';
import { SHIPMENT_STATUSES } from '../events/fulfilment';
import { rpc } from './envelope';

/** One parcel as the tracking service shows its owner (the BFF maps it to spec §7's snake_case). */
export const ShipmentView = z.object({
  trackingNumber: z.string(),
  carrier: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  carrierStatusCode: z.string().nullable(),
  estimatedDelivery: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  /** Newest first. */
  events: z.array(
    z.object({
      at: z.string(),
      status: z.enum(SHIPMENT_STATUSES),
      carrierStatusCode: z.string(),
      description: z.string(),
      location: z.string().nullable(),
    }),
  ),
  trackingUrl: z.string().nullable(),
  orderId: z.string(),
  itemId: z.string(),
  printJobId: z.string(),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
export type ShipmentView = z.infer<typeof ShipmentView>;

/**
 * The tracking service's request/reply operations (issue #15, subjects `rpc.tracking.<name>`). The caller's
 * subject is `ownerId`: an unknown number and another customer's number both answer TRACKING.NOT_FOUND.
 */
export const TrackingRpc = {
  getShipment: rpc(
    'rpc.tracking.get-shipment',
    z.object({ ownerId: z.string().min(1).max(128), trackingNumber: z.string().trim().min(1).max(64) }),
    ShipmentView,
  ),
  /**
   * issue #22, GDPR Art. 17 (ADR 0016 addendum): erases the customer's finished shipments (events, rows, the
   * promised windows of their jobs). A parcel still on its way is kept until its last status (fulfilment waits
   * for its delivery): `keptShipments` > 0 means "ask again". Idempotent.
   */
  eraseOwnerData: rpc(
    'rpc.tracking.erase-owner-data',
    z.object({ ownerId: z.string().min(1).max(128) }),
    z.object({ erasedShipments: z.number().int().min(0), keptShipments: z.number().int().min(0) }),
  ),
} as const;
