import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkPdfX4,
  createChromiumRenderer,
  makePdfX4,
  pdfFonts,
  pdfImages,
  pdfInfo,
  pdfStructure,
  pdfText,
  ptToMm,
  setPrintBoxes,
  type ChromiumRenderer,
} from '@fabelhaft/pdf';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { illustratePage } from '../illustration/page';
import { EmbeddedIllustrator, type Illustrator } from '../ports';
import { planStory } from '../story/plan-story';
import { LANGUAGES, type Language, type StoryPlan } from '../types';
import { accentOf, coverSections, dirOf, documentHtml, pageSection } from './layout';
import { planPages, varsOf } from './plan-pages';
import { preflightBook } from './preflight';
import { BOOK_AUTHOR, briefsOf, PRINT_PPI, produceBook } from './produce-book';
import type { Page, PagePlan, ProducedBook } from './types';
import { BOOK_WORDS } from './words';

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

/**
 * The embedded illustrator drawing each picture at 600 × 800 px; produceBook scales it up to print size as it
 * does a model's 1024 × 1536 picture. The print checks are about the files (boxes, 300 ppi, fonts), and
 * rasterising fourteen pictures at 305 ppi would be most of this file's time (bench:production measures that).
 */
const embedded = new EmbeddedIllustrator();
const smallPictures: Illustrator = {
  illustrateCover: (story, options) => embedded.illustrateCover(story, options),
  illustratePage: (story, brief, options) =>
    embedded.illustratePage(story, brief, { ...options, width: 600, height: 800 }),
};

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
      { renderer, illustrator: smallPictures },
      { onStage: (stage) => void stages.push(stage) },
    );
  });

  it('prints a bilingual 24-page booklet with trim, 3 mm bleed, embedded fonts and 300 ppi pictures', async () => {
    expect(stages).toEqual(['laying-out', 'illustrating', 'rendering', 'preflight']);
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

  it('makes the interior and cover PDF/X-4 with the FOGRA39 output intent (ADR 0026)', async () => {
    expect(await checkPdfX4(booklet.interiorPdf)).toEqual([]);
    expect(await checkPdfX4(booklet.coverPdf)).toEqual([]);
    const info = await pdfInfo(booklet.interiorPdf);
    expect(info.fields).toMatchObject({ 'PDF version': '1.6', 'PDF subtype': 'PDF/X-4' });
    expect(info.fields['Title']).toBe(`${booklet.pagePlan.cover.title.de} (interior)`);
    expect(booklet.preflight.notes.join(' ')).toMatch(/PDF\/X-4 with the output intent FOGRA39/);
    // The screen PDF is the customer's, not the printer's.
    expect((await checkPdfX4(booklet.screenPdf)).length).toBeGreaterThan(0);
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
  it('tags the screen PDF: a Figure with the plan’s alt text for every picture, title, language, XMP (ADR 0027)', async () => {
    const p = booklet.pagePlan;
    const title = p.cover.title.de as string;
    const info = await pdfInfo(booklet.screenPdf);
    expect(info.fields).toMatchObject({ Tagged: 'yes', Title: title, Author: BOOK_AUTHOR });
    expect(info.fields['Metadata Stream']).toBe('yes');

    const structure = await pdfStructure(booklet.screenPdf);
    expect(structure).toMatchObject({ tagged: true, language: 'de', problems: [] });
    expect(structure.elements[0]).toMatchObject({ role: 'Document', lang: 'de', depth: 0 });
    // Every picture the book shows, in page order: the front cover, each illustrated interior page, the title
    // portrait again on the back cover; each once, on its page, with the plan's alt text.
    const titleBrief = p.pages.find((page) => page.kind === 'title')?.illustration;
    const pictures = [
      { pages: [1], alt: p.cover.front.altText },
      ...p.pages.flatMap((page, i) => (page.illustration ? [{ pages: [i + 2], alt: page.altText }] : [])),
      { pages: [p.pageCount + 2], alt: titleBrief?.altText },
    ];
    const figures = structure.elements
      .filter((e) => e.role === 'Figure')
      .map((e) => ({ pages: e.pages, alt: e.alt }));
    expect(figures).toEqual(pictures);
    expect(figures.every((f) => (f.alt ?? '').length > 10)).toBe(true);
    // The English translation is marked as such; the text is in reading order under the pages.
    expect(structure.elements.filter((e) => e.lang === 'en').length).toBeGreaterThan(10);
    expect(structure.elements.some((e) => e.role === 'H1')).toBe(true);

    const xml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(structure.xmp).toContain(`<rdf:li xml:lang="x-default">${xml(title)}</rdf:li>`);
    expect(structure.xmp).toContain(
      `<dc:creator><rdf:Seq><rdf:li>${BOOK_AUTHOR}</rdf:li></rdf:Seq></dc:creator>`,
    );
    expect(structure.xmp).toContain('<dc:language><rdf:Bag><rdf:li>de</rdf:li></rdf:Bag></dc:language>');
    // The print files stay untagged (a RIP reads no structure).
    expect((await pdfInfo(booklet.interiorPdf)).fields['Tagged']).toBe('no');
    expect((await pdfStructure(booklet.coverPdf)).tagged).toBe(false);
    // Preflight holds production to it: the same files with an untagged screen PDF do not pass.
    expect(booklet.preflight.passed).toBe(true);
    const untagged = await preflightBook(
      { interiorPdf: booklet.interiorPdf, coverPdf: booklet.coverPdf, screenPdf: booklet.interiorPdf },
      { format: 'booklet', pageCount: 24 },
    );
    expect(untagged.problems).toContain('Screen PDF is not tagged');
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

/** A flat JPEG at the page's print size: the sample pages check text and glyphs, not pictures. */
async function flatPictures(p: PagePlan, ppi: number): Promise<Map<string, string>> {
  const bled = { w: p.trim.widthMm + 2 * p.bleedMm, h: p.trim.heightMm + 2 * p.bleedMm };
  const px = (mmSize: number) => Math.ceil((mmSize / 25.4) * ppi);
  const jpeg = await sharp({
    create: { width: px(bled.w), height: px(bled.h), channels: 3, background: '#c8d8b0' },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const url = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  return new Map(briefsOf(p).map((b) => [b.id, url]));
}

/**
 * A few pages of a book printed the way produceBook prints them (same layout, Chromium, print boxes):
 * the outside front cover (title in every book language) and the first story page with text.
 */
async function printSample(story: StoryPlan, format: 'booklet' | 'board', ppi = 12) {
  const p = planPages({ plan: story, format, textBackground: format === 'booklet' });
  const urls = await flatPictures(p, ppi);
  const accent = accentOf(p);
  const storyOf = Object.fromEntries(
    story.languages.map((l) => [l, BOOK_WORDS[l].storyOf(varsOf(story, l))]),
  );
  const title = p.pages.find((x) => x.kind === 'title')!;
  const storyPage = p.pages.find((x) => (x.kind === 'story-text' || x.kind === 'story') && x.text)!;
  const sections = [
    coverSections(p, urls, storyOf, title.illustration)[0] as string,
    pageSection(p, storyPage, urls, accent),
  ];
  const bled = { widthMm: p.trim.widthMm + 2 * p.bleedMm, heightMm: p.trim.heightMm + 2 * p.bleedMm };
  const raw = await renderer.renderPdf(documentHtml(p, sections, { bleedMm: p.bleedMm }), bled);
  const pdf = await makePdfX4(
    await setPrintBoxes(raw, { bleedMm: p.bleedMm, trimMm: p.trim, readingDirection: p.readingDirection }),
    { title: p.cover.title[p.mainLanguage] ?? 'Sample', createdAt: new Date() },
  );
  return { p, pdf, storyPage, pages: sections.length };
}

/** What pdftotext must read back: the title and the story page's words in every book language. */
function expectTextBack(extracted: string, p: PagePlan, page: Page, language: Language): void {
  const body = page.text?.body[language] ?? '';
  const title = p.cover.title[language] ?? '';
  if (language === 'zh' || language === 'ja') {
    const squeezed = extracted.replace(/\s/g, '');
    expect(squeezed).toContain(title.replace(/\s/g, ''));
    const text = body.replace(/\s/g, '');
    expect(text.length).toBeGreaterThan(6);
    for (let i = 0; i + 6 <= Math.min(text.length, 30); i += 6)
      expect(squeezed).toContain(text.slice(i, i + 6));
    return;
  }
  const flat = extracted.replace(/\s+/g, ' ');
  // pdftotext reverses the letters inside Arabic lam ligatures (libs/pdf README): test words without ل.
  const words = (text: string) =>
    text.split(/[\s,.!?،:؟"“”«»]+/).filter((w) => w.length >= 3 && (language !== 'ar' || !w.includes('ل')));
  const bodyWords = words(body).slice(0, 8);
  expect(bodyWords.length).toBeGreaterThanOrEqual(3);
  for (const word of [...bodyWords, ...words(title)]) expect(flat).toContain(word);
}

describe('every book language in print (a few pages each, the same layout and Chromium path)', () => {
  it.each([
    ...LANGUAGES.map((l) => [l, 'booklet', 7, undefined] as const),
    ['de', 'booklet', 14, 'fr'],
    ['ja', 'booklet', 12, undefined],
    // The heroine keeps her name in katakana in the English title ("レナ and …"): TrueType faces, not Type 3.
    ['ja', 'booklet', 5, 'en'],
    ['zh', 'board', 3, undefined],
    ['ko', 'board', 10, undefined],
  ] as const)(
    '%s %s (age %d, translation %s): every font an embedded font, none Type 3, text reads back, PDF/X-4',
    async (language, format, age, translation) => {
      const story = plan(language, age, translation, 'watercolor');
      const { p, pdf, storyPage, pages } = await printSample(story, format);
      expect((await pdfInfo(pdf)).pages).toBe(pages);
      const fonts = await pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((f) => f.type === 'Type 3')).toEqual([]);
      expect(fonts.every((f) => f.embedded)).toBe(true);
      expect(await checkPdfX4(pdf)).toEqual([]);
      const text = await pdfText(pdf);
      for (const l of story.languages) expectTextBack(text, p, storyPage, l);
      expect(documentHtml(p, [], { bleedMm: 0 })).toContain(
        `<html lang="${language}" dir="${dirOf(language)}">`,
      );
      expect(p.binding).toBe(language === 'ar' ? 'right' : 'left');
      expect(pdf.toString('latin1').includes('/Direction /R2L')).toBe(language === 'ar');
    },
  );

  it('prints board pages at 150 × 200 mm with 3 mm bleed and 300 ppi pictures, 10–12 pages planned', async () => {
    const story = plan('en', 2, undefined, 'cartoon');
    const { p, pdf, pages } = await printSample(story, 'board', PRINT_PPI);
    // The format's rule: 12 pages, 10 for a short (three-chapter) plan.
    expect([10, 12]).toContain(p.pageCount);
    await expectPrintReady(pdf, pages, { widthMm: 150, heightMm: 200 });
  });

  it('produces a board book whose interior and cover are PDF/X-4 and pass the preflight', async () => {
    const board = await produceBook(
      { plan: plan('en', 2, undefined, 'cartoon'), format: 'board', textBackground: false },
      { renderer, illustrator: smallPictures, now: () => new Date('2026-11-24T08:00:00Z') },
    );
    expect(await checkPdfX4(board.interiorPdf)).toEqual([]);
    expect(await checkPdfX4(board.coverPdf)).toEqual([]);
    expect(board.preflight).toMatchObject({ passed: true, problems: [] });
    expect((await pdfInfo(board.coverPdf)).fields['CreationDate']).toMatch(/Nov 24 08:00:00 2026 UTC/);

    // A print file without its output intent fails the preflight, which says what is missing.
    const doc = await PDFDocument.load(board.interiorPdf, { updateMetadata: false });
    doc.catalog.delete(PDFName.of('OutputIntents'));
    const withoutIntent = Buffer.from(await doc.save({ useObjectStreams: false }));
    const report = await preflightBook(
      { interiorPdf: withoutIntent, coverPdf: board.coverPdf, screenPdf: board.screenPdf },
      { format: 'board', pageCount: board.pagePlan.pageCount },
    );
    expect(report.passed).toBe(false);
    expect(report.problems).toEqual([
      'Interior is not PDF/X-4: PDF version 1.7 in the header, above PDF 1.6 (PDF/X-4)',
      'Interior is not PDF/X-4: no PDF/X output intent (catalog /OutputIntents with /S /GTS_PDFX)',
    ]);
  });

  it('binds an Arabic book on the right: page 1 is a left-hand page and preflight tells the printer', async () => {
    const { p, pdf } = await printSample(plan('ar', 6, 'en', 'watercolor'), 'booklet', PRINT_PPI);
    expect(p).toMatchObject({ binding: 'right', readingDirection: 'rtl' });
    expect(p.pages[0]).toMatchObject({ number: 1, side: 'left' });
    // The sample is not a whole book (and has no screen PDF): only those findings may be problems.
    const report = await preflightBook(
      { interiorPdf: pdf, coverPdf: pdf, screenPdf: pdf },
      { format: 'booklet', pageCount: p.pageCount, binding: p.binding },
    );
    expect(report.binding).toBe('right');
    expect(report.notes.join(' ')).toMatch(/Bound on the right/);
    expect(report.problems.filter((x) => !/^(Interior has|Cover has|Screen)/.test(x))).toEqual([]);
  });
});
