import type { Pool } from 'pg';
import { NotificationsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../notifications.di-tokens';
import { rememberContact } from '../sending/send-once';

/**
 * rememberContact (BFF, on POST /books/preview): the verified address and site language the "preview ready"
 * email uses (ADR 0025). The latest call wins; a repeat changes nothing.
 */
export const rememberContactRpc = rpcBinding(
  NotificationsRpc.rememberContact,
  async (r, _m, { moduleRef }) => {
    await rememberContact(moduleRef.get<Pool>(PG_POOL, { strict: false }), r.ownerId, r.email, r.locale);
    return { remembered: true as const };
  },
);
