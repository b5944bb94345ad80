import { isPaid, type FulfilmentStatus, type ItemTracking, type Order, type OrderEvent } from './order';
import { invalidTransition, orderNotFound } from './order.errors';

export type RecordItemFulfilment = {
  type: 'RecordItemFulfilment';
  orderId: string;
  bookId: string;
  fulfilmentStatus: FulfilmentStatus;
};

/**
 * issue #15: the item's print job moved (fulfilment.v1.PrintJobStatusChanged): printed, shipped with its parcel,
 * or failed when the partner rejected the file.
 */
export type RecordPrintJobStatus = {
  type: 'RecordPrintJobStatus';
  orderId: string;
  itemId: string;
  status: 'printed' | 'shipped' | 'failed';
  parcel: ItemTracking | null;
};

/** The order items' fulfilment status (spec §4), from the books service's production news and print jobs. */
export type FulfilmentCommand = RecordItemFulfilment | RecordPrintJobStatus;

/** How far each fulfilment status is along; generating and failed stand at the same step. */
const FULFILMENT_STEP: Record<FulfilmentStatus, number> = {
  pending: 0,
  failed: 1,
  generating: 1,
  ready_for_print: 2,
  printed: 3,
  shipped: 4,
};

/**
 * Whether an item may go from `current` to `next`: forward only, so late or repeated news never moves an item
 * back — except between generating and failed (a production fails, and its retry generates again).
 */
function fulfilmentMayMove(current: FulfilmentStatus, next: FulfilmentStatus): boolean {
  if (current === next) return false;
  if (FULFILMENT_STEP[next] === FULFILMENT_STEP[current])
    return current === 'generating' || current === 'failed';
  return FULFILMENT_STEP[next] > FULFILMENT_STEP[current];
}

export function decideFulfilment(command: FulfilmentCommand, state: Order, now: Date): OrderEvent[] {
  const at = now.toISOString();
  const orderId = command.orderId;
  if (state.status === 'none') throw orderNotFound();

  switch (command.type) {
    case 'RecordItemFulfilment': {
      if (!isPaid(state)) throw invalidTransition(state.status, 'fulfil');
      const item = state.items.find((i) => i.bookId === command.bookId);
      if (!item) throw orderNotFound();
      if (!fulfilmentMayMove(item.fulfilmentStatus as FulfilmentStatus, command.fulfilmentStatus)) return [];
      return [
        {
          type: 'OrderItemFulfilmentChanged',
          data: {
            orderId,
            itemId: item.itemId,
            bookId: item.bookId,
            fulfilmentStatus: command.fulfilmentStatus,
            at,
          },
        },
      ];
    }
    case 'RecordPrintJobStatus': {
      if (!isPaid(state)) throw invalidTransition(state.status, 'fulfil');
      const item = state.items.find((i) => i.itemId === command.itemId);
      if (!item) throw orderNotFound();
      const current = item.fulfilmentStatus as FulfilmentStatus;
      // A rejected print file fails a made book (a reprint prints it again); otherwise forward only.
      const moves =
        command.status === 'failed'
          ? current === 'ready_for_print' || current === 'printed'
          : fulfilmentMayMove(current, command.status);
      if (!moves) return [];
      const events: OrderEvent[] = [];
      if (command.status === 'shipped' && command.parcel) {
        events.push({
          type: 'OrderItemShipped',
          data: { orderId, itemId: item.itemId, bookId: item.bookId, ...command.parcel, at },
        });
      }
      events.push({
        type: 'OrderItemFulfilmentChanged',
        data: {
          orderId,
          itemId: item.itemId,
          bookId: item.bookId,
          fulfilmentStatus: command.status,
          at,
        },
      });
      // spec §4: the order is fulfilled once every item (not refunded) is shipped.
      const refunded = new Set(state.refunds.filter((r) => r.status !== 'failed').flatMap((r) => r.itemIds));
      const allShipped = state.items
        .filter((i) => !refunded.has(i.itemId))
        .every((i) => (i.itemId === item.itemId ? command.status : i.fulfilmentStatus) === 'shipped');
      if (
        command.status === 'shipped' &&
        allShipped &&
        (state.status === 'paid' || state.status === 'processing')
      ) {
        events.push({ type: 'OrderFulfilled', data: { orderId, at } });
      }
      return events;
    }
  }
}
