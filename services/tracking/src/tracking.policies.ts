import { policiesProvider } from '@fabelhaft/eventsourcing';
import type { ShipmentRepository } from './infrastructure/shipment.repository';
import { recordPromiseWhenJobSubmitted } from './shipments/record-promise-when-job-submitted.policy';
import { registerShipmentWhenShipped } from './shipments/register-shipment-when-shipped.policy';
import { TRACKING_SCHEMA } from './tracking.config';
import { LOGGER, NATS_CONNECTION, PG_POOL, SHIPMENTS, SUBJECTS } from './tracking.di-tokens';

/** What the tracking service's policies use besides the transaction, NATS and subjects. */
export interface TrackingPolicyDeps {
  shipments: ShipmentRepository;
}

/** The tracking service's reactions to fulfilment's integration events. */
export const trackingPolicies = policiesProvider<TrackingPolicyDeps>({
  service: 'tracking',
  schema: TRACKING_SCHEMA,
  policies: [registerShipmentWhenShipped, recordPromiseWhenJobSubmitted],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: { shipments: SHIPMENTS },
});
