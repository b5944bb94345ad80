import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/** GrantEdits (support, issue #13: POST /admin/customers/{id}/grant): once per grant id. */
export const grantEditsRpc = rpcBinding(LimitsRpc.grantEdits, (r, m, { moduleRef }) =>
  changeQuota(moduleRef, { type: 'GrantEdits', ownerId: r.ownerId, grantId: r.grantId, count: r.count }, m),
);
