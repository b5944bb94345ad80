import { PDFDocument, PDFName } from 'pdf-lib';
import { mmToPt } from './units';

/**
 * Chromium quantises the paper to 1/300 inch, so a page asked for at 210 × 297 mm comes out
 * 595.92 × 841.92 pt instead of 595.28 × 841.89 pt, with the slack as a white strip at the right and bottom
 * edge (the layout itself is anchored top-left at the size asked for). Print shops check the ordered size,
 * and a white hairline in the bleed shows after trimming, so the MediaBox is cut back to the exact size,
 * keeping the top-left corner. Pages further off than the quantisation (another `@page` size with
 * preferCssPageSize) are left alone.
 */
export async function fitMediaBoxToSize(pdf: Uint8Array, widthMm: number, heightMm: number): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const width = mmToPt(widthMm);
  const height = mmToPt(heightMm);
  const tolerance = 3; // pt; Chromium's rounding is at most about 1 pt
  for (const page of doc.getPages()) {
    const box = page.getMediaBox();
    if (Math.abs(box.width - width) > tolerance || Math.abs(box.height - height) > tolerance) continue;
    const y = box.y + box.height - height;
    page.setMediaBox(box.x, y, width, height);
    // Chromium writes no CropBox today; if one appears it must not stay larger than the page.
    if (page.node.get(PDFName.of('CropBox'))) page.setCropBox(box.x, y, width, height);
  }
  // No object streams: PDF/X-1a and -3 preflights (based on PDF 1.3/1.4) reject them.
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
