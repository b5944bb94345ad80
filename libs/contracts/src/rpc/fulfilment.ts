import { z } from 'zod';
import { Parcel, PrintJobStatus, PrintProduct } from '../events/fulfilment';
import { rpc } from './envelope';
import { HistoryEntry } from './history';

const PrintJobId = z.string().min(1).max(128);

/** One print job as support sees it (issue #15); the BFF maps it to snake_case. */
export const PrintJobView = z.object({
  printJobId: z.string(),
  orderId: z.string(),
  itemId: z.string(),
  bookId: z.string(),
  ownerId: z.string(),
  partnerId: z.string(),
  partnerJobRef: z.string().nullable(),
  status: PrintJobStatus,
  reason: z.string().nullable(),
  reprintOf: z.string().nullable(),
  reprintedAs: z.string().nullable(),
  product: PrintProduct,
  quantity: z.number().int(),
  parcels: z.array(Parcel),
  promised: z.object({ dispatchBy: z.string(), deliverFrom: z.string(), deliverTo: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrintJobView = z.infer<typeof PrintJobView>;

export const PrintJobDetail = PrintJobView.extend({ history: z.array(HistoryEntry) });
export type PrintJobDetail = z.infer<typeof PrintJobDetail>;

/** One order item's print job and when it reached each status (oldest first). */
export const PrintStepsView = z.object({
  itemId: z.string(),
  printJobId: z.string(),
  status: PrintJobStatus,
  steps: z.array(z.object({ status: PrintJobStatus, at: z.string() })),
});
export type PrintStepsView = z.infer<typeof PrintStepsView>;

export const PRINT_JOB_SORT_FIELDS = ['createdAt', 'updatedAt', 'status'] as const;

/** The fulfilment service's request/reply operations (issue #15, subjects `rpc.fulfilment.<name>`). */
export const FulfilmentRpc = {
  /** Support: print jobs by status, order, book or partner; paged. */
  listPrintJobs: rpc(
    'rpc.fulfilment.list-print-jobs',
    z.object({
      status: PrintJobStatus.optional(),
      orderId: z.string().max(128).optional(),
      /** issue #24: the jobs printing this book (the console's book page). */
      bookId: z.string().max(128).optional(),
      partnerId: z.string().max(64).optional(),
      ids: z.array(PrintJobId).max(200).optional(),
      sort: z.object({ field: z.enum(PRINT_JOB_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) }),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1).max(200),
    }),
    z.object({ printJobs: z.array(PrintJobView), total: z.number().int() }),
  ),
  /**
   * issue #24 (ADR 0040): when each of the owner's order items reached each print job status — the printing
   * and printed steps' dates on the book page and /tracking. The item's newest job (a reprint replaces the old
   * one); the first time of each status, from the job's events. Items without a job (not approved yet, another
   * owner's) are left out.
   */
  printSteps: rpc(
    'rpc.fulfilment.print-steps',
    z.object({ ownerId: z.string().min(1).max(128), itemIds: z.array(z.string().min(1).max(128)).max(200) }),
    z.object({ items: z.array(PrintStepsView) }),
  ),
  /** Support: one job with its history from the event store. FULFILMENT.NOT_FOUND (404). */
  getPrintJob: rpc('rpc.fulfilment.get-print-job', z.object({ printJobId: PrintJobId }), PrintJobDetail),
  /** Support: cancel before in_production (FULFILMENT.CANCEL_NOT_ALLOWED, 409, after). Idempotent. */
  cancelPrintJob: rpc(
    'rpc.fulfilment.cancel-print-job',
    z.object({ printJobId: PrintJobId, reason: z.string().min(3).max(500) }),
    PrintJobDetail,
  ),
  /**
   * Support: a new job for the same order item that names the old one (once per job; a rejected, cancelled,
   * shipped or delivered job). Answers the new job. Idempotent: a second call answers the same new job.
   */
  reprintPrintJob: rpc(
    'rpc.fulfilment.reprint-print-job',
    z.object({ printJobId: PrintJobId, reason: z.string().min(3).max(500) }),
    PrintJobDetail,
  ),
  /** A Gelato webhook as received (the BFF checked its shared secret): mapped to the partner-status command. */
  handleGelatoWebhook: rpc(
    'rpc.fulfilment.handle-gelato-webhook',
    z.object({ payload: z.string().max(1_000_000) }),
    z.object({ outcome: z.enum(['applied', 'unchanged', 'ignored']) }),
  ),
  /**
   * issue #22, GDPR Art. 17 (ADR 0016 addendum): erases the customer's finished print jobs (events and rows: the
   * shipping address, the parcels) and the paid items not yet printed. A job still on its way (not delivered,
   * rejected or cancelled) is kept, with its address, until it is finished: `keptJobs` > 0 means "ask again".
   * Idempotent.
   */
  eraseOwnerData: rpc(
    'rpc.fulfilment.erase-owner-data',
    z.object({ ownerId: z.string().min(1).max(128) }),
    z.object({
      erasedJobs: z.number().int().min(0),
      erasedPaidItems: z.number().int().min(0),
      keptJobs: z.number().int().min(0),
    }),
  ),
} as const;
