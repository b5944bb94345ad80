import type { Order, PrintStepsView, ShipmentView } from '@fabelhaft/contracts';

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

/** The print jobs of these order items with their steps' times, or none when fulfilment cannot say. */
export type PrintStepsLookup = (itemIds: string[]) => Promise<PrintStepsView[]>;

/** Order items whose book went to the print shop (approved or later, spec §4): only these have a print job. */
const AT_THE_PRINTER = new Set(['approved', 'printed', 'shipped', 'delivered', 'failed']);

/**
 * issue #24, ADR 0040: each item at the print shop carries its print job's status and when the job reached each
 * status (oldest first), so the printing and printed steps have their dates on the book page and /tracking. One
 * lookup for all items; without an answer the items stay as they are (the steps then show no print dates).
 */
export async function withPrintSteps(orders: Order[], lookup: PrintStepsLookup): Promise<Order[]> {
  const itemIds = orders.flatMap((o) =>
    o.items.filter((i) => AT_THE_PRINTER.has(i.fulfillment_status) && !i.refunded).map((i) => i.id),
  );
  if (itemIds.length === 0) return orders;
  const found = new Map((await lookup(itemIds).catch(() => [])).map((v) => [v.itemId, v]));
  return orders.map((order) => ({
    ...order,
    items: order.items.map((item) => {
      const view = found.get(item.id);
      return view ? { ...item, print_status: view.status, print_events: view.steps } : item;
    }),
  }));
}
