import { RefinementRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { refinementDeps } from '../refinement.deps';
import { adminGetSession, adminListSessions } from './admin-sessions.query';

/** GET /admin/refinement-sessions (issue #24, support only through the BFF). */
export const adminListSessionsRpc = rpcBinding(RefinementRpc.adminListSessions, (r, _m, { moduleRef }) =>
  adminListSessions(refinementDeps(moduleRef).pool, r),
);

/** GET /admin/refinement-sessions/{id} (issue #24, support only through the BFF). */
export const adminGetSessionRpc = rpcBinding(RefinementRpc.adminGetSession, (r, _m, { moduleRef }) =>
  adminGetSession(refinementDeps(moduleRef).pool, r.sessionId),
);
