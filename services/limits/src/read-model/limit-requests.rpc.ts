import type { Pool } from 'pg';
import { LimitsRpc } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { QuotaDefaults } from '../domain/quota-account';
import { requestNotFound } from '../domain/limit-request.errors';
import { EVENT_STORE, PG_POOL, QUOTA_DEFAULTS } from '../limits.di-tokens';
import { getLimits } from './get-limits';
import { findLimitRequest, listLimitRequests, listOwnRequests } from './limit-requests.query';
import { streamHistory } from './stream-history';

/** GET /admin/limit-requests (support). */
export const listLimitRequestsRpc = rpcBinding(LimitsRpc.listLimitRequests, (r, _m, { moduleRef }) =>
  listLimitRequests(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);

/** GET /admin/limit-requests/{id} (support): the request, the customer's quota now, and its history. */
export const getLimitRequestRpc = rpcBinding(LimitsRpc.getLimitRequest, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const request = await findLimitRequest(pool, r.id);
  if (!request) throw requestNotFound();
  const defaults = moduleRef.get<QuotaDefaults>(QUOTA_DEFAULTS, { strict: false });
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  return {
    ...request,
    quota: await getLimits(pool, defaults, request.ownerId),
    history: await streamHistory(store, `limit-request-${r.id}`),
  };
});

/** The customer's own requests (GET /limits/requests). */
export const listOwnRequestsRpc = rpcBinding(LimitsRpc.listOwnRequests, (r, _m, { moduleRef }) =>
  listOwnRequests(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId),
);
