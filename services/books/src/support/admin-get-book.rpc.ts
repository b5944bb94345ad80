import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { adminGetBook } from './admin-get-book';

export const adminGetBookRpc = rpc(BooksRpc.adminGetBook, (r, _m, { deps }) => adminGetBook(deps, r.bookId));
