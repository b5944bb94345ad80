import 'reflect-metadata';
import { ErrorCodes, FulfilmentRpc, type PrintJobDetail } from '@fabelhaft/contracts';
import type { RemoteError } from '@fabelhaft/messaging';
import { gelatoFixture, startGelatoStandIn, type GelatoStandIn } from '@fabelhaft/printing/gelato-stand-in';
import { eventually, testSecret } from '@fabelhaft/testing';
import { startFulfilmentKit, type ApprovedBook, type FulfilmentKit } from '../test-fixtures/fulfilment-kit';
import { GELATO_TEST_PRODUCTS } from '../test-fixtures/gelato-products';

jest.setTimeout(90_000);

const API_KEY = testSecret('gelato-key-');
/** Our booklet (180 × 240 mm, 24 pages) printed as one of Gelato's documented photo books. */
const PRODUCTS = GELATO_TEST_PRODUCTS;
const PARCEL = {
  trackingCode: '00340434292135100148',
  trackingUrl:
    'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434292135100148',
};

/**
 * The Gelato path inside fulfilment (issue #15, ADR 0022/0023): PRINT_PARTNER=gelato with the order API pointed
 * at libs/printing's Gelato stand-in. An approved book becomes one Gelato order (orderReferenceId = job id);
 * Gelato's `order_status_updated` events — built by the stand-in in the documented shape from the order as it
 * stands — come in through the webhook RPC with the raw body, exactly as the BFF's `POST /webhooks/gelato`
 * passes them on (the BFF's secret check is tested in bff/src/admin-print-jobs.int.spec.ts).
 */
describe('Gelato as the printing partner', () => {
  let gelato: GelatoStandIn;
  let kit: FulfilmentKit;

  beforeAll(async () => {
    gelato = await startGelatoStandIn({ apiKey: API_KEY });
    kit = await startFulfilmentKit('fulgelato', {
      PRINT_PARTNER: 'gelato',
      GELATO_API_KEY: API_KEY,
      GELATO_BASE_URL: gelato.baseUrl,
      GELATO_PRODUCTS: JSON.stringify(PRODUCTS),
      GELATO_CONTACT_EMAIL: 'druck@fabelhaft.de',
    });
  });
  afterAll(async () => {
    await kit?.close();
    await gelato?.close();
  });

  /** What the BFF does with a webhook whose secret checked out: the raw body to the fulfilment RPC. */
  const deliver = (event: unknown) =>
    kit.rpc.call(FulfilmentRpc.handleGelatoWebhook, { payload: JSON.stringify(event) });

  const ordersOf = (printJobId: string) =>
    [...gelato.orders.values()].filter((o) => o.orderReferenceId === printJobId);

  /** An approved book's job, placed at Gelato: the job and its Gelato order id. */
  async function placed(): Promise<{ book: ApprovedBook; orderId: string; job: PrintJobDetail }> {
    const book = await kit.paidAndApproved();
    const job = await eventually(async () => {
      const j = await kit.getJob(book.printJobId);
      expect(j.status).toBe('submitted');
      return j;
    }, 20_000);
    const orders = ordersOf(book.printJobId);
    expect(orders).toHaveLength(1);
    return { book, orderId: orders[0]!.id as string, job };
  }

  /** The event Gelato posts once its order reaches `status`. */
  const eventAt = (orderId: string, status: string, packages?: (typeof PARCEL)[]) => {
    gelato.setStatus(orderId, status, packages);
    return gelato.orderStatusWebhook(orderId);
  };

  let first: { book: ApprovedBook; orderId: string };

  it('places the approved book as one Gelato order whose orderReferenceId is the job id', async () => {
    const { book, orderId, job } = await placed();
    first = { book, orderId };
    expect(job).toMatchObject({ partnerId: 'gelato', partnerJobRef: orderId, status: 'submitted' });
    const creates = gelato.requests.filter((r) => r.method === 'POST' && r.path === '/v4/orders');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({
      orderType: 'order',
      orderReferenceId: book.printJobId,
      customerReferenceId: book.orderId,
      items: [
        {
          itemReferenceId: book.printJobId,
          productUid: PRODUCTS[0]!.productUid,
          pageCount: 28,
          quantity: 1,
        },
      ],
      shippingAddress: { firstName: 'Anna', lastName: 'Muster', city: 'Berlin', country: 'DE' },
    });
    // The files are the signed links of the BFF's /assets: Gelato fetches them with the link alone.
    const files = (creates[0]!.body as { items: { files: { url: string }[] }[] }).items[0]!.files;
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await fetch(file.url)).status).toBe(200);
  });

  it('moves the job forward once with every status event delivered twice and out of order', async () => {
    const { book, orderId } = first;
    const id = book.printJobId;
    const passed = eventAt(orderId, 'passed');
    const inProduction = eventAt(orderId, 'in_production');
    const printed = eventAt(orderId, 'printed');
    const shipped = eventAt(orderId, 'shipped', [PARCEL]);
    const delivered = eventAt(orderId, 'delivered');
    const canceled = eventAt(orderId, 'canceled');

    // Gelato posts again when it misses a 2xx, and two posts of one event may overlap.
    expect(await Promise.all([deliver(passed), deliver(passed)])).toEqual(
      expect.arrayContaining([{ outcome: 'applied' }, { outcome: 'unchanged' }]),
    );
    expect((await kit.getJob(id)).status).toBe('accepted');
    expect(await deliver(inProduction)).toEqual({ outcome: 'applied' });
    expect(await deliver(inProduction)).toEqual({ outcome: 'unchanged' });

    // Out of order: shipped overtakes printed; the late ones change nothing.
    expect(await deliver(shipped)).toEqual({ outcome: 'applied' });
    for (const late of [printed, inProduction, passed, shipped, printed, delivered, delivered]) {
      expect(await deliver(late)).toEqual({ outcome: 'unchanged' });
    }
    // A cancellation after production is not one (cancelled only before in_production, issue #15).
    expect(await deliver(canceled)).toEqual({ outcome: 'unchanged' });
    expect(await deliver(canceled)).toEqual({ outcome: 'unchanged' });

    const job = await kit.getJob(id);
    // Gelato's `delivered` stays `shipped` in the partner contract: the carrier's tracking says delivered.
    expect(job).toMatchObject({ status: 'shipped', partnerJobRef: orderId, reason: null });
    expect(job.parcels).toEqual([
      { carrier: 'dhl', trackingNumber: PARCEL.trackingCode, trackingUrl: PARCEL.trackingUrl },
    ]);
    expect(job.history.map((h) => h.type)).toEqual([
      'PrintJobRequested',
      'PrintJobSubmitted',
      'PrintJobStatusChanged',
      'PrintJobStatusChanged',
      'PrintJobStatusChanged',
    ]);
    await eventually(async () =>
      expect(await kit.statusChanges(id)).toEqual(['accepted', 'in_production', 'shipped']),
    );
  });

  it('ships the job with the tracking code when Gelato reports shipped before the code is known', async () => {
    const { book, orderId } = await placed();
    const id = book.printJobId;
    // "shipped" with no tracking code yet (the event carries codes "if they are available").
    const shippedWithoutCode = eventAt(orderId, 'shipped');
    expect(await deliver(shippedWithoutCode)).toEqual({ outcome: 'applied' });
    expect(await deliver(shippedWithoutCode)).toEqual({ outcome: 'unchanged' });
    expect(await kit.getJob(id)).toMatchObject({ status: 'printed', parcels: [] });
    // The code comes with `order_item_tracking_code_updated` (documented shape: the recorded fixture).
    const trackingCode = {
      ...gelatoFixture('webhook-order-item-tracking-code-updated.json'),
      orderId,
      orderReferenceId: id,
      trackingCode: PARCEL.trackingCode,
      trackingUrl: PARCEL.trackingUrl,
    };
    expect(await deliver(trackingCode)).toEqual({ outcome: 'applied' });
    expect(await deliver(trackingCode)).toEqual({ outcome: 'unchanged' });
    expect(await deliver(eventAt(orderId, 'delivered', [PARCEL]))).toEqual({ outcome: 'unchanged' });
    const job = await kit.getJob(id);
    expect(job.status).toBe('shipped');
    expect(job.parcels).toEqual([
      { carrier: 'dhl', trackingNumber: PARCEL.trackingCode, trackingUrl: PARCEL.trackingUrl },
    ]);
    await eventually(async () => expect(await kit.statusChanges(id)).toEqual(['printed', 'shipped']));
  });

  it('takes a cancellation by Gelato before production, and a later status changes nothing', async () => {
    const { book, orderId } = await placed();
    expect(await deliver(eventAt(orderId, 'passed'))).toEqual({ outcome: 'applied' });
    const canceled = eventAt(orderId, 'canceled');
    expect(await deliver(canceled)).toEqual({ outcome: 'applied' });
    expect(await deliver(canceled)).toEqual({ outcome: 'unchanged' });
    expect(await deliver(eventAt(orderId, 'in_production'))).toEqual({ outcome: 'unchanged' });
    expect(await kit.getJob(book.printJobId)).toMatchObject({ status: 'cancelled' });
    await eventually(async () =>
      expect(await kit.statusChanges(book.printJobId)).toEqual(['accepted', 'cancelled']),
    );
  });

  it('cancels at Gelato when support cancels, and Gelato’s canceled event then changes nothing', async () => {
    const { book, orderId } = await placed();
    const cancelled = await kit.rpc.call(FulfilmentRpc.cancelPrintJob, {
      printJobId: book.printJobId,
      reason: 'The parent asked',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(gelato.orders.get(orderId)?.fulfillmentStatus).toBe('canceled');
    expect(
      gelato.requests.filter((r) => r.method === 'POST' && r.path === `/v4/orders/${orderId}:cancel`),
    ).toHaveLength(1);
    const canceled = gelato.orderStatusWebhook(orderId);
    expect(await deliver(canceled)).toEqual({ outcome: 'unchanged' });
    expect(await deliver(canceled)).toEqual({ outcome: 'unchanged' });
    expect((await kit.getJob(book.printJobId)).history.map((h) => h.type)).toEqual([
      'PrintJobRequested',
      'PrintJobSubmitted',
      'PrintJobCancelRequested',
      'PrintJobStatusChanged',
    ]);
  });

  it('acknowledges an event about an order it does not know, or a status it has no word for, and changes nothing', async () => {
    const { book, orderId } = first;
    const before = await kit.getJob(book.printJobId);
    // An order placed elsewhere (Gelato's dashboard, another integration of the account): no orderReferenceId
    // of ours. Acknowledged (2xx): Gelato would only post it again three times, five seconds apart.
    const elsewhere = {
      ...eventAt(orderId, 'printed'),
      orderReferenceId: '7b0c1d2e-3f40-5a6b-8c9d-0e1f2a3b4c5d',
    };
    expect(await deliver(elsewhere)).toEqual({ outcome: 'ignored' });
    expect(await deliver({ ...elsewhere, orderReferenceId: null })).toEqual({ outcome: 'ignored' });
    // A documented status the contract leaves unmapped (ADR 0022): never guessed.
    expect(await deliver(eventAt(orderId, 'on_hold'))).toEqual({ outcome: 'ignored' });
    // An event about something else.
    expect(
      await deliver({
        id: 'cps_1',
        event: 'catalog_product_stock_availability_updated',
        productAvailability: [],
      }),
    ).toEqual({ outcome: 'ignored' });
    expect(await kit.getJob(book.printJobId)).toEqual(before);
  });

  it('refuses a body that is not a Gelato event (400 at the BFF), changing nothing', async () => {
    const { book } = first;
    const before = await kit.getJob(book.printJobId);
    for (const payload of ['not json', '{"id":"os_1"}', '{"id":"os_1","event":"order_status_updated"}']) {
      await expect(kit.rpc.call(FulfilmentRpc.handleGelatoWebhook, { payload })).rejects.toMatchObject({
        code: ErrorCodes.VALIDATION,
      } satisfies Partial<RemoteError>);
    }
    expect(await kit.getJob(book.printJobId)).toEqual(before);
  });
});
