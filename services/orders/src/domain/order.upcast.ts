import type { OrderEvent } from './order';

type StoredItem = Record<string, unknown> & { fulfillmentStatus?: unknown };

function renameItemStatus(item: StoredItem): Record<string, unknown> {
  if (!('fulfillmentStatus' in item) || 'fulfilmentStatus' in item) return item;
  const { fulfillmentStatus, ...rest } = item;
  return { ...rest, fulfilmentStatus: fulfillmentStatus };
}

/**
 * Stored events as they were written: before issue #10 (one spelling of fulfilment in code) the item status
 * was stored as `fulfillmentStatus` — in the items of OrderCreated and OrderRepriced and in
 * OrderItemFulfilmentChanged. Events are never rewritten, so every reader of the log (the repository, the
 * read model, the relay) turns an old one into today's shape here.
 */
export function upcast(stored: { type: string; data: unknown }): OrderEvent {
  const data = stored.data as Record<string, unknown>;
  switch (stored.type) {
    case 'OrderCreated':
    case 'OrderRepriced':
      if (Array.isArray(data.items)) {
        const items = (data.items as StoredItem[]).map(renameItemStatus);
        return { type: stored.type, data: { ...data, items } } as unknown as OrderEvent;
      }
      break;
    case 'OrderItemFulfilmentChanged':
      return { type: stored.type, data: renameItemStatus(data) } as unknown as OrderEvent;
  }
  return { type: stored.type, data: stored.data } as OrderEvent;
}
