import { OrdersEvents, OrdersEventStream } from '@fabelhaft/contracts';
import { definePolicy } from '@fabelhaft/eventsourcing';
import type { FulfilmentPolicyDeps } from '../fulfilment.policies';
import { PAID_ITEMS_TABLE } from '../read-model/print-job.projection';

export const PAID_ORDERS_DURABLE = 'fulfilment-paid-orders';

/** OrderPaid → remember each item, its owner and the checkout's shipping address until the book is approved. */
export const rememberOrderWhenPaid = definePolicy<FulfilmentPolicyDeps>({
  name: PAID_ORDERS_DURABLE,
  stream: OrdersEventStream,
  filterSubject: OrdersEvents.orderPaidV1.subject,
  handle: async (envelope, { tx }) => {
    if (envelope.type !== OrdersEvents.orderPaidV1.type) return;
    const d = OrdersEvents.orderPaidV1.data.parse(envelope.data);
    for (const item of d.items) {
      await tx.query(
        `insert into ${PAID_ITEMS_TABLE} (item_id, order_id, owner_id, book_id, format, quantity, shipping_address,
           paid_at) values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (item_id) do nothing`,
        [
          item.itemId,
          d.orderId,
          d.ownerId,
          item.bookId,
          item.format,
          item.quantity,
          d.shippingAddress ? JSON.stringify(d.shippingAddress) : null,
          d.paidAt,
        ],
      );
    }
  },
});
