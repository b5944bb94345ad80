import { GELATO_DOCUMENTED_PRODUCT_UIDS, type GelatoProductRule } from './domain/gelato-products';
import { parseGelatoWebhook } from './domain/gelato-webhook';
import { createGelatoPrintShop, type GelatoPrintShopOptions } from './gelato-print-shop';
import { gelatoFixture, startGelatoStandIn, type GelatoStandIn } from './gelato-stand-in';
import {
  PartnerStatusUnmappedError,
  PrintShopError,
  type PrintJobSubmission,
  type PrintShop,
} from './print-shop.port';

/**
 * The adapter against a stand-in that checks each request the way Gelato documents it and answers from
 * recorded answers, so these tests check the wire format rather than our assumptions about it.
 */
const API_KEY = 'gelato-test-key';
const HARDCOVER = GELATO_DOCUMENTED_PRODUCT_UIDS.photobookHardcover210x280;
/** Test configuration: a booklet printed as Gelato's documented 210 × 280 mm photo book. */
const PRODUCTS: GelatoProductRule[] = [
  {
    format: 'booklet',
    trimMm: { w: 210, h: 280 },
    interiorPages: { min: 24, max: 48, multipleOf: 4 },
    coverPages: 4,
    productUid: HARDCOVER,
  },
];

const job = (printJobId: string): PrintJobSubmission => ({
  printJobId,
  orderReference: 'ord-7',
  product: { format: 'booklet', trimMm: { w: 210, h: 280 }, pageCount: 24 },
  files: [
    {
      kind: 'interior',
      url: 'https://files.fabelhaft.example/pj/interior.pdf?sig=abc',
      sha256: 'a'.repeat(64),
    },
    { kind: 'cover', url: 'https://files.fabelhaft.example/pj/cover.pdf?sig=def', sha256: 'b'.repeat(64) },
  ],
  quantity: 1,
  shippingAddress: {
    name: 'Anna Beispiel',
    line1: 'Lindenstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    email: 'anna@example.com',
  },
});

describe('Gelato print shop (against the Gelato stand-in)', () => {
  let gelato: GelatoStandIn;
  const sleeps: number[] = [];

  const shop = (overrides: Partial<GelatoPrintShopOptions> = {}): PrintShop =>
    createGelatoPrintShop({
      apiKey: API_KEY,
      baseUrl: gelato.baseUrl,
      products: PRODUCTS,
      contactEmail: 'service@fabelhaft.example',
      timeoutMs: 500,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    });

  beforeEach(async () => {
    sleeps.length = 0;
    gelato = await startGelatoStandIn({ apiKey: API_KEY, now: () => new Date('2026-11-24T09:30:03Z') });
  });
  afterEach(() => gelato.close());

  it('places one order per print job with the documented body and header, and reports it received', async () => {
    const result = await shop().submit(job('pj-1'));

    expect(result).toEqual({ partnerJobRef: '00000000-0000-4000-8000-000000000001', status: 'received' });
    const create = gelato.requests.find((r) => r.method === 'POST' && r.path === '/v4/orders')!;
    expect(create.headers['x-api-key']).toBe(API_KEY);
    expect(create.headers['content-type']).toBe('application/json');
    expect(create.body).toEqual({
      orderType: 'order',
      orderReferenceId: 'pj-1',
      customerReferenceId: 'ord-7',
      currency: 'EUR',
      items: [
        {
          itemReferenceId: 'pj-1',
          productUid: HARDCOVER,
          pageCount: 28,
          quantity: 1,
          files: [
            { type: 'default', url: 'https://files.fabelhaft.example/pj/cover.pdf?sig=def' },
            { type: 'inside', url: 'https://files.fabelhaft.example/pj/interior.pdf?sig=abc' },
          ],
        },
      ],
      shippingAddress: {
        firstName: 'Anna',
        lastName: 'Beispiel',
        addressLine1: 'Lindenstraße 12',
        city: 'Berlin',
        postCode: '10115',
        country: 'DE',
        email: 'anna@example.com',
      },
      metadata: [
        { key: 'printJobId', value: 'pj-1' },
        { key: 'orderReference', value: 'ord-7' },
      ],
    });
    expect(gelato.orders.size).toBe(1);
  });

  it('answers a second submit of the same job with the order already placed', async () => {
    const first = await shop().submit(job('pj-2'));
    const again = await shop().submit(job('pj-2'));

    expect(again).toEqual(first);
    expect(gelato.orders.size).toBe(1);
    expect(gelato.requests.filter((r) => r.path === '/v4/orders')).toHaveLength(1);
  });

  it('finds the order after a create whose answer never came, instead of placing it twice', async () => {
    // Gelato places the order, but its answer never arrives before the adapter's deadline.
    gelato.failNext({ method: 'POST', path: '/v4/orders', hang: true, afterProcessing: true });

    const result = await shop().submit(job('pj-3'));

    expect(result).toEqual({ partnerJobRef: '00000000-0000-4000-8000-000000000001', status: 'received' });
    expect(gelato.orders.size).toBe(1);
    expect(gelato.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v4/orders:search',
      'POST /v4/orders',
      'POST /v4/orders:search',
    ]);
  });

  it('never sends a create twice: a 5xx before placing ends the submit with a retryable error', async () => {
    gelato.failNext({ method: 'POST', path: '/v4/orders', status: 502 });

    const error = await shop()
      .submit(job('pj-13'))
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, details: { statusCode: 502 } });
    expect(gelato.requests.filter((r) => r.path === '/v4/orders')).toHaveLength(1);
    expect(gelato.orders.size).toBe(0);
    // a later submit of the same job places it once
    await expect(shop().submit(job('pj-13'))).resolves.toMatchObject({ status: 'received' });
    expect(gelato.orders.size).toBe(1);
  });

  it('retries the search before placing, which is a read', async () => {
    gelato.failNext({ path: '/v4/orders:search', status: 500 });
    await expect(shop().submit(job('pj-14'))).resolves.toMatchObject({ status: 'received' });
    expect(sleeps).toEqual([500]);
  });

  it('refuses a job Gelato answers with 400, as a typed error that is not retried', async () => {
    const unknownProduct = createGelatoPrintShop({
      apiKey: API_KEY,
      baseUrl: gelato.baseUrl,
      contactEmail: 'service@fabelhaft.example',
      products: [{ ...PRODUCTS[0], productUid: 'photobooks-softcover_pf_999x999-mm_unknown' }],
    });

    const error = await unknownProduct.submit(job('pj-4')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PrintShopError);
    expect(error).toMatchObject({
      kind: 'bad_request',
      retryable: false,
      details: { statusCode: 400, partnerCode: 'invalid_request' },
      message: 'Gelato POST /v4/orders: items[0].productUid: product not found',
    });
    expect(gelato.requests.filter((r) => r.path === '/v4/orders')).toHaveLength(1);
    expect(gelato.orders.size).toBe(0);
  });

  it("answers Gelato's recorded 400 body as Gelato sent it", async () => {
    gelato.failNext({ path: '/v4/orders', status: 400, body: gelatoFixture('error-bad-request.json') });
    const error = await shop()
      .submit(job('pj-5'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad_request', details: { partnerCode: 'invalid_request' } });
  });

  it('sends nothing for a job no configured product fits', async () => {
    const error = await shop()
      .submit({ ...job('pj-6'), product: { format: 'booklet', trimMm: { w: 180, h: 240 }, pageCount: 24 } })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      kind: 'product_not_mapped',
      retryable: false,
      message: 'No Gelato product is configured for a booklet 180 × 240 mm',
    });
    expect(gelato.requests).toHaveLength(0);
  });

  it('says so when the API key is wrong', async () => {
    const error = await shop({ apiKey: 'wrong' })
      .status('00000000-0000-4000-8000-000000000001')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'unauthorized',
      retryable: false,
      details: { statusCode: 401, partnerCode: 'invalid_api_key_provided' },
    });
  });

  it('cancels an order before production', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-7'));

    await expect(shop().cancel(partnerJobRef)).resolves.toEqual({ cancelled: true });
    expect(gelato.orders.get(partnerJobRef)?.fulfillmentStatus).toBe('canceled');
    expect(gelato.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v4/orders/${partnerJobRef}:cancel`,
    });
    // cancelling again changes nothing and still says cancelled
    await expect(shop().cancel(partnerJobRef)).resolves.toEqual({ cancelled: true });
  });

  it('answers cancelled: false once Gelato has printed the order', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-8'));
    gelato.setStatus(partnerJobRef, 'printed');

    await expect(shop().cancel(partnerJobRef)).resolves.toEqual({ cancelled: false });
    expect(gelato.orders.get(partnerJobRef)?.fulfillmentStatus).toBe('printed');
  });

  it('reads the status with the parcels once shipped', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-9'));
    await expect(shop().status(partnerJobRef)).resolves.toEqual({
      printJobId: 'pj-9',
      partnerJobRef,
      status: 'received',
      occurredAt: '2026-11-24T09:30:03+00:00',
    });

    gelato.setStatus(partnerJobRef, 'shipped', [
      {
        trackingCode: '00340434292135100124',
        trackingUrl: 'https://www.dhl.de/t?piececode=00340434292135100124',
      },
    ]);
    await expect(shop().status(partnerJobRef)).resolves.toEqual({
      printJobId: 'pj-9',
      partnerJobRef,
      status: 'shipped',
      parcels: [
        {
          carrier: 'dhl',
          trackingNumber: '00340434292135100124',
          trackingUrl: 'https://www.dhl.de/t?piececode=00340434292135100124',
        },
      ],
      occurredAt: '2026-11-24T09:30:03+00:00',
    });
  });

  it('posts order_status_updated in the documented shape, which the webhook parser reads', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-9b'));
    gelato.setStatus(partnerJobRef, 'shipped', [
      {
        trackingCode: '00340434292135100131',
        trackingUrl: 'https://www.dhl.de/t?piececode=00340434292135100131',
      },
    ]);
    const event = gelato.orderStatusWebhook(partnerJobRef);
    // Every field the stand-in sends is one the recorded (documented) event has, nested the same way.
    const documented = gelatoFixture('webhook-order-status-updated-shipped.json');
    const keys = (o: object) => Object.keys(o).sort();
    const documentedItem = (documented.items as Record<string, unknown>[])[0]!;
    const item = (event.items as Record<string, unknown>[])[0]!;
    expect(keys(event)).toEqual(keys(documented));
    expect(keys(item)).toEqual(keys(documentedItem));
    const fulfillmentKeys = keys((documentedItem.fulfillments as object[])[0]!);
    for (const key of keys((item.fulfillments as object[])[0]!)) expect(fulfillmentKeys).toContain(key);
    expect(parseGelatoWebhook(event, { receivedAt: '2026-11-24T10:00:00.000Z' })).toMatchObject({
      kind: 'update',
      update: {
        printJobId: 'pj-9b',
        partnerJobRef,
        status: 'shipped',
        parcels: [{ carrier: 'dhl', trackingNumber: '00340434292135100131' }],
      },
    });
    // Each post is its own event id.
    expect(gelato.orderStatusWebhook(partnerJobRef).id).not.toBe(event.id);
  });

  it('throws PartnerStatusUnmappedError for a status the contract has no word for', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-10'));
    gelato.setStatus(partnerJobRef, 'on_hold');

    const error = await shop()
      .status(partnerJobRef)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerStatusUnmappedError);
    expect(error).toMatchObject({ partnerJobRef, partnerStatus: 'on_hold' });
  });

  it('retries a status read after a 503 and a timeout, then answers', async () => {
    const { partnerJobRef } = await shop().submit(job('pj-11'));
    const path = `/v4/orders/${partnerJobRef}`;
    gelato.failNext({ path, status: 503 }, { path, hang: true });

    await expect(shop().status(partnerJobRef)).resolves.toMatchObject({ status: 'received' });
    expect(sleeps).toEqual([500, 1000]);
  });

  it("gives up after the retries with a retryable error, waiting at least the 429's Retry-After", async () => {
    const { partnerJobRef } = await shop().submit(job('pj-12'));
    gelato.failNext(
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 429, headers: { 'retry-after': '2' } },
    );

    const error = await shop()
      .status(partnerJobRef)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate_limited', retryable: true, details: { retryAfterMs: 2000 } });
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('answers not_found for an order Gelato does not know', async () => {
    await expect(shop().status('no-such-order')).rejects.toMatchObject({
      kind: 'not_found',
      retryable: false,
    });
    await expect(shop().cancel('no-such-order')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
