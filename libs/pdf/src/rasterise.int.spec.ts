import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { rasterisePdf } from './rasterise';
import { mmToPt } from './units';

/** Pages of 180 × 240 mm, each filled with one colour, the left half of the second one red. */
async function coloured(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const w = mmToPt(180);
  const h = mmToPt(240);
  doc.addPage([w, h]).drawRectangle({ x: 0, y: 0, width: w, height: h, color: rgb(0, 0, 1) });
  const second = doc.addPage([w, h]);
  second.drawRectangle({ x: 0, y: 0, width: w, height: h, color: rgb(0, 1, 0) });
  second.drawRectangle({ x: 0, y: 0, width: w / 2, height: h, color: rgb(1, 0, 0) });
  return doc.save();
}

const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
};

describe('rasterisePdf (pdftoppm)', () => {
  it('draws the pages asked for, in that order, at exactly the size asked for', async () => {
    const [second, first] = await rasterisePdf(await coloured(), {
      pages: [2, 1],
      widthPx: 90,
      heightPx: 120,
      format: 'png',
      concurrency: 2,
    });
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 90, height: 120 });
    expect(await pixel(first as Buffer, 45, 60)).toEqual([0, 0, 255]);
    expect(await pixel(second as Buffer, 10, 60)).toEqual([255, 0, 0]);
    expect(await pixel(second as Buffer, 80, 60)).toEqual([0, 255, 0]);
  });

  it('encodes WebP for the flipbook and names a page that is not there', async () => {
    const pdf = await coloured();
    const [webp] = await rasterisePdf(pdf, {
      pages: [1],
      widthPx: 900,
      heightPx: 1200,
      format: 'webp',
      effort: 2,
    });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 900, height: 1200 });
    await expect(
      rasterisePdf(pdf, { pages: [3], widthPx: 90, heightPx: 120, format: 'png' }),
    ).rejects.toThrow(/pdftoppm failed on page 3: Wrong page range/);
  });
});
