import { buildInvoiceDocument, type InvoiceDocument, type Seller } from './invoice-document';

/** Test data only: a realistic Fabelhaft order (a book at 7 %, gift wrapping at 19 %, a voucher on the book). */
export const fabelhaftSeller: Seller = {
  legalName: 'Fabelhaft Bücher GmbH',
  street: 'Oranienstraße 185',
  postalCode: '10999',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE312345678',
  taxNumber: '29/123/45678',
  email: 'rechnung@fabelhaft.example',
  website: 'www.fabelhaft.example',
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 234567 B' },
  managingDirectors: ['Jana Köhler'],
};

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    ...buildInvoiceDocument({
      invoiceNumber: 'FH-2026-000042',
      invoiceDate: '2026-11-21',
      serviceDate: { kind: 'month', year: 2026, month: 12, expected: true },
      orderReference: 'ORD-7K3M-Q9XD',
      seller: fabelhaftSeller,
      buyer: {
        name: 'Jürgen Müller-Lüdenscheidt',
        addressLines: ['Königsallee 12', '40212 Düsseldorf'],
        country: 'DE',
        email: 'juergen.mueller@example.de',
      },
      currency: 'EUR',
      lines: [
        {
          description: 'Personalisiertes Bilderbuch „Ein Abenteuer für مريم“ – Hardcover, 32 Seiten',
          quantity: 1,
          unitGrossMinor: 3490,
          vatRate: 7,
        },
        { description: 'Geschenkverpackung mit Grußkarte', quantity: 2, unitGrossMinor: 390, vatRate: 19 },
      ],
      discounts: [{ description: 'Gutschein WILLKOMMEN10 (10 % auf Bücher)', amountMinor: 349, vatRate: 7 }],
      payment: { paidOn: '2026-11-21', method: 'card', reference: 'pi_3QfK2LJx8Y' },
    }),
    ...overrides,
  };
}
