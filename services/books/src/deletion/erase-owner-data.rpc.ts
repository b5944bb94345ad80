import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { OBJECT_STORAGE, PG_POOL } from '../books.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

export const eraseOwnerDataRpc = rpcBinding(BooksRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData(
    {
      pool: moduleRef.get<Pool>(PG_POOL, { strict: false }),
      storage: moduleRef.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }),
    },
    r,
  ),
);
