import type { Migration } from '@fabelhaft/eventsourcing';
import { EventCodec } from '@fabelhaft/eventsourcing';
import type { ServiceDatabase } from '@fabelhaft/service-kit/service';
import { invoiceSequenceEventCatalog, orderEventCatalog } from '../domain/order.events';
import { checkoutAttemptsMigration } from '../checkout/checkout-attempts';
import { ORDERS_SCHEMA } from '../orders.config';
import {
  orderItemsFulfilmentMigration,
  orderProjection,
  ordersMigration,
} from '../read-model/order.projection';

/** Every read model this service keeps inline with its events. */
export const ordersProjections = [orderProjection];

/**
 * Provider webhook event ids already handled, written in the transaction of their effects: a replayed or
 * duplicated webhook changes nothing (not a read model: it is never rebuilt).
 */
export const PAYMENT_EVENTS_TABLE = `${ORDERS_SCHEMA}.handled_payment_events`;
const paymentEventsMigration: Migration = {
  id: 'orders-0002-handled-payment-events',
  sql: `create table ${PAYMENT_EVENTS_TABLE} (
          event_id text primary key,
          type text not null,
          order_id text,
          handled_at timestamptz not null default now()
        )`,
};

/** The orders schema: its tables and the read models kept in the events' transaction. */
export const ordersDatabase: ServiceDatabase = {
  schema: ORDERS_SCHEMA,
  migrations: [
    ordersMigration,
    paymentEventsMigration,
    checkoutAttemptsMigration,
    orderItemsFulfilmentMigration,
  ],
  projections: ordersProjections,
  codec: new EventCodec({ ...orderEventCatalog, ...invoiceSequenceEventCatalog }),
};
