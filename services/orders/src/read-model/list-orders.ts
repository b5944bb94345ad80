import type { OrdersRpc, OrderView } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { z } from 'zod';
import { toOrderView, type OrderRow } from './order.mapper';
import { ORDER_ITEMS_TABLE, ORDER_REFUNDS_TABLE, ORDERS_TABLE } from './order.projection';

/** An order row with its items and refunds (credit notes), each as a JSON array: one query per page. */
const ORDER_SELECT = `select o.*, coalesce(
       (select json_agg(json_build_object('item_id', i.item_id, 'book_id', i.book_id, 'title', i.title,
          'cover_key', i.cover_key, 'format', i.format, 'quantity', i.quantity, 'unit_amount', i.unit_amount,
          'amount_total', i.amount_total, 'fulfilment_status', i.fulfilment_status, 'refunded', i.refunded,
          'carrier', i.carrier, 'tracking_number', i.tracking_number, 'tracking_url', i.tracking_url)
          order by i.position)
        from ${ORDER_ITEMS_TABLE} i where i.order_id = o.order_id), '[]') as items,
     coalesce(
       (select json_agg(json_build_object('refund_id', r.refund_id, 'amount', r.amount,
          'refunded_at', r.refunded_at, 'credit_note_number', r.credit_note_number,
          'credit_note_date', r.credit_note_date, 'credit_note_key', r.credit_note_key) order by r.refunded_at)
        from ${ORDER_REFUNDS_TABLE} r where r.order_id = o.order_id), '[]') as refunds
     from ${ORDERS_TABLE} o`;

/** GET /books/orders: the owner's own orders, newest first, each with its items (one query). */
export async function listOrders(sql: SqlExecutor, ownerId: string): Promise<OrderView[]> {
  const { rows } = await sql.query<OrderRow & Record<string, unknown>>(
    `${ORDER_SELECT} where o.owner_id = $1
     order by o.created_at desc, o.created_position desc
     limit 200`,
    [ownerId],
  );
  return rows.map(toOrderView);
}

export type AdminOrderQuery = z.output<typeof OrdersRpc.adminListOrders.request>;

const SORT_COLUMNS: Record<AdminOrderQuery['sort']['field'], string> = {
  createdAt: 'o.created_at',
  paidAt: 'o.paid_at',
  amountTotal: 'o.amount_total',
  status: 'o.status',
  invoiceNumber: 'o.invoice_number',
};

/** The where clause and its parameters of a support query: every filter is a bound parameter. */
export function adminOrderFilter(query: AdminOrderQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status) clauses.push(`o.status = ${param(query.status)}`);
  if (query.ownerId) clauses.push(`o.owner_id = ${param(query.ownerId)}`);
  if (query.bookId) {
    clauses.push(
      `exists (select 1 from ${ORDER_ITEMS_TABLE} i where i.order_id = o.order_id and i.book_id = ${param(query.bookId)})`,
    );
  }
  if (query.ids) clauses.push(`o.order_id = any(${param(query.ids)})`);
  if (query.q?.trim()) {
    const q = query.q.trim();
    const exact = param(q);
    const lower = param(q.toLowerCase());
    // Order id (also its first characters, as printed on the invoice), e-mail or invoice number.
    clauses.push(
      `(o.order_id = ${exact} or o.order_id like ${param(`${q.toLowerCase()}%`)}
        or lower(o.email) = ${lower} or upper(o.invoice_number) = upper(${exact}))`,
    );
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/** GET /admin/orders (issue #13): one page and the total. */
export async function adminListOrders(
  sql: SqlExecutor,
  query: AdminOrderQuery,
): Promise<{ orders: OrderView[]; total: number }> {
  const { where, params } = adminOrderFilter(query);
  const column = SORT_COLUMNS[query.sort.field];
  const direction = query.sort.order === 'ASC' ? 'asc' : 'desc';
  const [page, count] = await Promise.all([
    sql.query<OrderRow & Record<string, unknown>>(
      `${ORDER_SELECT} ${where}
       order by ${column} ${direction} nulls last, o.created_position ${direction}
       limit ${query.limit} offset ${query.offset}`,
      params,
    ),
    sql.query<{ total: string }>(`select count(*) as total from ${ORDERS_TABLE} o ${where}`, params),
  ]);
  return { orders: page.rows.map(toOrderView), total: Number(count.rows[0]?.total ?? 0) };
}

/** One order as the read model has it (support's detail view), or null. */
export async function findOrderView(sql: SqlExecutor, orderId: string): Promise<OrderView | null> {
  const { rows } = await sql.query<OrderRow & Record<string, unknown>>(
    `${ORDER_SELECT} where o.order_id = $1`,
    [orderId],
  );
  return rows[0] ? toOrderView(rows[0]) : null;
}
