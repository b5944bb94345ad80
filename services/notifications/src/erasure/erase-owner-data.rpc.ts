import type { Pool } from 'pg';
import { NotificationsRpc } from '@fabelhaft/contracts';
import { eraseNatsCopies, rpcBinding } from '@fabelhaft/service-kit/service';
import { NOTIFICATIONS_SCHEMA } from '../notifications.config';
import { PG_POOL } from '../notifications.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (the BFF's erasure saga, issue #22): the remembered address goes, also from the sent e-mails. */
export const eraseOwnerDataRpc = rpcBinding(NotificationsRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const result = await eraseOwnerData(moduleRef.get<Pool>(PG_POOL, { strict: false }), r);
  // Its dead letters (news from books, orders, fulfilment, tracking) that name the customer go too.
  await eraseNatsCopies(moduleRef, {
    service: 'notifications',
    schema: NOTIFICATIONS_SCHEMA,
    subject: r.ownerId,
  });
  return result;
});
