import { renderInvoiceHtml } from './render-invoice-html';
import { sampleInvoice } from './invoice.fixture';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('renderInvoiceHtml', () => {
  it('escapes customer input', () => {
    const doc = sampleInvoice();
    const html = renderInvoiceHtml({
      ...doc,
      buyer: { ...doc.buyer, name: '<img src=x onerror=alert(1)> & "Co"' },
      lines: [{ ...doc.lines[0], description: 'Buch für <script>alert(1)</script>' }, doc.lines[1]],
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;');
    expect(html).toContain('Buch für &#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('is self-contained: no scripts and nothing fetched', () => {
    const html = renderInvoiceHtml(sampleInvoice());
    expect(html).not.toMatch(/<script|<link|src=|url\(|@import/i);
  });

  it('writes a German invoice by default', () => {
    const html = renderInvoiceHtml(sampleInvoice());
    expect(html).toContain('<html lang="de">');
    for (const text of [
      'Rechnung FH-2026-000042',
      '21.11.2026',
      'voraussichtlich Dezember 2026',
      `Nettobetrag ${nbsp('7 %')}`,
      nbsp('29,36 €'),
      `USt. ${nbsp('19 %')}`,
      nbsp('1,25 €'),
      'Gesamtbetrag (brutto)',
      nbsp('39,21 €'),
      'Bezahlt am 21.11.2026 per Kartenzahlung.',
      'USt-IdNr.: DE312345678',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('writes an English invoice on request', () => {
    const html = renderInvoiceHtml(sampleInvoice(), { language: 'en' });
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Invoice FH-2026-000042',
      '21 Nov 2026',
      'expected December 2026',
      'Net amount 7%',
      '€29.36',
      'Total (gross)',
      '€39.21',
      'Paid on 21 Nov 2026 by card payment.',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('writes a credit note (Rechnungskorrektur) naming the corrected invoice, with negative amounts', () => {
    const html = renderInvoiceHtml(
      sampleInvoice({
        invoiceNumber: 'GS-2026-000003',
        invoiceDate: '2026-11-25',
        correction: {
          invoiceNumber: 'FH-2026-000042',
          invoiceDate: '2026-11-21',
          refundedOn: '2026-11-25',
          reference: 're_test_1',
        },
      }),
    );
    for (const text of [
      'Rechnungskorrektur GS-2026-000003',
      'Korrektur der Rechnung FH-2026-000042 vom 21.11.2026',
      'Zur Rechnung',
      nbsp('-39,21 €'),
      nbsp('-29,36 €'),
      'Erstattungsbetrag (brutto)',
      'am 25.11.2026 auf dein ursprüngliches Zahlungsmittel zurückgezahlt',
      'Erstattungsreferenz: re_test_1',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Bezahlt am');
    // The voucher lowered the invoice; on its correction it lowers the refund: printed positive.
    expect(html).toContain(nbsp('3,49 €'));
    expect(html).not.toContain(nbsp('-3,49 €'));
  });
});
