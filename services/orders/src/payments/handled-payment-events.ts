import type { Migration, SqlExecutor } from '@fabelhaft/eventsourcing';
import type { PaymentEvent } from '@fabelhaft/payments';
import { ORDERS_SCHEMA } from '../orders.config';

/**
 * Provider webhook event ids already handled, written in the transaction of their effects: a replayed or
 * duplicated webhook changes nothing (not a read model: it is never rebuilt).
 */
export const PAYMENT_EVENTS_TABLE = `${ORDERS_SCHEMA}.handled_payment_events`;
export const paymentEventsMigration: Migration = {
  id: 'orders-0002-handled-payment-events',
  sql: `create table ${PAYMENT_EVENTS_TABLE} (
          event_id text primary key,
          type text not null,
          order_id text,
          handled_at timestamptz not null default now()
        )`,
};

/** Records the provider event as handled; false when it already was (a replay or duplicate delivery). */
export async function recordHandledPaymentEvent(
  tx: SqlExecutor,
  event: PaymentEvent,
  orderId: string | null,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into ${PAYMENT_EVENTS_TABLE} (event_id, type, order_id) values ($1, $2, $3)
     on conflict (event_id) do nothing`,
    [event.id, event.type, orderId],
  );
  return rowCount === 1;
}
