import type { Pool } from 'pg';
import { removeStreams, withErasureLock, type EventStore } from '@fabelhaft/eventsourcing';
import { shipmentStreamId } from '../infrastructure/shipment.repository';
import { SHIPMENTS_TABLE } from '../read-model/shipments.projection';
import { TRACKING_SCHEMA } from '../tracking.config';

const PROMISED_DELIVERIES = `${TRACKING_SCHEMA}.promised_deliveries`;

/**
 * GDPR Art. 17 (issue #22, ADR 0016 addendum): the customer's finished shipments go — events (the carrier's
 * events with their places), read-model rows and the promised windows of their jobs. A parcel still on its way
 * is kept until its last status: fulfilment finishes the job (and erases it) only when tracking reports it
 * delivered, and the saga asks again (`keptShipments`). Idempotent. The owner's lookups are refused before this
 * by the BFF (an erased subject's token answers 401).
 */
export async function eraseOwnerData(
  pool: Pool,
  { ownerId }: { ownerId: string },
  /** The service's event store: on KurrentDB its streams are deleted there too (ADR 0046). */
  store?: EventStore,
): Promise<{ erasedShipments: number; keptShipments: number }> {
  return withErasureLock(pool, TRACKING_SCHEMA, async (tx) => {
    const { rows } = await tx.query<{ tracking_number: string; print_job_id: string; final: boolean }>(
      `select tracking_number, print_job_id, final from ${SHIPMENTS_TABLE} where owner_id = $1`,
      [ownerId],
    );
    const erase = rows.filter((r) => r.final);
    const keptJobs = rows.filter((r) => !r.final).map((r) => r.print_job_id);
    await removeStreams(
      tx,
      TRACKING_SCHEMA,
      erase.map((r) => shipmentStreamId(r.tracking_number)),
      store,
    );
    await tx.query(`delete from ${SHIPMENTS_TABLE} where tracking_number = any($1::text[])`, [
      erase.map((r) => r.tracking_number),
    ]);
    await tx.query(
      `delete from ${PROMISED_DELIVERIES} where print_job_id = any($1::text[]) and not (print_job_id = any($2::text[]))`,
      [erase.map((r) => r.print_job_id), keptJobs],
    );
    return { erasedShipments: erase.length, keptShipments: rows.length - erase.length };
  });
}
