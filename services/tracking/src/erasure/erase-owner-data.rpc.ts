import type { Pool } from 'pg';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { TrackingRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { TRACKING_SCHEMA } from '../tracking.config';
import { EVENT_STORE, PG_POOL } from '../tracking.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (the BFF's erasure saga, issue #22): finished parcels go — with the copies published of them on
 * EVT_TRACKING — and parcels on their way stay until done.
 */
export const eraseOwnerDataRpc = rpcBinding(TrackingRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  const result = await eraseOwnerData(pool, r, store);
  await eraseNatsCopies(moduleRef, { service: 'tracking', schema: TRACKING_SCHEMA, subject: r.ownerId });
  return result;
});
