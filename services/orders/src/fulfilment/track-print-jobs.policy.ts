import { FulfilmentEvents, FulfilmentEventStream, type IntegrationEnvelope } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { RecordPrintJobStatus } from '../domain/order-fulfilment.decide';
import type { OrdersPolicyDeps } from '../orders.policies';

export const PRINT_JOBS_DURABLE = 'orders-print-jobs';

/** A print job's status as the order item's (spec §4): printed, shipped (with its parcel), failed (rejected). */
export function printJobCommandOf(envelope: IntegrationEnvelope): RecordPrintJobStatus | null {
  if (envelope.type !== FulfilmentEvents.printJobStatusChangedV1.type) return null;
  const d = FulfilmentEvents.printJobStatusChangedV1.data.parse(envelope.data);
  const status =
    d.status === 'printed' || d.status === 'shipped'
      ? d.status
      : d.status === 'rejected'
        ? ('failed' as const)
        : null;
  if (!status) return null;
  const parcel = d.parcels[0];
  return {
    type: 'RecordPrintJobStatus',
    orderId: d.orderId,
    itemId: d.itemId,
    status,
    parcel: status === 'shipped' && parcel ? parcel : null,
  };
}

/**
 * Print jobs (issue #15) → the order's items: printed, shipped with carrier and tracking, failed when the
 * partner rejected the file; the order is fulfilled once every item shipped. Late or repeated news never
 * moves an item back (the decider).
 */
export const trackPrintJobs = definePolicy<OrdersPolicyDeps>({
  name: PRINT_JOBS_DURABLE,
  stream: FulfilmentEventStream,
  filterSubject: FulfilmentEvents.printJobStatusChangedV1.subject,
  handle: async (envelope, { orders, tx }) => {
    const command = printJobCommandOf(envelope);
    if (!command) return;
    await orders.handle(
      command.orderId,
      command,
      { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id },
      tx,
    );
  },
});
