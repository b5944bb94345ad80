import { TrackingEvents, TrackingEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { FulfilmentPolicyDeps } from '../fulfilment.policies';

export const DELIVERIES_DURABLE = 'fulfilment-deliveries';

/** tracking.v1.ShipmentStatusChanged delivered → the job is delivered (issue #15: shipped → delivered). */
export const deliverWhenParcelDelivered = definePolicy<FulfilmentPolicyDeps>({
  name: DELIVERIES_DURABLE,
  stream: TrackingEventStream,
  filterSubject: TrackingEvents.shipmentStatusChangedV1.subject,
  handle: async (envelope, { tx, printJobs }) => {
    if (envelope.type !== TrackingEvents.shipmentStatusChangedV1.type) return;
    const d = TrackingEvents.shipmentStatusChangedV1.data.parse(envelope.data);
    if (d.status !== 'delivered') return;
    const { state } = await printJobs.load(d.printJobId, tx);
    if (!state.exists) return;
    await printJobs.handle(
      d.printJobId,
      { type: 'RecordDelivered', occurredAt: d.changedAt },
      { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
      tx,
    );
  },
});
