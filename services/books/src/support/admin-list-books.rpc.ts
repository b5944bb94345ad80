import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../books.di-tokens';
import { adminListBooks } from './admin-list-books';

export const adminListBooksRpc = rpcBinding(BooksRpc.adminListBooks, (r, _m, { moduleRef }) =>
  adminListBooks(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);
