import type { Shipment as CarrierShipment } from '@fabelhaft/carriers';
import type { ShipmentCommand } from '../domain/shipment.decide';

/** What the carrier said, as the shipment's command (its window and events in the shipment's own shape). */
export function carrierReading(
  shipment: CarrierShipment,
): Extract<ShipmentCommand, { type: 'RecordCarrierReading' }> {
  const window = shipment.estimatedDelivery;
  return {
    type: 'RecordCarrierReading',
    reading: {
      status: shipment.status,
      carrierStatusCode: shipment.carrierStatusCode,
      estimatedDelivery:
        window && (window.from || window.to) ? { from: window.from ?? null, to: window.to ?? null } : null,
      events: shipment.events.map((e) => ({
        at: e.at,
        status: e.status,
        carrierStatusCode: e.carrierStatusCode,
        description: e.description,
        location: e.location ?? null,
      })),
      final: shipment.final,
    },
  };
}
