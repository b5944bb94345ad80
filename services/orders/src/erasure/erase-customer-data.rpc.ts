import type { Pool } from 'pg';
import { OrdersRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { ORDERS_SCHEMA } from '../orders.config';
import { PG_POOL } from '../orders.di-tokens';
import { eraseCustomerData } from './erase-customer-data';

/** issue #22: and the copies published on EVT_ORDERS of every order of the customer go (the invoice stays here). */
export const eraseCustomerDataRpc = rpcBinding(OrdersRpc.eraseCustomerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const result = await eraseCustomerData({ pool }, r);
  await eraseNatsCopies(moduleRef, { service: 'orders', schema: ORDERS_SCHEMA, subject: r.ownerId });
  return result;
});
