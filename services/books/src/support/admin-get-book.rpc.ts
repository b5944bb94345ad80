import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { ObjectStorage } from '@fabelhaft/storage';
import { EVENT_STORE, OBJECT_STORAGE, PG_POOL } from '../books.di-tokens';
import { adminGetBook } from './admin-get-book';

export const adminGetBookRpc = rpcBinding(BooksRpc.adminGetBook, (r, _m, { moduleRef }) =>
  adminGetBook(
    {
      pool: moduleRef.get<Pool>(PG_POOL, { strict: false }),
      store: moduleRef.get<EventStore>(EVENT_STORE, { strict: false }),
      storage: moduleRef.get<ObjectStorage>(OBJECT_STORAGE, { strict: false }),
    },
    r.bookId,
  ),
);
