import type { Order, ShipmentView } from '@fabelhaft/contracts';
import { toTrackingResult } from '../tracking/tracking.controller';
import { withShipments } from './order-shipments';

const item = (id: string, trackingNumber: string | null) => ({
  item_id: id,
  book_id: `book-${id}`,
  format: 'booklet',
  quantity: 1,
  amount_total: 2900,
  currency: 'EUR',
  fulfillment_status: trackingNumber ? 'shipped' : 'ready_for_print',
  refunded: false,
  tracking_number: trackingNumber,
  tracking_url: null,
  carrier: trackingNumber ? 'dhl' : null,
  created_at: '2026-11-01T10:00:00Z',
});

const order = {
  order_id: 'o1',
  items: [item('a', '00340434'), item('b', null), item('c', 'gone')],
} as unknown as Order;

const view: ShipmentView = {
  trackingNumber: '00340434',
  carrier: 'dhl',
  status: 'in_transit',
  carrierStatusCode: 'transit',
  estimatedDelivery: null,
  events: [
    {
      at: '2026-11-02T08:00:00Z',
      status: 'in_transit',
      carrierStatusCode: 'transit',
      description: 'Das Paket ist unterwegs.',
      location: null,
    },
    {
      at: '2026-11-01T12:00:00Z',
      status: 'label_created',
      carrierStatusCode: 'pre-transit',
      description: 'Etikett',
      location: null,
    },
  ],
  trackingUrl: null,
  orderId: 'o1',
  itemId: 'a',
  printJobId: 'p1',
  registeredAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
};

describe('withShipments (issue #24, ADR 0040)', () => {
  it('gives each shipped item its parcel status and step times (oldest first); others stay as they were', async () => {
    const asked: string[] = [];
    const [result] = await withShipments([order], async (n) => {
      asked.push(n);
      if (n === 'gone') throw new Error('TRACKING.NOT_FOUND');
      return view;
    });
    expect(asked.sort()).toEqual(['00340434', 'gone']);
    const [a, b, c] = result!.items;
    expect(a).toMatchObject({
      shipment_status: 'in_transit',
      shipment_events: [
        { at: '2026-11-01T12:00:00Z', status: 'label_created' },
        { at: '2026-11-02T08:00:00Z', status: 'in_transit' },
      ],
    });
    expect(b).not.toHaveProperty('shipment_status');
    expect(c).not.toHaveProperty('shipment_status');
  });
});

describe('toTrackingResult (issue #24)', () => {
  it('adds our code for each event beside the carrier’s code and words', () => {
    expect(toTrackingResult(view).events).toEqual([
      {
        at: '2026-11-02T08:00:00Z',
        status: 'in_transit',
        code: 'in_transit',
        carrier_code: 'transit',
        description: 'Das Paket ist unterwegs.',
        location: null,
      },
      {
        at: '2026-11-01T12:00:00Z',
        status: 'label_created',
        code: 'label_created',
        carrier_code: 'pre-transit',
        description: 'Etikett',
        location: null,
      },
    ]);
  });
});
