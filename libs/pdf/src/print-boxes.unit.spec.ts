import { PDFDocument } from 'pdf-lib';
import { setPrintBoxes } from './print-boxes';
import { mmToPt } from './units';

async function pdfWithPages(...sizesMm: Array<[number, number]>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const [w, h] of sizesMm) doc.addPage([mmToPt(w), mmToPt(h)]);
  return doc.save();
}

const boxOf = (b: { x: number; y: number; width: number; height: number }) =>
  [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 100) / 100);

describe('setPrintBoxes', () => {
  it('puts the TrimBox one bleed inside the MediaBox and the BleedBox on it', async () => {
    const out = await setPrintBoxes(await pdfWithPages([222, 222]), { bleedMm: 3 });
    const [page] = (await PDFDocument.load(out)).getPages();
    const bleed = mmToPt(3);
    expect(boxOf(page.getBleedBox())).toEqual(boxOf(page.getMediaBox()));
    expect(boxOf(page.getTrimBox())).toEqual(
      boxOf({ x: bleed, y: bleed, width: mmToPt(216), height: mmToPt(216) }),
    );
  });

  it('leaves pages of another size alone when the trim size is given', async () => {
    const out = await setPrintBoxes(await pdfWithPages([222, 222], [440, 222]), {
      bleedMm: 3,
      trimMm: { widthMm: 216, heightMm: 216 },
    });
    const [inner, cover] = (await PDFDocument.load(out)).getPages();
    expect(boxOf(inner.getTrimBox())[2]).toBeCloseTo(mmToPt(216), 1);
    // pdf-lib reports the MediaBox for an absent TrimBox: untouched.
    expect(boxOf(cover.getTrimBox())).toEqual(boxOf(cover.getMediaBox()));
  });

  it('refuses a bleed that does not fit the page', async () => {
    await expect(setPrintBoxes(await pdfWithPages([5, 5]), { bleedMm: 3 })).rejects.toThrow(
      /smaller than twice/,
    );
  });
});
