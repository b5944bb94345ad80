import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { ObjectStorage } from '@fabelhaft/storage';
import { BOOKS, OBJECT_STORAGE } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import { bookViewOf } from '../read-model/book.mapper';
import { approveBook } from './approve-book';

export const approveBookRpc = rpcBinding(BooksRpc.approveBook, async (r, m, { moduleRef }) =>
  bookViewOf(
    await approveBook(
      {
        books: moduleRef.get<BookRepository>(BOOKS, { strict: false }),
        storage: moduleRef.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }),
      },
      r,
      m,
    ),
  ),
);
