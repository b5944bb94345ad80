import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { markPublishedForErasure, withTransaction, type SqlExecutor } from '@fabelhaft/eventsourcing';
import { CHECKOUT_ATTEMPTS_TABLE } from '../checkout/checkout-attempts';
import { ORDERS_SCHEMA } from '../orders.config';
import { ORDER_ITEMS_TABLE, ORDERS_TABLE } from '../read-model/order.projection';

const EVENTS = `${ORDERS_SCHEMA}.events`;

interface OrderRow {
  order_id: string;
  status: string;
  payment_status: string;
  invoice_number: string | null;
}

/**
 * Which of a customer's orders go and which stay (issue #12, ADR 0016). Pure.
 * - An order with an invoice number stays (§147 AO, §14b UStG: invoices are kept 10 years), reduced to what
 *   the invoice needs.
 * - An order that was never paid goes entirely.
 * - While a payment is pending (an open checkout, a delayed payment) or a paid order still waits for its
 *   invoice number, the erasure is refused: a payment arriving after it would have no order to land on.
 */
export function planErasure(rows: OrderRow[]): { erase: string[]; keep: string[]; blocked: boolean } {
  const blocked = rows.some(
    (r) => !r.invoice_number && (r.payment_status === 'pending' || r.payment_status === 'success'),
  );
  return {
    erase: rows.filter((r) => !r.invoice_number).map((r) => r.order_id),
    keep: rows.filter((r) => r.invoice_number).map((r) => r.order_id),
    blocked,
  };
}

/** What an invoiced order does not need any more: links to the book's cover, the checkout and the receipt. */
async function redactInvoicedOrders(tx: SqlExecutor, orderIds: string[]): Promise<void> {
  const streams = orderIds.map((id) => `order-${id}`);
  await tx.query(
    `update ${EVENTS} set data = jsonb_set(data, '{url}', '""')
      where stream_id = any($1::text[]) and event_type = 'CheckoutSessionOpened'`,
    [streams],
  );
  await tx.query(
    `update ${EVENTS} set data = jsonb_set(data, '{receiptUrl}', '""')
      where stream_id = any($1::text[]) and event_type = 'OrderReceiptRecorded'`,
    [streams],
  );
  await tx.query(
    `update ${EVENTS} set data = jsonb_set(data, '{items}', (
        select coalesce(jsonb_agg(item || '{"coverKey": null}'::jsonb order by n), '[]'::jsonb)
          from jsonb_array_elements(data->'items') with ordinality as x(item, n)))
      where stream_id = any($1::text[]) and event_type in ('OrderCreated', 'OrderRepriced')`,
    [streams],
  );
  await tx.query(
    `update ${ORDERS_TABLE} set checkout_url = null, receipt_url = null where order_id = any($1::text[])`,
    [orderIds],
  );
  await tx.query(`update ${ORDER_ITEMS_TABLE} set cover_key = null where order_id = any($1::text[])`, [
    orderIds,
  ]);
}

/**
 * issue #12, GDPR Art. 17: a customer's orders without an invoice are erased (events, read rows, checkout
 * claims); invoiced orders keep the invoice data — buyer name, address and e-mail as printed, items, amounts,
 * VAT, payment reference — and the PDF under `owners/<sub>/invoices/`, and lose the rest. One transaction;
 * a repeat erases nothing more.
 */
export async function eraseCustomerData(
  { pool }: { pool: Pool },
  { ownerId }: { ownerId: string },
): Promise<{ erasedOrders: number; keptInvoices: number }> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<OrderRow>(
      `select order_id, status, payment_status, invoice_number from ${ORDERS_TABLE}
        where owner_id = $1 for update`,
      [ownerId],
    );
    const plan = planErasure(rows);
    if (plan.blocked) {
      throw new DomainError(ErrorCodes.ORDERS_ERASURE_BLOCKED, ErrorTexts[ErrorCodes.ORDERS_ERASURE_BLOCKED]);
    }
    // issue #22: the published copies of every order go, the invoiced ones' too (the invoice stays here).
    await markPublishedForErasure(
      tx,
      ORDERS_SCHEMA,
      rows.map((r) => `order-${r.order_id}`),
    );
    if (plan.erase.length) {
      await tx.query(`delete from ${EVENTS} where stream_id = any($1::text[])`, [
        plan.erase.map((id) => `order-${id}`),
      ]);
      await tx.query(`delete from ${CHECKOUT_ATTEMPTS_TABLE} where order_id = any($1::text[])`, [plan.erase]);
      await tx.query(`delete from ${ORDERS_TABLE} where order_id = any($1::text[])`, [plan.erase]);
    }
    if (plan.keep.length) await redactInvoicedOrders(tx, plan.keep);
    return { erasedOrders: plan.erase.length, keptInvoices: plan.keep.length };
  });
}
