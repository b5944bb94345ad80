import { gmtDay, nextGmtMidnight } from '@fabelhaft/carriers';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { TRACKING_SCHEMA } from '../tracking.config';

/**
 * The carrier's daily quota (DHL: 250 calls per API key and GMT day on the initial level), counted in Postgres so
 * every instance takes from the same budget: one atomic upsert per call, refused once the day's count is used.
 */
export async function takeCarrierCall(
  sql: SqlExecutor,
  carrier: string,
  limitPerDay: number,
  now: Date,
): Promise<{ granted: true } | { granted: false; retryAt: string }> {
  const { rows } = await sql.query(
    `insert into ${TRACKING_SCHEMA}.carrier_budget (carrier, day, used) values ($1, $2, 1)
     on conflict (carrier, day) do update set used = carrier_budget.used + 1
       where carrier_budget.used < $3
     returning used`,
    [carrier, gmtDay(now), limitPerDay],
  );
  if (rows.length > 0) return { granted: true };
  return { granted: false, retryAt: nextGmtMidnight(now).toISOString() };
}
