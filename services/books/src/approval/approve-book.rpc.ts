import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { bookViewOf } from '../read-model/book.mapper';
import { approveBook } from './approve-book';

export const approveBookRpc = rpc(BooksRpc.approveBook, async (r, m, { deps }) =>
  bookViewOf(await approveBook(deps, r, m)),
);
