import type { Pool } from 'pg';
import { TrackingRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../tracking.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (the BFF's erasure saga, issue #22): finished parcels go, parcels on their way stay until done. */
export const eraseOwnerDataRpc = rpcBinding(TrackingRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);
