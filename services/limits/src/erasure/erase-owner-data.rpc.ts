import type { Pool } from 'pg';
import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../limits.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (the BFF's erasure saga, issue #22): the customer's requests and quota account go. */
export const eraseOwnerDataRpc = rpcBinding(LimitsRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);
