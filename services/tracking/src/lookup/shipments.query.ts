import { DomainError, ErrorCodes, ErrorTexts, type ShipmentView } from '@fabelhaft/contracts';
import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { estimatedDeliveryOf, type DeliveryWindow, type TrackedEvent } from '../domain/shipment';
import { SHIPMENTS_TABLE } from '../read-model/shipments.projection';

interface Row extends Record<string, unknown> {
  tracking_number: string;
  carrier: string;
  tracking_url: string | null;
  owner_id: string;
  order_id: string;
  item_id: string;
  print_job_id: string;
  status: ShipmentView['status'];
  carrier_status_code: string | null;
  promised_delivery: DeliveryWindow | null;
  carrier_estimate: DeliveryWindow | null;
  events: TrackedEvent[];
  final: boolean;
  registered_at: Date;
  updated_at: Date;
}

/** spec §8: the same answer for an unknown number and another customer's, so numbers cannot be probed. */
export const shipmentNotFound = () =>
  new DomainError(ErrorCodes.TRACKING_NOT_FOUND, ErrorTexts[ErrorCodes.TRACKING_NOT_FOUND]);

/** The owner's shipment by its tracking number (GET /tracking/{trackingNumber}). */
export async function getShipmentView(
  sql: SqlExecutor,
  q: { ownerId: string; trackingNumber: string },
): Promise<ShipmentView> {
  const { rows } = await sql.query<Row>(
    `select * from ${SHIPMENTS_TABLE} where tracking_number = $1 and owner_id = $2`,
    [q.trackingNumber.trim(), q.ownerId],
  );
  const row = rows[0];
  if (!row) throw shipmentNotFound();
  return {
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    status: row.status,
    carrierStatusCode: row.carrier_status_code,
    estimatedDelivery: estimatedDeliveryOf({
      final: row.final,
      carrierEstimate: row.carrier_estimate,
      promisedDelivery: row.promised_delivery,
    }),
    events: row.events,
    trackingUrl: row.tracking_url,
    orderId: row.order_id,
    itemId: row.item_id,
    printJobId: row.print_job_id,
    registeredAt: row.registered_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
