import { BooksRpc } from '@fabelhaft/contracts';
import { rpc, type BooksDeps } from '../books.deps';
import {
  getListen,
  getListeningLink,
  renewListeningLink,
  setListeningLink,
  type ListeningDeps,
} from './listening-link';

const listening = (deps: BooksDeps): ListeningDeps => ({
  books: deps.books,
  storefrontBaseUrl: deps.config.STOREFRONT_BASE_URL,
});

export const getListeningLinkRpc = rpc(BooksRpc.getListeningLink, (r, _m, { deps }) =>
  getListeningLink(listening(deps), r),
);

export const setListeningLinkRpc = rpc(BooksRpc.setListeningLink, (r, m, { deps }) =>
  setListeningLink(listening(deps), r, m),
);

export const renewListeningLinkRpc = rpc(BooksRpc.renewListeningLink, (r, m, { deps }) =>
  renewListeningLink(listening(deps), r, m),
);

export const getListenRpc = rpc(BooksRpc.getListen, (r, _m, { deps }) => getListen(deps.pool, r.token));
