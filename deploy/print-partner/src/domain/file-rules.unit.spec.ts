import type { PrintProduct } from '@fabelhaft/contracts';
import { checkPrintFile, type FileRules, type PdfFacts } from './file-rules';

const board: PrintProduct = {
  format: 'board',
  trimMm: { width: 150, height: 200 },
  bleedMm: 3,
  pageCount: 12,
  binding: 'left',
};
const rules: FileRules = {
  pageCountRule: {
    describe: 'even, 10–12 pages (board book)',
    isValid: (p) => p % 2 === 0 && p >= 10 && p <= 12,
  },
  requirePdfx: false,
};
const SHA = 'a'.repeat(64);
const facts = (pages: number, overrides: Partial<PdfFacts> = {}): PdfFacts => ({
  sha256: SHA,
  pages,
  boxes: Array.from({ length: pages }, () => ({
    trimMm: { widthMm: 150, heightMm: 200 },
    bleedMm: { widthMm: 156, heightMm: 206 },
  })),
  unembeddedFonts: [],
  pdfX4Problems: [],
  ...overrides,
});
const interior = { kind: 'interior' as const, sha256: SHA };
const cover = { kind: 'cover' as const, sha256: SHA };

describe('the shop preflight of one print file', () => {
  it('passes a board interior of 12 pages and a 2-page cover with the right boxes', () => {
    expect(checkPrintFile(interior, facts(12), board, rules)).toEqual([]);
    expect(checkPrintFile(cover, facts(2), board, rules)).toEqual([]);
  });

  it('stops at a SHA-256 mismatch (the bytes are not the job’s file)', () => {
    expect(checkPrintFile(interior, facts(12, { sha256: 'b'.repeat(64) }), board, rules)).toEqual([
      `Interior file: SHA-256 ${'b'.repeat(64)} does not match the job's ${SHA}`,
    ]);
  });

  it('refuses an unreadable file', () => {
    expect(checkPrintFile(cover, facts(0, { pages: null }), board, rules)).toEqual([
      'Cover file: not a readable PDF',
    ]);
  });

  it('names a page count that differs from the job and breaks the format rule', () => {
    expect(checkPrintFile(interior, facts(14), board, rules)).toEqual([
      'Interior has 14 pages, the job says 12',
      'Interior has 14 pages; a board needs even, 10–12 pages (board book)',
    ]);
    expect(checkPrintFile(cover, facts(3), board, rules)).toEqual([
      'Cover has 3 pages, expected 2 (front, back)',
    ]);
  });

  it('names the first page with a wrong TrimBox or BleedBox', () => {
    const f = facts(12);
    f.boxes[4] = { trimMm: { widthMm: 180, heightMm: 240 }, bleedMm: null };
    expect(checkPrintFile(interior, f, board, rules)).toEqual([
      'Interior page 5: TrimBox 180 × 240 mm, expected 150 × 200 mm',
      'Interior page 5: BleedBox missing, expected 156 × 206 mm (3 mm bleed)',
    ]);
  });

  it('names fonts that are not embedded', () => {
    expect(
      checkPrintFile(cover, facts(2, { unembeddedFonts: ['Helvetica', 'Arial'] }), board, rules),
    ).toEqual(['Cover: fonts not embedded: Helvetica, Arial']);
  });

  it('names what keeps a file from PDF/X-4 only when the rule is on, box and font findings once', () => {
    const notX4 = facts(2, {
      pdfX4Problems: [
        'no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)',
        'no TrimBox (or ArtBox) (page 2)',
        'fonts not embedded: Helvetica',
      ],
      unembeddedFonts: ['Helvetica'],
    });
    expect(checkPrintFile(cover, notX4, board, { ...rules, requirePdfx: true })).toEqual([
      'Cover: fonts not embedded: Helvetica',
      'Cover: not PDF/X-4 (the shop prints PDF/X-4 only): no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)',
    ]);
    expect(checkPrintFile(cover, notX4, board, rules)).toEqual(['Cover: fonts not embedded: Helvetica']);
    expect(checkPrintFile(cover, facts(2), board, { ...rules, requirePdfx: true })).toEqual([]);
  });
});
