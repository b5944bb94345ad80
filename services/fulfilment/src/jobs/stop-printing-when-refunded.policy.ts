import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import { definePolicy, type SqlExecutor } from '@fabelhaft/eventsourcing';
import { printJobIdOfItem } from '../domain/print-product';
import type { FulfilmentPolicyDeps } from '../fulfilment.policies';
import { REFUNDED_ITEMS_TABLE } from '../read-model/print-job.projection';

export const REFUNDS_DURABLE = 'fulfilment-refunds';

/** The reason a refund's cancellation carries to the partner and into the job's history. */
export const REFUND_CANCEL_REASON = 'The order item was refunded.';

/**
 * One order item's print decisions at a time: an approval and a refund of the same item, handled by two
 * consumers at once, would otherwise each miss the other's uncommitted write (a job printed after its refund).
 */
export async function lockOrderItem(tx: SqlExecutor, itemId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`fulfilment:item:${itemId}`]);
}

export async function isRefunded(tx: SqlExecutor, itemId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from ${REFUNDED_ITEMS_TABLE} where item_id = $1`, [itemId]);
  return rows.length > 0;
}

/**
 * orders.v1.OrderRefunded → nothing more is printed for a refunded item (issue #13's refunds meeting issue #15's
 * printing): the item is remembered as refunded, so a later approval makes no job, and a job not yet in production
 * is cancelled at its partner (Gelato at once, a NATS partner through `PrintJobCancelRequested`). A job already in
 * production or later goes on — the money is back, the book is on its way; support decides (ADR 0023).
 */
export const stopPrintingWhenRefunded = definePolicy<FulfilmentPolicyDeps>({
  name: REFUNDS_DURABLE,
  stream: OrdersEventStream,
  filterSubject: OrdersEvents.orderRefundedV1.subject,
  handle: async (envelope, { tx, printJobs, gateways, logger }) => {
    if (envelope.type !== OrdersEvents.orderRefundedV1.type) return;
    const d = OrdersEvents.orderRefundedV1.data.parse(envelope.data);
    const metadata = { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id };
    for (const itemId of d.itemIds) {
      await lockOrderItem(tx, itemId);
      await tx.query(
        `insert into ${REFUNDED_ITEMS_TABLE} (item_id, order_id, refund_id, refunded_at) values ($1, $2, $3, $4)
         on conflict (item_id) do nothing`,
        [itemId, d.orderId, d.refundId, d.refundedAt],
      );
      const { state } = await printJobs.load(printJobIdOfItem(itemId), tx);
      if (!state.exists || !state.spec || state.status === 'cancelled') continue;
      if (!['requested', 'submitted', 'accepted'].includes(state.status)) {
        logger.warn(
          { printJobId: state.spec.printJobId, status: state.status, orderId: d.orderId },
          'refunded item is already in production; the job goes on',
        );
        continue;
      }
      const { cancelled } = await gateways
        .of(state.spec.partnerId)
        .cancel(state.spec.printJobId, state.partnerJobRef);
      if (!cancelled) {
        logger.warn({ printJobId: state.spec.printJobId }, 'the partner would not cancel a refunded item');
        continue;
      }
      await printJobs.handle(
        state.spec.printJobId,
        { type: 'CancelPrintJob', reason: REFUND_CANCEL_REASON },
        metadata,
        tx,
      );
    }
  },
});
