import type { InlineProjection, Migration, SqlExecutor } from '@fabelhaft/eventsourcing';
import { ORDERS_SCHEMA } from '../orders.config';
import type { OrderEvent, OrderItemState, Pricing } from '../domain/order';

export const ORDERS_TABLE = `${ORDERS_SCHEMA}.orders`;
export const ORDER_ITEMS_TABLE = `${ORDERS_SCHEMA}.order_items`;
const O = ORDERS_TABLE;
const I = ORDER_ITEMS_TABLE;

export const ordersMigration: Migration = {
  id: 'orders-0001-orders',
  sql: `create table ${O} (
          order_id text primary key,
          owner_id text not null,
          status text not null,
          payment_status text not null,
          amount_total integer not null,
          currency text not null,
          coupon_code text,
          session_id text,
          checkout_url text,
          session_expires_at timestamptz,
          paid_at timestamptz,
          invoice_number text unique,
          invoice_key text,
          receipt_url text,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          created_position bigint not null
        );
        create index orders_owner_created on ${O} (owner_id, created_at desc, created_position desc);
        create table ${I} (
          item_id text primary key,
          order_id text not null references ${O} (order_id) on delete cascade,
          position integer not null,
          book_id text not null,
          title text,
          cover_key text,
          format text not null,
          quantity integer not null,
          unit_amount integer not null,
          amount_total integer not null,
          fulfillment_status text not null default 'pending',
          -- True while the order waits for payment: at most one open order per book (issue #5: a second
          -- checkout reuses or replaces the open session rather than creating a second order).
          open boolean not null default true
        );
        create unique index order_items_one_open_order_per_book on ${I} (book_id) where open;
        create index order_items_book on ${I} (book_id);`,
};

async function writeItems(sql: SqlExecutor, orderId: string, pricing: Pricing): Promise<void> {
  await sql.query(`delete from ${I} where order_id = $1`, [orderId]);
  let position = 0;
  for (const item of pricing.items as OrderItemState[]) {
    await sql.query(
      `insert into ${I} (item_id, order_id, position, book_id, title, cover_key, format, quantity, unit_amount,
         amount_total, fulfilment_status, open)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true)`,
      [
        item.itemId,
        orderId,
        position++,
        item.bookId,
        item.title,
        item.coverKey,
        item.format,
        item.quantity,
        item.unitAmount,
        item.amountTotal,
        item.fulfilmentStatus,
      ],
    );
  }
}

/** The read model behind GET /books/orders and the checkout's one-open-order-per-book rule. */
/** issue #15: an item's parcel once it shipped. */
export const orderItemsTrackingMigration: Migration = {
  id: 'orders-0006-order-items-tracking',
  sql: `alter table ${ORDER_ITEMS_TABLE} add column carrier text, add column tracking_number text,
          add column tracking_url text`,
};

/** issue #10: one spelling of fulfilment in code; only the REST field keeps the spec's `fulfillment_status`. */
export const orderItemsFulfilmentMigration: Migration = {
  id: 'orders-0004-order-items-fulfilment-status',
  sql: `alter table ${ORDER_ITEMS_TABLE} rename column fulfillment_status to fulfilment_status`,
};

export const ORDER_REFUNDS_TABLE = `${ORDERS_SCHEMA}.order_refunds`;
const R = ORDER_REFUNDS_TABLE;

/**
 * issue #13: what the support console searches and shows (the payer's e-mail, refunds and credit notes). The
 * e-mail of orders paid before is filled from their OrderPaid events.
 */
export const orderRefundsMigration: Migration = {
  id: 'orders-0005-refunds-and-support-search',
  sql: `alter table ${O} add column email text, add column invoice_date text,
          add column refunded_amount integer not null default 0;
        alter table ${I} add column refunded boolean not null default false;
        update ${O} o set email = e.data->>'customerEmail'
          from ${ORDERS_SCHEMA}.events e
          where e.stream_id = 'order-' || o.order_id and e.event_type = 'OrderPaid';
        update ${O} o set invoice_date = e.data->>'invoiceDate'
          from ${ORDERS_SCHEMA}.events e
          where e.stream_id = 'order-' || o.order_id and e.event_type = 'OrderInvoiceNumberAssigned';
        create index orders_email on ${O} (lower(email));
        create index orders_created on ${O} (created_at desc, created_position desc);
        create table ${R} (
          refund_id text primary key,
          order_id text not null references ${O} (order_id) on delete cascade,
          amount integer not null,
          item_ids text[] not null,
          reason text not null,
          refunded_at timestamptz not null,
          credit_note_number text unique,
          credit_note_date text,
          credit_note_key text
        );
        create index order_refunds_order on ${R} (order_id);`,
};

/**
 * issue #24: what the order's coupon and a promotion code typed at the checkout took off, so the customer's
 * order shows the coupon with its discount. Filled for older orders from their events (the last pricing's
 * discount, plus the payment's promotion discount).
 */
export const orderDiscountMigration: Migration = {
  id: 'orders-0007-orders-discount-total',
  sql: `alter table ${O} add column discount_total integer not null default 0;
        update ${O} o set discount_total =
          coalesce((select (e.data->>'discountTotal')::integer from ${ORDERS_SCHEMA}.events e
                    where e.stream_id = 'order-' || o.order_id
                      and e.event_type in ('OrderCreated', 'OrderRepriced')
                    order by e.global_position desc limit 1), 0)
          + coalesce((select (e.data->>'providerDiscount')::integer from ${ORDERS_SCHEMA}.events e
                      where e.stream_id = 'order-' || o.order_id and e.event_type = 'OrderPaid'
                      order by e.global_position limit 1), 0);`,
};

export const orderProjection: InlineProjection = {
  name: 'orders',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as OrderEvent;
    const d = event.data;
    switch (event.type) {
      case 'OrderCreated':
        await sql.query(
          `insert into ${O} (order_id, owner_id, status, payment_status, amount_total, currency, coupon_code,
             created_at, updated_at, created_position, discount_total)
           values ($1, $2, 'created', 'none', $3, $4, $5, $6, $6, $7, $8) on conflict (order_id) do nothing`,
          [
            event.data.orderId,
            event.data.ownerId,
            event.data.amountTotal,
            event.data.currency,
            event.data.couponCode,
            event.data.at,
            recorded.globalPosition,
            event.data.discountTotal,
          ],
        );
        await writeItems(sql, event.data.orderId, event.data);
        return;
      case 'OrderRepriced':
        await sql.query(
          `update ${O} set amount_total = $2, currency = $3, coupon_code = $4, updated_at = $5, discount_total = $6
           where order_id = $1`,
          [
            d.orderId,
            event.data.amountTotal,
            event.data.currency,
            event.data.couponCode,
            d.at,
            event.data.discountTotal,
          ],
        );
        await writeItems(sql, d.orderId, event.data);
        return;
      case 'CheckoutSessionOpened':
        await sql.query(
          `update ${O} set status = 'requires_payment', payment_status = 'pending', session_id = $2,
             checkout_url = $3, session_expires_at = $4, updated_at = $5 where order_id = $1`,
          [d.orderId, event.data.sessionId, event.data.url, event.data.expiresAt, d.at],
        );
        return;
      case 'OrderPaymentDelayed':
        await sql.query(
          `update ${O} set payment_status = 'pending', checkout_url = null, updated_at = $2 where order_id = $1`,
          [d.orderId, d.at],
        );
        return;
      case 'OrderPaid':
        await sql.query(
          `update ${O} set status = 'paid', payment_status = 'success', amount_total = $2, paid_at = $3,
             session_id = $4, checkout_url = null, updated_at = $5, email = $6,
             discount_total = discount_total + $7 where order_id = $1`,
          [
            d.orderId,
            event.data.amountPaid,
            event.data.paidAt,
            event.data.sessionId,
            d.at,
            event.data.customerEmail,
            event.data.providerDiscount,
          ],
        );
        await sql.query(`update ${I} set open = false where order_id = $1`, [d.orderId]);
        return;
      case 'OrderPaymentFailed':
      case 'OrderCheckoutExpired':
        await sql.query(
          `update ${O} set status = 'cancelled', payment_status = $2, checkout_url = null, updated_at = $3
           where order_id = $1`,
          [d.orderId, event.type === 'OrderPaymentFailed' ? 'failed' : 'none', d.at],
        );
        await sql.query(`update ${I} set open = false where order_id = $1`, [d.orderId]);
        return;
      case 'OrderReceiptRecorded':
        await sql.query(`update ${O} set receipt_url = $2, updated_at = $3 where order_id = $1`, [
          d.orderId,
          event.data.receiptUrl,
          d.at,
        ]);
        return;
      case 'OrderInvoiceNumberAssigned':
        await sql.query(
          `update ${O} set invoice_number = $2, invoice_date = $3, updated_at = $4 where order_id = $1`,
          [d.orderId, event.data.invoiceNumber, event.data.invoiceDate, d.at],
        );
        return;
      case 'OrderInvoiceIssued':
        await sql.query(`update ${O} set invoice_key = $2, updated_at = $3 where order_id = $1`, [
          d.orderId,
          event.data.invoiceKey,
          d.at,
        ]);
        return;
      case 'OrderItemShipped':
        await sql.query(
          `update ${I} set carrier = $2, tracking_number = $3, tracking_url = $4 where item_id = $1`,
          [event.data.itemId, event.data.carrier, event.data.trackingNumber, event.data.trackingUrl],
        );
        return;
      case 'OrderFulfilled':
        await sql.query(`update ${O} set status = 'fulfilled', updated_at = $2 where order_id = $1`, [
          d.orderId,
          d.at,
        ]);
        return;
      case 'OrderItemFulfilmentChanged':
        await sql.query(`update ${I} set fulfilment_status = $2 where item_id = $1`, [
          event.data.itemId,
          event.data.fulfilmentStatus,
        ]);
        await sql.query(
          `update ${O} set status = case when status = 'paid' then 'processing' else status end, updated_at = $2
           where order_id = $1`,
          [d.orderId, d.at],
        );
        return;
      case 'OrderRefunded':
        await sql.query(
          `insert into ${R} (refund_id, order_id, amount, item_ids, reason, refunded_at)
           values ($1, $2, $3, $4, $5, $6) on conflict (refund_id) do nothing`,
          [event.data.refundId, d.orderId, event.data.amount, event.data.itemIds, event.data.reason, d.at],
        );
        await sql.query(`update ${I} set refunded = true where order_id = $1 and item_id = any($2)`, [
          d.orderId,
          event.data.itemIds,
        ]);
        await sql.query(
          `update ${O} set refunded_amount = refunded_amount + $2, updated_at = $3,
             status = case when exists (select 1 from ${I} where order_id = $1 and not refunded)
                      then 'partially_refunded' else 'refunded' end
           where order_id = $1`,
          [d.orderId, event.data.amount, d.at],
        );
        return;
      case 'OrderCreditNoteNumberAssigned':
        await sql.query(
          `update ${R} set credit_note_number = $2, credit_note_date = $3 where refund_id = $1`,
          [event.data.refundId, event.data.creditNoteNumber, event.data.creditNoteDate],
        );
        return;
      case 'OrderCreditNoteIssued':
        await sql.query(`update ${R} set credit_note_key = $2 where refund_id = $1`, [
          event.data.refundId,
          event.data.creditNoteKey,
        ]);
        return;
      case 'OrderRefundRequested':
      case 'OrderRefundFailed':
        // A claim and its failure: in the order's history for support; the order is unchanged until refunded.
        return;
      case 'OrderDuplicatePaymentReceived':
      case 'OrderPaymentMismatched':
        // In the order's event history for support; the order itself does not change.
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${R}, ${I}, ${O}`);
  },
};

/** Paid and not (wholly) refunded: the book is bought. */
const KEPT = `('paid', 'processing', 'fulfilled', 'partially_refunded')`;

/** The order of this book that is open (waiting for payment) or paid, if any. */
export async function findOrderOfBook(
  sql: SqlExecutor,
  bookId: string,
): Promise<{ orderId: string; ownerId: string; status: string } | null> {
  const { rows } = await sql.query<{ order_id: string; owner_id: string; status: string }>(
    `select o.order_id, o.owner_id, o.status from ${I} i join ${O} o using (order_id)
     where i.book_id = $1 and (i.open or o.status in ${KEPT})
     order by (o.status in ${KEPT}) desc, o.created_at desc limit 1`,
    [bookId],
  );
  const row = rows[0];
  return row ? { orderId: row.order_id, ownerId: row.owner_id, status: row.status } : null;
}
