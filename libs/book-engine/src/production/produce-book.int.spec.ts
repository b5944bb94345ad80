import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createChromiumRenderer,
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfText,
  ptToMm,
  type ChromiumRenderer,
} from '@fabelhaft/pdf';
import sharp from 'sharp';
import { illustratePage } from '../illustration/page';
import { planStory } from '../story/plan-story';
import { LANGUAGES, type Language, type StoryPlan } from '../types';
import { documentHtml, pageSection } from './layout';
import { planPages } from './plan-pages';
import { produceBook } from './produce-book';
import type { PagePlan, ProducedBook } from './types';

jest.setTimeout(180_000);

const SHOTS = join(__dirname, '../../../../.test-results/screenshots/books');
mkdirSync(SHOTS, { recursive: true });

let renderer: ChromiumRenderer;
beforeAll(() => {
  renderer = createChromiumRenderer({ maxConcurrentPages: 2, idleCloseMs: 0 });
});
afterAll(async () => {
  await renderer.close();
});

function plan(
  mainLanguage: Language,
  age: number,
  translationLanguage?: Language,
  style: StoryPlan['style'] = 'pixar',
): StoryPlan {
  return planStory({
    bookId: `int-${mainLanguage}-${age}`,
    idea: 'A girl named Mia finds a lantern in the forest with her fox',
    age,
    mainLanguage,
    ...(translationLanguage ? { translationLanguage } : {}),
    style,
  });
}

/** Two page images side by side with a soft gutter, as a reader sees the open book. */
async function spread(left: Buffer, right: Buffer): Promise<Buffer> {
  const { width = 900, height = 1200 } = await sharp(left).metadata();
  const gutter = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${2 * width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1">` +
      `<stop offset="0.46" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.18"/>` +
      `<stop offset="0.54" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp({ create: { width: 2 * width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await sharp(left).png().toBuffer(), left: 0, top: 0 },
      { input: await sharp(right).png().toBuffer(), left: width, top: 0 },
      { input: gutter, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

const mm = (pt: number) => Math.round(ptToMm(pt) * 10) / 10;

async function expectPrintReady(pdf: Buffer, pages: number, trim: { widthMm: number; heightMm: number }) {
  const info = await pdfInfo(pdf);
  expect(info.pages).toBe(pages);
  for (const page of info.pageInfo) {
    expect(mm(page.trimBox.width)).toBeCloseTo(trim.widthMm, 0);
    expect(mm(page.trimBox.height)).toBeCloseTo(trim.heightMm, 0);
    expect(mm(page.bleedBox.width)).toBeCloseTo(trim.widthMm + 6, 0);
    expect(mm(page.bleedBox.height)).toBeCloseTo(trim.heightMm + 6, 0);
    expect(mm(page.trimBox.x1 - page.mediaBox.x1)).toBeCloseTo(3, 0);
  }
  const fonts = await pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((f) => f.embedded)).toBe(true);
  const images = (await pdfImages(pdf)).filter((i) => i.type === 'image');
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(Math.min(image.xPpi, image.yPpi)).toBeGreaterThanOrEqual(300);
}

describe('produceBook', () => {
  let booklet: ProducedBook;
  const stages: string[] = [];

  beforeAll(async () => {
    booklet = await produceBook(
      { plan: plan('de', 5, 'en'), format: 'booklet', textBackground: true },
      { renderer },
      { onStage: (stage) => void stages.push(stage) },
    );
  });

  it('prints a bilingual 24-page booklet with trim, 3 mm bleed, embedded fonts and 300 ppi pictures', async () => {
    expect(stages).toEqual(['illustrating', 'laying-out', 'rendering', 'preflight']);
    await expectPrintReady(booklet.interiorPdf, 24, { widthMm: 180, heightMm: 240 });
    await expectPrintReady(booklet.coverPdf, 2, { widthMm: 180, heightMm: 240 });
    expect(booklet.preflight).toMatchObject({
      passed: true,
      problems: [],
      pageCountRule: { pages: 24, ok: true },
    });
    expect(booklet.preflight.interior.minImagePpi).toBeGreaterThanOrEqual(300);
    expect(JSON.parse(JSON.stringify(booklet.preflight))).toEqual(booklet.preflight);
  });

  it('gives the customer a screen PDF at trim size and 3:4 flipbook pages, cover first', async () => {
    const info = await pdfInfo(booklet.screenPdf);
    expect(info.pages).toBe(26);
    expect(mm(info.widthPt)).toBeCloseTo(180, 0);
    expect(mm(info.heightPt)).toBeCloseTo(240, 0);
    expect(booklet.screenPdf.length).toBeLessThan(booklet.interiorPdf.length / 2);
    const text = (await pdfText(booklet.screenPdf)).replace(/\s+/g, ' ');
    expect(text).toContain(booklet.pagePlan.cover.title.de);
    expect(text).toContain(booklet.pagePlan.cover.title.en);

    expect(booklet.flipbook).toHaveLength(26);
    expect(booklet.flipbook[0]).toMatchObject({ pageNumber: 1, pageType: 'cover' });
    expect(booklet.flipbook.slice(1).every((p) => p.pageType === 'other')).toBe(true);
    expect(booklet.flipbook.every((p) => p.altText.length > 3)).toBe(true);
    const meta = await sharp(booklet.flipbook[5]?.webp).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 1200 });

    // Interior pages 4 | 5 (flipbook 5 | 6): the first story spread, picture left, text right, de + en.
    writeFileSync(
      join(SHOTS, 'booklet-spread.png'),
      await spread(booklet.flipbook[4]!.webp, booklet.flipbook[5]!.webp),
    );
    writeFileSync(
      join(SHOTS, 'booklet-bilingual-spread.png'),
      await spread(booklet.flipbook[8]!.webp, booklet.flipbook[9]!.webp),
    );
    writeFileSync(
      join(SHOTS, 'booklet-cover-and-title.png'),
      await spread(booklet.flipbook[0]!.webp, booklet.flipbook[1]!.webp),
    );
  });

  it('prints a 12-page board book at 150 × 200 mm', async () => {
    const board = await produceBook(
      { plan: plan('en', 2, undefined, 'cartoon'), format: 'board', textBackground: false },
      { renderer },
    );
    expect(board.pagePlan.pageCount).toBe(12);
    await expectPrintReady(board.interiorPdf, 12, { widthMm: 150, heightMm: 200 });
    expect(board.preflight.passed).toBe(true);
    expect(board.preflight.problems).toEqual([]);
    expect(board.flipbook).toHaveLength(14);
    writeFileSync(join(SHOTS, 'board-page.png'), await sharp(board.flipbook[3]!.webp).png().toBuffer());
    writeFileSync(
      join(SHOTS, 'board-spread.png'),
      await spread(board.flipbook[4]!.webp, board.flipbook[5]!.webp),
    );
  });
});

/** One page of a book laid out on its own (screen mode), for checks that need no whole book. */
async function singlePage(
  story: StoryPlan,
  p: PagePlan,
  kind: 'story-text' | 'story-picture',
  index = 0,
): Promise<{ html: string; number: number }> {
  const page = p.pages.filter((x) => x.kind === kind)[index]!;
  const urls = new Map<string, string>();
  if (page.illustration) {
    const picture = await illustratePage(story, page.illustration, { width: 900, height: 1200 });
    urls.set(page.illustration.id, `data:image/jpeg;base64,${picture.image.toString('base64')}`);
  }
  return {
    html: documentHtml(p, [pageSection(p, page, urls, '#5a4a3a')], { bleedMm: 0 }),
    number: page.number,
  };
}

describe('every book language on the page', () => {
  it.each(LANGUAGES)('sets %s text that pdftotext reads back', async (language) => {
    const story = plan(language, 7);
    const p = planPages({ plan: story, format: 'booklet', textBackground: true });
    const { html } = await singlePage(story, p, 'story-text');
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    const pdf = await renderer.renderPdf(html, { widthMm: 180, heightMm: 240 });
    expect((await pdfFonts(pdf)).every((f) => f.embedded)).toBe(true);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const body = p.pages.find((x) => x.kind === 'story-text')?.text?.body[language] ?? '';
    if (language === 'zh' || language === 'ja') {
      const squeezed = text.replace(/\s/g, '');
      for (let i = 0; i + 6 <= Math.min(body.length, 30); i += 6)
        expect(squeezed).toContain(body.slice(i, i + 6));
    } else {
      // pdftotext reverses the letters inside Arabic lam ligatures (libs/pdf README): test words without ل.
      const words = body
        .split(/[\s,.!?،:؟]+/)
        .filter((w) => w.length >= 3 && (language !== 'ar' || !w.includes('ل')))
        .slice(0, 6);
      expect(words.length).toBeGreaterThanOrEqual(3);
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('lays out an Arabic + English, a Japanese and a Chinese spread', async () => {
    for (const [main, translation, name] of [
      ['ar', 'en', 'arabic-bilingual-spread'],
      ['ja', undefined, 'japanese-spread'],
      ['zh', undefined, 'chinese-spread'],
    ] as const) {
      const story = plan(main, 6, translation, 'watercolor');
      const p = planPages({ plan: story, format: 'booklet', textBackground: true });
      const [picture, text] = await Promise.all([
        singlePage(story, p, 'story-picture', 1),
        singlePage(story, p, 'story-text', 1),
      ]);
      expect(text.number).toBe(picture.number + 1);
      if (main === 'ar') expect(text.html).toMatch(/lang="ar" dir="rtl"/);
      const shot = (html: string) =>
        renderer.renderImage(html, {
          widthPx: 680,
          heightPx: 907,
          deviceScaleFactor: 900 / 680,
          format: 'png',
        });
      // A right-bound (Arabic) spread is mirrored: the picture, read first, on the right.
      const [left, right] = p.binding === 'right' ? [text, picture] : [picture, text];
      writeFileSync(join(SHOTS, `${name}.png`), await spread(await shot(left.html), await shot(right.html)));
    }
  });
});

/** What pdftotext must read back from a CJK book: pieces of every story page's text (spaces squeezed out). */
function expectTextBack(extracted: string, book: ProducedBook, language: Language): void {
  const squeezed = extracted.replace(/\s/g, '');
  const bodies = book.pagePlan.pages
    .filter((x) => x.kind === 'story' || x.kind === 'story-text')
    .map((x) => (x.text?.body[language] ?? '').replace(/\s/g, ''));
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies)
    for (let i = 0; i + 6 <= Math.min(body.length, 24); i += 6)
      expect(squeezed).toContain(body.slice(i, i + 6));
  expect(squeezed).toContain(book.pagePlan.cover.title[language]?.replace(/\s/g, ''));
}

describe('Chinese, Japanese and Korean books in print', () => {
  it.each([
    ['ja', 'booklet', 6],
    ['zh', 'board', 3],
    ['ko', 'board', 10],
  ] as const)(
    'prints a %s %s with every font an embedded CID font (no Type 3) and text that reads back',
    async (language, format, age) => {
      const book = await produceBook(
        { plan: plan(language, age, undefined, 'watercolor'), format, textBackground: format === 'booklet' },
        { renderer },
      );
      for (const pdf of [book.interiorPdf, book.coverPdf, book.screenPdf]) {
        const fonts = await pdfFonts(pdf);
        expect(fonts.length).toBeGreaterThan(0);
        expect(fonts.filter((f) => f.type === 'Type 3')).toEqual([]);
        expect(fonts.every((f) => f.embedded)).toBe(true);
      }
      expect(book.preflight).toMatchObject({ passed: true, problems: [], binding: 'left' });
      expect(book.readingDirection).toBe('ltr');
      expectTextBack(await pdfText(book.screenPdf), book, language);
      expectTextBack(await pdfText(book.interiorPdf), book, language);
      if (language === 'ja')
        writeFileSync(
          join(SHOTS, 'japanese-book-spread.png'),
          await spread(book.flipbook[4]!.webp, book.flipbook[5]!.webp),
        );
      if (language === 'zh')
        writeFileSync(
          join(SHOTS, 'chinese-board-spread.png'),
          await spread(book.flipbook[2]!.webp, book.flipbook[3]!.webp),
        );
    },
  );
});

describe('an Arabic book', () => {
  it('is bound on the right: preflight says so and passes, the PDFs read right to left', async () => {
    const book = await produceBook(
      { plan: plan('ar', 6, 'en', 'watercolor'), format: 'booklet', textBackground: true },
      { renderer },
    );
    expect(book).toMatchObject({ binding: 'right', readingDirection: 'rtl' });
    expect(book.pagePlan.pages[0]).toMatchObject({ number: 1, side: 'left' });
    expect(book.preflight).toMatchObject({ passed: true, problems: [], binding: 'right' });
    expect(book.preflight.notes.join(' ')).toMatch(/Bound on the right/);
    expect(JSON.parse(JSON.stringify(book.preflight))).toEqual(book.preflight);
    await expectPrintReady(book.interiorPdf, 24, { widthMm: 180, heightMm: 240 });
    for (const pdf of [book.interiorPdf, book.coverPdf, book.screenPdf])
      expect(pdf.toString('latin1')).toContain('/Direction /R2L');
    // Flipbook numbering stays cover first; a viewer mirrors the spreads (readingDirection).
    expect(book.flipbook[0]).toMatchObject({ pageNumber: 1, pageType: 'cover' });
    // Interior pages 4 | 5 (flipbook 5 | 6) as the open book shows them: page 5 on the left, 4 on the right.
    writeFileSync(
      join(SHOTS, 'arabic-book-spread.png'),
      await spread(book.flipbook[5]!.webp, book.flipbook[4]!.webp),
    );
    // Pages 2 | 3 (imprint, cast): page 3 on the left, page 2 on the right.
    writeFileSync(
      join(SHOTS, 'arabic-book-imprint-and-cast.png'),
      await spread(book.flipbook[3]!.webp, book.flipbook[2]!.webp),
    );
  });
});
