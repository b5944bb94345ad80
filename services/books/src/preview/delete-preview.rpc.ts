import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { deletePreview } from './delete-preview';

export const deletePreviewRpc = rpc(BooksRpc.deletePreview, (r, m, { deps }) =>
  deletePreview(deps.books, r, m),
);
