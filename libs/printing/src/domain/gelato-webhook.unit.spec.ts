import { gelatoFixture } from '../gelato-stand-in';
import { InvalidGelatoWebhookError, parseGelatoWebhook } from './gelato-webhook';

const receivedAt = '2026-11-26T12:00:00.000Z';
const PRINT_JOB = '5f0c7a52-9d0e-4f6b-8a43-2e1b7c9d4a10';
const GELATO_ORDER = 'a6a1f9ce-2bdd-4a9e-9f8d-0009df0e24d9';

describe('parseGelatoWebhook', () => {
  it('turns order_status_updated (shipped) into a shipped update with the parcel and the event id', () => {
    expect(
      parseGelatoWebhook(gelatoFixture('webhook-order-status-updated-shipped.json'), { receivedAt }),
    ).toEqual({
      kind: 'update',
      eventId: 'os_5e5680ce494f6',
      event: 'order_status_updated',
      update: {
        printJobId: PRINT_JOB,
        partnerJobRef: GELATO_ORDER,
        status: 'shipped',
        parcels: [
          {
            carrier: 'dhl',
            trackingNumber: '00340434292135100124',
            trackingUrl:
              'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434292135100124',
          },
        ],
        // order_status_updated carries no time of its own
        occurredAt: receivedAt,
      },
    });
  });

  // The mapping table as webhooks deliver it: the same event with each documented status.
  it.each([
    ['created', 'received'],
    ['uploading', 'received'],
    ['passed', 'received'],
    ['pending_approval', 'received'],
    ['in_production', 'in_production'],
    ['printed', 'printed'],
    ['shipped', 'shipped'],
    ['in_transit', 'shipped'],
    ['delivered', 'shipped'],
    ['canceled', 'cancelled'],
    ['failed', 'rejected'],
    ['draft', null],
    ['pending_personalization', null],
    ['digitizing', null],
    ['not_connected', null],
    ['on_hold', null],
    ['returned', null],
    ['lost_in_space', null],
  ])('order_status_updated %s → %s', (fulfillmentStatus, expected: string | null) => {
    const body = { ...gelatoFixture('webhook-order-status-updated-shipped.json'), fulfillmentStatus };
    const result = parseGelatoWebhook(body, { receivedAt });
    if (expected !== null) {
      expect(result).toMatchObject({
        kind: 'update',
        update: { status: expected, partnerJobRef: GELATO_ORDER },
      });
    } else {
      expect(result).toEqual({
        kind: 'unmapped',
        eventId: 'os_5e5680ce494f6',
        event: 'order_status_updated',
        partnerJobRef: GELATO_ORDER,
        printJobId: PRINT_JOB,
        gelatoStatus: fulfillmentStatus,
      });
    }
  });

  it('gives a rejection its reason', () => {
    const body = {
      ...gelatoFixture('webhook-order-status-updated-shipped.json'),
      fulfillmentStatus: 'failed',
    };
    expect(parseGelatoWebhook(body, { receivedAt })).toMatchObject({
      update: { status: 'rejected', reason: 'Gelato reported the order as failed' },
    });
  });

  it("takes the item's comment as the reason of a failed item, and the event's own time", () => {
    expect(
      parseGelatoWebhook(gelatoFixture('webhook-order-item-status-updated-failed.json'), { receivedAt }),
    ).toEqual({
      kind: 'update',
      eventId: 'is_5b6403bd3cf1f',
      event: 'order_item_status_updated',
      update: {
        printJobId: PRINT_JOB,
        partnerJobRef: GELATO_ORDER,
        status: 'rejected',
        reason: 'The interior file has 26 pages, the product needs 24',
        occurredAt: '2026-11-24T09:31:52+00:00',
      },
    });
  });

  it('reads order_item_tracking_code_updated as shipped with the tracking code', () => {
    expect(
      parseGelatoWebhook(gelatoFixture('webhook-order-item-tracking-code-updated.json'), { receivedAt }),
    ).toEqual({
      kind: 'update',
      eventId: 'tc_5b6403bd3cf2e',
      event: 'order_item_tracking_code_updated',
      update: {
        printJobId: PRINT_JOB,
        partnerJobRef: GELATO_ORDER,
        status: 'shipped',
        parcels: [
          {
            carrier: 'dhl',
            trackingNumber: '00340434292135100124',
            trackingUrl:
              'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434292135100124',
          },
        ],
        occurredAt: '2026-11-26T12:11:30+00:00',
      },
    });
  });

  it("reads the partner's new delivery promise", () => {
    expect(
      parseGelatoWebhook(gelatoFixture('webhook-order-delivery-estimate-updated.json'), { receivedAt }),
    ).toEqual({
      kind: 'delivery_estimate',
      eventId: 'os_5e5680ce494f7',
      partnerJobRef: GELATO_ORDER,
      printJobId: PRINT_JOB,
      estimatedDelivery: { from: '2026-11-29', to: '2026-12-01' },
      occurredAt: '2026-11-25T07:26:52+00:00',
    });
  });

  it('ignores events about other things', () => {
    expect(
      parseGelatoWebhook(gelatoFixture('webhook-catalog-product-stock-availability-updated.json'), {
        receivedAt,
      }),
    ).toEqual({
      kind: 'ignored',
      eventId: 'sra_5b6403bd3cf2e',
      event: 'catalog_product_stock_availability_updated',
    });
  });

  it('lists a parcel once when several items name it, and skips packages without a tracking code', () => {
    const base = gelatoFixture<{ items: { fulfillments: Record<string, unknown>[] }[] }>(
      'webhook-order-status-updated-shipped.json',
    );
    const fulfillment = base.items[0].fulfillments[0];
    const body = {
      ...base,
      items: [
        { ...base.items[0], fulfillments: [fulfillment, { ...fulfillment, trackingCode: '' }] },
        { ...base.items[0], itemReferenceId: 'second', fulfillments: [fulfillment] },
      ],
    };
    const result = parseGelatoWebhook(body, { receivedAt });
    expect(result.kind === 'update' && result.update.parcels?.map((p) => p.trackingNumber)).toEqual([
      '00340434292135100124',
    ]);
  });

  it('accepts the raw body as text', () => {
    const text = JSON.stringify(gelatoFixture('webhook-order-status-updated-shipped.json'));
    expect(parseGelatoWebhook(text, { receivedAt })).toMatchObject({ kind: 'update' });
  });

  it.each([
    ['not JSON', '{"event":'],
    ['no event name', { id: 'x' }],
    [
      'an event without its order id',
      { id: 'os_1', event: 'order_status_updated', fulfillmentStatus: 'shipped' },
    ],
    [
      'a tracking event without a code',
      { id: 'tc_1', event: 'order_item_tracking_code_updated', orderId: 'o1' },
    ],
  ])('refuses a body with %s', (_what, body) => {
    expect(() => parseGelatoWebhook(body, { receivedAt })).toThrow(InvalidGelatoWebhookError);
  });
});
