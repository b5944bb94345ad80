import type { Pool } from 'pg';
import { DomainError, ErrorCodes, LimitsRpc } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { EVENT_STORE, PG_POOL } from '../limits.di-tokens';
import { streamHistory } from '../read-model/stream-history';
import { findCustomer, listCustomers } from './customers.query';

/** GET /admin/customers (support). */
export const listCustomersRpc = rpcBinding(LimitsRpc.listCustomers, (r, _m, { moduleRef }) =>
  listCustomers(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);

/** GET /admin/customers/{id} (support): the quota account and its events (grants carry the support user). */
export const getCustomerRpc = rpcBinding(LimitsRpc.getCustomer, async (r, _m, { moduleRef }) => {
  const customer = await findCustomer(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId);
  if (!customer) throw new DomainError(ErrorCodes.NOT_FOUND, 'Customer not found');
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  return { ...customer, history: await streamHistory(store, `quota-account-${r.ownerId}`) };
});
