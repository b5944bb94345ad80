import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { adminListBooks } from './admin-list-books';

export const adminListBooksRpc = rpc(BooksRpc.adminListBooks, (r, _m, { deps }) =>
  adminListBooks(deps.pool, r),
);
