import { TrackingEvents } from '@fabelhaft/contracts';
import type { IntegrationMapper } from '@fabelhaft/eventsourcing';
import type { ShipmentEvent } from '../domain/shipment';
import { trackingNumberOfStream } from './shipment.repository';

/**
 * Stored events stay private; the others hear `tracking.v1.ShipmentStatusChanged` once per status change (the
 * registration counts: nothing → label_created). A reading that only brings new events or a new window is not
 * a status change. The message id is the stored event's id, so JetStream drops a second publish of it.
 */
export const mapToIntegrationEvent: IntegrationMapper = (recorded) => {
  const event = { type: recorded.type, data: recorded.data } as ShipmentEvent;
  const c = TrackingEvents.shipmentStatusChangedV1;
  const trackingNumber = trackingNumberOfStream(recorded.streamId);
  if (event.type === 'ShipmentRegistered') {
    const d = event.data;
    return {
      subject: c.subject,
      type: c.type,
      data: {
        trackingNumber,
        carrier: d.carrier,
        printJobId: d.printJobId,
        orderId: d.orderId,
        itemId: d.itemId,
        ownerId: d.ownerId,
        status: 'label_created',
        estimatedDelivery: d.promisedDelivery,
        changedAt: d.at,
      },
    };
  }
  if (event.type !== 'ShipmentUpdated' || event.data.status === event.data.previousStatus) return null;
  const d = event.data;
  return {
    subject: c.subject,
    type: c.type,
    data: {
      trackingNumber,
      ...d.ref,
      status: d.status,
      estimatedDelivery: d.shownEstimatedDelivery,
      changedAt: d.at,
    },
  };
};
