import type { InlineProjection, Migration } from '@fabelhaft/eventsourcing';
import type { PrintJobEvent } from '../domain/print-job';
import { FULFILMENT_SCHEMA } from '../fulfilment.config';

export const PRINT_JOBS_TABLE = `${FULFILMENT_SCHEMA}.print_jobs`;
export const PAID_ITEMS_TABLE = `${FULFILMENT_SCHEMA}.paid_items`;
export const REFUNDED_ITEMS_TABLE = `${FULFILMENT_SCHEMA}.refunded_items`;
const T = PRINT_JOBS_TABLE;

export const printJobsMigration: Migration = {
  id: 'fulfilment-0001-print-jobs',
  sql: `create table ${T} (
          print_job_id text primary key,
          order_id text not null,
          item_id text not null,
          book_id text not null,
          owner_id text not null,
          partner_id text not null,
          partner_job_ref text,
          status text not null,
          reason text,
          reprint_of text,
          reprinted_as text,
          product jsonb not null,
          quantity integer not null,
          parcels jsonb not null default '[]',
          promised jsonb not null,
          created_at timestamptz not null,
          updated_at timestamptz not null
        );
        create index print_jobs_status on ${T} (status, updated_at);
        create index print_jobs_order on ${T} (order_id);`,
};

/**
 * What OrderPaid told fulfilment (issue #15): each paid item with its owner and the checkout's shipping address,
 * remembered until its book is approved. Written by the policy in the message's transaction.
 */
export const paidItemsMigration: Migration = {
  id: 'fulfilment-0002-paid-items',
  sql: `create table ${PAID_ITEMS_TABLE} (
          item_id text primary key,
          order_id text not null,
          owner_id text not null,
          book_id text not null,
          format text not null,
          quantity integer not null,
          shipping_address jsonb,
          paid_at timestamptz not null
        );
        create index paid_items_order_book on ${PAID_ITEMS_TABLE} (order_id, book_id);`,
};

/** Order items refunded (orders.v1.OrderRefunded): nothing more is printed for them. */
export const refundedItemsMigration: Migration = {
  id: 'fulfilment-0003-refunded-items',
  sql: `create table ${REFUNDED_ITEMS_TABLE} (
          item_id text primary key,
          order_id text not null,
          refund_id text not null,
          refunded_at timestamptz not null
        );`,
};

/** The print jobs support lists, kept in the events' transaction. */
export const printJobProjection: InlineProjection = {
  name: 'print-jobs',
  async apply(recorded, sql) {
    const event = { type: recorded.type, data: recorded.data } as PrintJobEvent;
    const at = recorded.recordedAt.toISOString();
    switch (event.type) {
      case 'PrintJobRequested': {
        const d = event.data;
        await sql.query(
          `insert into ${T} (print_job_id, order_id, item_id, book_id, owner_id, partner_id, status, reprint_of,
             product, quantity, promised, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, 'requested', $7, $8, $9, $10, $11, $11)
           on conflict (print_job_id) do nothing`,
          [
            d.printJobId,
            d.orderId,
            d.itemId,
            d.bookId,
            d.ownerId,
            d.partnerId,
            d.reprintOf,
            JSON.stringify(d.product),
            d.quantity,
            JSON.stringify(d.promised),
            at,
          ],
        );
        return;
      }
      case 'PrintJobSubmitted':
        await sql.query(
          `update ${T} set status = 'submitted', partner_job_ref = $2, updated_at = $3 where print_job_id = $1`,
          [event.data.printJobId, event.data.partnerJobRef, at],
        );
        return;
      case 'PrintJobStatusChanged': {
        const d = event.data;
        await sql.query(
          `update ${T} set status = $2, partner_job_ref = coalesce($3, partner_job_ref),
             reason = coalesce($4, reason), parcels = $5, updated_at = $6 where print_job_id = $1`,
          [d.printJobId, d.status, d.partnerJobRef, d.reason, JSON.stringify(d.parcels), at],
        );
        return;
      }
      case 'PrintJobReprinted':
        await sql.query(`update ${T} set reprinted_as = $2, updated_at = $3 where print_job_id = $1`, [
          event.data.printJobId,
          event.data.newPrintJobId,
          at,
        ]);
        return;
      case 'PrintJobCancelRequested':
        return;
    }
  },
  async reset(sql) {
    await sql.query(`truncate ${T}`);
  },
};
