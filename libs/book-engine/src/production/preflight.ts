import {
  checkPdfX4,
  OUTPUT_CONDITION,
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfPageImage,
  pdfStructure,
  readQrCode,
  ptToMm,
  type PdfBox,
} from '@fabelhaft/pdf';
import { FORMAT_SPECS } from './formats';
import type { Binding, BookFormat, FileReport, PreflightReport, Trim } from './types';

/** Print needs 300 ppi at the printed size (FOGRA/print-shop rule of thumb for picture books). */
export const MIN_PRINT_PPI = 300;
const TOLERANCE_MM = 0.2;
/** The QR code is read back at about a phone camera's view of a page (its modules are ~0.6 mm, 4–5 px). */
const QR_CHECK_DPI = 200;

const mm = (box: PdfBox | undefined): Trim | undefined =>
  box && { widthMm: round1(ptToMm(box.width)), heightMm: round1(ptToMm(box.height)) };
const round1 = (n: number): number => Math.round(n * 10) / 10;
const near = (a: Trim | undefined, b: Trim): boolean =>
  !!a && Math.abs(a.widthMm - b.widthMm) <= TOLERANCE_MM && Math.abs(a.heightMm - b.heightMm) <= TOLERANCE_MM;
const size = (t: Trim): string => `${t.widthMm} × ${t.heightMm} mm`;

async function inspect(
  pdf: Buffer,
): Promise<{ report: FileReport; boxes: Array<{ trim?: Trim; bleed?: Trim; media: Trim }> }> {
  const [info, images, fonts] = await Promise.all([pdfInfo(pdf), pdfImages(pdf), pdfFonts(pdf)]);
  const boxes = info.pageInfo.map((p) => ({
    ...(p.trimBox ? { trim: mm(p.trimBox) } : {}),
    ...(p.bleedBox ? { bleed: mm(p.bleedBox) } : {}),
    media: mm(p.mediaBox) as Trim,
  }));
  const pictures = images.filter((i) => i.type === 'image');
  const minImagePpi = pictures.length ? Math.min(...pictures.map((i) => Math.min(i.xPpi, i.yPpi))) : null;
  return {
    report: {
      pages: info.pages,
      bytes: pdf.length,
      ...(boxes[0]?.trim ? { trimMm: boxes[0].trim } : {}),
      ...(boxes[0]?.bleed ? { bleedBoxMm: boxes[0].bleed } : {}),
      mediaBoxMm: boxes[0]?.media ?? { widthMm: 0, heightMm: 0 },
      images: pictures.length,
      minImagePpi,
      fonts: fonts.map((f) => ({ name: f.name, type: f.type, embedded: f.embedded })),
      allFontsEmbedded: fonts.every((f) => f.embedded),
    },
    boxes,
  };
}

/**
 * Reads the produced files back the way a print shop's preflight does (pdfinfo boxes, pdfimages ppi,
 * pdffonts) and checks them against the format: page count rule, trim and bleed boxes on every print page,
 * pictures at 300 ppi or more, every font embedded and none of them Type 3 (print shops' preflights reject
 * Type 3 fonts: bitmap-like glyph procedures that RIPs render without hinting and cannot trap or edit; CJK
 * text gets there when it falls back to CFF-flavoured Noto CJK), and the interior and cover PDF/X-4 with an
 * output intent (`checkPdfX4`, ADR 0026: what Gelato asks for). `passed` is false with a readable problem
 * per finding. The binding edge is reported for the printer (right for Arabic books). The screen PDF must
 * be tagged, its structure whole and every Figure described (ADR 0027).
 */
export async function preflightBook(
  files: { interiorPdf: Buffer; coverPdf: Buffer; screenPdf: Buffer },
  expected: {
    format: BookFormat;
    pageCount: number;
    binding?: Binding;
    /**
     * issue #28 part 4 (ADR 0038): the listening link the QR code on this interior page (1-based) must read as,
     * read back from the print file as a phone would.
     */
    listeningCode?: { file: 'interior' | 'cover'; page: number; url: string };
  },
): Promise<PreflightReport> {
  const binding = expected.binding ?? 'left';
  const spec = FORMAT_SPECS[expected.format];
  const bleedSize: Trim = {
    widthMm: spec.trim.widthMm + 2 * spec.bleedMm,
    heightMm: spec.trim.heightMm + 2 * spec.bleedMm,
  };
  const code = expected.listeningCode;
  const [interior, cover, screen, structure, interiorX4, coverX4, decoded] = await Promise.all([
    inspect(files.interiorPdf),
    inspect(files.coverPdf),
    inspect(files.screenPdf),
    pdfStructure(files.screenPdf),
    checkPdfX4(files.interiorPdf),
    checkPdfX4(files.coverPdf),
    code
      ? pdfPageImage(code.file === 'cover' ? files.coverPdf : files.interiorPdf, {
          page: code.page,
          dpi: QR_CHECK_DPI,
        }).then(readQrCode)
      : null,
  ]);
  const problems: string[] = [];
  const notes: string[] = [];

  const ruleOk = spec.isValidPageCount(interior.report.pages);
  if (!ruleOk)
    problems.push(
      `Interior has ${interior.report.pages} pages; the ${expected.format} needs ${spec.pageCountRule}`,
    );
  if (interior.report.pages !== expected.pageCount)
    problems.push(`Interior has ${interior.report.pages} pages, the page plan ${expected.pageCount}`);

  for (const [name, file] of [
    ['Interior', interior],
    ['Cover', cover],
  ] as const) {
    file.boxes.forEach((b, i) => {
      if (!near(b.trim, spec.trim))
        problems.push(
          `${name} page ${i + 1}: TrimBox ${b.trim ? size(b.trim) : 'missing'}, expected ${size(spec.trim)}`,
        );
      if (!near(b.bleed, bleedSize))
        problems.push(
          `${name} page ${i + 1}: BleedBox ${b.bleed ? size(b.bleed) : 'missing'}, expected ${size(bleedSize)} (3 mm bleed)`,
        );
    });
    const ppi = file.report.minImagePpi;
    if (ppi !== null && ppi < MIN_PRINT_PPI)
      problems.push(`${name}: a picture prints at ${ppi} ppi, below ${MIN_PRINT_PPI} ppi`);
    if (file.report.images === 0) problems.push(`${name}: no pictures found`);
    if (!file.report.allFontsEmbedded) {
      const missing = file.report.fonts.filter((f) => !f.embedded).map((f) => f.name);
      problems.push(`${name}: fonts not embedded: ${missing.join(', ')}`);
    }
  }
  for (const [name, file] of [
    ['Interior', interior],
    ['Cover', cover],
    ['Screen PDF', screen],
  ] as const) {
    const type3 = file.report.fonts.filter((f) => f.type === 'Type 3').length;
    if (type3)
      problems.push(
        `${name}: ${type3} Type 3 font(s), which print shops reject (text in a CFF font such as Noto CJK, or a faked bold)`,
      );
  }
  for (const [name, found] of [
    ['Interior', interiorX4],
    ['Cover', coverX4],
  ] as const)
    problems.push(...found.map((finding) => `${name} is not PDF/X-4: ${finding}`));
  if (interiorX4.length === 0 && coverX4.length === 0)
    notes.push(
      `Interior and cover are PDF/X-4 with the output intent ${OUTPUT_CONDITION.identifier} (coated offset, ISO 12647-2); text, vectors and pictures are sRGB, for the shop to convert through the output intent`,
    );
  if (code) {
    const where = `${code.file === 'cover' ? 'Cover' : 'Interior'} page ${code.page}`;
    if (decoded !== code.url)
      problems.push(
        `${where}: the listening QR code reads ${decoded === null ? 'as nothing' : `"${decoded}"`}, expected "${code.url}"`,
      );
    else notes.push(`${where} carries a QR code (vector, text colour) for ${code.url}`);
  }
  if (binding === 'right')
    notes.push(
      'Bound on the right (right-to-left book): page 1 is a left-hand page, spreads read right to left; cover page 1 is the outside front, page 2 the outside back (the front lies left of the spine); the PDFs are marked /Direction /R2L',
    );
  if (cover.report.pages !== 2)
    problems.push(`Cover has ${cover.report.pages} pages, expected 2 (front, back)`);
  if (screen.report.pages !== expected.pageCount + 2)
    problems.push(
      `Screen PDF has ${screen.report.pages} pages, expected ${expected.pageCount + 2} (cover, interior, back)`,
    );
  screen.boxes.forEach((b, i) => {
    if (!near(b.media, spec.trim))
      problems.push(`Screen page ${i + 1}: ${size(b.media)}, expected the trim size ${size(spec.trim)}`);
  });
  if (!screen.report.allFontsEmbedded) problems.push('Screen PDF: not every font is embedded');
  // The customer's download is tagged, every picture described (ADR 0027).
  if (!structure.tagged) problems.push('Screen PDF is not tagged');
  problems.push(...structure.problems.slice(0, 5).map((p) => `Screen PDF structure: ${p}`));
  const undescribed = structure.elements.filter((e) => e.role === 'Figure' && !e.alt?.trim()).length;
  if (undescribed) problems.push(`Screen PDF: ${undescribed} picture(s) without alt text`);

  return {
    passed: problems.length === 0,
    problems,
    notes: [...new Set(notes)],
    format: expected.format,
    binding,
    pageCountRule: { rule: spec.pageCountRule, pages: interior.report.pages, ok: ruleOk },
    interior: interior.report,
    cover: cover.report,
    screen: screen.report,
    ...(code ? { listeningCode: { ...code, decoded } } : {}),
  };
}
