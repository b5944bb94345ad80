import type { Order, ShipmentView } from '@fabelhaft/contracts';

/** One parcel as the tracking service shows its owner, or null when it cannot say (unknown, unavailable). */
export type ShipmentLookup = (trackingNumber: string) => Promise<ShipmentView | null>;

/**
 * issue #24, ADR 0040: each shipped order item carries its parcel's status and its events' times, so the book
 * page, My books and Account name the step from the same facts as /tracking (libs/contracts journey.ts). One
 * lookup per parcel, all at once; an item whose parcel the tracking service cannot answer for stays as it is
 * (the pages then say "Label created", as /tracking does before the carrier's first scan).
 */
export async function withShipments(orders: Order[], lookup: ShipmentLookup): Promise<Order[]> {
  const numbers = [
    ...new Set(orders.flatMap((o) => o.items.map((i) => i.tracking_number).filter((n): n is string => !!n))),
  ];
  const found = new Map<string, ShipmentView>();
  await Promise.all(
    numbers.map(async (number) => {
      const view = await lookup(number).catch(() => null);
      if (view) found.set(number, view);
    }),
  );
  return orders.map((order) => ({
    ...order,
    items: order.items.map((item) => {
      const view = item.tracking_number ? found.get(item.tracking_number) : undefined;
      if (!view) return item;
      return {
        ...item,
        shipment_status: view.status,
        shipment_events: [...view.events].reverse().map((e) => ({ at: e.at, status: e.status })),
      };
    }),
  }));
}
