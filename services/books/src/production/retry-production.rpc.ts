import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import { bookViewOf } from '../read-model/book.mapper';
import { retryProduction } from './retry-production';

export const retryProductionRpc = rpcBinding(BooksRpc.retryProduction, async (r, m, { moduleRef }) =>
  bookViewOf(await retryProduction(moduleRef.get<BookRepository>(BOOKS, { strict: false }), r, m)),
);
