import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../books.di-tokens';
import { getViewer } from './get-viewer';

export const getViewerRpc = rpcBinding(BooksRpc.getViewer, (r, _m, { moduleRef }) =>
  getViewer(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId, r.bookId),
);
