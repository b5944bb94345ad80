import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../books.di-tokens';
import { getBook } from './get-book';

export const getBookRpc = rpcBinding(BooksRpc.getBook, (r, _m, { moduleRef }) =>
  getBook(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId, r.bookId),
);
