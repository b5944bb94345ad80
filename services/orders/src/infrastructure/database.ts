import { Pool } from 'pg';
import { migrate, PostgresEventStore, type Migration } from '@fabelhaft/eventsourcing';
import { checkoutAttemptsMigration } from '../commands/start-checkout/checkout-attempts';
import { ORDERS_SCHEMA } from '../orders.config';
import {
  orderItemsFulfilmentMigration,
  orderProjection,
  ordersMigration,
} from '../queries/list-orders/order.projection';

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

export async function openOrdersDatabase(
  databaseUrl: string,
): Promise<{ pool: Pool; store: PostgresEventStore }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  await migrate(pool, ORDERS_SCHEMA, [
    ordersMigration,
    paymentEventsMigration,
    checkoutAttemptsMigration,
    orderItemsFulfilmentMigration,
  ]);
  return { pool, store: new PostgresEventStore(pool, ORDERS_SCHEMA, ordersProjections) };
}
