import type { Pool } from 'pg';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { RefinementRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { REFINEMENT_SCHEMA } from '../refinement.config';
import { EVENT_STORE, PG_POOL } from '../refinement.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (BFF, DELETE /account; ADR 0016): the customer's sessions go, unless a revision is being made —
 * and (issue #22) so do the copies published of them on EVT_REFINEMENT (the confirmed changes and notes).
 */
export const eraseOwnerDataRpc = rpcBinding(RefinementRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  const result = await eraseOwnerData({ pool, store }, r);
  await eraseNatsCopies(moduleRef, { service: 'refinement', schema: REFINEMENT_SCHEMA, subject: r.ownerId });
  return result;
});
