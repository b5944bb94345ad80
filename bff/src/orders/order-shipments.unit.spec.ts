import type { Order, ShipmentView } from '@fabelhaft/contracts';
import { toTrackingResult } from '../tracking/tracking.controller';
import { withPrintSteps, withShipments } from './order-shipments';

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

describe('withPrintSteps (issue #24, ADR 0040)', () => {
  const at = (id: string, fulfillment_status: string, refunded = false) => ({
    id,
    book_id: `book-${id}`,
    fulfillment_status,
    refunded,
  });
  const orders = [
    { order_id: 'o1', items: [at('a', 'shipped'), at('b', 'ready_for_print'), at('c', 'printed', true)] },
    { order_id: 'o2', items: [at('d', 'approved'), at('e', 'printed')] },
  ] as unknown as Order[];
  const steps = [
    { status: 'requested' as const, at: '2026-11-01T10:00:00Z' },
    { status: 'in_production' as const, at: '2026-11-01T11:00:00Z' },
  ];

  it('asks once for the items at the print shop and gives each its print job’s status and step times', async () => {
    const asked: string[][] = [];
    const result = await withPrintSteps(orders, async (ids) => {
      asked.push(ids);
      return [
        { itemId: 'a', printJobId: 'p1', status: 'shipped', steps },
        { itemId: 'd', printJobId: 'p2', status: 'in_production', steps },
      ];
    });
    expect(asked).toEqual([['a', 'd', 'e']]);
    expect(result[0]!.items[0]).toMatchObject({ print_status: 'shipped', print_events: steps });
    expect(result[1]!.items[0]).toMatchObject({ print_status: 'in_production', print_events: steps });
    for (const item of [result[0]!.items[1], result[0]!.items[2], result[1]!.items[1]]) {
      expect(item).not.toHaveProperty('print_events');
    }
  });

  it('leaves the orders as they are when fulfilment cannot answer, and asks nothing without such items', async () => {
    expect(await withPrintSteps(orders, () => Promise.reject(new Error('timeout')))).toEqual(orders);
    const lookup = jest.fn();
    const none = [{ order_id: 'o3', items: [at('f', 'ready_for_print')] }] as unknown as Order[];
    expect(await withPrintSteps(none, lookup)).toBe(none);
    expect(lookup).not.toHaveBeenCalled();
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
