import type { Pool } from 'pg';
import type { FulfilmentRpc, PrintJobDetail, PrintJobView, PrintStepsView } from '@fabelhaft/contracts';
import type { EventStore } from '@fabelhaft/eventsourcing';
import type { z } from 'zod';
import { printJobNotFound } from '../domain/print-job.errors';
import { printJobStreamId } from '../infrastructure/print-job.repository';
import { PRINT_JOBS_TABLE } from './print-job.projection';

interface PrintJobRow {
  print_job_id: string;
  order_id: string;
  item_id: string;
  book_id: string;
  owner_id: string;
  partner_id: string;
  partner_job_ref: string | null;
  status: PrintJobView['status'];
  reason: string | null;
  reprint_of: string | null;
  reprinted_as: string | null;
  product: PrintJobView['product'];
  quantity: number;
  parcels: PrintJobView['parcels'];
  promised: PrintJobView['promised'];
  created_at: Date;
  updated_at: Date;
}

const toView = (r: PrintJobRow): PrintJobView => ({
  printJobId: r.print_job_id,
  orderId: r.order_id,
  itemId: r.item_id,
  bookId: r.book_id,
  ownerId: r.owner_id,
  partnerId: r.partner_id,
  partnerJobRef: r.partner_job_ref,
  status: r.status,
  reason: r.reason,
  reprintOf: r.reprint_of,
  reprintedAs: r.reprinted_as,
  product: r.product,
  quantity: r.quantity,
  parcels: r.parcels,
  promised: r.promised,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const SORT_COLUMN = { createdAt: 'created_at', updatedAt: 'updated_at', status: 'status' } as const;

type ListRequest = z.output<(typeof FulfilmentRpc)['listPrintJobs']['request']>;

/** GET /admin/print-jobs: by status, order, book, partner or ids; paged (ra-data-simple-rest). */
export async function listPrintJobs(pool: Pool, r: ListRequest) {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    where.push(sql.replace('?', `$${values.length}`));
  };
  if (r.status) add('status = ?', r.status);
  if (r.orderId) add('order_id = ?', r.orderId);
  if (r.bookId) add('book_id = ?', r.bookId);
  if (r.partnerId) add('partner_id = ?', r.partnerId);
  if (r.ids) add('print_job_id = any(?)', r.ids);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const order = `${SORT_COLUMN[r.sort.field]} ${r.sort.order === 'ASC' ? 'asc' : 'desc'}, print_job_id`;
  const { rows } = await pool.query<PrintJobRow & { total: string }>(
    `select *, count(*) over () as total from ${PRINT_JOBS_TABLE} ${clause} order by ${order}
     limit ${r.limit} offset ${r.offset}`,
    values,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && r.offset > 0) {
    const c = await pool.query<{ n: string }>(
      `select count(*) as n from ${PRINT_JOBS_TABLE} ${clause}`,
      values,
    );
    total = Number(c.rows[0]?.n ?? 0);
  }
  return { printJobs: rows.map(toView), total };
}

/** GET /admin/print-jobs/{id}: the read model's job and its history from the event store. */
export async function getPrintJob(
  pool: Pool,
  store: EventStore,
  printJobId: string,
): Promise<PrintJobDetail> {
  const { rows } = await pool.query<PrintJobRow>(
    `select * from ${PRINT_JOBS_TABLE} where print_job_id = $1`,
    [printJobId],
  );
  if (!rows[0]) throw printJobNotFound();
  const { events } = await store.readStream(printJobStreamId(printJobId));
  return {
    ...toView(rows[0]),
    history: events.map((e) => ({
      type: e.type,
      at: e.recordedAt.toISOString(),
      by: e.metadata.userId ?? null,
      data: e.data,
    })),
  };
}

type PrintStepsRequest = z.output<(typeof FulfilmentRpc)['printSteps']['request']>;

/**
 * issue #24 (ADR 0040): the owner's items' newest print jobs and the first time each reached each status, read
 * from the jobs' events (a customer has a few jobs; the book page and /tracking date their printing steps by it).
 */
export async function printSteps(
  pool: Pool,
  store: EventStore,
  r: PrintStepsRequest,
): Promise<{ items: PrintStepsView[] }> {
  if (r.itemIds.length === 0) return { items: [] };
  const { rows } = await pool.query<Pick<PrintJobRow, 'print_job_id' | 'item_id' | 'status'>>(
    `select distinct on (item_id) print_job_id, item_id, status from ${PRINT_JOBS_TABLE}
      where owner_id = $1 and item_id = any($2) order by item_id, created_at desc, print_job_id desc`,
    [r.ownerId, r.itemIds],
  );
  const items = await Promise.all(
    rows.map(async (row): Promise<PrintStepsView> => {
      const { events } = await store.readStream(printJobStreamId(row.print_job_id));
      const first = new Map<PrintJobView['status'], string>();
      for (const e of events) {
        const status = stepOf(e.type, e.data);
        if (status && !first.has(status)) first.set(status, e.recordedAt.toISOString());
      }
      return {
        itemId: row.item_id,
        printJobId: row.print_job_id,
        status: row.status,
        steps: [...first].map(([status, at]) => ({ status, at })),
      };
    }),
  );
  return { items };
}

/** The status an event brings a job to (the projection's reading of the same events). */
function stepOf(type: string, data: unknown): PrintJobView['status'] | undefined {
  if (type === 'PrintJobRequested') return 'requested';
  if (type === 'PrintJobSubmitted') return 'submitted';
  if (type === 'PrintJobStatusChanged') return (data as { status: PrintJobView['status'] }).status;
  return undefined;
}
