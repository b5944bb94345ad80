import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export interface RasteriseOptions {
  /** 1-based page numbers to rasterise. */
  pages: number[];
  /** Every image is exactly this size (the page is scaled to it; give the page's aspect ratio). */
  widthPx: number;
  heightPx: number;
  format: 'png' | 'webp';
  /** WebP quality 1–100 (default 90); ignored for PNG. */
  quality?: number;
  /** WebP encoding effort 0–6 (default 4): lower is faster and a little larger. */
  effort?: number;
  /** pdftoppm processes at once (default 2: one per core of a small machine). */
  concurrency?: number;
}

/**
 * Page images of a PDF with poppler's `pdftoppm` (Debian `poppler-utils`): the flipbook pages are the
 * customer's screen PDF drawn at the viewer's size, so the viewer and the download show the same pages,
 * and no browser lays the pages out again. Results follow `pages`.
 */
export async function rasterisePdf(pdf: Uint8Array, options: RasteriseOptions): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'fabelhaft-raster-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const results = new Array<Buffer>(options.pages.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < options.pages.length) {
        const index = next;
        next += 1;
        results[index] = await rasterisePage(file, options.pages[index] as number, options);
      }
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? 2, options.pages.length));
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function rasterisePage(file: string, page: number, options: RasteriseOptions): Promise<Buffer> {
  const args = [
    ...['-f', String(page), '-l', String(page), '-singlefile'],
    ...['-scale-to-x', String(options.widthPx), '-scale-to-y', String(options.heightPx)],
    file,
  ];
  // Without an output root pdftoppm writes one binary PPM (P6) to stdout.
  const ppm = await new Promise<Buffer>((resolve, reject) => {
    execFile(
      'pdftoppm',
      args,
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new Error("pdftoppm not found: install Debian's poppler-utils"));
        reject(new Error(`pdftoppm failed on page ${page}: ${stderr.toString().trim() || error.message}`));
      },
    );
  });
  const { width, height, pixels } = parsePpm(ppm);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return options.format === 'png'
    ? image.png().toBuffer()
    : image.webp({ quality: options.quality ?? 90, effort: options.effort ?? 4 }).toBuffer();
}

/** A binary PPM (P6, maxval 255): header `P6 <w> <h> 255` and one whitespace, then RGB bytes. */
export function parsePpm(ppm: Buffer): { width: number; height: number; pixels: Buffer } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (at < ppm.length && /\s/.test(String.fromCharCode(ppm[at] as number))) at += 1;
    if (ppm[at] === 0x23) {
      while (at < ppm.length && ppm[at] !== 0x0a) at += 1;
      continue;
    }
    const start = at;
    while (at < ppm.length && !/\s/.test(String.fromCharCode(ppm[at] as number))) at += 1;
    if (start === at) break;
    fields.push(ppm.subarray(start, at).toString('latin1'));
  }
  const [magic, w, h, max] = fields;
  const width = Number(w);
  const height = Number(h);
  if (magic !== 'P6' || max !== '255' || !(width > 0) || !(height > 0))
    throw new Error('pdftoppm did not write a binary 8-bit PPM');
  const pixels = ppm.subarray(at + 1, at + 1 + width * height * 3);
  if (pixels.length !== width * height * 3) throw new Error('pdftoppm wrote a short PPM');
  return { width, height, pixels };
}
