import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { RequestMetadata } from '@fabelhaft/contracts';
import { withTransaction } from '@fabelhaft/eventsourcing';
import { formatInvoiceNumber } from '@fabelhaft/invoicing';
import type { PaymentProvider } from '@fabelhaft/payments';
import { ownerKey, type ObjectStorage } from '@fabelhaft/storage';
import { wasPaid } from '../domain/order';
import type { InvoiceSequenceRepository, OrderRepository } from '../infrastructure/order.repository';
import type { InvoiceRenderer } from '../ports/invoice-renderer.port';

export interface IssueInvoiceDeps {
  pool: Pool;
  orders: OrderRepository;
  sequences: InvoiceSequenceRepository;
  payments: PaymentProvider;
  storage: ObjectStorage;
  renderer: InvoiceRenderer;
  numberPrefix: string;
  logger: Logger;
  clock?: () => Date;
}

/** The invoice date as a German calendar date (the seller is in Germany). */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
}

/**
 * A paid order's receipt link and VAT invoice, step by step; every step is idempotent, so a crash anywhere
 * means the next delivery finishes the rest and the order gets exactly one invoice number.
 * 1. the receipt URL from the provider (when it has one);
 * 2. the next consecutive number of the year, reserved on the year's sequence stream and written to the order
 *    in one transaction (no gaps, no number twice);
 * 3. the PDF rendered, stored under the owner's key, and the order told where it is.
 */
export async function issueInvoice(
  deps: IssueInvoiceDeps,
  orderId: string,
  metadata: RequestMetadata,
): Promise<'issued' | 'already-issued' | 'not-paid'> {
  const now = deps.clock?.() ?? new Date();
  let { state } = await deps.orders.load(orderId);
  // A refunded order keeps (or still gets) its invoice: its credit notes correct it (issue #13).
  if (!wasPaid(state) || !state.payment) return 'not-paid';
  if (state.invoiceKey) return 'already-issued';

  if (!state.receiptUrl && state.payment.paymentIntentId) {
    const receiptUrl = await deps.payments.retrieveReceiptUrl(state.payment.paymentIntentId).catch((err) => {
      deps.logger.warn({ err, orderId }, 'receipt link not available yet');
      return null;
    });
    if (receiptUrl) {
      ({ state } = await deps.orders.handle(
        orderId,
        { type: 'RecordReceipt', orderId, receiptUrl },
        metadata,
      ));
    }
  }

  if (!state.invoiceNumber) {
    const invoiceDate = berlinDate(now);
    const year = Number(invoiceDate.slice(0, 4));
    state = await withTransaction(deps.pool, async (tx) => {
      const sequence = await deps.sequences.handle(
        String(year),
        { type: 'ReserveInvoiceNumber', year, orderId },
        metadata,
        tx,
      );
      const invoiceNumber = formatInvoiceNumber(deps.numberPrefix, year, sequence.state.byOrder[orderId]);
      const result = await deps.orders.handle(
        orderId,
        { type: 'AssignInvoiceNumber', orderId, invoiceNumber, invoiceDate },
        metadata,
        tx,
      );
      return result.state;
    });
  }

  const number = state.invoiceNumber as string;
  const pdf = await deps.renderer.render(state, { number, date: state.invoiceDate ?? berlinDate(now) });
  const invoiceKey = ownerKey(state.ownerId, 'invoices', `${number}.pdf`);
  await deps.storage.put(invoiceKey, pdf, { contentType: 'application/pdf' });
  await deps.orders.handle(orderId, { type: 'RecordInvoiceIssued', orderId, invoiceKey }, metadata);
  return 'issued';
}
