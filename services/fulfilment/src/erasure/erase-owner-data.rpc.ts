import { FulfilmentRpc } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { FULFILMENT_SCHEMA } from '../fulfilment.config';
import { EVENT_STORE } from '../fulfilment.di-tokens';
import { fulfilmentDeps } from '../fulfilment.deps';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (the BFF's erasure saga, issue #22): finished jobs go — with the copies published of them on
 * EVT_FULFILMENT (the partner's job with the shipping address) — and jobs on their way are kept until done.
 */
export const eraseOwnerDataRpc = rpcBinding(FulfilmentRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const { pool } = fulfilmentDeps(moduleRef);
  const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
  const result = await eraseOwnerData(pool, r, store);
  await eraseNatsCopies(moduleRef, { service: 'fulfilment', schema: FULFILMENT_SCHEMA, subject: r.ownerId });
  return result;
});
