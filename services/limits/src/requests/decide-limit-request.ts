import type { ModuleRef } from '@nestjs/core';
import type { Pool } from 'pg';
import type { LimitRequestView, RequestMetadata } from '@fabelhaft/contracts';
import { changeQuota } from '../change-quota';
import type { ApproveLimitRequest, RejectLimitRequest } from '../domain/limit-request.decide';
import type { LimitRequestRepository } from '../infrastructure/limit-request.repository';
import { LIMIT_REQUESTS, PG_POOL } from '../limits.di-tokens';
import { findLimitRequest } from '../read-model/limit-requests.query';

type Decision = Omit<ApproveLimitRequest, 'by'> | Omit<RejectLimitRequest, 'by'>;

/**
 * Support decides a request; `by` is the support user (the RPC metadata's userId, the audit trail). An
 * approval then grants on the customer's QuotaAccount with the request id as the grant id: the account grants
 * once per grant id, so an approval delivered twice, two support users approving at once, or a retry after a
 * crash between the two appends all end with exactly one grant. The grant follows on every approval that finds
 * the request approved with the same number (an idempotent no-op on the request), which completes one that
 * stopped halfway.
 */
export async function decideLimitRequest(
  moduleRef: ModuleRef,
  id: string,
  decision: Decision,
  metadata: RequestMetadata,
): Promise<LimitRequestView> {
  const requests = moduleRef.get<LimitRequestRepository>(LIMIT_REQUESTS, { strict: false });
  const pool = moduleRef.get<Pool>(PG_POOL, { strict: false });
  const { state } = await requests.handle(id, { ...decision, by: metadata.userId ?? null }, metadata);
  if (decision.type === 'ApproveLimitRequest' && state.ownerId && state.granted !== null) {
    await changeQuota(
      moduleRef,
      {
        type: state.kind === 'edit' ? 'GrantEdits' : 'GrantPreviews',
        ownerId: state.ownerId,
        grantId: id,
        count: state.granted,
      },
      metadata,
    );
  }
  const view = await findLimitRequest(pool, id);
  if (!view) throw new Error(`limit request ${id} is not in the read model`);
  return view;
}
