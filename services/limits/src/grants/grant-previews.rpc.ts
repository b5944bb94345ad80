import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/** GrantPreviews (support; bench/preview.ts grants itself previews with it): once per grant id. */
export const grantPreviewsRpc = rpcBinding(LimitsRpc.grantPreviews, (r, m, { moduleRef }) =>
  changeQuota(
    moduleRef,
    { type: 'GrantPreviews', ownerId: r.ownerId, grantId: r.grantId, count: r.count },
    m,
  ),
);
