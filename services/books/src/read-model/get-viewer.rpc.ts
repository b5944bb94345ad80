import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { getViewer } from './get-viewer';

export const getViewerRpc = rpc(BooksRpc.getViewer, (r, _m, { deps }) =>
  getViewer(deps.pool, r.ownerId, r.bookId),
);
