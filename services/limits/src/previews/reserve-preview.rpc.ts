import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { changeQuota } from '../change-quota';

/** ReservePreview (books, on POST /books/preview): idempotent by book id; refused when none is left. */
export const reservePreviewRpc = rpcBinding(LimitsRpc.reservePreview, (r, m, { moduleRef }) =>
  changeQuota(moduleRef, { type: 'ReservePreview', ownerId: r.ownerId, bookId: r.bookId }, m),
);
