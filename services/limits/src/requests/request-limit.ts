import { randomUUID } from 'node:crypto';
import type { LimitKind, LimitRequestView, RequestMetadata } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { LimitRequestRepository } from '../infrastructure/limit-request.repository';
import { findLimitRequest, findPendingRequest } from '../read-model/limit-requests.query';

export interface RequestLimitInput {
  ownerId: string;
  kind: LimitKind;
  bookId: string | null;
  email: string | null;
  message: string;
}

/**
 * spec §3 Support request: one open request per customer and kind. A pending one is answered instead of a
 * duplicate; two racing requests meet at the read model's unique index (limit-requests.projection.ts), and the
 * loser answers with the winner's request.
 */
export async function requestLimit(
  sql: SqlExecutor,
  requests: LimitRequestRepository,
  input: RequestLimitInput,
  metadata: RequestMetadata,
): Promise<{ request: LimitRequestView; created: boolean }> {
  const pending = await findPendingRequest(sql, input.ownerId, input.kind);
  if (pending) return { request: pending, created: false };
  const requestId = randomUUID();
  try {
    await requests.handle(requestId, { type: 'RequestLimit', requestId, ...input }, metadata);
  } catch (e) {
    const winner = await findPendingRequest(sql, input.ownerId, input.kind);
    if (winner && isOnePendingViolation(e)) return { request: winner, created: false };
    throw e;
  }
  const request = await findLimitRequest(sql, requestId);
  if (!request) throw new Error(`limit request ${requestId} was stored but is not in the read model`);
  return { request, created: true };
}

function isOnePendingViolation(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; cause?: unknown };
  if (err?.code === '23505' && err.constraint === 'limit_requests_one_pending') return true;
  return err?.cause !== undefined && isOnePendingViolation(err.cause);
}
