import { FulfilmentRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { fulfilmentDeps } from '../fulfilment.deps';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (the BFF's erasure saga, issue #22): finished jobs go, jobs on their way are kept until done. */
export const eraseOwnerDataRpc = rpcBinding(FulfilmentRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData(fulfilmentDeps(moduleRef).pool, r),
);
