import type { Pool } from 'pg';
import { RefinementRpc } from '@fabelhaft/contracts';
import { erasePublishedMessages, jetStreamMessageEraser } from '@fabelhaft/eventsourcing';
import type { NatsConnection } from '@fabelhaft/messaging';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { REFINEMENT_SCHEMA } from '../refinement.config';
import { NATS_CONNECTION, PG_POOL } from '../refinement.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (BFF, DELETE /account; ADR 0016): the customer's sessions go, unless a revision is being made —
 * and (issue #22) so do the copies published of them on EVT_REFINEMENT (the confirmed changes and notes).
 */
export const eraseOwnerDataRpc = rpcBinding(RefinementRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const result = await eraseOwnerData({ pool }, r);
  const nc = moduleRef.get<NatsConnection>(NATS_CONNECTION, { strict: false });
  await erasePublishedMessages(pool, REFINEMENT_SCHEMA, jetStreamMessageEraser(nc));
  return result;
});
