import { planStory } from '../story/plan-story';
import {
  CJK_FONTS,
  fontFamily,
  coverPictures,
  coverSections,
  documentHtml,
  pagePictures,
  pageSection,
  pictureCrop,
  slotKey,
  bodyTextSize,
  castArtMm,
  inTextBand,
  textBandMm,
} from './layout';
import { planPages } from './plan-pages';

const story = planStory({
  bookId: 'unit-layout',
  idea: 'A girl named Mia finds a lantern in the forest with her fox',
  age: 5,
  mainLanguage: 'en',
  style: 'pixar',
});

describe('pictures in the layout (ADR 0019: placeholders and pictures cut to their boxes)', () => {
  for (const format of ['booklet', 'board'] as const) {
    it(`${format}: every <img> of a page is one of pagePictures/coverPictures, in that order`, () => {
      const plan = planPages({ plan: story, format, textBackground: true });
      const backBrief = plan.pages.find((p) => p.kind === 'title')?.illustration;
      // Each slot gets its own URL, so the HTML tells which slot an <img> shows.
      const urls = new Map<string, string>();
      const all = [
        ...plan.pages.flatMap((p) => pagePictures(plan, p)),
        ...coverPictures(plan, backBrief).flat(),
      ];
      for (const p of all)
        urls.set(slotKey(p.brief.id, p.slot), `data:image/jpeg;base64,${slotKey(p.brief.id, p.slot)}`);
      const sources = (html: string) =>
        [...html.matchAll(/<img [^>]*src="data:image\/jpeg;base64,([^"]+)"/g)].map((m) => m[1]);
      for (const page of plan.pages) {
        const expected = pagePictures(plan, page).map((p) => slotKey(p.brief.id, p.slot));
        expect(sources(pageSection(plan, page, urls, '#806040'))).toEqual(expected);
      }
      const [front, back] = coverSections(plan, urls, { en: 'A story' }, backBrief);
      const [frontPictures, backPictures] = coverPictures(plan, backBrief);
      expect(sources(front as string)).toEqual(frontPictures.map((p) => slotKey(p.brief.id, p.slot)));
      expect(sources(back as string)).toEqual(backPictures.map((p) => slotKey(p.brief.id, p.slot)));
      expect(all.filter((p) => p.slot === 'portrait').map((p) => p.brief.id)).toEqual([
        backBrief?.id,
        backBrief?.id,
      ]);
    });
  }

  it('cuts a page picture to the bled page, the cast picture to the top of the page, portraits to 3:4', () => {
    const plan = planPages({ plan: story, format: 'booklet', textBackground: true });
    const mode = { bleedMm: plan.bleedMm };
    expect(pictureCrop(plan, mode, 'page')).toEqual({ aspect: 186 / 246, x: 0.5, y: 0.5 });
    expect(pictureCrop(plan, mode, 'cast')).toEqual({ aspect: 186 / (246 * 0.54), x: 0.5, y: 0.92 });
    expect(pictureCrop(plan, mode, 'portrait')).toEqual({ aspect: 3 / 4, x: 0.5, y: 0.5 });
    expect(documentHtml(plan, [], { ...mode, exactPictures: true })).toContain(
      'img.art,img.portrait{object-fit:fill}',
    );
    expect(documentHtml(plan, [], mode)).not.toContain('object-fit:fill');
  });
});

describe('text beside pictures (issue #24)', () => {
  const long = planStory({
    bookId: 'unit-layout-long',
    idea: 'A girl named Mia and her brother Jonathan and their grandmother Wilhelmina find a lantern in the forest with their fox Ferdinand',
    age: 4,
    mainLanguage: 'de',
    translationLanguage: 'ru',
    style: 'cartoon',
  });

  it('gives a long bilingual cast page a shorter picture, and cuts the picture to that box', () => {
    const plan = planPages({ plan: long, format: 'booklet', textBackground: true });
    const art = castArtMm(plan, 3);
    expect(art).toBeLessThan(246 * 0.54);
    expect(art).toBeGreaterThanOrEqual(246 * 0.3);
    expect(pictureCrop(plan, { bleedMm: 3 }, 'cast').aspect).toBeCloseTo(186 / art, 6);
    expect(documentHtml(plan, [], { bleedMm: 3 })).toContain(`height:${art}mm`);
  });

  it('sets the text of a board page without a panel on a band of paper above its picture', () => {
    const plan = planPages({ plan: long, format: 'board', textBackground: false });
    const story = plan.pages.find((p) => p.kind === 'story');
    expect(story && inTextBand(plan, story)).toBe(true);
    expect(story && pagePictures(plan, story).map((p) => p.slot)).toEqual(['below-text']);
    const band = textBandMm(plan, story!);
    expect(band).toBeGreaterThan(10);
    expect(pictureCrop(plan, { bleedMm: 3 }, 'below-text', story).aspect).toBeCloseTo(156 / (203 - band), 6);
    const urls = new Map(
      plan.pages.flatMap((p) => pagePictures(plan, p)).map((p) => [slotKey(p.brief.id, p.slot), 'x']),
    );
    const html = pageSection(plan, story!, urls, '#806040');
    expect(html).toContain('class="safe band"');
    expect(html).toContain(`--band:${band.toFixed(2)}mm`);
    const paneled = planPages({ plan: long, format: 'board', textBackground: true });
    const onPanel = paneled.pages.find((p) => p.kind === 'story');
    expect(onPanel && pagePictures(paneled, onPanel).map((p) => p.slot)).toEqual(['page']);
  });
});

describe('fonts of a CJK book’s translation', () => {
  it('sets the names the translation keeps in the book’s script in that script’s TrueType faces', () => {
    for (const book of ['ja', 'zh', 'ko'] as const) {
      const stack = fontFamily('en', false, book)
        .split(', ')
        .map((f) => f.replace(/'/g, ''));
      const own = CJK_FONTS[book].sans;
      expect(stack[0]).toBe('Noto Sans');
      expect(stack.slice(1, 1 + own.length)).toEqual(own);
    }
    expect(fontFamily('en', true)).toBe(fontFamily('en', true, 'de'));
    expect(fontFamily('ja', true, 'en')).toBe(fontFamily('ja', true));
    const plan = planPages({
      plan: planStory({
        bookId: 'unit-ja',
        idea: 'Lena and her fox',
        age: 5,
        mainLanguage: 'ja',
        translationLanguage: 'en',
        style: 'pixar',
      }),
      format: 'booklet',
      textBackground: true,
    });
    expect(documentHtml(plan, [], { bleedMm: 3 })).toContain(
      `.l-en{font-family:${fontFamily('en', false, 'ja')};}`,
    );
  });
});

describe('bodyTextSize (issue #25: how wide a page must be drawn to read it)', () => {
  it('is the body text size as a share of the page width, smaller for older readers', () => {
    // 19 pt = 6.70 mm on a 180 mm booklet page.
    expect(bodyTextSize('preschool', 'booklet')).toBeCloseTo((19 * 25.4) / 72 / 180, 6);
    expect(bodyTextSize('young-adult', 'booklet')).toBeLessThan(bodyTextSize('teen', 'booklet'));
    // A board page is smaller (150 mm) and its text 0.92 × as large: a larger share of the page.
    expect(bodyTextSize('toddler', 'board')).toBeCloseTo((25 * 0.92 * 25.4) / 72 / 150, 6);
  });
});
