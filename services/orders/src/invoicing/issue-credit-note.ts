import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { RequestMetadata } from '@fabelhaft/contracts';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { formatInvoiceNumber } from '@fabelhaft/invoicing';
import { ownerKey, type ObjectStorage } from '@fabelhaft/storage';
import type { CreditNoteSequenceRepository, OrderRepository } from '../infrastructure/order.repository';
import type { InvoiceRenderer } from '../ports/invoice-renderer.port';
import { berlinDate } from './issue-invoice';

export interface IssueCreditNoteDeps {
  pool: Pool;
  orders: OrderRepository;
  sequences: CreditNoteSequenceRepository;
  storage: ObjectStorage;
  renderer: InvoiceRenderer;
  numberPrefix: string;
  logger: Logger;
  clock?: () => Date;
}

/** Thrown while the order's own invoice is not issued yet: the job tries again later (it needs its number). */
export class InvoiceNotIssuedYetError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId}: the invoice a credit note corrects is not issued yet`);
    this.name = 'InvoiceNotIssuedYetError';
  }
}

/**
 * A refund's credit note (Rechnungskorrektur, issue #13, ADR 0017), step by step like the invoice (ADR 0007);
 * every step is idempotent, so a redelivery finishes what a crash left:
 * 1. the next number of the year's credit-note series, reserved and written to the order in one transaction;
 * 2. the PDF rendered, stored under the owner's `invoices/` folder, and the order told where it is.
 */
export async function issueCreditNote(
  deps: IssueCreditNoteDeps,
  orderId: string,
  refundId: string,
  metadata: RequestMetadata,
): Promise<'issued' | 'already-issued' | 'not-refunded'> {
  const now = deps.clock?.() ?? new Date();
  let { state } = await deps.orders.load(orderId);
  let refund = state.refunds.find((r) => r.refundId === refundId);
  if (refund?.status !== 'refunded') return 'not-refunded';
  if (refund.creditNote?.key) return 'already-issued';
  if (!state.invoiceNumber) throw new InvoiceNotIssuedYetError(orderId);

  if (!refund.creditNote) {
    const creditNoteDate = berlinDate(now);
    const year = Number(creditNoteDate.slice(0, 4));
    state = await withTransaction(deps.pool, async (tx) => {
      const sequence = await deps.sequences.handle(
        String(year),
        { type: 'ReserveCreditNoteNumber', year, refundId, orderId },
        metadata,
        tx,
      );
      const creditNoteNumber = formatInvoiceNumber(
        deps.numberPrefix,
        year,
        sequence.state.byRefund[refundId]!,
      );
      const result = await deps.orders.handle(
        orderId,
        { type: 'AssignCreditNoteNumber', orderId, refundId, creditNoteNumber, creditNoteDate },
        metadata,
        tx,
      );
      return result.state;
    });
    refund = state.refunds.find((r) => r.refundId === refundId)!;
  }

  const creditNote = refund.creditNote!;
  const pdf = await deps.renderer.renderCreditNote(state, refund, creditNote);
  const creditNoteKey = ownerKey(state.ownerId, 'invoices', `${creditNote.number}.pdf`);
  await deps.storage.put(creditNoteKey, pdf, { contentType: 'application/pdf' });
  await deps.orders.handle(
    orderId,
    { type: 'RecordCreditNoteIssued', orderId, refundId, creditNoteKey },
    metadata,
  );
  deps.logger.info({ orderId, refundId, number: creditNote.number }, 'credit note issued');
  return 'issued';
}
