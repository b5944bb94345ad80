import type { Pool } from 'pg';
import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../refinement.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (BFF, DELETE /account; ADR 0016): the customer's sessions go, unless a revision is being made. */
export const eraseOwnerDataRpc = rpcBinding(RefinementRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData({ pool: moduleRef.get<Pool>(PG_POOL, { strict: false }) }, r),
);
