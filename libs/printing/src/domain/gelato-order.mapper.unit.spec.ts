import type { PrintJobSubmission } from '../print-shop.port';
import {
  carrierOf,
  splitRecipientName,
  toGelatoCreateOrder,
  toPartnerStatusUpdate,
} from './gelato-order.mapper';
import { selectGelatoProduct, type GelatoProductRule } from './gelato-products';

const RULES: GelatoProductRule[] = [
  {
    format: 'booklet',
    trimMm: { w: 210, h: 280 },
    interiorPages: { min: 24, max: 48, multipleOf: 4 },
    coverPages: 4,
    productUid: 'uid-booklet-short',
  },
  {
    format: 'booklet',
    trimMm: { w: 210, h: 280 },
    interiorPages: { min: 52, max: 200, multipleOf: 2 },
    coverPages: 4,
    productUid: 'uid-booklet-long',
    fileTypes: { cover: 'front', interior: 'default' },
  },
];

const job: PrintJobSubmission = {
  printJobId: 'pj-1',
  orderReference: 'ord-1',
  product: { format: 'booklet', trimMm: { w: 210, h: 280 }, pageCount: 24 },
  files: [
    { kind: 'interior', url: 'https://files.example/i.pdf', sha256: 'a'.repeat(64) },
    { kind: 'cover', url: 'https://files.example/c.pdf', sha256: 'b'.repeat(64) },
  ],
  quantity: 1,
  shippingAddress: {
    name: 'Anna Maria Beispiel',
    line1: 'Lindenstraße 12',
    line2: '  ',
    postalCode: '10115',
    city: 'Berlin',
    country: 'de',
  },
};
const settings = { currency: 'EUR', contactEmail: 'service@fabelhaft.example' };

describe('selectGelatoProduct', () => {
  it("picks the rule for the job's format, trim and page count and adds the cover to Gelato's page count", () => {
    expect(selectGelatoProduct(job.product, RULES)).toEqual({
      ok: true,
      product: {
        productUid: 'uid-booklet-short',
        pageCount: 28,
        fileTypes: { cover: 'default', interior: 'inside' },
      },
    });
    expect(selectGelatoProduct({ ...job.product, pageCount: 60 }, RULES)).toMatchObject({
      ok: true,
      product: {
        productUid: 'uid-booklet-long',
        pageCount: 64,
        fileTypes: { cover: 'front', interior: 'default' },
      },
    });
  });

  it('accepts a trim within half a millimetre', () => {
    expect(selectGelatoProduct({ ...job.product, trimMm: { w: 210.4, h: 279.6 } }, RULES)).toMatchObject({
      ok: true,
    });
  });

  it('refuses a format or trim no rule names, and says which', () => {
    expect(
      selectGelatoProduct({ format: 'booklet', trimMm: { w: 180, h: 240 }, pageCount: 24 }, RULES),
    ).toEqual({
      ok: false,
      refused: 'No Gelato product is configured for a booklet 180 × 240 mm',
    });
    expect(selectGelatoProduct({ ...job.product, format: 'board' }, RULES)).toMatchObject({ ok: false });
  });

  it('refuses a page count outside every rule of that trim, naming what would fit', () => {
    expect(selectGelatoProduct({ ...job.product, pageCount: 26 }, RULES)).toEqual({
      ok: false,
      refused:
        'A booklet 210 × 280 mm with 26 pages fits no Gelato product (24–48 in steps of 4 or 52–200 in steps of 2)',
    });
  });
});

describe('toGelatoCreateOrder', () => {
  const product = {
    productUid: 'uid-booklet-short',
    pageCount: 28,
    fileTypes: { cover: 'default', interior: 'inside' },
  } as const;

  it('builds the documented Create order body, one order per print job', () => {
    expect(toGelatoCreateOrder(job, product, { ...settings, shipmentMethodUid: 'standard' })).toEqual({
      ok: true,
      body: {
        orderType: 'order',
        orderReferenceId: 'pj-1',
        customerReferenceId: 'ord-1',
        currency: 'EUR',
        items: [
          {
            itemReferenceId: 'pj-1',
            productUid: 'uid-booklet-short',
            pageCount: 28,
            quantity: 1,
            files: [
              { type: 'default', url: 'https://files.example/c.pdf' },
              { type: 'inside', url: 'https://files.example/i.pdf' },
            ],
          },
        ],
        shipmentMethodUid: 'standard',
        shippingAddress: {
          firstName: 'Anna Maria',
          lastName: 'Beispiel',
          addressLine1: 'Lindenstraße 12',
          city: 'Berlin',
          postCode: '10115',
          country: 'DE',
          email: 'service@fabelhaft.example',
        },
        metadata: [
          { key: 'printJobId', value: 'pj-1' },
          { key: 'orderReference', value: 'ord-1' },
        ],
      },
    });
  });

  it("uses the job's own email, phone and currency when it has them", () => {
    const result = toGelatoCreateOrder(
      {
        ...job,
        currency: 'chf',
        shippingAddress: { ...job.shippingAddress, email: 'anna@example.com', phone: '+49 30 123' },
      },
      product,
      settings,
    );
    expect(result.ok && result.body.currency).toBe('CHF');
    expect(result.ok && result.body.shippingAddress).toMatchObject({
      email: 'anna@example.com',
      phone: '+49 30 123',
    });
  });

  it.each([
    [
      'a missing cover',
      { files: [job.files[0]] },
      'A print job needs exactly one interior and one cover file',
    ],
    [
      'a file link that is not http(s)',
      { files: [job.files[0], { ...job.files[1], url: 'file:///tmp/c.pdf' }] },
      "The cover file's link is not an http(s) URL",
    ],
    ['a quantity of 0', { quantity: 0 }, 'The quantity must be a whole number of at least 1'],
    [
      'an address line longer than Gelato takes',
      { shippingAddress: { ...job.shippingAddress, line1: 'Straße des 17. Juni 135, Hinterhaus, 4. OG' } },
      "The address's addressLine1 is longer than Gelato's 35 characters",
    ],
    ['no city', { shippingAddress: { ...job.shippingAddress, city: ' ' } }, 'The address has no city'],
    [
      'a country that is not a code',
      { shippingAddress: { ...job.shippingAddress, country: 'Germany' } },
      'The country must be an ISO 3166-1 alpha-2 code',
    ],
  ])('refuses %s instead of cutting it short', (_what, change, detail) => {
    expect(toGelatoCreateOrder({ ...job, ...change } as PrintJobSubmission, product, settings)).toEqual({
      ok: false,
      detail,
    });
  });
});

describe('names and carriers', () => {
  it.each([
    ['Anna Beispiel', { firstName: 'Anna', lastName: 'Beispiel' }],
    ['  Jean-Luc   de la Croix ', { firstName: 'Jean-Luc de la', lastName: 'Croix' }],
    ['Cher', { firstName: 'Cher', lastName: 'Cher' }],
  ])('splits %p', (name, expected) => expect(splitRecipientName(name)).toEqual(expected));

  it.each([
    ['dhl_express_domestic_br', null, 'dhl'],
    ['ups_surepost', 'UPS Surepost', 'ups'],
    [null, 'DPD Classic', 'dpd'],
    [null, null, 'unknown'],
  ])('names the carrier of %p / %p %p', (uid, name, carrier) => expect(carrierOf(uid, name)).toBe(carrier));
});

describe('toPartnerStatusUpdate', () => {
  const order = {
    id: 'g-1',
    orderReferenceId: 'pj-1',
    fulfillmentStatus: 'shipped',
    updatedAt: '2026-11-26T12:00:00+00:00',
    shipment: {
      shipmentMethodUid: 'dhl_parcel_de',
      shipmentMethodName: 'DHL Paket',
      packages: [
        { trackingCode: '00340434292135100124', trackingUrl: 'https://dhl.example/t' },
        { trackingCode: '', trackingUrl: '' },
      ],
    },
  };

  it('reports the status with the parcels that can be tracked', () => {
    expect(toPartnerStatusUpdate(order)).toEqual({
      ok: true,
      update: {
        printJobId: 'pj-1',
        partnerJobRef: 'g-1',
        status: 'shipped',
        parcels: [
          { carrier: 'dhl', trackingNumber: '00340434292135100124', trackingUrl: 'https://dhl.example/t' },
        ],
        occurredAt: '2026-11-26T12:00:00+00:00',
      },
    });
  });

  it('hands back a status it has no word for', () => {
    expect(toPartnerStatusUpdate({ ...order, fulfillmentStatus: 'on_hold' })).toEqual({
      ok: false,
      gelatoStatus: 'on_hold',
    });
  });
});
