import { BooksRpc } from '@fabelhaft/contracts';
import { rpc } from '../books.deps';
import { bookViewOf } from '../read-model/book.mapper';
import { generateBook } from './generate-book';

export const generateBookRpc = rpc(BooksRpc.generateBook, async (r, m, { deps }) =>
  bookViewOf(await generateBook(deps.books, r, m)),
);
