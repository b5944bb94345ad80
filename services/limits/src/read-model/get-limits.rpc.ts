import type { Pool } from 'pg';
import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { QuotaDefaults } from '../domain/quota-account';
import { PG_POOL, QUOTA_DEFAULTS } from '../limits.di-tokens';
import { getLimits } from './get-limits';

export const getLimitsRpc = rpcBinding(LimitsRpc.getLimits, (r, _m, { moduleRef }) =>
  getLimits(
    moduleRef.get<Pool>(PG_POOL, { strict: false }),
    moduleRef.get<QuotaDefaults>(QUOTA_DEFAULTS, { strict: false }),
    r.ownerId,
  ),
);
