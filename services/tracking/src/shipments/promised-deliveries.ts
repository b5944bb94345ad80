import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import type { DeliveryWindow } from '../domain/shipment';
import { TRACKING_SCHEMA } from '../tracking.config';

const T = `${TRACKING_SCHEMA}.promised_deliveries`;

/**
 * The submitted job (its promise) and the shipped job (its parcels) are heard on two consumers, each in its own
 * transaction: each takes this lock first, so the later one always sees what the earlier one wrote (without it,
 * both could miss each other and the parcel would never get the partner's promise).
 */
export async function lockPrintJob(sql: SqlExecutor, printJobId: string): Promise<void> {
  await sql.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`tracking:job:${printJobId}`]);
}

/** The partner's promised window of a print job, as the submitted job said (first one kept). */
export async function rememberPromisedDelivery(
  sql: SqlExecutor,
  printJobId: string,
  window: { from: string; to: string },
): Promise<void> {
  await sql.query(
    `insert into ${T} (print_job_id, deliver_from, deliver_to) values ($1, $2, $3)
     on conflict (print_job_id) do nothing`,
    [printJobId, window.from, window.to],
  );
}

export async function promisedDeliveryOf(
  sql: SqlExecutor,
  printJobId: string,
): Promise<DeliveryWindow | null> {
  const { rows } = await sql.query<{ deliver_from: string; deliver_to: string }>(
    `select deliver_from, deliver_to from ${T} where print_job_id = $1`,
    [printJobId],
  );
  return rows[0] ? { from: rows[0].deliver_from, to: rows[0].deliver_to } : null;
}

/** The parcels already registered for a print job (a shipment can be heard of before its submitted job). */
export async function trackingNumbersOfJob(sql: SqlExecutor, printJobId: string): Promise<string[]> {
  const { rows } = await sql.query<{ tracking_number: string }>(
    `select tracking_number from ${TRACKING_SCHEMA}.shipments where print_job_id = $1`,
    [printJobId],
  );
  return rows.map((r) => r.tracking_number);
}
