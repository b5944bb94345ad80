import type { Migration, SqlExecutor } from '@fabelhaft/eventsourcing';
import { ORDERS_SCHEMA } from '../orders.config';

/**
 * ADR 0011: the checkout of one book is claimed here in a short transaction before the payment provider is
 * called, and released in a second short one after it answered, so no connection, lock or transaction is
 * held while the provider takes its time. Operational state, not a read model: never rebuilt from events.
 * `attempt` counts the provider calls for the book; it names the provider's idempotency key.
 */
export const CHECKOUT_ATTEMPTS_TABLE = `${ORDERS_SCHEMA}.checkout_attempts`;

export const checkoutAttemptsMigration: Migration = {
  id: 'orders-0003-checkout-attempts',
  sql: `create table ${CHECKOUT_ATTEMPTS_TABLE} (
          book_id text primary key,
          order_id text not null,
          attempt int not null,
          in_flight_until timestamptz
        )`,
};

export interface CheckoutAttempt {
  orderId: string;
  attempt: number;
}

/** Serialises the checkout decisions of one book across every instance; released when `tx` ends. */
export async function lockBookCheckout(tx: SqlExecutor, bookId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`orders.checkout:${bookId}`]);
}

/** Whether another caller's provider call for the book is still under way (its claim has not lapsed). */
export async function attemptInFlight(tx: SqlExecutor, bookId: string): Promise<boolean> {
  const { rows } = await tx.query<{ busy: boolean }>(
    `select in_flight_until > now() as busy from ${CHECKOUT_ATTEMPTS_TABLE} where book_id = $1`,
    [bookId],
  );
  return rows[0]?.busy === true;
}

/**
 * Claims the next attempt for the book until `ttlMs` from now. A lapsed claim (its process died or hung
 * past the provider timeout) is simply overtaken: the attempt number moves on, so the new call never reuses
 * the lapsed one's idempotency key with other parameters.
 */
export async function claimAttempt(
  tx: SqlExecutor,
  bookId: string,
  orderId: string,
  ttlMs: number,
): Promise<CheckoutAttempt> {
  const { rows } = await tx.query<{ attempt: number }>(
    `insert into ${CHECKOUT_ATTEMPTS_TABLE} (book_id, order_id, attempt, in_flight_until)
     values ($1, $2, 1, now() + make_interval(secs => $3::double precision / 1000))
     on conflict (book_id) do update
       set order_id = excluded.order_id,
           attempt = ${CHECKOUT_ATTEMPTS_TABLE}.attempt + 1,
           in_flight_until = excluded.in_flight_until
     returning attempt`,
    [bookId, orderId, ttlMs],
  );
  return { orderId, attempt: rows[0]!.attempt };
}

/** Ends this caller's claim (after success or failure); a claim someone else has since taken is left alone. */
export async function releaseAttempt(tx: SqlExecutor, bookId: string, attempt: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update ${CHECKOUT_ATTEMPTS_TABLE} set in_flight_until = null where book_id = $1 and attempt = $2`,
    [bookId, attempt],
  );
  return (rowCount ?? 0) > 0;
}
