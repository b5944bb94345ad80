import { BooksRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies } from '@fabelhaft/service-kit/service';
import { BOOKS_SCHEMA } from '../books.config';
import { rpc } from '../books.deps';
import { eraseOwnerData } from './erase-owner-data';

/** issue #22: and the copies published of the customer's books on EVT_BOOKS go too. */
export const eraseOwnerDataRpc = rpc(BooksRpc.eraseOwnerData, async (r, _m, { deps }) => {
  const result = await eraseOwnerData(deps, r);
  await eraseNatsCopies(deps, { service: 'books', schema: BOOKS_SCHEMA, subject: r.ownerId });
  return result;
});
