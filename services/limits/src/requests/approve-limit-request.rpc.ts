import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { decideLimitRequest } from './decide-limit-request';

/** POST /admin/limit-requests/{id}/approve (support): grants once, also when delivered twice. */
export const approveLimitRequestRpc = rpcBinding(LimitsRpc.approveLimitRequest, (r, m, { moduleRef }) =>
  decideLimitRequest(moduleRef, r.id, { type: 'ApproveLimitRequest', grant: r.grant }, m),
);
