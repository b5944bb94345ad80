import type { Pool } from 'pg';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { LimitsRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { LIMITS_SCHEMA } from '../limits.config';
import { EVENT_STORE, PG_POOL } from '../limits.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (the BFF's erasure saga, issue #22): the customer's requests and quota account go, and so do the
 * copies the relay published of them on EVT_LIMITS.
 */
export const eraseOwnerDataRpc = rpcBinding(LimitsRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  const result = await eraseOwnerData(pool, r, store);
  await eraseNatsCopies(moduleRef, { service: 'limits', schema: LIMITS_SCHEMA, subject: r.ownerId });
  return result;
});
