import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { getBook } from './get-book';

export const getBookRpc = rpc(BooksRpc.getBook, (r, _m, { deps }) => getBook(deps.pool, r.ownerId, r.bookId));
