import type { Pool } from 'pg';
import type { PrintJobStatus } from '@fabelhaft/contracts';
import { removeStreams, withErasureLock, type EventStore } from '@fabelhaft/eventsourcing';
import { isFinal } from '../domain/print-job';
import { printJobStreamId } from '../infrastructure/print-job.repository';
import { PAID_ITEMS_TABLE, PRINT_JOBS_TABLE } from '../read-model/print-job.projection';
import { FULFILMENT_SCHEMA } from '../fulfilment.config';

/** A print job of the customer as the erasure sees it. */
export interface OwnedPrintJob {
  printJobId: string;
  itemId: string;
  status: PrintJobStatus;
  reprintedAs: string | null;
}

/**
 * Which jobs an erasure removes now and which it keeps (issue #22, ADR 0016 addendum). Pure. A job is finished when
 * its status is final (delivered, rejected, cancelled) or a reprint replaced it; a job still on its way keeps its
 * shipping address — the parcel must still be delivered (a contract the customer paid for) — until it finishes,
 * and the erasure saga asks again.
 */
export function jobsToErase(jobs: OwnedPrintJob[]): { erase: OwnedPrintJob[]; keep: OwnedPrintJob[] } {
  const finished = (j: OwnedPrintJob) => isFinal(j.status) || j.reprintedAs !== null;
  return { erase: jobs.filter(finished), keep: jobs.filter((j) => !finished(j)) };
}

/**
 * GDPR Art. 17 (issue #22): the customer's finished print jobs go — events (the shipping address, the partner's
 * answers, the parcels) and read-model rows — and so do the paid items remembered for books not yet printed (their
 * shipping address). Jobs on their way and their paid items stay until they finish (`keptJobs`). Idempotent.
 */
export async function eraseOwnerData(
  pool: Pool,
  { ownerId }: { ownerId: string },
  /** The service's event store: on KurrentDB its streams are deleted there too (ADR 0046). */
  store?: EventStore,
): Promise<{ erasedJobs: number; erasedPaidItems: number; keptJobs: number }> {
  return withErasureLock(pool, FULFILMENT_SCHEMA, async (tx) => {
    const { rows } = await tx.query<{
      print_job_id: string;
      item_id: string;
      status: PrintJobStatus;
      reprinted_as: string | null;
    }>(`select print_job_id, item_id, status, reprinted_as from ${PRINT_JOBS_TABLE} where owner_id = $1`, [
      ownerId,
    ]);
    const { erase, keep } = jobsToErase(
      rows.map((r) => ({
        printJobId: r.print_job_id,
        itemId: r.item_id,
        status: r.status,
        reprintedAs: r.reprinted_as,
      })),
    );
    await removeStreams(
      tx,
      FULFILMENT_SCHEMA,
      erase.map((j) => printJobStreamId(j.printJobId)),
      store,
    );
    await tx.query(`delete from ${PRINT_JOBS_TABLE} where print_job_id = any($1::text[])`, [
      erase.map((j) => j.printJobId),
    ]);
    // A reprint of a kept job needs its item's address: those items stay with their job.
    const paid = await tx.query(
      `delete from ${PAID_ITEMS_TABLE} where owner_id = $1 and not (item_id = any($2::text[]))`,
      [ownerId, keep.map((j) => j.itemId)],
    );
    return { erasedJobs: erase.length, erasedPaidItems: paid.rowCount ?? 0, keptJobs: keep.length };
  });
}
