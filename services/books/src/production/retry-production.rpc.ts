import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { bookViewOf } from '../read-model/book.mapper';
import { retryProduction } from './retry-production';

export const retryProductionRpc = rpc(BooksRpc.retryProduction, async (r, m, { deps }) =>
  bookViewOf(await retryProduction(deps.books, r, m)),
);
