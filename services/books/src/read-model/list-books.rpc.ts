import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { listBooks } from './list-books';

export const listBooksRpc = rpc(BooksRpc.listBooks, (r, _m, { deps }) => listBooks(deps.pool, r.ownerId));
