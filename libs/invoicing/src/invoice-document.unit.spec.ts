import { invoiceTotals } from './vat';
import { assertCompleteInvoice, IncompleteInvoiceError, type InvoiceDocument } from './invoice-document';
import { sampleInvoice } from './invoice.fixture';

function problemsOf(doc: InvoiceDocument): string[] {
  try {
    assertCompleteInvoice(doc);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(IncompleteInvoiceError);
    return (error as IncompleteInvoiceError).problems;
  }
}

describe('buildInvoiceDocument', () => {
  it('states line totals and the totals per rate', () => {
    const doc = sampleInvoice();
    expect(doc.lines.map((l) => l.lineGrossMinor)).toEqual([3490, 780]);
    expect(doc.totals).toEqual({
      byRate: [
        { rate: 7, net: 2936, vat: 205, gross: 3141 },
        { rate: 19, net: 655, vat: 125, gross: 780 },
      ],
      net: 3591,
      vat: 330,
      gross: 3921,
    });
  });
});

describe('assertCompleteInvoice (§14 Abs. 4 UStG)', () => {
  it('accepts an invoice with everything the law asks for', () => {
    expect(() => assertCompleteInvoice(sampleInvoice())).not.toThrow();
  });

  it('accepts a tax number in place of the VAT id', () => {
    const doc = sampleInvoice();
    expect(problemsOf({ ...doc, seller: { ...doc.seller, vatId: undefined } })).toEqual([]);
  });

  it('lists every missing item at once', () => {
    const doc = sampleInvoice();
    const broken: InvoiceDocument = {
      ...doc,
      invoiceNumber: 'FH-42',
      invoiceDate: '2026-02-30',
      seller: { ...doc.seller, vatId: undefined, taxNumber: ' ', street: '' },
      buyer: { ...doc.buyer, name: '', addressLines: [] },
      serviceDate: undefined as unknown as InvoiceDocument['serviceDate'],
    };
    expect(problemsOf(broken)).toEqual([
      'seller street',
      'buyer name',
      'buyer address',
      'seller VAT id or tax number',
      'invoice date',
      'invoice number (like FH-2026-000042)',
      'delivery date (Lieferdatum/Leistungsdatum)',
    ]);
    expect(() => assertCompleteInvoice(broken)).toThrow(
      /^Invoice FH-42 does not meet §14 Abs. 4 UStG: seller street; buyer name; buyer address; seller VAT id/,
    );
  });

  it('checks lines: kind and quantity of the goods, and their arithmetic', () => {
    const doc = sampleInvoice();
    const lines = [
      { ...doc.lines[0], description: '  ' },
      { ...doc.lines[1], lineGrossMinor: 781 },
    ];
    expect(problemsOf({ ...doc, lines })).toEqual([
      'line 1: description',
      'line 2: line total is not quantity × unit price',
    ]);
    expect(problemsOf({ ...doc, lines: [] })).toEqual(['at least one line']);
  });

  it('refuses stated totals that do not match the lines', () => {
    const doc = sampleInvoice();
    const wrong = invoiceTotals([{ quantity: 1, unitGrossMinor: 3921, vatRate: 19 }]);
    expect(problemsOf({ ...doc, totals: wrong })).toEqual(['totals do not match the lines']);
  });

  it('accepts totals read back from JSON with their keys in another order', () => {
    const doc = sampleInvoice();
    const { byRate, gross, vat, net } = doc.totals;
    const reordered = {
      gross,
      vat,
      net,
      byRate: byRate.map(({ gross: g, vat: v, net: n, rate }) => ({ gross: g, vat: v, net: n, rate })),
    };
    expect(problemsOf({ ...doc, totals: reordered })).toEqual([]);
  });

  it('refuses a malformed German VAT id', () => {
    const doc = sampleInvoice();
    expect(problemsOf({ ...doc, seller: { ...doc.seller, vatId: 'DE12345' } })).toEqual([
      'seller VAT id "DE12345" is malformed',
    ]);
  });
});
