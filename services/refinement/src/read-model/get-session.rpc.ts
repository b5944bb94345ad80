import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { refinementDeps } from '../refinement.deps';
import { getSessionView } from './sessions.query';

/** getSession (BFF, GET /books/{bookId}/refine/{sessionId}; spec §4 polls it every 5 s while queued or running). */
export const getSessionRpc = rpcBinding(RefinementRpc.getSession, (r, _m, { moduleRef }) =>
  getSessionView(refinementDeps(moduleRef).pool, r),
);
