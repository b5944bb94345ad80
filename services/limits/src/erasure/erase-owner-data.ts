import type { Pool } from 'pg';
import { removeStreams, withErasureLock, type EventStore } from '@fabelhaft/eventsourcing';
import { LIMIT_REQUESTS_TABLE } from '../read-model/limit-requests.projection';
import { QUOTA_ACCOUNTS_TABLE } from '../read-model/quota-account.projection';
import { LIMITS_SCHEMA } from '../limits.config';

/**
 * GDPR Art. 17 (issue #22, ADR 0016 addendum): everything limits holds of one customer goes in one transaction —
 * the limit requests (their e-mail address and what they wrote) and the quota account, events and read-model rows.
 * Nothing of it is kept by law, and the subject can never be used again once erased (the BFF refuses it), so the
 * counters go too. Idempotent: a repeat finds nothing and answers zeros. `store`: the service's event store, whose
 * streams are deleted too when it is KurrentDB (ADR 0046).
 */
export async function eraseOwnerData(
  pool: Pool,
  { ownerId }: { ownerId: string },
  store?: EventStore,
): Promise<{ erasedRequests: number; erasedAccounts: number }> {
  return withErasureLock(pool, LIMITS_SCHEMA, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from ${LIMIT_REQUESTS_TABLE} where owner_id = $1`,
      [ownerId],
    );
    await removeStreams(
      tx,
      LIMITS_SCHEMA,
      [...rows.map((r) => `limit-request-${r.id}`), `quota-account-${ownerId}`],
      store,
    );
    await tx.query(`delete from ${LIMIT_REQUESTS_TABLE} where owner_id = $1`, [ownerId]);
    const accounts = await tx.query(`delete from ${QUOTA_ACCOUNTS_TABLE} where owner_id = $1`, [ownerId]);
    return { erasedRequests: rows.length, erasedAccounts: accounts.rowCount ?? 0 };
  });
}
