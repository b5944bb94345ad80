import { dhlFixture } from '../dhl-stand-in';
import {
  dhlTrackingResponseSchema,
  normaliseDhlStatus,
  pickDhlShipment,
  toShipment,
} from './dhl-shipment.mapper';

const read = (name: string, trackingNumber: string) => {
  const response = dhlTrackingResponseSchema.parse(dhlFixture(name));
  return toShipment(pickDhlShipment(response, trackingNumber)!, trackingNumber);
};

describe('DHL status → normalised status', () => {
  it.each([
    // statusCode alone
    ['pre-transit', '', 'label_created'],
    ['transit', 'The shipment has been processed in the parcel center', 'in_transit'],
    ['delivered', 'The shipment has been successfully delivered', 'delivered'],
    ['failure', 'The delivery attempt was unsuccessful', 'delivery_failed'],
    ['unknown', '', 'unknown'],
    [undefined, '', 'unknown'],
    ['something-new', 'The shipment is somewhere', 'unknown'],
    // transit refined by the words, English and German
    ['transit', 'The shipment has been loaded onto the delivery vehicle', 'out_for_delivery'],
    ['transit', 'Out for delivery', 'out_for_delivery'],
    ['transit', 'Die Sendung wurde in das Zustellfahrzeug geladen.', 'out_for_delivery'],
    ['transit', 'In Zustellung', 'out_for_delivery'],
    ['transit', 'The shipment is ready for pick-up at the PACKSTATION 123', 'ready_for_pickup'],
    ['transit', 'The shipment is available for pickup at the retail outlet', 'ready_for_pickup'],
    ['transit', 'Die Sendung liegt in der Filiale zur Abholung bereit.', 'ready_for_pickup'],
    // going back to the sender wins over every code
    ['transit', 'The shipment is being returned to the sender', 'returned'],
    ['delivered', 'The shipment has been returned to the sender', 'returned'],
    ['failure', 'Die Sendung wird an den Absender zurückgesendet.', 'returned'],
  ])('%s + %p → %s', (statusCode, description, expected) => {
    expect(normaliseDhlStatus({ statusCode, description })).toBe(expected);
  });

  it('reads the words of status and statusDetailed too', () => {
    expect(normaliseDhlStatus({ statusCode: 'transit', status: 'Out for delivery' })).toBe(
      'out_for_delivery',
    );
    expect(normaliseDhlStatus({ statusCode: 'transit', statusDetailed: 'ready for pickup' })).toBe(
      'ready_for_pickup',
    );
  });

  it("takes the shipment's returnFlag as returned", () => {
    expect(normaliseDhlStatus({ statusCode: 'delivered', description: 'Delivered' }, true)).toBe('returned');
  });
});

describe('DHL shipment → Shipment', () => {
  it('reads a parcel in transit with its window and its events, newest first', () => {
    expect(read('shipment-transit.json', '00340434292135100124')).toEqual({
      carrier: 'dhl',
      trackingNumber: '00340434292135100124',
      status: 'in_transit',
      carrierStatusCode: 'transit',
      carrierStatus: 'The shipment has been processed in the destination parcel center',
      estimatedDelivery: { from: '2026-11-28T10:00:00+01:00', to: '2026-11-28T14:00:00+01:00' },
      events: [
        {
          at: '2026-11-27T05:42:00+01:00',
          status: 'in_transit',
          carrierStatusCode: 'transit',
          description: 'The shipment has been processed in the destination parcel center',
          location: 'Börnicke, DE',
        },
        {
          at: '2026-11-26T18:03:00+01:00',
          status: 'in_transit',
          carrierStatusCode: 'transit',
          description: 'The shipment has been processed in the parcel center of origin',
          location: 'Radefeld, DE',
        },
        {
          at: '2026-11-26T12:11:30+01:00',
          status: 'label_created',
          carrierStatusCode: 'pre-transit',
          description:
            'The instruction data for this shipment have been provided by the sender to DHL electronically',
        },
      ],
      final: false,
    });
  });

  it('reads a delivered parcel as final, with the out-for-delivery step among its events and no estimate', () => {
    const shipment = read('shipment-delivered.json', '00340434292135100131');
    expect(shipment).toMatchObject({ status: 'delivered', final: true, estimatedDelivery: null });
    expect(shipment.events.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'label_created',
    ]);
  });

  it('takes estimatedTimeOfDelivery as the window when DHL gives no time frame', () => {
    const body = dhlFixture<{ shipments: Record<string, unknown>[] }>('shipment-transit.json');
    const { estimatedDeliveryTimeFrame: _frame, ...shipment } = body.shipments[0];
    expect(
      toShipment(dhlTrackingResponseSchema.parse({ shipments: [shipment] }).shipments![0], 'n')
        .estimatedDelivery,
    ).toEqual({
      from: '2026-11-28T00:00:00+01:00',
      to: '2026-11-28T00:00:00+01:00',
    });
    expect(toShipment({ status: { statusCode: 'transit' } }, 'n').estimatedDelivery).toBeNull();
  });

  it('keeps the window half open when DHL gives only one end', () => {
    const shipment = toShipment(
      { status: { statusCode: 'transit' }, estimatedDeliveryTimeFrame: { estimatedThrough: '2026-11-28' } },
      'n',
    );
    expect(shipment.estimatedDelivery).toEqual({ to: '2026-11-28' });
  });

  it('marks a returned parcel (returnFlag) as returned and final', () => {
    const shipment = toShipment(
      { status: { statusCode: 'delivered', description: 'Delivered' }, returnFlag: true },
      'n',
    );
    expect(shipment).toMatchObject({ status: 'returned', final: true });
  });

  it("picks the shipment whose id is the number asked for (DHL may answer several services'), numeric ids included", () => {
    const response = dhlTrackingResponseSchema.parse({
      shipments: [
        { id: 'other', service: 'express', status: { statusCode: 'delivered' } },
        { id: 7777777770, service: 'parcel-de', status: { statusCode: 'transit' } },
      ],
    });
    expect(pickDhlShipment(response, '7777777770')).toMatchObject({ service: 'parcel-de' });
    expect(pickDhlShipment(response, 'unknown')).toMatchObject({ service: 'express' });
    expect(pickDhlShipment({ shipments: [] }, 'x')).toBeNull();
  });

  it('orders events by time even when DHL mixes offsets and local times', () => {
    const shipment = toShipment(
      {
        status: { statusCode: 'transit' },
        events: [
          { timestamp: '2026-11-26T10:00:00Z', statusCode: 'transit', description: 'a' },
          { timestamp: '2026-11-26T12:00:00+01:00', statusCode: 'transit', description: 'b' },
          { timestamp: '2026-11-26T11:30:00', statusCode: 'transit', description: 'c' },
          { statusCode: 'transit', description: 'no time: left out' },
        ],
      },
      'n',
    );
    expect(shipment.events.map((e) => e.description)).toEqual(['c', 'b', 'a']);
  });
});
