import { createHash } from 'node:crypto';
import { PDFArray, PDFDocument, PDFName, PDFNumber, type PDFPageLeaf } from 'pdf-lib';
import { checkPdfX4, pdfFonts, ptToMm } from '@fabelhaft/pdf';
import type { PdfFacts, SizeMm } from './domain/file-rules';

/**
 * Reads what the shop's preflight checks from one downloaded file: pages and the boxes each page has of its
 * own (pdf-lib; TrimBox and BleedBox are not inherited), unembedded fonts (poppler's pdffonts, as
 * libs/book-engine's preflight) and what keeps it from being PDF/X-4 (`checkPdfX4`, libs/pdf; ADR 0026).
 */
export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return { sha256, pages: null, boxes: [], unembeddedFonts: [], pdfX4Problems: ['not a readable PDF'] };
  }
  const boxes = doc.getPages().map((page) => ({
    trimMm: boxSize(page.node, 'TrimBox'),
    bleedMm: boxSize(page.node, 'BleedBox'),
  }));
  const [fonts, pdfX4Problems] = await Promise.all([pdfFonts(bytes), checkPdfX4(bytes)]);
  return {
    sha256,
    pages: doc.getPageCount(),
    boxes,
    unembeddedFonts: [...new Set(fonts.filter((f) => !f.embedded).map((f) => f.name))],
    pdfX4Problems,
  };
}

function boxSize(node: PDFPageLeaf, key: 'TrimBox' | 'BleedBox'): SizeMm | null {
  const box = node.lookupMaybe(PDFName.of(key), PDFArray);
  if (!box || box.size() !== 4) return null;
  const n = [0, 1, 2, 3].map((i) => box.lookupMaybe(i, PDFNumber)?.asNumber());
  if (n.some((v) => v === undefined)) return null;
  const [x1, y1, x2, y2] = n as number[];
  return { widthMm: ptToMm(Math.abs(x2! - x1!)), heightMm: ptToMm(Math.abs(y2! - y1!)) };
}
