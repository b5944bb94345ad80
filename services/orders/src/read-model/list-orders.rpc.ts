import type { Pool } from 'pg';
import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../orders.di-tokens';
import { listOrders } from './list-orders';

export const listOrdersRpc = rpcBinding(OrdersRpc.listOrders, async (r, _m, { moduleRef }) => ({
  orders: await listOrders(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId),
}));
