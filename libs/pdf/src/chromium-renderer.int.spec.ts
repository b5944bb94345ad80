import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { eventually } from '@fabelhaft/testing';
import { createChromiumRenderer, RenderError, type ChromiumRenderer } from './chromium-renderer';
import { pdfFonts, pdfImages, pdfInfo, pdfPageImage, pdfText } from './poppler';
import { setPrintBoxes } from './print-boxes';
import { pdfStructure } from './structure-check';
import { mmToPt } from './units';

/** Chromium processes this jest worker started (playwright spawns the browser as our direct child). */
function chromiumChildren(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // "pid (comm) state ppid ..." — comm may contain spaces, so split after the closing parenthesis.
        const [, comm, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
        const ppid = Number(rest?.split(' ')[1]);
        return ppid === process.pid && /chrom/i.test(comm ?? '') ? [Number(pid)] : [];
      } catch {
        return []; // the process ended while we looked
      }
    });
}

const page = (body: string, css = '') => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><style>
  @page { margin: 0 }
  html, body { margin: 0 }
  body { font-family: 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK JP', sans-serif; font-size: 14pt; }
  :lang(zh) { font-family: 'Noto Sans CJK SC', sans-serif; }
  :lang(ko) { font-family: 'Noto Sans CJK KR', sans-serif; }
  ${css}
</style></head><body>${body}</body></html>`;

describe('createChromiumRenderer', () => {
  let renderer: ChromiumRenderer;
  const timings: Record<string, number> = {};

  beforeAll(() => {
    renderer = createChromiumRenderer({ maxConcurrentPages: 2 });
  });

  afterAll(async () => {
    await renderer.close();
    console.log(`render timings (ms): ${JSON.stringify(timings)}`);
  });

  it('renders a PDF at exactly the size asked for, in millimetres', async () => {
    let t = Date.now();
    const a4 = await renderer.renderPdf(page('<p>A4</p>'), { widthMm: 210, heightMm: 297 });
    timings.firstPdfWithLaunch = Date.now() - t;
    t = Date.now();
    const square = await renderer.renderPdf(page('<p>Quadrat</p>'), { widthMm: 216, heightMm: 216 });
    timings.warmPdf = Date.now() - t;

    const a4Info = await pdfInfo(a4);
    expect(a4Info.pages).toBe(1);
    expect(a4Info.widthPt).toBeCloseTo(mmToPt(210), 2); // 595.276
    expect(a4Info.heightPt).toBeCloseTo(mmToPt(297), 2); // 841.89
    const squareInfo = await pdfInfo(square);
    expect(squareInfo.pageInfo[0].mediaBox.width).toBeCloseTo(mmToPt(216), 1);
    expect(squareInfo.pageInfo[0].mediaBox.height).toBeCloseTo(mmToPt(216), 1);
  });

  it('keeps full-bleed artwork up to the edge (no white strip from Chromium’s paper rounding)', async () => {
    // Unfitted, Chromium's A4 is 0.23 mm wider than the artwork: a white strip at the right edge.
    const html = page('<div style="width:210mm;height:297mm;background:#1d3557"></div>');
    const pdf = await renderer.renderPdf(html, { widthMm: 210, heightMm: 297 });
    expect((await pdfInfo(pdf)).widthPt).toBeCloseTo(mmToPt(210), 2);

    const raster = await pdfPageImage(pdf, { dpi: 150 });
    const { data, info } = await sharp(raster).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    const navy = [0x1d, 0x35, 0x57];
    expect(pixel(info.width - 1, Math.floor(info.height / 2))).toEqual(navy);
    expect(pixel(Math.floor(info.width / 2), info.height - 1)).toEqual(navy);
  });

  it('sets text in German, Arabic (right to left), Japanese, Chinese and Korean with embedded fonts', async () => {
    const pdf = await renderer.renderPdf(
      page(`
        <p>Größe: Über Äpfel, Öl und Süßes – „Märchen“</p>
        <p lang="ar" dir="rtl">مرحبا بالعالم</p>
        <p lang="ja">こんにちは世界、絵本</p>
        <p lang="zh">你好世界，图画书</p>
        <p lang="ko">안녕하세요 그림책</p>`),
      { widthMm: 148, heightMm: 210 },
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Größe: Über Äpfel, Öl und Süßes – „Märchen“');
    // Extracted in logical order: the first word read (right-most on the page) comes first.
    expect(text).toContain('مرحبا بالعالم');
    expect(text).toContain('こんにちは世界、絵本');
    expect(text).toContain('你好世界，图画书');
    expect(text).toContain('안녕하세요 그림책');

    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/NotoSans-Regular$/),
        expect.stringMatching(/NotoSansArabic/),
      ]),
    );
    // Skia cannot subset CFF-flavoured OpenType, so Noto CJK glyphs are embedded as Type 3 outlines.
    expect(fonts.some((f) => f.type === 'Type 3' && f.embedded && f.unicode)).toBe(true);
  });

  it('sets TrimBox and BleedBox on a page laid out at trim size plus bleed', async () => {
    const bleedMm = 3;
    const rendered = await renderer.renderPdf(page('<p>Seite 1</p>'), {
      widthMm: 216 + 6,
      heightMm: 216 + 6,
    });
    const pdf = await setPrintBoxes(rendered, { bleedMm, trimMm: { widthMm: 216, heightMm: 216 } });

    const [box] = (await pdfInfo(pdf)).pageInfo;
    const bleed = mmToPt(bleedMm);
    expect(box.bleedBox).toEqual(box.mediaBox);
    expect(box.trimBox.x1).toBeCloseTo(box.mediaBox.x1 + bleed, 1);
    expect(box.trimBox.y1).toBeCloseTo(box.mediaBox.y1 + bleed, 1);
    expect(box.trimBox.width).toBeCloseTo(mmToPt(216), 1);
    expect(box.trimBox.height).toBeCloseTo(mmToPt(216), 1);
  });

  it('embeds data: images at the resolution they were given', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e63946' } })
      .png()
      .toBuffer();
    const pdf = await renderer.renderPdf(
      page(`<img src="data:image/png;base64,${png.toString('base64')}" style="width:1in;height:1in">`),
      { widthMm: 100, heightMm: 100 },
    );
    const [image] = await pdfImages(pdf);
    expect(image).toMatchObject({ page: 1, width: 300, height: 300, xPpi: 300, yPpi: 300 });
  });

  it('writes a tagged PDF: Figure with the alt text, /Lang of a div with a role, MarkInfo (ADR 0027)', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e63946' } })
      .jpeg()
      .toBuffer();
    const html = page(
      `<section style="break-after:page"><img src="data:image/jpeg;base64,${jpeg.toString('base64')}" alt="Ein roter Fuchs" style="width:1in;height:1in">` +
        `<div lang="de" role="group"><h1>Der Fuchs</h1><p>Es war einmal.</p></div>` +
        `<div lang="en" role="group"><p>Once upon a time.</p></div></section>` +
        `<section><p>Zweite Seite.</p><img src="data:image/jpeg;base64,${jpeg.toString('base64')}" alt=""></section>`,
    );
    const untagged = await renderer.renderPdf(html, { widthMm: 100, heightMm: 100 });
    expect((await pdfStructure(untagged)).tagged).toBe(false);
    const pdf = await renderer.renderPdf(html, { widthMm: 100, heightMm: 100, tagged: true });
    expect((await pdfInfo(pdf)).fields['Tagged']).toBe('yes');
    const structure = await pdfStructure(pdf);
    expect(structure).toMatchObject({ tagged: true, language: 'de', problems: [] });
    // The picture with an alt text is a Figure on page 1; the one with alt="" is no element at all.
    expect(structure.elements.filter((e) => e.role === 'Figure')).toEqual([
      expect.objectContaining({ alt: 'Ein roter Fuchs', pages: [1] }),
    ]);
    // A div with a role keeps its language (only where it differs from the document's).
    expect(structure.elements.filter((e) => e.lang).map((e) => [e.role, e.lang])).toEqual([
      ['Document', 'de'],
      ['Div', 'en'],
    ]);
    expect(structure.elements.some((e) => e.role === 'H1' && e.pages.length === 0)).toBe(true);
    expect(structure.elements.some((e) => e.pages.includes(2))).toBe(true);
  });

  it('refuses remote requests instead of fetching them', async () => {
    await expect(
      renderer.renderPdf(page('<img src="http://127.0.0.1:9/cover.png">'), { widthMm: 100, heightMm: 100 }),
    ).rejects.toThrow(/self-contained; blocked requests: http:\/\/127\.0\.0\.1:9\/cover\.png/);
    await expect(
      renderer.renderPdf(page('<img src="http://127.0.0.1:9/cover.png">'), { widthMm: 100, heightMm: 100 }),
    ).rejects.toBeInstanceOf(RenderError);
  });

  it('screenshots PNG and WebP at the pixel size asked for', async () => {
    const html = page('<h1 style="margin:40px">Seite 7</h1>', 'body { background: #f1faee }');
    let t = Date.now();
    const png = await renderer.renderImage(html, { widthPx: 600, heightPx: 400, format: 'png' });
    timings.warmPng = Date.now() - t;
    t = Date.now();
    const webp = await renderer.renderImage(html, {
      widthPx: 600,
      heightPx: 400,
      deviceScaleFactor: 2,
      format: 'webp',
      quality: 80,
    });
    timings.warmWebp2x = Date.now() - t;

    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 600, height: 400 });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  });

  it('renders several documents at once within the page limit', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        renderer.renderPdf(page(`<p>Buch ${n}</p>`), { widthMm: 100, heightMm: 100 }),
      ),
    );
    const texts = await Promise.all(results.map((pdf) => pdfText(pdf)));
    texts.forEach((text, i) => expect(text.trim()).toBe(`Buch ${i + 1}`));
  });

  it('launches a new browser when the old one crashed', async () => {
    await renderer.renderPdf(page('<p>vorher</p>'), { widthMm: 100, heightMm: 100 });
    const before = chromiumChildren();
    expect(before).toHaveLength(1);
    process.kill(before[0], 'SIGKILL');
    await eventually(() => expect(chromiumChildren()).not.toContain(before[0]));

    const t = Date.now();
    const pdf = await renderer.renderPdf(page('<p>nachher</p>'), { widthMm: 100, heightMm: 100 });
    timings.renderAfterRelaunch = Date.now() - t;
    expect((await pdfText(pdf)).trim()).toBe('nachher');
    expect(chromiumChildren()).toHaveLength(1);
    expect(chromiumChildren()).not.toContain(before[0]);
  });
});

describe('an idle renderer', () => {
  it('closes its browser after idleCloseMs and launches it again when needed', async () => {
    const renderer = createChromiumRenderer({ idleCloseMs: 200 });
    try {
      await renderer.renderPdf(page('<p>eins</p>'), { widthMm: 100, heightMm: 100 });
      expect(chromiumChildren()).toHaveLength(1);
      await eventually(() => expect(chromiumChildren()).toHaveLength(0), 5000);

      const pdf = await renderer.renderPdf(page('<p>zwei</p>'), { widthMm: 100, heightMm: 100 });
      expect((await pdfText(pdf)).trim()).toBe('zwei');
    } finally {
      await renderer.close();
    }
  });
});

describe('closeIdle', () => {
  it('closes the browser at once when nothing renders, leaves it while a render is under way, and relaunches', async () => {
    const renderer = createChromiumRenderer({ idleCloseMs: 0 });
    try {
      await renderer.renderPdf(page('<p>eins</p>'), { widthMm: 100, heightMm: 100 });
      expect(chromiumChildren()).toHaveLength(1);
      await renderer.closeIdle();
      await eventually(() => expect(chromiumChildren()).toHaveLength(0), 5000);

      // A render under way keeps its browser.
      const rendering = renderer.renderPdf(page('<p>zwei</p>'), { widthMm: 100, heightMm: 100 });
      await renderer.closeIdle();
      expect((await pdfText(await rendering)).trim()).toBe('zwei');
      expect(chromiumChildren()).toHaveLength(1);
    } finally {
      await renderer.close();
    }
  });
});
