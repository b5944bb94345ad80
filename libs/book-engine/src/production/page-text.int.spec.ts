import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { planStory } from '../story/plan-story';
import type { Language, Style } from '../types';
import { STYLES } from '../types';
import { luminance } from './contrast';
import {
  accentOf,
  coverPictures,
  coverSections,
  documentHtml,
  pagePictures,
  pageSection,
  slotKey,
} from './layout';
import { planPages, varsOf } from './plan-pages';
import type { BookFormat, PagePlan } from './types';
import { BOOK_WORDS } from './words';

/**
 * issue #24: text on a book page never lies on a picture and reads at WCAG AA contrast, checked on the pages as
 * Chromium renders them (the layout the print, screen and flipbook files are made from): every line of text is
 * measured in the DOM, every picture's visible box too, and the colour behind each line is read from a
 * screenshot of the page with its text made transparent.
 */
jest.setTimeout(180_000);

/**
 * Pictures stand in as black-and-white stripes: text that lies on one fails contrast in any colour, so the
 * pixel check finds it too.
 */
const STRIPES =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#fff"/>' +
      '<path d="M0 0h20v40H0z" fill="#000"/></svg>',
  ).toString('base64');

interface Book {
  name: string;
  main: Language;
  translation?: Language;
  age: number;
  style: Style;
  format: BookFormat;
  textBackground: boolean;
  idea: string;
}

const LONG_CAST =
  'A girl named Mia and her brother Jonathan and their grandmother Wilhelmina find a lantern in the enchanted forest with their fox Ferdinand and their owl Augustina';
const SHORT = 'Ben and his dog';

/**
 * Every style once per format; bilingual and one-language books; the longest texts (German and Russian beside
 * each other, Arabic set larger, Japanese with tall lines) and the largest type (toddlers, preschool).
 */
const BOOKS: Book[] = STYLES.flatMap((style, i): Book[] => {
  const pairs: Array<[Language, Language | undefined]> = [
    ['de', 'ru'],
    ['en', undefined],
    ['fr', 'de'],
    ['ar', 'en'],
    ['ru', 'es'],
    ['ja', 'en'],
    ['pt', 'it'],
    ['es', undefined],
  ];
  const [main, translation] = pairs[i % pairs.length] as [Language, Language | undefined];
  const common = { style, main, ...(translation ? { translation } : {}) };
  return [
    {
      ...common,
      name: `${style} booklet ${main}${translation ? `+${translation}` : ''}`,
      age: [4, 5, 7, 10, 13, 16][i % 6] as number,
      format: 'booklet',
      textBackground: i % 3 !== 2,
      idea: i % 4 === 3 ? SHORT : LONG_CAST,
    },
    {
      ...common,
      name: `${style} board ${main}${translation ? `+${translation}` : ''}`,
      age: 2,
      format: 'board',
      textBackground: i % 2 === 0,
      idea: i % 4 === 1 ? SHORT : LONG_CAST,
    },
  ];
});

function pagePlanOf(book: Book): { pagePlan: PagePlan; sections: string[] } {
  const plan = planStory({
    bookId: `page-text-${book.name}`,
    idea: book.idea,
    age: book.age,
    mainLanguage: book.main,
    ...(book.translation ? { translationLanguage: book.translation } : {}),
    style: book.style,
  });
  const pagePlan = planPages({ plan, format: book.format, textBackground: book.textBackground });
  const backBrief = pagePlan.pages.find((p) => p.kind === 'title')?.illustration;
  const all = [
    ...pagePlan.pages.flatMap((p) => pagePictures(pagePlan, p)),
    ...coverPictures(pagePlan, backBrief).flat(),
  ];
  const urls = new Map(all.map((p) => [slotKey(p.brief.id, p.slot), STRIPES]));
  const storyOf = Object.fromEntries(plan.languages.map((l) => [l, BOOK_WORDS[l].storyOf(varsOf(plan, l))]));
  const [front, back] = coverSections(pagePlan, urls, storyOf, backBrief);
  const accent = accentOf(pagePlan);
  return {
    pagePlan,
    sections: [
      front as string,
      ...pagePlan.pages.map((p) => pageSection(pagePlan, p, urls, accent)),
      back as string,
    ],
  };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Line extends Box {
  page: string;
  text: string;
  color: [number, number, number];
  large: boolean;
}
interface Measured {
  lines: Line[];
  pictures: Array<Box & { page: string; index: number }>;
  /** Boxes with an opaque background painted over a picture (text panels). */
  panels: Array<Box & { page: string; after: number }>;
  pagesBoxes: Array<Box & { page: string }>;
}

const intersect = (a: Box, b: Box): Box | undefined => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const r = Math.min(a.x + a.w, b.x + b.w);
  const bt = Math.min(a.y + a.h, b.y + b.h);
  return r - x > 0.5 && bt - y > 0.5 ? { x, y, w: r - x, h: bt - y } : undefined;
};
const inside = (a: Box, b: Box): boolean =>
  a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

/** Screenshots at 0.25 pixel per CSS pixel: enough to read a background, and fast. */
const SCALE = 0.25;
/** sRGB channel value → linear light, for the relative luminance of a pixel. */
const LINEAR = Array.from({ length: 256 }, (_, v) => luminance([v, 0, 0]) / 0.2126);
/**
 * Runs in the page (plain JavaScript, so the spec needs no DOM types): every line of text with its colour and
 * size, every picture's visible box, every box with an opaque background, per page, in document coordinates.
 */
const MEASURE = `(() => {
  const box = (r) => ({ x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height });
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
  const clip = (el, r) => {
    let b = box(r);
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflow !== 'hidden') continue;
      const p = box(a.getBoundingClientRect());
      const x = Math.max(b.x, p.x);
      const y = Math.max(b.y, p.y);
      b = { x, y, w: Math.max(0, Math.min(b.x + b.w, p.x + p.w) - x), h: Math.max(0, Math.min(b.y + b.h, p.y + p.h) - y) };
    }
    return b;
  };
  const out = { lines: [], pictures: [], panels: [], pagesBoxes: [] };
  document.querySelectorAll('section.page').forEach((section) => {
    const name = section.dataset.page || '?';
    out.pagesBoxes.push({ page: name, ...box(section.getBoundingClientRect()) });
    const order = [...section.querySelectorAll('*')];
    order.forEach((el, index) => {
      if (el.tagName === 'IMG') out.pictures.push({ page: name, index, ...clip(el, el.getBoundingClientRect()) });
      // rgb(…) is opaque; Chromium writes a translucent colour as rgba(…).
      else if (getComputedStyle(el).backgroundColor.startsWith('rgb('))
        out.panels.push({ page: name, after: index, ...clip(el, el.getBoundingClientRect()) });
    });
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent || '').trim();
      if (!text) continue;
      const style = getComputedStyle(n.parentElement);
      const px = parseFloat(style.fontSize);
      const weight = Number(style.fontWeight) || 400;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        out.lines.push({
          page: name,
          text: text.slice(0, 40),
          color: rgb(style.color),
          large: px >= 24 || (weight >= 700 && px >= 18.66),
          ...box(r),
        });
      }
    }
  });
  return out;
})()`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
});
afterAll(async () => {
  await browser?.close();
});

async function measure(
  pagePlan: PagePlan,
  sections: string[],
): Promise<{ measured: Measured; background: sharp.OutputInfo & { data: Buffer } }> {
  const html = documentHtml(pagePlan, sections, { bleedMm: pagePlan.bleedMm, exactPictures: true });
  const page = await browser.newPage({ viewport: { width: 800, height: 1000 }, deviceScaleFactor: SCALE });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const measured = (await page.evaluate(MEASURE)) as Measured;
    // The colour behind the text: the same page with its text transparent.
    await page.addStyleTag({
      content:
        '*{color:transparent !important;text-shadow:none !important;caret-color:transparent !important}',
    });
    const png = await page.screenshot({ fullPage: true, type: 'png' });
    const background = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { measured, background: { ...background.info, data: background.data } };
  } finally {
    await page.close();
  }
}

/** Problems of one book's pages, in words. */
async function problemsOf(book: Book, sections?: string[]): Promise<string[]> {
  const laid = pagePlanOf(book);
  const { measured, background } = await measure(laid.pagePlan, sections ?? laid.sections);
  const problems: string[] = [];
  for (const line of measured.lines) {
    const where = `${book.name} page ${line.page} "${line.text}"`;
    const pageBox = measured.pagesBoxes.find((p) => p.page === line.page) as Box;
    if (!inside(line, pageBox)) problems.push(`${where}: outside its page`);
    for (const picture of measured.pictures.filter((p) => p.page === line.page)) {
      const over = intersect(line, picture);
      // Text may lie over a picture only on an opaque panel painted above that picture.
      const covered =
        over &&
        measured.panels.some((p) => p.page === line.page && p.after > picture.index && inside(over, p));
      if (over && !covered) problems.push(`${where}: overlaps a picture`);
    }
    // The worst background pixel under the line (a few anti-aliased pixels at a panel's edge aside).
    const need = line.large ? 3 : 4.5;
    const ratios: number[] = [];
    const text = luminance(line.color);
    const ratioTo = ([r, g, b]: [number, number, number]) => {
      const l =
        0.2126 * (LINEAR[r] as number) + 0.7152 * (LINEAR[g] as number) + 0.0722 * (LINEAR[b] as number);
      return (Math.max(l, text) + 0.05) / (Math.min(l, text) + 0.05);
    };
    const x0 = Math.max(0, Math.round(line.x * SCALE) + 1);
    const x1 = Math.min(background.width, Math.round((line.x + line.w) * SCALE) - 1);
    const y0 = Math.max(0, Math.round(line.y * SCALE) + 1);
    const y1 = Math.min(background.height, Math.round((line.y + line.h) * SCALE) - 1);
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) {
        const i = (y * background.width + x) * background.channels;
        const px: [number, number, number] = [
          background.data[i] as number,
          background.data[i + 1] as number,
          background.data[i + 2] as number,
        ];
        ratios.push(ratioTo(px));
      }
    ratios.sort((a, b) => a - b);
    const worst = ratios[Math.floor(ratios.length * 0.005)] ?? 21;
    if (worst < need) problems.push(`${where}: contrast ${worst.toFixed(2)} < ${need}`);
  }
  return problems;
}

describe('text on rendered book pages (issue #24)', () => {
  it('covers every style in both formats', () => {
    for (const style of STYLES)
      for (const format of ['booklet', 'board'])
        expect(BOOKS.some((b) => b.style === style && b.format === format)).toBe(true);
    expect(BOOKS.some((b) => !b.translation)).toBe(true);
    expect(BOOKS.some((b) => !b.textBackground)).toBe(true);
  });

  it('never lies on a picture and meets WCAG AA contrast on the colour behind it, on every page', async () => {
    const problems: string[] = [];
    // Two books at a time (two Chromium tabs).
    for (let i = 0; i < BOOKS.length; i += 2)
      for (const found of await Promise.all(BOOKS.slice(i, i + 2).map((b) => problemsOf(b))))
        problems.push(...found);
    expect(problems).toEqual([]);
  });

  it('the check finds text on a picture and a pale heading', async () => {
    // The check itself can fail: a line over the picture, and a heading in nearly the page's own colour.
    const problems = await problemsOf(BOOKS[0] as Book, [
      `<section class="page story right" data-page="x"><img class="art" src="${STRIPES}" alt=""><div class="safe top"><p>On the picture</p></div></section>`,
      `<section class="page about right" data-page="y"><div class="safe center"><h2 style="color:#f0e0a0">Pale heading</h2></div></section>`,
    ]);
    expect(problems.some((p) => p.includes('"On the picture": overlaps a picture'))).toBe(true);
    expect(problems.some((p) => p.includes('"On the picture": contrast'))).toBe(true);
    expect(problems.some((p) => p.includes('"Pale heading": contrast'))).toBe(true);
    expect(problems.some((p) => p.includes('outside'))).toBe(false);
  });
});
