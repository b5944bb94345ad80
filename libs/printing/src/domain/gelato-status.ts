import type { PartnerStatus } from '../print-shop.port';

/**
 * Gelato's order and item `fulfillmentStatus` values → the partner contract's statuses. Source: "Order
 * statuses" in https://dashboard.gelato.com/docs/orders/order_details/ (created, uploading, passed,
 * in_production, printed, draft, failed, canceled, pending_approval, pending_personalization, digitizing),
 * the order search's list (… shipped, not_connected, on_hold) and Gelato's help centre's status table
 * (… in transit, delivered, returned).
 *
 * - created, uploading, passed: Gelato holds the order and has not handed it to production: `received`.
 * - pending_approval: received as well — Gelato holds it until someone approves it in Gelato's dashboard.
 * - in_production, printed, shipped: the same words.
 * - in_transit, delivered: the parcel has left the printer; from here the carrier's tracking speaks, so the
 *   partner contract stays at `shipped` (it has no later status).
 * - canceled → `cancelled`; failed → `rejected` (Gelato's reason: a bad file, address or payment).
 */
export const GELATO_STATUS_MAP: Readonly<Record<string, PartnerStatus>> = {
  created: 'received',
  uploading: 'received',
  passed: 'received',
  pending_approval: 'received',
  in_production: 'in_production',
  printed: 'printed',
  shipped: 'shipped',
  in_transit: 'shipped',
  delivered: 'shipped',
  canceled: 'cancelled',
  failed: 'rejected',
};

/**
 * Documented Gelato statuses deliberately left unmapped: none of them is expected for an order placed through
 * the API as this adapter places it, and each would need a person to look, so they surface as `unmapped`
 * instead of being squeezed into a contract status.
 */
export const GELATO_STATUSES_LEFT_UNMAPPED: Readonly<Record<string, string>> = {
  draft: 'the adapter places orders with orderType "order", never drafts',
  pending_personalization: 'Etsy personalisation only',
  digitizing: 'embroidery orders only',
  not_connected: 'store integrations only; not explained in the API documentation',
  on_hold: 'not explained in the API documentation',
  returned: 'the parcel went back to the sender; the contract has no status for it (the carrier reports it)',
};

export type GelatoStatusMapping =
  { kind: 'mapped'; status: PartnerStatus } | { kind: 'unmapped'; gelatoStatus: string };

/** Never guesses: a value outside `GELATO_STATUS_MAP` is `unmapped`. */
export function mapGelatoFulfillmentStatus(gelatoStatus: string): GelatoStatusMapping {
  return Object.hasOwn(GELATO_STATUS_MAP, gelatoStatus)
    ? { kind: 'mapped', status: GELATO_STATUS_MAP[gelatoStatus] }
    : { kind: 'unmapped', gelatoStatus };
}
