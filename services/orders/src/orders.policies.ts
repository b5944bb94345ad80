import { policiesProvider } from '@fabelhaft/eventsourcing';
import { trackFulfilmentWhenBookChanges } from './fulfilment/track-fulfilment-when-book-changes.policy';
import { trackPrintJobs } from './fulfilment/track-print-jobs.policy';
import type { OrderRepository } from './infrastructure/order.repository';
import { ORDERS_SCHEMA } from './orders.config';
import { LOGGER, NATS_CONNECTION, ORDERS, PG_POOL, SUBJECTS } from './orders.di-tokens';

/** What the orders service's policies use besides the transaction, NATS and subjects. */
export interface OrdersPolicyDeps {
  orders: OrderRepository;
}

/** The orders service's reactions to other services' integration events. */
export const ordersPolicies = policiesProvider<OrdersPolicyDeps>({
  service: 'orders',
  schema: ORDERS_SCHEMA,
  policies: [trackFulfilmentWhenBookChanges, trackPrintJobs],
  tokens: { pool: PG_POOL, nc: NATS_CONNECTION, subjects: SUBJECTS, logger: LOGGER },
  deps: { orders: ORDERS },
});
