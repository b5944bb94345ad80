import type { Pool } from 'pg';
import { OrdersRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../orders.di-tokens';
import { eraseCustomerData } from './erase-customer-data';

export const eraseCustomerDataRpc = rpcBinding(OrdersRpc.eraseCustomerData, (r, _m, { moduleRef }) =>
  eraseCustomerData({ pool: moduleRef.get<Pool>(PG_POOL, { strict: false }) }, r),
);
