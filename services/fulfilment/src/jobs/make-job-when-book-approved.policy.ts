import { createHash } from 'node:crypto';
import { BooksEvents, BooksEventStream, type PrintShippingAddress } from '@fabelhaft/contracts';
import { definePolicy, type SqlExecutor } from '@fabelhaft/eventsourcing';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { PrintJobFile, PrintJobSpec } from '../domain/print-job';
import { noOrderItem } from '../domain/print-job.errors';
import { printJobIdOfItem, printProductOf, promisedWindow } from '../domain/print-product';
import type { FulfilmentPolicyDeps } from '../fulfilment.policies';
import { signJobFiles } from '../infrastructure/signed-files';
import { PAID_ITEMS_TABLE } from '../read-model/print-job.projection';
import { isRefunded, lockOrderItem } from './stop-printing-when-refunded.policy';

export const APPROVALS_DURABLE = 'fulfilment-approvals';

interface PaidItem {
  item_id: string;
  order_id: string;
  owner_id: string;
  quantity: number;
  shipping_address: (Omit<PrintShippingAddress, 'email'> & { email?: string | null }) | null;
}

/** SHA-256 (hex) of a stored file; a missing file is an error the message retries (and dead-letters). */
export async function sha256Of(storage: ObjectStorage, key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw new Error(`print file ${key} is missing`);
  return createHash('sha256').update(object.body).digest('hex');
}

async function paidItemOf(tx: SqlExecutor, orderId: string, bookId: string): Promise<PaidItem | null> {
  const { rows } = await tx.query<PaidItem & Record<string, unknown>>(
    `select item_id, order_id, owner_id, quantity, shipping_address from ${PAID_ITEMS_TABLE}
     where order_id = $1 and book_id = $2`,
    [orderId, bookId],
  );
  return rows[0] ?? null;
}

/**
 * books.v1.BookApproved → the print job of the order item of that book (issue #15): the stored PDFs' SHA-256,
 * the product, the shipping address from OrderPaid and the promised window, at the configured partner
 * (PRINT_PARTNER). A NATS partner gets the job from the relay once the events commit; Gelato is called here
 * (idempotent by the job id, so a retried message never places a second order). An approval that arrives
 * before its OrderPaid is retried until the order is known; an approval of a refunded item makes no job.
 */
export const makeJobWhenBookApproved = definePolicy<FulfilmentPolicyDeps>({
  name: APPROVALS_DURABLE,
  stream: BooksEventStream,
  filterSubject: BooksEvents.approvedV1.subject,
  handle: async (envelope, { tx, printJobs, storage, settings, gateways }) => {
    if (envelope.type !== BooksEvents.approvedV1.type) return;
    const d = BooksEvents.approvedV1.data.parse(envelope.data);
    const item = await paidItemOf(tx, d.orderId, d.bookId);
    if (!item) throw noOrderItem();
    // A refunded item is not printed (stop-printing-when-refunded.policy.ts); one item's decisions at a time.
    await lockOrderItem(tx, item.item_id);
    if (await isRefunded(tx, item.item_id)) return;
    if (!item.shipping_address) throw new Error(`order ${d.orderId} has no shipping address`);
    const printJobId = printJobIdOfItem(item.item_id);
    const metadata = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id };
    const existing = await printJobs.load(printJobId, tx);
    if (existing.state.exists) return;
    const files: PrintJobFile[] = [
      { kind: 'interior', key: d.printInteriorKey, sha256: await sha256Of(storage, d.printInteriorKey) },
      { kind: 'cover', key: d.printCoverKey, sha256: await sha256Of(storage, d.printCoverKey) },
    ];
    const now = new Date();
    const spec: PrintJobSpec = {
      printJobId,
      orderId: d.orderId,
      itemId: item.item_id,
      bookId: d.bookId,
      ownerId: d.ownerId,
      partnerId: settings.partnerId,
      reprintOf: null,
      product: printProductOf(d.format, d.pageCount, d.binding),
      files,
      quantity: item.quantity,
      shippingAddress: { ...item.shipping_address, email: item.shipping_address.email ?? null },
      promised: promisedWindow(now, settings.promise),
    };
    const gateway = gateways.of(spec.partnerId);
    const { partnerJobRef } = await gateway.submit(
      signJobFiles(settings.signer, spec, settings.linkTtlSeconds, now),
    );
    await printJobs.handle(printJobId, { type: 'RequestPrintJob', spec, partnerJobRef }, metadata, tx);
  },
});
