import type { Pool } from 'pg';
import { NotificationsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../notifications.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/** eraseOwnerData (the BFF's erasure saga, issue #22): the remembered address goes, also from the sent e-mails. */
export const eraseOwnerDataRpc = rpcBinding(NotificationsRpc.eraseOwnerData, (r, _m, { moduleRef }) =>
  eraseOwnerData(moduleRef.get<Pool>(PG_POOL, { strict: false }), r),
);
