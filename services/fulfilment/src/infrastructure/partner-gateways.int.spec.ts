import { createGelatoPrintShop } from '@fabelhaft/printing';
import { startGelatoStandIn, type GelatoStandIn } from '@fabelhaft/printing/gelato-stand-in';
import { loadConfig } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import type { PrintJobSpec } from '../domain/print-job';
import { printProductOf } from '../domain/print-product';
import { fulfilmentConfigSchema } from '../fulfilment.config';
import type { SignedJob } from '../ports/partner-gateway.port';
import { GELATO_TEST_PRODUCTS } from '../test-fixtures/gelato-products';
import { gelatoPartnerGateway, natsPartnerGateway, partnerGatewaysOf } from './partner-gateways';

const API_KEY = 'gelato-test-key';
const PRODUCTS = GELATO_TEST_PRODUCTS;

const spec: PrintJobSpec = {
  printJobId: '0d7c5f0e-4b8a-5c1d-9e2f-3a4b5c6d7e8f',
  orderId: 'order-1',
  itemId: 'item-1',
  bookId: 'book-1',
  ownerId: 'anna',
  partnerId: 'gelato',
  reprintOf: null,
  product: printProductOf('booklet', 24, 'left'),
  files: [
    { kind: 'interior', key: 'owners/anna/books/b/interior.pdf', sha256: 'a'.repeat(64) },
    { kind: 'cover', key: 'owners/anna/books/b/cover.pdf', sha256: 'b'.repeat(64) },
  ],
  quantity: 1,
  shippingAddress: {
    name: 'Anna Beispiel',
    line1: 'Lindenstraße 12',
    line2: null,
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
    email: null,
  },
  promised: { dispatchBy: '2026-11-25', deliverFrom: '2026-11-27', deliverTo: '2026-11-30' },
};
const signed: SignedJob = {
  spec,
  files: spec.files.map((f) => ({
    kind: f.kind,
    url: `https://bff.fabelhaft.example/assets/${f.key}?expires=1&sig=${'0'.repeat(64)}`,
    sha256: f.sha256,
    expiresAt: '2026-12-01T00:00:00.000Z',
  })),
};

/** The submission port's Gelato adapter against libs/printing's Gelato stand-in (issue #15). */
describe('partner gateways', () => {
  let gelato: GelatoStandIn;
  beforeEach(async () => {
    gelato = await startGelatoStandIn({ apiKey: API_KEY });
  });
  afterEach(() => gelato.close());

  const gateway = () =>
    gelatoPartnerGateway(
      createGelatoPrintShop({
        apiKey: API_KEY,
        baseUrl: gelato.baseUrl,
        products: PRODUCTS,
        contactEmail: 'service@fabelhaft.example',
        timeoutMs: 1000,
      }),
    );

  it('places one Gelato order per job (a retried submit answers the same order) and cancels it', async () => {
    const first = await gateway().submit(signed);
    expect(first.partnerJobRef).toEqual(expect.any(String));
    const again = await gateway().submit(signed);
    expect(again.partnerJobRef).toBe(first.partnerJobRef);
    expect(gelato.orders.size).toBe(1);
    const create = gelato.requests.find((r) => r.method === 'POST' && r.path === '/v4/orders');
    expect(create?.body).toMatchObject({
      orderReferenceId: spec.printJobId,
      customerReferenceId: spec.orderId,
      shippingAddress: { city: 'Berlin', country: 'DE', email: 'service@fabelhaft.example' },
    });
    expect(await gateway().cancel(spec.printJobId, first.partnerJobRef)).toEqual({ cancelled: true });
  });

  it('sends every other partner id over NATS, and gelato only when its key is configured', async () => {
    const config = loadConfig(fulfilmentConfigSchema, {
      ASSET_URL_SECRET: testSecret(),
      LOG_LEVEL: 'silent',
    });
    const gateways = partnerGatewaysOf(config);
    expect(gateways.of('simulator')).toBe(natsPartnerGateway);
    expect(await gateways.of('simulator').submit(signed)).toEqual({ partnerJobRef: null });
    expect(() => gateways.of('gelato')).toThrow(/GELATO_API_KEY/);
    const withKey = partnerGatewaysOf({
      ...config,
      GELATO_API_KEY: API_KEY,
      GELATO_BASE_URL: gelato.baseUrl,
      GELATO_PRODUCTS: JSON.stringify(PRODUCTS),
      GELATO_CONTACT_EMAIL: 'druck@fabelhaft.de',
    });
    expect((await withKey.of('gelato').submit(signed)).partnerJobRef).toEqual(expect.any(String));
  });
});
