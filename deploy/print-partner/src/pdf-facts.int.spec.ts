import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
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
    expect(facts.hasPdfxOutputIntent).toBe(false);
  });

  it('finds a PDF/X OutputIntent in the catalog', async () => {
    const doc = await PDFDocument.load(await makePrintPdf({ pages: 2, trimMm, bleedMm: 3 }));
    const intent = doc.context.obj({
      Type: 'OutputIntent',
      S: 'GTS_PDFX',
      OutputConditionIdentifier: PDFString.of('FOGRA39'),
    });
    doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([doc.context.register(intent)]));
    const facts = await readPdfFacts(await doc.save());
    expect(facts.hasPdfxOutputIntent).toBe(true);
    expect(facts.unembeddedFonts).toEqual([]);
  });

  it('reports bytes that are not a PDF', async () => {
    expect((await readPdfFacts(Buffer.from('<html>expired link</html>'))).pages).toBeNull();
  });
});
