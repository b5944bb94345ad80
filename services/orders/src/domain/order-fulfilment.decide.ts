import { isPaid, type FulfilmentStatus, type Order, type OrderEvent } from './order';
import { invalidTransition, orderNotFound } from './order.errors';

export type RecordItemFulfilment = {
  type: 'RecordItemFulfilment';
  orderId: string;
  bookId: string;
  fulfilmentStatus: FulfilmentStatus;
};

/** The order items' fulfilment status (spec §4), from the books service's production news. */
export type FulfilmentCommand = RecordItemFulfilment;

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
  }
}
