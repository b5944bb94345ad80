import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../books.di-tokens';
import { listBooks } from './list-books';

export const listBooksRpc = rpcBinding(BooksRpc.listBooks, (r, _m, { moduleRef }) =>
  listBooks(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId),
);
