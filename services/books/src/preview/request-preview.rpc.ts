import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { requestPreview } from './request-preview';

export const requestPreviewRpc = rpc(BooksRpc.requestPreview, (r, m, { deps }) =>
  requestPreview(deps, { ownerId: r.ownerId, bookId: r.bookId, request: r.request }, m),
);
