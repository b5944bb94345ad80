import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  createChromiumRenderer,
  mmToPt,
  pdfFonts,
  pdfInfo,
  pdfText,
  type ChromiumRenderer,
} from '@fabelhaft/pdf';
import { formatMoney } from './format';
import { IncompleteInvoiceError } from './invoice-document';
import { sampleInvoice } from './invoice.fixture';
import { renderInvoiceHtml } from './render-invoice-html';
import { renderInvoicePdf } from './render-invoice-pdf';

const SCREENSHOTS = join(__dirname, '../../../.test-results/screenshots/invoice');

/**
 * pdftotext infers spaces from gaps between glyphs: a PDF has no space characters. Runs of spaces between
 * table cells become one, and the narrow no-break space in "7 %" is found in some cells and not in others,
 * so it is compared without.
 */
const squash = (text: string) => text.replace(/[\u00a0\s]+/g, ' ').replace(/ %/g, '%');

describe('renderInvoicePdf', () => {
  let renderer: ChromiumRenderer;

  beforeAll(() => {
    renderer = createChromiumRenderer();
  });

  afterAll(async () => {
    await renderer.close();
  });

  it('prints a one-page A4 invoice whose text states number, parties, lines and totals', async () => {
    const doc = sampleInvoice({
      buyer: { ...sampleInvoice().buyer, name: 'Jürgen Müller-Lüdenscheidt' },
    });
    const pdf = await renderInvoicePdf(doc, renderer, { language: 'de' });

    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect(info.widthPt).toBeCloseTo(mmToPt(210), 2);
    expect(info.heightPt).toBeCloseTo(mmToPt(297), 2);

    // -layout keeps each table row on one line.
    const text = squash(await pdfText(pdf, { layout: true }));
    const money = (minor: number) => squash(formatMoney(minor, 'de'));
    for (const expected of [
      'Rechnung FH-2026-000042',
      'Rechnungsnummer FH-2026-000042',
      'Rechnungsdatum 21.11.2026',
      'Lieferdatum voraussichtlich Dezember 2026',
      'Bestellnummer ORD-7K3M-Q9XD',
      'USt-IdNr.: DE312345678',
      'Fabelhaft Bücher GmbH',
      'Jürgen Müller-Lüdenscheidt',
      'Königsallee 12',
      '40212 Düsseldorf',
      // The child's name in Arabic script is extracted in logical order; where poppler puts the neutral
      // quote and dash around a right-to-left word is its guess (the page itself shows them right).
      `1 Personalisiertes Bilderbuch „Ein Abenteuer für`,
      'مريم',
      `1 Stk. ${money(3490)} 7 % ${money(3490)}`,
      'Hardcover, 32 Seiten',
      `2 Geschenkverpackung mit Grußkarte 2 Stk. ${money(390)} 19 % ${money(780)}`,
      `Gutschein WILLKOMMEN10 (10 % auf Bücher) 7 % ${money(-349)}`,
      `Nettobetrag 7 % ${money(2936)}`,
      `USt. 7 % ${money(205)}`,
      `Nettobetrag 19 % ${money(655)}`,
      `USt. 19 % ${money(125)}`,
      `Nettobetrag gesamt ${money(3591)}`,
      `USt. gesamt ${money(330)}`,
      `Gesamtbetrag (brutto) ${money(3921)}`,
      'Bezahlt am 21.11.2026 per Kartenzahlung.',
      'Registergericht: Amtsgericht Charlottenburg',
      'Handelsregister: HRB 234567 B',
      'Geschäftsführung: Jana Köhler',
    ]) {
      expect(text).toContain(squash(expected));
    }
    expect(money(3921)).toBe('39,21 €');

    const fonts = await pdfFonts(pdf);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/NotoSansArabic/)]),
    );
  });

  it('prints a buyer whose name is in Arabic script, right to left', async () => {
    const base = sampleInvoice();
    const pdf = await renderInvoicePdf({ ...base, buyer: { ...base.buyer, name: 'مريم حداد' } }, renderer);
    expect(squash(await pdfText(pdf, { layout: true }))).toContain('مريم حداد');
  });

  it('prints the English variant', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice(), renderer, { language: 'en' });
    const text = squash(await pdfText(pdf, { layout: true }));
    expect(text).toContain('Invoice FH-2026-000042');
    expect(text).toContain('Total (gross) €39.21');
    expect(text).toContain('Paid on 21 Nov 2026 by card payment.');
  });

  it('refuses to print an incomplete invoice', async () => {
    const doc = sampleInvoice();
    await expect(
      renderInvoicePdf(
        { ...doc, seller: { ...doc.seller, vatId: undefined, taxNumber: undefined } },
        renderer,
      ),
    ).rejects.toBeInstanceOf(IncompleteInvoiceError);
  });

  it('looks like the PDF on screen (screenshot for review)', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const language of ['de', 'en'] as const) {
      // A4 at 96 dpi, doubled for sharp text.
      const png = await renderer.renderImage(renderInvoiceHtml(sampleInvoice(), { language }), {
        widthPx: 794,
        heightPx: 1123,
        deviceScaleFactor: 2,
        format: 'png',
      });
      expect(await sharp(png).metadata()).toMatchObject({ width: 1588, height: 2246 });
      writeFileSync(join(SCREENSHOTS, `invoice-${language}.png`), png);
    }
  });
});
