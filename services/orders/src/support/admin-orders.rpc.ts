import type { Pool } from 'pg';
import { OrdersRpc } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { OrderRepository } from '../infrastructure/order.repository';
import { EVENT_STORE, ORDERS, PG_POOL } from '../orders.di-tokens';
import { adminListOrders } from '../read-model/list-orders';
import { orderDetail } from './order-detail';

/** GET /admin/orders, through the BFF (support only, issue #13). */
export const adminListOrdersRpc = rpcBinding(OrdersRpc.adminListOrders, (r, _m, { moduleRef }) =>
  adminListOrders(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);

/** GET /admin/orders/{id}, through the BFF (support only, issue #13). */
export const adminGetOrderRpc = rpcBinding(OrdersRpc.adminGetOrder, (r, _m, { moduleRef }) => {
  const orders = moduleRef.get<OrderRepository>(ORDERS, { strict: false });
  return orderDetail(
    moduleRef.get<Pool>(PG_POOL, { strict: false }),
    moduleRef.get<EventStore>(EVENT_STORE, { strict: false }),
    (id) => orders.load(id),
    r.orderId,
  );
});
