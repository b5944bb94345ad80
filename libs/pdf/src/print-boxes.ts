import { PDFDocument, ReadingDirection } from 'pdf-lib';
import { mmToPt } from './units';

export interface PrintBoxesOptions {
  /** Bleed on each side, e.g. 3 mm: the page was laid out at trim + 2 × bleed in each direction. */
  bleedMm: number;
  /**
   * The finished (trimmed) page size. When given, only pages whose MediaBox is exactly trim + bleed get
   * boxes (a cover or an endpaper of another size in the same file is left alone); without it every page
   * is taken to be trim + bleed.
   */
  trimMm?: { widthMm: number; heightMm: number };
  /**
   * 'rtl' marks the file as read right to left (ViewerPreferences /Direction /R2L): a right-bound book,
   * whose spreads viewers and imposition show mirrored. Default: left to right, nothing written.
   */
  readingDirection?: 'ltr' | 'rtl';
}

/**
 * Marks where the printer cuts. Print PDFs are laid out with the artwork running `bleedMm` past the
 * finished edge on every side (MediaBox = trim + bleed); prepress reads TrimBox for the finished size and
 * the cut line, and BleedBox for how far artwork may extend. Without a TrimBox the printer assumes the
 * MediaBox is the finished page and the book comes out 6 mm too big. Per PDF/X, TrimBox ⊆ BleedBox ⊆
 * MediaBox; here BleedBox = MediaBox.
 *
 * Render at trim + 2 × bleed with `renderPdf`, then pass the buffer here.
 */
export async function setPrintBoxes(pdf: Uint8Array, options: PrintBoxesOptions): Promise<Buffer> {
  const bleed = mmToPt(options.bleedMm);
  if (!Number.isFinite(bleed) || bleed < 0) throw new RangeError('bleedMm must be zero or more');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const expected = options.trimMm && {
    width: mmToPt(options.trimMm.widthMm) + 2 * bleed,
    height: mmToPt(options.trimMm.heightMm) + 2 * bleed,
  };
  doc.getPages().forEach((page, index) => {
    const box = page.getMediaBox();
    if (expected) {
      const tolerance = 0.5; // pt; renderPdf sets the MediaBox exactly, other producers round to 0.01
      if (
        Math.abs(box.width - expected.width) > tolerance ||
        Math.abs(box.height - expected.height) > tolerance
      ) {
        return;
      }
    }
    if (box.width <= 2 * bleed || box.height <= 2 * bleed) {
      throw new RangeError(`Page ${index + 1} is smaller than twice the bleed of ${options.bleedMm} mm`);
    }
    page.setBleedBox(box.x, box.y, box.width, box.height);
    page.setTrimBox(box.x + bleed, box.y + bleed, box.width - 2 * bleed, box.height - 2 * bleed);
  });
  if (options.readingDirection === 'rtl') direct(doc, 'rtl');
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function direct(doc: PDFDocument, direction: 'ltr' | 'rtl'): void {
  doc.catalog
    .getOrCreateViewerPreferences()
    .setReadingDirection(direction === 'rtl' ? ReadingDirection.R2L : ReadingDirection.L2R);
}

/**
 * Sets the reading direction of a PDF (ViewerPreferences /Direction): 'rtl' for a right-bound book (Arabic),
 * so two-page views and imposition put page 2 to the left of page 1. Saves without object streams.
 */
export async function setReadingDirection(pdf: Uint8Array, direction: 'ltr' | 'rtl'): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  direct(doc, direction);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
