import { planStory } from '../story/plan-story';
import { LANGUAGES, type Age, type Language, type StoryPlan } from '../types';
import { FORMAT_SPECS } from './formats';
import { CJK_FONTS, documentHtml, fontFamily, pageSection } from './layout';
import { planPages } from './plan-pages';
import type { BookFormat, PagePlan } from './types';

const IDEA = 'A girl named Mia finds a lantern in the forest with her fox';

function plan(
  age: Age,
  mainLanguage: Language = 'en',
  translationLanguage?: Language,
  bookId = 'book-7',
): StoryPlan {
  return planStory({
    bookId,
    idea: IDEA,
    age,
    mainLanguage,
    ...(translationLanguage ? { translationLanguage } : {}),
    style: 'watercolor',
  });
}

const pages = (age: Age, format: BookFormat, main: Language = 'en', translation?: Language): PagePlan =>
  planPages({ plan: plan(age, main, translation), format, textBackground: true });

const storyBodies = (p: PagePlan, language: Language): string[] =>
  p.pages
    .filter((page) => page.kind === 'story' || page.kind === 'story-text')
    .map((page) => page.text?.body[language] ?? '');

describe('planPages', () => {
  it.each([4, 7, 10, '3-6', '6-9'] as const)(
    'gives a %s-year-old a 24-page booklet (saddle stitch, multiple of 4)',
    (age) => {
      const p = pages(age, 'booklet');
      expect(p.pageCount).toBe(24);
      expect(p.pages).toHaveLength(24);
      expect(p.pageCount % 4).toBe(0);
      expect(FORMAT_SPECS.booklet.isValidPageCount(p.pageCount)).toBe(true);
      expect(p.trim).toEqual({ widthMm: 180, heightMm: 240 });
      expect(p.pages.map((page) => page.kind)).toEqual(
        expect.arrayContaining([
          'title',
          'imprint',
          'cast',
          'story-picture',
          'story-text',
          'end-picture',
          'end',
          'about',
        ]),
      );
    },
  );

  it('gives teenagers 24 pages too, about a whole chapter per text page', () => {
    for (const age of [13, 16]) {
      const story = plan(age);
      const p = planPages({ plan: story, format: 'booklet', textBackground: true });
      expect(p.pageCount).toBe(24);
      const headed = p.pages.filter((page) => page.kind === 'story-text' && page.text?.heading);
      expect(headed.length).toBeGreaterThanOrEqual(Math.min(9, story.chapters.length) - 1);
    }
  });

  it('makes a board book of 10–12 thick 150 × 200 mm pages', () => {
    for (const bookId of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const p = planPages({ plan: plan(2, 'en', undefined, bookId), format: 'board', textBackground: false });
      expect([10, 12]).toContain(p.pageCount);
      expect(FORMAT_SPECS.board.isValidPageCount(p.pageCount)).toBe(true);
      expect(p.trim).toEqual({ widthMm: 150, heightMm: 200 });
      expect(p.pages[0]?.kind).toBe('title');
      expect(p.pages.at(-1)?.kind).toBe('end');
      // Every board page is a picture.
      expect(p.pages.every((page) => page.illustration)).toBe(true);
    }
  });

  // A paid board book failed production when its plan came out at 8 pages for some ids (too few sentences
  // for 8 story pages): every id, idea, age and language must give 10 or 12 pages, every story page with words.
  it('plans every board book at 10–12 pages, whatever the book id, idea, age or languages', () => {
    const ideas = [
      IDEA,
      'Tom wants to be friends with a little fox',
      'Ein kleiner Fuchs will schwimmen lernen',
      'Lena und der Fuchs suchen den verlorenen Schatz',
    ];
    const ages: Age[] = [0, 2, '0-3', 4, '3-6', 7];
    const seen = new Set<number>();
    // Every idea in every main language at one of the ages in turn (each age several times across the
    // languages), once alone and once with a translation: 88 books.
    for (const [k, idea] of ideas.entries())
      for (const [i, main] of LANGUAGES.entries())
        for (const age of [ages[(i + k) % ages.length]!])
          for (let n = 0; n < 2; n += 1) {
            const translation =
              n === 0 ? LANGUAGES[(i + 1 + k + ages.indexOf(age)) % LANGUAGES.length] : undefined;
            const story = planStory({
              bookId: `board-${n}-${i}`,
              idea,
              age,
              mainLanguage: main,
              ...(translation ? { translationLanguage: translation } : {}),
              style: 'watercolor',
            });
            const p = planPages({ plan: story, format: 'board', textBackground: true });
            seen.add(p.pageCount);
            const where = `${story.bookId} ${main}/${translation ?? '-'} ${String(age)}: ${idea}`;
            expect([where, FORMAT_SPECS.board.isValidPageCount(p.pageCount)]).toEqual([where, true]);
            expect(p.pages).toHaveLength(p.pageCount);
            for (const language of story.languages)
              for (const body of storyBodies(p, language))
                expect([where, body.trim().length > 0]).toEqual([where, true]);
          }
    expect([...seen].every((n) => n === 10 || n === 12)).toBe(true);
  });

  it('fills a board book from a short model-written plan: 10 pages, its chapters in order, titles as words', () => {
    const story = plan(2, 'en', 'de', 'short');
    story.chapters = story.chapters.slice(0, 2).map((c, i) => ({
      ...c,
      summary: {
        en: i === 0 ? 'Mia sees a fox.' : 'They are friends.',
        de: i === 0 ? 'Mia sieht einen Fuchs.' : 'Sie sind Freunde.',
      },
    }));
    const p = planPages({ plan: story, format: 'board', textBackground: false });
    expect(p.pageCount).toBe(10);
    expect(FORMAT_SPECS.board.isValidPageCount(p.pageCount)).toBe(true);
    const story8 = p.pages.filter((page) => page.kind === 'story');
    expect(story8).toHaveLength(8);
    expect(story8.every((page) => page.illustration)).toBe(true);
    // Two sentences and two chapter titles are all the words this plan has; the other pages are pictures.
    expect(storyBodies(p, 'en').filter((b) => b.trim())).toEqual([
      story.chapters[0]?.title.en,
      'Mia sees a fox.',
      story.chapters[1]?.title.en,
      'They are friends.',
    ]);
    expect(storyBodies(p, 'de').filter((b) => b.trim())).toHaveLength(4);
  });

  it.each([
    ['Lena and the fox look for a treasure', 'de', 'Eine Geschichte über Lena und den Fuchs'],
    ['A bear and a mouse look for a treasure', 'de', 'Eine Geschichte über den Bären und die Maus'],
    ['Lena and the fox look for a treasure', 'en', 'A story about Lena and the fox'],
    ['Lena and the fox look for a treasure', 'es', 'Una historia de Lena y del zorro'],
    ['A bear and a mouse look for a treasure', 'es', 'Una historia del oso y del ratón'],
    ['Lena and the fox look for a treasure', 'fr', 'Une histoire de Lena et du renard'],
    ['A bear and a mouse look for a treasure', 'fr', 'Une histoire de l’ours et de la souris'],
    ['Lena and the fox look for a treasure', 'it', 'Una storia di Lena e della volpe'],
    ['A bear and a mouse look for a treasure', 'it', 'Una storia dell’orso e del topo'],
    ['Lena and the fox look for a treasure', 'pt', 'Uma história de Lena e da raposa'],
    ['A bear and a mouse look for a treasure', 'pt', 'Uma história do urso e do camundongo'],
    ['A bear and a mouse look for a treasure', 'ru', 'Медведь и мышка: сказка'],
    ['Lena looks for a lost treasure', 'en', 'A story about Lena'],
    ['Lena looks for a lost treasure', 'de', 'Eine Geschichte über Lena'],
    ['Lena looks for a lost treasure', 'ja', 'レナのおはなし'],
  ] as const)('writes the title page line of "%s" in %s: %s', (idea, language, expected) => {
    const story = planStory({ bookId: 'title', idea, age: 10, mainLanguage: language, style: 'watercolor' });
    const p = planPages({ plan: story, format: 'booklet', textBackground: true });
    expect(p.pages[0]?.text?.body[language]).toBe(expected);
  });

  it('keeps both formats at 3:4 like the viewer', () => {
    for (const spec of Object.values(FORMAT_SPECS)) expect(spec.trim.widthMm / spec.trim.heightMm).toBe(0.75);
  });

  it('lets the text per page grow with the age: a few words for toddlers, paragraphs for teenagers', () => {
    const words = (p: PagePlan) => {
      const bodies = storyBodies(p, 'en');
      return bodies.reduce((n, b) => n + b.split(/\s+/).length, 0) / bodies.length;
    };
    const toddler = words(pages(2, 'board'));
    const preschool = words(pages(4, 'booklet'));
    const middle = words(pages(10, 'booklet'));
    const teen = words(pages(16, 'booklet'));
    expect(toddler).toBeLessThanOrEqual(8);
    expect(preschool).toBeGreaterThan(toddler);
    expect(middle).toBeGreaterThan(preschool);
    expect(teen).toBeGreaterThan(middle);
    expect(teen).toBeGreaterThanOrEqual(25);
  });

  it('puts both languages on every text page of a bilingual book', () => {
    const p = pages(6, 'booklet', 'de', 'en');
    const withText = p.pages.filter((page) => page.text?.body.de);
    expect(withText.length).toBeGreaterThan(10);
    for (const page of withText) {
      expect(page.text?.body.en?.trim()).toBeTruthy();
      if (page.text?.heading?.de) expect(page.text.heading.en).toBeTruthy();
    }
  });

  it('leaves no text page without its translation when the translation has fewer sentences (ko → ar)', () => {
    const p = planPages({ plan: plan(4, 'ko', 'ar', 'b-0'), format: 'booklet', textBackground: true });
    expect(p.pageCount).toBe(24);
    const empty = p.pages.filter(
      (page) =>
        page.kind === 'story-text' && (['ko', 'ar'] as const).some((l) => !page.text?.body[l]?.trim()),
    );
    expect(empty.map((page) => page.number)).toEqual([]);
  });

  it('tells the whole story: every chapter appears, in order, with its heading', () => {
    const story = plan(7);
    const p = planPages({ plan: story, format: 'booklet', textBackground: true });
    const headings = p.pages.flatMap((page) =>
      page.text?.heading && page.kind === 'story-text' ? [page.text.heading.en] : [],
    );
    expect(headings).toEqual(story.chapters.map((c) => c.title.en));
    const told = storyBodies(p, 'en').join(' ');
    for (const chapter of story.chapters)
      expect(told).toContain(chapter.summary.en?.split(' ').slice(0, 4).join(' '));
  });

  it('draws every picture from the plan character sheets', () => {
    const story = plan(5);
    for (const format of ['booklet', 'board'] as const) {
      const p = planPages({ plan: story, format, textBackground: true });
      const briefs = [
        p.cover.front,
        ...p.pages.flatMap((page) => (page.illustration ? [page.illustration] : [])),
      ];
      expect(briefs.length).toBeGreaterThan(10);
      for (const brief of briefs) {
        expect(brief.cast.length).toBeGreaterThan(0);
        for (const member of brief.cast) {
          const character = story.cast.find((c) => c.role === member.role);
          expect(member.sheet).toEqual(character?.sheet);
          expect(member.name).toBe(character?.name.en);
        }
        expect(brief.place).toBe(story.setting.place);
        expect(brief.object).toBe(story.object);
        expect(brief.altText).toContain(story.cast[0]?.name.en);
      }
    }
  });

  it('writes alt text for every page in the main language', () => {
    const p = pages(5, 'booklet', 'de', 'en');
    for (const page of p.pages) expect(page.altText.trim().length).toBeGreaterThan(3);
    expect(p.pages.find((page) => page.kind === 'story-picture')?.altText).toMatch(/ein|eine/);
  });

  it('is deterministic: the same plan gives the same page plan', () => {
    expect(pages(5, 'booklet', 'fr', 'en')).toEqual(pages(5, 'booklet', 'fr', 'en'));
    expect(pages(2, 'board', 'ja')).toEqual(pages(2, 'board', 'ja'));
  });

  const SCRIPTS: Record<Language, RegExp> = {
    en: /[a-z]/,
    es: /[a-zñáéíóú]/,
    fr: /[a-zéèàç]/,
    de: /[a-zäöüß]/,
    it: /[a-zàèìò]/,
    pt: /[a-zãõçáé]/,
    ru: /[\u0400-\u04ff]/,
    zh: /[\u4e00-\u9fff]/,
    ja: /[\u3040-\u30ff]/,
    ko: /[\uac00-\ud7af]/,
    ar: /[\u0600-\u06ff]/,
  };

  it.each(LANGUAGES)('writes a %s book in its own script, with no English leaking in', (language) => {
    for (const format of ['booklet', 'board'] as const) {
      const p = pages(format === 'board' ? 2 : 7, format, language);
      const texts = p.pages.flatMap((page) => [
        page.text?.heading?.[language],
        page.text?.label?.[language],
        page.text?.body[language],
        page.altText,
      ]);
      const all = texts.filter(Boolean).join(' ');
      expect(all).toMatch(SCRIPTS[language]);
      if (!['en', 'es', 'fr', 'de', 'it', 'pt'].includes(language)) {
        // The brand and "EU" are the only Latin letters allowed in a non-Latin book.
        expect(all.replace(/Fabelhaft|EU/g, '')).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('sets lang and dir per language, right-to-left for Arabic', () => {
    const p = pages(7, 'booklet', 'ar', 'en');
    const page = p.pages.find((x) => x.kind === 'story-text');
    const html = documentHtml(p, [pageSection(p, page!, new Map(), '#333')], { bleedMm: 0 });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('lang="en" dir="ltr"');
    expect(html).toContain("'Noto Naskh Arabic'");
  });

  it('binds a left-to-right book on the left: odd pages on the right, the gutter at their left edge', () => {
    const p = pages(7, 'booklet', 'en', 'ar');
    expect(p).toMatchObject({ binding: 'left', readingDirection: 'ltr', gutterMm: 3 });
    expect(p.pages.filter((x) => x.number % 2 === 1).every((x) => x.side === 'right')).toBe(true);
    const text = p.pages.find((x) => x.kind === 'story-text')!;
    expect(text.side).toBe('right');
    const html = documentHtml(p, [pageSection(p, text, new Map(), '#333')], { bleedMm: 3 });
    expect(html).toContain(`class="page story-text right" data-page="${text.number}"`);
    expect(html).toContain('.page.right .safe{left:18mm}'); // 3 bleed + 12 safe + 3 gutter
    expect(html).toContain('.page.right .folio{right:15mm}'); // the outer corner
    expect(html).toContain(`<div class="folio" lang="en" aria-hidden="true">${text.number}</div>`);
  });

  it.each([
    ['an Arabic', undefined],
    ['a bilingual Arabic/English', 'en'],
  ] as const)('binds %s book on the right and mirrors its spreads and margins', (_, translation) => {
    for (const format of ['booklet', 'board'] as const) {
      const p = pages(format === 'board' ? 2 : 7, format, 'ar', translation);
      expect(p).toMatchObject({ binding: 'right', readingDirection: 'rtl' });
      // Page 1 is a recto, which in a right-bound book lies on the left; spreads are mirrored.
      for (const page of p.pages) expect(page.side).toBe(page.number % 2 === 1 ? 'left' : 'right');
    }
    const p = pages(7, 'booklet', 'ar', translation);
    // The first story spread: the picture (even page) on the right, read first, its text on the left.
    const picture = p.pages.find((x) => x.kind === 'story-picture')!;
    const text = p.pages.find((x) => x.kind === 'story-text')!;
    expect([picture.number % 2, picture.side, text.number, text.side]).toEqual([
      0,
      'right',
      picture.number + 1,
      'left',
    ]);
    const html = documentHtml(p, [pageSection(p, text, new Map(), '#333')], { bleedMm: 3 });
    expect(html).toContain(`class="page story-text left"`);
    // Inner margin (safe + gutter) at the right edge, the binding side; the folio in the outer (left) corner.
    expect(html).toContain('.page.left .safe{right:18mm}');
    expect(html).toContain('.page.left .folio{left:15mm}');
    expect(html).toContain('.story-text.left{background:linear-gradient(270deg');
    expect(text.folio).toBe(new Intl.NumberFormat('ar-u-nu-arab').format(text.number));
    expect(html).toContain(`<div class="folio" lang="ar" aria-hidden="true">${text.folio}</div>`);
  });

  it('sets Chinese, Japanese and Korean in TrueType faces of their own, Noto CJK (Type 3 in print) last', () => {
    for (const language of ['zh', 'ja', 'ko'] as const) {
      for (const serif of [false, true]) {
        const stack = fontFamily(language, serif)
          .split(', ')
          .map((f) => f.replace(/'/g, ''));
        const own = CJK_FONTS[language][serif ? 'serif' : 'sans'];
        expect(stack.slice(0, own.length)).toEqual(own);
        expect(stack[own.length]).toMatch(/^Noto (Sans|Serif) CJK (SC|JP|KR)$/);
        // No other language's CJK faces: Japanese must never get Chinese glyph shapes.
        const others = (['zh', 'ja', 'ko'] as const)
          .filter((l) => l !== language)
          .flatMap((l) => [...CJK_FONTS[l].sans, ...CJK_FONTS[l].serif])
          .filter((f) => !own.includes(f));
        for (const other of others) expect(stack).not.toContain(other);
      }
    }
    expect(fontFamily('ja', false)).toMatch(/^'MotoyaLMaru', 'IPAexGothic', 'Noto Sans CJK JP'/);
    expect(fontFamily('zh', true)).toMatch(/^'AR PL KaitiM GB', 'WenQuanYi Micro Hei', 'Noto Serif CJK SC'/);
    expect(fontFamily('ko', false)).toMatch(/^'NanumSquareRound', 'NanumGothic', 'Noto Sans CJK KR'/);
  });
});

describe('pictures follow the story frame', () => {
  it('shows the storm the idea names gathering, its setting and its things', () => {
    const plan = planStory({
      bookId: 'storm',
      idea: 'Leo the brave little tractor helps the farmer bring in the harvest before the storm',
      age: 10,
      mainLanguage: 'en',
      style: 'pixar',
    });
    const p = planPages({ plan, format: 'booklet', textBackground: true });
    const briefs = p.pages.flatMap((page) => (page.illustration ? [page.illustration] : []));
    expect(briefs.find((b) => b.beat === 'turning-point')?.mood).toBe('stormy');
    // The resolution page says "just as the storm arrives, the harvest is safe": its picture shows that storm
    // (issue #21, pictures follow the page); the pages before the storm is named are bright.
    expect(briefs.find((b) => b.beat === 'resolution')?.weather).toBe('storm');
    expect(briefs.every((b) => b.setting === 'farm' && b.things?.includes('harvest'))).toBe(true);
    expect(p.cover.front.cast.map((c) => c.sheet.kind)).toEqual(['tractor', 'farmer']);
  });
});

describe('alt texts of a book with a lone hero', () => {
  it('name no empty companion ("und , ," never)', () => {
    for (const language of LANGUAGES) {
      const plan = planStory({
        bookId: `solo-${language}`,
        idea: language === 'de' ? 'Noah fliegt zum Mond' : 'Noah flies to the moon',
        age: 5,
        mainLanguage: language,
        style: 'watercolor',
      });
      expect(plan.cast).toHaveLength(1);
      const pages = planPages({ plan, format: 'booklet', textBackground: true }).pages;
      for (const page of pages)
        expect({ language, alt: page.altText }).not.toEqual({
          language,
          alt: expect.stringMatching(/[,،]\s*[,،]|\(\s*\)|（）|\s(und|and|et|y|e|и)\s*[,，،]/u),
        });
    }
  });
});
