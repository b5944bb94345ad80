import type { Pool } from 'pg';
import { TrackingRpc } from '@fabelhaft/contracts';
import { erasePublishedMessages, jetStreamMessageEraser } from '@fabelhaft/eventsourcing';
import type { NatsConnection } from '@fabelhaft/messaging';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { TRACKING_SCHEMA } from '../tracking.config';
import { NATS_CONNECTION, PG_POOL } from '../tracking.di-tokens';
import { eraseOwnerData } from './erase-owner-data';

/**
 * eraseOwnerData (the BFF's erasure saga, issue #22): finished parcels go — with the copies published of them on
 * EVT_TRACKING — and parcels on their way stay until done.
 */
export const eraseOwnerDataRpc = rpcBinding(TrackingRpc.eraseOwnerData, async (r, _m, { moduleRef }) => {
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const result = await eraseOwnerData(pool, r);
  const nc = moduleRef.get<NatsConnection>(NATS_CONNECTION, { strict: false });
  await erasePublishedMessages(pool, TRACKING_SCHEMA, jetStreamMessageEraser(nc));
  return result;
});
