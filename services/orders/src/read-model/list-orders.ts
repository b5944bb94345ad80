import type { OrderView } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { toOrderView, type OrderRow } from './order.mapper';
import { ORDER_ITEMS_TABLE, ORDERS_TABLE } from './order.projection';

/** GET /books/orders: the owner's own orders, newest first, each with its items (one query). */
export async function listOrders(sql: SqlExecutor, ownerId: string): Promise<OrderView[]> {
  const { rows } = await sql.query<OrderRow & Record<string, unknown>>(
    `select o.*, coalesce(
       (select json_agg(json_build_object('item_id', i.item_id, 'book_id', i.book_id, 'title', i.title,
          'cover_key', i.cover_key, 'format', i.format, 'quantity', i.quantity, 'unit_amount', i.unit_amount,
          'amount_total', i.amount_total, 'fulfilment_status', i.fulfilment_status) order by i.position)
        from ${ORDER_ITEMS_TABLE} i where i.order_id = o.order_id), '[]') as items
     from ${ORDERS_TABLE} o where o.owner_id = $1
     order by o.created_at desc, o.created_position desc
     limit 200`,
    [ownerId],
  );
  return rows.map(toOrderView);
}
