import { readPdfFacts } from './pdf-facts';
import { makePrintPdf, sha256 } from './test-kit';

/** What the shop reads from a file, with pdf-lib and poppler's pdffonts (Debian poppler-utils). */
describe('readPdfFacts', () => {
  const trimMm = { width: 150, height: 200 };

  it('reads pages, the boxes of each page, fonts and the SHA-256', async () => {
    const pdf = await makePrintPdf({ pages: 2, trimMm, bleedMm: 3, unembeddedFont: true });
    const facts = await readPdfFacts(pdf);
    expect(facts.sha256).toBe(sha256(pdf));
    expect(facts.pages).toBe(2);
    expect(facts.boxes[1]!.trimMm!.widthMm).toBeCloseTo(150, 1);
    expect(facts.boxes[1]!.bleedMm!.heightMm).toBeCloseTo(206, 1);
    expect(facts.unembeddedFonts).toEqual(['Helvetica']);
    expect(facts.pdfX4Problems).toEqual(['fonts not embedded: Helvetica']);
  });

  it('finds a PDF/X-4 file PDF/X-4, and names what a plain PDF lacks', async () => {
    const x4 = await readPdfFacts(await makePrintPdf({ pages: 2, trimMm, bleedMm: 3 }));
    expect(x4.pdfX4Problems).toEqual([]);
    expect(x4.unembeddedFonts).toEqual([]);
    const plain = await readPdfFacts(await makePrintPdf({ pages: 2, trimMm, bleedMm: 3, notPdfX: true }));
    expect(plain.pdfX4Problems).toEqual(
      expect.arrayContaining(['no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)']),
    );
  });

  it('reports bytes that are not a PDF', async () => {
    expect((await readPdfFacts(Buffer.from('<html>expired link</html>'))).pages).toBeNull();
  });
});
