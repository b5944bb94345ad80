import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import { TrackingRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { PG_POOL } from '../tracking.di-tokens';
import { getShipmentView } from './shipments.query';

const poolOf = (moduleRef: ModuleRef) => moduleRef.get<Pool>(PG_POOL, { strict: false });

/** getShipment (BFF, GET /tracking/{trackingNumber}): the caller's own parcel, else TRACKING.NOT_FOUND. */
export const getShipmentRpc = rpcBinding(TrackingRpc.getShipment, (r, _m, { moduleRef }) =>
  getShipmentView(poolOf(moduleRef), r),
);
