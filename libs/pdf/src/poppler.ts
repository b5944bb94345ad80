import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Reads PDFs back with poppler-utils (Debian's `poppler-utils`), the way a print shop's preflight or a
 * customer's viewer would see them. Meant for tests: every call writes the buffer to its own temp dir and
 * removes it afterwards.
 */

const run = promisify(execFile);

export interface PdfBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  height: number;
}

export interface PdfPageInfo {
  page: number;
  /** Page size in points (1/72 in), as pdfinfo prints it. */
  widthPt: number;
  heightPt: number;
  rotation: number;
  mediaBox: PdfBox;
  cropBox: PdfBox;
  bleedBox: PdfBox;
  trimBox: PdfBox;
  artBox: PdfBox;
}

export interface PdfInfo {
  pages: number;
  /** The first page's size in points. */
  widthPt: number;
  heightPt: number;
  pageInfo: PdfPageInfo[];
  /** Every "Key: value" line of the document section (Producer, PDF version, Tagged, ...). */
  fields: Record<string, string>;
}

export interface PdfFont {
  name: string;
  /** e.g. "CID TrueType", "Type 3", "Type 1C". */
  type: string;
  encoding: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

export interface PdfImage {
  page: number;
  /** "image", "smask" (an alpha channel), "mask", "stencil". */
  type: string;
  width: number;
  height: number;
  xPpi: number;
  yPpi: number;
}

export async function pdfInfo(pdf: Uint8Array): Promise<PdfInfo> {
  return withTempPdf(pdf, async (file) => {
    const summary = await poppler('pdfinfo', [file]);
    const fields = parseFields(summary);
    const pages = Number(fields['Pages']);
    const detail = await poppler('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file]);
    const pageInfo = parsePages(detail, pages);
    return { pages, widthPt: pageInfo[0].widthPt, heightPt: pageInfo[0].heightPt, pageInfo, fields };
  });
}

export interface PdfTextOptions {
  /** pdftotext -layout: keep the physical layout (columns side by side) instead of reading order. */
  layout?: boolean;
  /**
   * pdftotext wraps right-to-left runs in U+202B … U+202C embedding marks; they are stripped unless this is
   * true, so tests can compare with the string that went in.
   */
  keepBidiControls?: boolean;
}

export async function pdfText(pdf: Uint8Array, options: PdfTextOptions = {}): Promise<string> {
  const text = await withTempPdf(pdf, (file) =>
    poppler('pdftotext', ['-enc', 'UTF-8', ...(options.layout ? ['-layout'] : []), file, '-']),
  );
  return options.keepBidiControls ? text : text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
}

export async function pdfFonts(pdf: Uint8Array): Promise<PdfFont[]> {
  const out = await withTempPdf(pdf, (file) => poppler('pdffonts', [file]));
  const lines = out.split('\n');
  const rule = lines.findIndex((line) => line.startsWith('---'));
  if (rule < 0) return [];
  // Columns are fixed-width (names and types contain spaces), delimited by the dash groups under the header.
  const spans = [...lines[rule].matchAll(/-+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  return lines
    .slice(rule + 1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const col = (i: number) =>
        line.slice(spans[i][0], i + 1 < spans.length ? spans[i + 1][0] : undefined).trim();
      return {
        name: col(0),
        type: col(1),
        encoding: col(2),
        embedded: col(3) === 'yes',
        subset: col(4) === 'yes',
        unicode: col(5) === 'yes',
      };
    });
}

export async function pdfImages(pdf: Uint8Array): Promise<PdfImage[]> {
  const out = await withTempPdf(pdf, (file) => poppler('pdfimages', ['-list', file]));
  const lines = out.split('\n');
  const rule = lines.findIndex((line) => line.startsWith('---'));
  // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  return lines
    .slice(rule + 1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const f = line.trim().split(/\s+/);
      return {
        page: Number(f[0]),
        type: f[2],
        width: Number(f[3]),
        height: Number(f[4]),
        xPpi: Number(f[12]),
        yPpi: Number(f[13]),
      };
    });
}

/** One page rasterised with pdftoppm, as PNG: to look at a page or check pixels at its edges. */
export async function pdfPageImage(
  pdf: Uint8Array,
  options: { page?: number; dpi?: number } = {},
): Promise<Buffer> {
  const page = String(options.page ?? 1);
  return withTempPdf(pdf, async (file) => {
    const out = join(file, '..', 'page');
    await poppler('pdftoppm', [
      '-png',
      '-singlefile',
      '-r',
      String(options.dpi ?? 72),
      '-f',
      page,
      '-l',
      page,
      file,
      out,
    ]);
    return readFile(`${out}.png`);
  });
}

async function withTempPdf<T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'fabelhaft-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 30_000,
    });
    return stdout;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`${tool} not found: install Debian's poppler-utils`);
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${tool} failed: ${stderr.trim() || String(error)}`, { cause: error });
  }
}

function parseFields(out: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of out.split('\n')) {
    const m = /^([A-Za-z][A-Za-z ]*?):\s+(.*)$/.exec(line);
    if (m) fields[m[1]] = m[2].trim();
  }
  return fields;
}

function parsePages(out: string, pages: number): PdfPageInfo[] {
  const byPage = new Map<number, Partial<PdfPageInfo>>();
  const get = (n: number) => byPage.get(n) ?? byPage.set(n, { page: n }).get(n)!;
  for (const line of out.split('\n')) {
    const size = /^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/.exec(line);
    if (size) Object.assign(get(Number(size[1])), { widthPt: Number(size[2]), heightPt: Number(size[3]) });
    const rot = /^Page\s+(\d+) rot:\s+(\d+)/.exec(line);
    if (rot) get(Number(rot[1])).rotation = Number(rot[2]);
    const box =
      /^Page\s+(\d+) (MediaBox|CropBox|BleedBox|TrimBox|ArtBox):\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)/.exec(
        line,
      );
    if (box) {
      const [x1, y1, x2, y2] = box.slice(3, 7).map(Number);
      const key = (box[2][0].toLowerCase() + box[2].slice(1)) as 'mediaBox';
      get(Number(box[1]))[key] = { x1, y1, x2, y2, width: round2(x2 - x1), height: round2(y2 - y1) };
    }
  }
  return Array.from({ length: pages }, (_, i) => {
    const info = byPage.get(i + 1);
    if (!info?.mediaBox) throw new Error(`pdfinfo printed no boxes for page ${i + 1}`);
    return info as PdfPageInfo;
  });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
