import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import { bookViewOf } from '../read-model/book.mapper';
import { generateBook } from './generate-book';

export const generateBookRpc = rpcBinding(BooksRpc.generateBook, async (r, m, { moduleRef }) =>
  bookViewOf(await generateBook(moduleRef.get<BookRepository>(BOOKS, { strict: false }), r, m)),
);
