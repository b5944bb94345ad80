import type { PrintFile, PrintProduct } from '@fabelhaft/contracts';

/** What the shop read from one downloaded print file (see pdf-facts.ts). */
export interface PdfFacts {
  sha256: string;
  /** null: the bytes are not a PDF the shop can read. */
  pages: number | null;
  /** Per page, in mm; null where the page has no such box of its own. */
  boxes: Array<{ trimMm: SizeMm | null; bleedMm: SizeMm | null }>;
  /** Fonts pdffonts lists as not embedded. */
  unembeddedFonts: string[];
  /** What keeps the file from being PDF/X-4 (libs/pdf `checkPdfX4`); empty: a PDF/X-4 file. */
  pdfX4Problems: string[];
}

export interface SizeMm {
  widthMm: number;
  heightMm: number;
}

export interface FileRules {
  /** The format's page count rule (libs/book-engine production/formats.ts). */
  pageCountRule: { describe: string; isValid(pages: number): boolean };
  /** issue #15: the shop prints PDF/X-4 files only (PRINT_SIM_REQUIRE_PDFX, on by default; ADR 0026). */
  requirePdfx: boolean;
}

const TOLERANCE_MM = 0.5;
/** PDF/X findings the shop's own box and font rules already name (with sizes and font names). */
const NAMED_BY_OTHER_RULES = /^(no TrimBox|the TrimBox|the BleedBox|fonts not embedded)/;
const near = (a: SizeMm | null, b: SizeMm): boolean =>
  !!a && Math.abs(a.widthMm - b.widthMm) <= TOLERANCE_MM && Math.abs(a.heightMm - b.heightMm) <= TOLERANCE_MM;
const size = (s: SizeMm): string => `${round1(s.widthMm)} × ${round1(s.heightMm)} mm`;
const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * A print shop's preflight of one file, like libs/book-engine's preflight: the bytes are the ones the job
 * names (SHA-256), the interior has the job's page count and that count fits the format, every page has a
 * TrimBox of the product's trim and a BleedBox of trim + 2 × bleed, every font is embedded, and (when
 * required) PDF/X-4, each violated condition named. Each problem is one precise sentence; none means the
 * file is fine.
 */
export function checkPrintFile(
  file: Pick<PrintFile, 'kind' | 'sha256'>,
  facts: PdfFacts,
  product: PrintProduct,
  rules: FileRules,
): string[] {
  const name = file.kind === 'interior' ? 'Interior' : 'Cover';
  if (facts.sha256 !== file.sha256)
    return [`${name} file: SHA-256 ${facts.sha256} does not match the job's ${file.sha256}`];
  if (facts.pages === null) return [`${name} file: not a readable PDF`];
  const problems: string[] = [];
  if (file.kind === 'interior') {
    if (facts.pages !== product.pageCount)
      problems.push(`Interior has ${facts.pages} pages, the job says ${product.pageCount}`);
    if (!rules.pageCountRule.isValid(facts.pages))
      problems.push(
        `Interior has ${facts.pages} pages; a ${product.format} needs ${rules.pageCountRule.describe}`,
      );
  } else if (facts.pages !== 2) {
    problems.push(`Cover has ${facts.pages} pages, expected 2 (front, back)`);
  }
  const trim: SizeMm = { widthMm: product.trimMm.width, heightMm: product.trimMm.height };
  const bleed: SizeMm = {
    widthMm: trim.widthMm + 2 * product.bleedMm,
    heightMm: trim.heightMm + 2 * product.bleedMm,
  };
  // One line per kind of box problem (the first page that has it), not one per page.
  const trimProblem = facts.boxes.findIndex((b) => !near(b.trimMm, trim));
  if (trimProblem >= 0) {
    const found = facts.boxes[trimProblem]!.trimMm;
    problems.push(
      `${name} page ${trimProblem + 1}: TrimBox ${found ? size(found) : 'missing'}, expected ${size(trim)}`,
    );
  }
  const bleedProblem = facts.boxes.findIndex((b) => !near(b.bleedMm, bleed));
  if (bleedProblem >= 0) {
    const found = facts.boxes[bleedProblem]!.bleedMm;
    problems.push(
      `${name} page ${bleedProblem + 1}: BleedBox ${found ? size(found) : 'missing'}, expected ${size(bleed)} (${product.bleedMm} mm bleed)`,
    );
  }
  if (facts.unembeddedFonts.length > 0)
    problems.push(`${name}: fonts not embedded: ${facts.unembeddedFonts.join(', ')}`);
  if (rules.requirePdfx)
    for (const finding of facts.pdfX4Problems.filter((p) => !NAMED_BY_OTHER_RULES.test(p)))
      problems.push(`${name}: not PDF/X-4 (the shop prints PDF/X-4 only): ${finding}`);
  return problems;
}
