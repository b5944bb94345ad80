import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { createChromiumRenderer, type ChromiumRenderer } from '../chromium-renderer';
import { pdfFonts, pdfInfo, pdfPageImage } from '../poppler';
import { setPrintBoxes } from '../print-boxes';
import { checkPdfX4 } from './check-pdfx4';
import { makePdfX4 } from './make-pdfx4';

jest.setTimeout(120_000);

/**
 * What Chromium prints for a book page — text, a gradient, transparency, a picture — made PDF/X-4 and read
 * back: by the checker, by poppler (pdfinfo's PDF subtype, embedded fonts) and drawn (the same colours).
 */
describe('PDF/X-4 print files from Chromium', () => {
  let renderer: ChromiumRenderer;
  beforeAll(() => {
    renderer = createChromiumRenderer({ maxConcurrentPages: 1, idleCloseMs: 0 });
  });
  afterAll(async () => {
    await renderer.close();
  });

  async function printPage(): Promise<Buffer> {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
      @page { margin: 0 } html, body { margin: 0; background: #f4e9d8 }
      body { font-family: 'Noto Sans'; font-size: 18pt; color: #3d2b1f }
      .sky { height: 60mm; background: linear-gradient(#e76f51, #264653) }
      .panel { opacity: 0.6; background: #ffffff; margin: 8mm; padding: 4mm }
    </style></head><body>
      <div class="sky"></div>
      <div class="panel">Mia findet die Laterne. Größer, weiter, schöner.</div>
      <img src="data:image/jpeg;base64,${jpeg.toString('base64')}" style="width:30mm;height:30mm;margin:8mm">
    </body></html>`;
    const raw = await renderer.renderPdf(html, { widthMm: 156, heightMm: 206 });
    return setPrintBoxes(raw, { bleedMm: 3, trimMm: { widthMm: 150, heightMm: 200 } });
  }

  it('fails a plain Chromium page with named reasons, passes it made PDF/X-4, and draws the same colours', async () => {
    const plain = await printPage();
    const reasons = await checkPdfX4(plain);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)',
        'no XMP metadata stream in the catalog (/Metadata)',
        'Info /Trapped is missing, expected /True or /False',
      ]),
    );

    const x4 = await makePdfX4(plain, { title: 'Mia und die Laterne', createdAt: new Date() });
    expect(await checkPdfX4(x4)).toEqual([]);
    const info = await pdfInfo(x4);
    expect(info.fields['PDF version']).toBe('1.6');
    expect(info.fields['PDF subtype']).toBe('PDF/X-4');
    expect(info.fields['Title']).toBe('Mia und die Laterne');
    expect((await pdfFonts(x4)).every((f) => f.embedded)).toBe(true);

    // DefaultRGB is sRGB, which viewers already take DeviceRGB for: the page looks as it did. (With the
    // output intent in place poppler draws a proof of the press — paper white, CMYK gamut — so it is taken
    // out for this comparison.)
    const unproofed = await PDFDocument.load(x4, { updateMetadata: false });
    unproofed.catalog.delete(PDFName.of('OutputIntents'));
    const pixels = async (pdf: Buffer) =>
      sharp(await pdfPageImage(pdf, { dpi: 30 }))
        .removeAlpha()
        .raw()
        .toBuffer();
    const [before, after] = await Promise.all([pixels(plain), pixels(Buffer.from(await unproofed.save()))]);
    expect(after.length).toBe(before.length);
    let worst = 0;
    for (let i = 0; i < before.length; i += 1)
      worst = Math.max(worst, Math.abs((before[i] as number) - (after[i] as number)));
    expect(worst).toBeLessThanOrEqual(2);
  });
});
