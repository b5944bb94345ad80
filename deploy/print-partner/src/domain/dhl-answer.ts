import type { Shipment, ShipmentStatus } from '@fabelhaft/carriers';

/**
 * A simulated parcel in the shape of DHL Shipment Tracking – Unified's `GET /track/shipments` answer
 * (https://developer.dhl.com/api-reference/shipment-tracking, as recorded in libs/carriers/src/fixtures/dhl),
 * so the tracking service's real DhlTracking adapter can read the local carrier. DHL groups every event under
 * its five `statusCode`s; out for delivery is told by the event's words, which the simulated carrier's texts
 * carry in English and German ("out for delivery", "in Zustellung").
 */
const STATUS_CODE: Record<ShipmentStatus, string> = {
  label_created: 'pre-transit',
  in_transit: 'transit',
  out_for_delivery: 'transit',
  ready_for_pickup: 'transit',
  delivered: 'delivered',
  delivery_failed: 'failure',
  returned: 'transit',
  unknown: 'unknown',
};

interface DhlAddress {
  address: { countryCode?: string; addressLocality: string };
}

const place = (location: string | undefined): DhlAddress | undefined => {
  if (!location) return undefined;
  const [city, country] = location.split(',').map((part) => part.trim());
  return { address: { addressLocality: city!, ...(country ? { countryCode: country } : {}) } };
};

export function toDhlAnswer(
  shipment: Shipment,
  route: { from: string; to: string } | undefined,
): Record<string, unknown> {
  const events = shipment.events.map((event) => {
    const location = place(event.location);
    return {
      timestamp: event.at,
      ...(location ? { location } : {}),
      statusCode: STATUS_CODE[event.status],
      status: event.description,
      description: event.description,
    };
  });
  const frame = shipment.estimatedDelivery;
  return {
    url: `/shipments?trackingNumber=${shipment.trackingNumber}&offset=0&limit=5`,
    shipments: [
      {
        id: shipment.trackingNumber,
        service: 'parcel-de',
        ...(route ? { origin: place(route.from), destination: place(route.to) } : {}),
        status: events[0] ?? { statusCode: 'unknown', status: 'unknown' },
        ...(frame?.to ? { estimatedTimeOfDelivery: frame.to } : {}),
        ...(frame?.from || frame?.to
          ? { estimatedDeliveryTimeFrame: { estimatedFrom: frame.from, estimatedThrough: frame.to } }
          : {}),
        details: {
          product: { productName: 'DHL PAKET' },
          proofOfDeliverySignedAvailable: false,
          totalNumberOfPieces: 1,
          pieceIds: [shipment.trackingNumber],
        },
        events,
      },
    ],
  };
}
