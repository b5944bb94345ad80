import { PDFDocument, ReadingDirection } from 'pdf-lib';
import { setPrintBoxes, setReadingDirection } from './print-boxes';
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

  it('marks a right-bound book as read right to left (ViewerPreferences /Direction /R2L)', async () => {
    const direction = async (pdf: Uint8Array) =>
      (await PDFDocument.load(pdf)).catalog.getViewerPreferences()?.getReadingDirection();
    const plain = await setPrintBoxes(await pdfWithPages([222, 222]), { bleedMm: 3 });
    expect(await direction(plain)).not.toBe(ReadingDirection.R2L);
    const rtl = await setPrintBoxes(await pdfWithPages([222, 222]), { bleedMm: 3, readingDirection: 'rtl' });
    expect(await direction(rtl)).toBe(ReadingDirection.R2L);
    expect(await direction(await setReadingDirection(await pdfWithPages([216, 216]), 'rtl'))).toBe(
      ReadingDirection.R2L,
    );
    expect(Buffer.from(rtl).toString('latin1')).toContain('/Direction /R2L');
  });
});
