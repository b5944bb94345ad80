import type { Pool } from 'pg';
import { BooksRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { BooksConfig } from '../books.config';
import { BOOKS, BOOKS_CONFIG, PG_POOL } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import {
  getListen,
  getListeningLink,
  renewListeningLink,
  setListeningLink,
  type ListeningDeps,
} from './listening-link';

type ModuleRef = { get<T>(token: unknown, options: { strict: false }): T };

const depsOf = (moduleRef: ModuleRef): ListeningDeps => ({
  books: moduleRef.get<BookRepository>(BOOKS, { strict: false }),
  storefrontBaseUrl: moduleRef.get<BooksConfig>(BOOKS_CONFIG, { strict: false }).STOREFRONT_BASE_URL,
});

export const getListeningLinkRpc = rpcBinding(BooksRpc.getListeningLink, (r, _m, { moduleRef }) =>
  getListeningLink(depsOf(moduleRef), r),
);

export const setListeningLinkRpc = rpcBinding(BooksRpc.setListeningLink, (r, m, { moduleRef }) =>
  setListeningLink(depsOf(moduleRef), r, m),
);

export const renewListeningLinkRpc = rpcBinding(BooksRpc.renewListeningLink, (r, m, { moduleRef }) =>
  renewListeningLink(depsOf(moduleRef), r, m),
);

export const getListenRpc = rpcBinding(BooksRpc.getListen, (r, _m, { moduleRef }) =>
  getListen(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.token),
);
