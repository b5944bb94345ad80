import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { decideLimitRequest } from './decide-limit-request';

/** POST /admin/limit-requests/{id}/reject (support): the reason is shown to the customer. */
export const rejectLimitRequestRpc = rpcBinding(LimitsRpc.rejectLimitRequest, (r, m, { moduleRef }) =>
  decideLimitRequest(moduleRef, r.id, { type: 'RejectLimitRequest', reason: r.reason }, m),
);
