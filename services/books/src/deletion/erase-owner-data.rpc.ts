import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS_SCHEMA } from '../books.config';
import { OBJECT_STORAGE, PG_POOL } from '../books.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** issue #22: and the copies published of the customer's books on EVT_BOOKS go too. */
export const eraseOwnerDataRpc = rpcBinding(BooksRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const result = await eraseOwnerData(
    { pool, storage: moduleRef.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }) },
    r,
  );
  await eraseNatsCopies(moduleRef, { service: 'books', schema: BOOKS_SCHEMA, subject: r.ownerId });
  return result;
});
