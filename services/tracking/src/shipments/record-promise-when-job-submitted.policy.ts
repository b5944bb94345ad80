import { FulfilmentEvents, FulfilmentEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { TrackingPolicyDeps } from '../tracking.policies';
import { lockPrintJob, rememberPromisedDelivery, trackingNumbersOfJob } from './promised-deliveries';

export const SUBMITTED_DURABLE = 'tracking-submitted-jobs';

/**
 * A print job submitted to its partner carries the promised delivery window (issue #15: the estimated delivery
 * before hand-over). Kept by job; parcels already registered (the shipped news came first) take it now.
 */
export const recordPromiseWhenJobSubmitted = definePolicy<TrackingPolicyDeps>({
  name: SUBMITTED_DURABLE,
  stream: FulfilmentEventStream,
  // Partner-scoped subjects: `evt.fulfilment.print-job.submitted.<partnerId>`.
  filterSubject: `${FulfilmentEvents.printJobSubmittedV1.subject}.*`,
  handle: async (envelope, { shipments, tx }) => {
    if (envelope.type !== FulfilmentEvents.printJobSubmittedV1.type) return;
    const job = FulfilmentEvents.printJobSubmittedV1.data.parse(envelope.data);
    const window = { from: job.promised.deliverFrom, to: job.promised.deliverTo };
    await lockPrintJob(tx, job.printJobId);
    await rememberPromisedDelivery(tx, job.printJobId, window);
    const metadata = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id };
    for (const trackingNumber of await trackingNumbersOfJob(tx, job.printJobId)) {
      await shipments.handle(
        trackingNumber,
        { type: 'RecordPromisedDelivery', promisedDelivery: window },
        metadata,
        tx,
      );
    }
  },
});
