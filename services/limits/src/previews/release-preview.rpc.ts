import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/** ReleasePreview (books, when a preview fails): gives a held reservation back, once. */
export const releasePreviewRpc = rpcBinding(LimitsRpc.releasePreview, (r, m, { moduleRef }) =>
  changeQuota(moduleRef, { type: 'ReleasePreview', ownerId: r.ownerId, bookId: r.bookId }, m),
);
