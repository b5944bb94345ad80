import type { Pool } from 'pg';
import { LimitsRpc } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import type { LimitRequestRepository } from '../infrastructure/limit-request.repository';
import { LIMIT_REQUESTS, PG_POOL } from '../limits.di-tokens';
import { requestLimit } from './request-limit';

/** POST /limits/preview/request and /limits/edit/request (the BFF checked the book is the caller's and paid). */
export const requestLimitRpc = rpcBinding(LimitsRpc.requestLimit, (r, m, { moduleRef }) =>
  requestLimit(
    moduleRef.get<Pool>(PG_POOL, { strict: false }),
    moduleRef.get<LimitRequestRepository>(LIMIT_REQUESTS, { strict: false }),
    r,
    m,
  ),
);
