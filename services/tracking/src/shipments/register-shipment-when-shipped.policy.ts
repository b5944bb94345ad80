import { FulfilmentEvents, FulfilmentEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import { lockPrintJob, promisedDeliveryOf } from './promised-deliveries';
import type { TrackingPolicyDeps } from '../tracking.policies';

export const SHIPPED_DURABLE = 'tracking-shipped-jobs';

/** Carrier keys are lower case (`DHL` from a partner is `dhl`). */
export const carrierKey = (carrier: string) => carrier.trim().toLowerCase();

/**
 * A print job shipped (issue #15) → one shipment per parcel, registered once: a redelivered or repeated
 * `shipped` registers nothing new (the decider), and the promise of the submitted job comes with it when known.
 */
export const registerShipmentWhenShipped = definePolicy<TrackingPolicyDeps>({
  name: SHIPPED_DURABLE,
  stream: FulfilmentEventStream,
  filterSubject: FulfilmentEvents.printJobStatusChangedV1.subject,
  handle: async (envelope, { shipments, tx }) => {
    if (envelope.type !== FulfilmentEvents.printJobStatusChangedV1.type) return;
    const job = FulfilmentEvents.printJobStatusChangedV1.data.parse(envelope.data);
    if (job.status !== 'shipped' || job.parcels.length === 0) return;
    const metadata = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id };
    await lockPrintJob(tx, job.printJobId);
    const promisedDelivery = await promisedDeliveryOf(tx, job.printJobId);
    for (const parcel of job.parcels) {
      await shipments.handle(
        parcel.trackingNumber,
        {
          type: 'RegisterShipment',
          shipment: {
            trackingNumber: parcel.trackingNumber,
            carrier: carrierKey(parcel.carrier),
            trackingUrl: parcel.trackingUrl,
            ownerId: job.ownerId,
            orderId: job.orderId,
            itemId: job.itemId,
            bookId: job.bookId,
            printJobId: job.printJobId,
            promisedDelivery,
          },
        },
        metadata,
        tx,
      );
    }
  },
});
