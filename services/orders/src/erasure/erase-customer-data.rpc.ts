import type { Pool } from 'pg';
import { OrdersRpc } from '@fabelhaft/contracts';
import { erasePublishedMessages, jetStreamMessageEraser } from '@fabelhaft/eventsourcing';
import type { NatsConnection } from '@fabelhaft/messaging';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { ORDERS_SCHEMA } from '../orders.config';
import { NATS_CONNECTION, PG_POOL } from '../orders.di-tokens';
import { eraseCustomerData } from './erase-customer-data';

/** issue #22: and the copies published on EVT_ORDERS of every order of the customer go (the invoice stays here). */
export const eraseCustomerDataRpc = rpcBinding(OrdersRpc.eraseCustomerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const result = await eraseCustomerData({ pool }, r);
  const nc = moduleRef.get<NatsConnection>(NATS_CONNECTION, { strict: false });
  await erasePublishedMessages(pool, ORDERS_SCHEMA, jetStreamMessageEraser(nc));
  return result;
});
