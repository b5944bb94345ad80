import { planPages } from '../production/plan-pages';
import type { PagePlan } from '../production/types';
import { planStory } from '../story/plan-story';
import type { Localized, StoryInput, StoryPlan } from '../types';
import { applyChanges, coverTouched, touchedPages } from './apply-changes';
import type { PlannedChange } from './changes';
import { parsePlannedChanges } from './change-schema';
import { InvalidRefinement } from './errors';
import { nameForBook, translatesNames } from './names';

const book = (input: Partial<StoryInput> & Pick<StoryInput, 'bookId' | 'idea'>): StoryPlan =>
  planStory({ age: 5, mainLanguage: 'de', translationLanguage: 'en', style: 'watercolor', ...input });

/** A German–English booklet: Mia (0) and an unnamed fox (1), as `planStory` writes it. */
const DE_EN = book({ bookId: 'refine-de', idea: 'Mia und ihr Fuchs suchen einen Schatz im Wald' });
/** An English–Russian booklet: Emma (0) and an unnamed dragon (1); names kept or translated. */
const EN_RU = (translateCharacterNames: boolean) =>
  book({
    bookId: 'refine-ru',
    idea: 'Emma and her dragon fly a kite in the castle garden',
    age: 6,
    mainLanguage: 'en',
    translationLanguage: 'ru',
    translateCharacterNames,
    style: 'cartoon',
  });

const pages = (plan: StoryPlan): PagePlan => planPages({ plan, format: 'booklet', textBackground: true });
const why = { rationale: 'test' };

function expectInvalid(run: () => unknown, code: InvalidRefinement['code']): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(InvalidRefinement);
  expect((caught as InvalidRefinement).code).toBe(code);
}

/** Every story text of a plan in one language (title, synopsis, chapters, page edits), where a name appears. */
const texts = (plan: StoryPlan, language: 'de' | 'en' | 'ru'): string =>
  [
    plan.title[language],
    plan.synopsis[language],
    ...plan.chapters.flatMap((c) => [c.title[language], c.summary[language]]),
    ...Object.values(plan.pageEdits ?? {}).map((e) => e.body?.[language] ?? ''),
  ].join('\n');

/** A plan whose interior page `page` reads `body` (as a parent's earlier rewrite would leave it). */
const pageWith = (plan: StoryPlan, page: number, body: Localized): StoryPlan => ({
  ...plan,
  pageEdits: { ...(plan.pageEdits ?? {}), [String(page)]: { body } },
});

describe('applyChanges: page text', () => {
  it('rewrites a page in the given languages, keeps the others, and touches only that page', () => {
    const before = pages(DE_EN);
    const page = before.pages.find((p) => p.kind === 'story-text') as (typeof before.pages)[number];
    const next = applyChanges(DE_EN, [
      {
        target: 'page_text',
        action: 'rewrite',
        page: page.number,
        body: { de: 'Mia findet eine Muschel.' },
        ...why,
      },
    ]);
    const after = pages(next);
    expect(after.pages[page.number - 1]?.text?.body).toEqual({
      de: 'Mia findet eine Muschel.',
      en: page.text?.body.en,
    });
    expect(touchedPages(before, after)).toEqual([page.number]);
    expect(coverTouched(before, after)).toBe(false);

    const both = applyChanges(next, [
      {
        target: 'page_text',
        action: 'translate_line',
        page: page.number,
        language: 'en',
        text: 'Mia finds a shell.',
        ...why,
      },
    ]);
    expect(both.pageEdits?.[String(page.number)]?.body).toEqual({
      de: 'Mia findet eine Muschel.',
      en: 'Mia finds a shell.',
    });
  });

  it('shortens every line of a page to about half, the same sentences or clauses in each language', () => {
    const plan = book({
      bookId: 'refine-teen',
      idea: 'Two friends build a raft on the river',
      age: 13,
      mainLanguage: 'en',
      translationLanguage: 'de',
    });
    const before = pages(plan);
    const long = before.pages.find(
      (p) => p.kind === 'story-text' && (p.text?.body.en ?? '').split(/[.!?]\s/).length >= 3,
    );
    expect(long).toBeDefined();
    const next = pages(
      applyChanges(plan, [{ target: 'page_text', action: 'shorten', page: long!.number, ...why }]),
    );
    const body = next.pages[long!.number - 1]?.text?.body ?? {};
    for (const language of ['en', 'de'] as const) {
      const old = long!.text?.body[language] ?? '';
      expect(body[language]?.length).toBeLessThan(old.length);
      expect(old.startsWith((body[language] ?? '').replace(/[.!?]$/, ''))).toBe(true);
    }
    expect(touchedPages(before, next)).toEqual([long!.number]);

    // One sentence with a joined clause loses the clause ("…, but …"), in both lines.
    const withClause = pageWith(DE_EN, 5, {
      de: 'Mia und der Fuchs suchen im Wald überall, aber sie finden nichts.',
      en: 'Mia and the fox search everywhere in the forest, but they find nothing.',
    });
    const cut = pages(
      applyChanges(withClause, [{ target: 'page_text', action: 'shorten', page: 5, ...why }]),
    );
    expect(cut.pages[4]?.text?.body).toEqual({
      de: 'Mia und der Fuchs suchen im Wald überall.',
      en: 'Mia and the fox search everywhere in the forest.',
    });
  });

  it('refuses to shorten a page with nothing to leave out', () => {
    const single = pageWith(DE_EN, 5, { de: 'Mia findet den Schatz!', en: 'Mia finds the treasure!' });
    expectInvalid(
      () => applyChanges(single, [{ target: 'page_text', action: 'shorten', page: 5, ...why }]),
      'BOOK_ENGINE.REFINEMENT_NOTHING_TO_SHORTEN',
    );
  });
});

describe('applyChanges: page scene', () => {
  it("changes the one page's brief (place, setting, cast, action) and leaves every other brief deep-equal", () => {
    const before = pages(DE_EN);
    const picture = before.pages.find(
      (p) => p.kind === 'story-picture' && p.number > 6,
    ) as (typeof before.pages)[number];
    const next = applyChanges(DE_EN, [
      {
        target: 'page_scene',
        action: 'set_place',
        page: picture.number,
        scene: { place: 'sea', setting: 'beach' },
        ...why,
      },
      { target: 'page_scene', action: 'set_cast', page: picture.number, scene: { cast: [0] }, ...why },
      {
        target: 'page_scene',
        action: 'set_action',
        page: picture.number,
        scene: { action: 'Sie bauen eine Sandburg.', things: ['sandcastle'] },
        ...why,
      },
    ]);
    const after = pages(next);
    expect(after.pages[picture.number - 1]?.illustration).toMatchObject({
      id: picture.illustration?.id,
      variant: picture.illustration?.variant,
      place: 'sea',
      setting: 'beach',
      things: ['sandcastle'],
      caption: 'Sie bauen eine Sandburg.',
      cast: [{ role: 'protagonist', name: 'Mia', sheet: DE_EN.cast[0]?.sheet }],
    });
    expect(touchedPages(before, after)).toEqual([picture.number]);
    for (const p of after.pages.filter((p) => p.number !== picture.number)) {
      expect(p).toEqual(before.pages[p.number - 1]);
    }
    expect(after.cover).toEqual(before.cover);
  });

  it('a new light (issue #21: "page 9 at night") sets the time and weather of that picture only, with a mood that fits', () => {
    const before = pages(DE_EN);
    const picture = before.pages.find((p) => p.kind === 'story-picture' && p.number > 6)!;
    expect(picture.illustration?.timeOfDay).not.toBe('night');
    const next = applyChanges(DE_EN, [
      { target: 'page_scene', action: 'set_place', page: picture.number, scene: { place: 'sea' }, ...why },
      {
        target: 'page_scene',
        action: 'set_light',
        page: picture.number,
        scene: { timeOfDay: 'night', weather: 'rain' },
        ...why,
      },
    ]);
    const after = pages(next);
    expect(after.pages[picture.number - 1]?.illustration).toMatchObject({
      place: 'sea',
      timeOfDay: 'night',
      weather: 'rain',
      mood: 'night',
    });
    expect(touchedPages(before, after)).toEqual([picture.number]);
    // Back to day: the night mood goes with it.
    const day = pages(
      applyChanges(next, [
        {
          target: 'page_scene',
          action: 'set_light',
          page: picture.number,
          scene: { timeOfDay: 'day' },
          ...why,
        },
      ]),
    );
    expect(day.pages[picture.number - 1]?.illustration).toMatchObject({
      timeOfDay: 'day',
      weather: 'rain',
      mood: 'bright',
    });
    expect(() =>
      applyChanges(DE_EN, [
        {
          target: 'page_scene',
          action: 'set_light',
          page: picture.number,
          scene: { timeOfDay: 'teatime' as 'day' },
          ...why,
        },
      ]),
    ).toThrow(/not a planned change/);
  });

  it('a new place without a setting clears the setting an earlier edit gave the page', () => {
    const next = applyChanges(DE_EN, [
      {
        target: 'page_scene',
        action: 'set_place',
        page: 4,
        scene: { place: 'sea', setting: 'beach' },
        ...why,
      },
      { target: 'page_scene', action: 'set_place', page: 4, scene: { place: 'space' }, ...why },
    ]);
    expect(next.pageEdits?.['4']?.scene).toEqual({ place: 'space' });
  });
});

describe('applyChanges: characters', () => {
  it("changes the character's sheet: every brief with the character and the cover follow, nothing else", () => {
    const before = pages(DE_EN);
    const next = applyChanges(DE_EN, [
      {
        target: 'character',
        action: 'change_look',
        character: 1,
        look: { clothing: 'scarf', colors: { clothing: '#1E88E5' } },
        ...why,
      },
    ]);
    expect(next.cast[1]?.sheet).toEqual({
      ...DE_EN.cast[1]?.sheet,
      clothing: 'scarf',
      colors: { ...DE_EN.cast[1]?.sheet.colors, clothing: '#1e88e5' },
    });
    expect(next.cast[0]).toEqual(DE_EN.cast[0]);
    const after = pages(next);
    const withFox = before.pages
      .filter((p) => p.illustration?.cast.some((c) => c.role === 'companion'))
      .map((p) => p.number);
    expect(withFox.length).toBeGreaterThan(5);
    expect(touchedPages(before, after)).toEqual(withFox);
    for (const number of withFox) {
      const fox = after.pages[number - 1]?.illustration?.cast.find((c) => c.role === 'companion');
      expect(fox?.sheet).toEqual(next.cast[1]?.sheet);
    }
    expect(coverTouched(before, after)).toBe(true);
    expect(after.cover.front.cast.find((c) => c.role === 'companion')?.sheet.clothing).toBe('scarf');
    expect(after.cover.title).toEqual(before.cover.title);
  });

  it('keeps a character drawn as the new animal when its species changes, and adds and removes features', () => {
    const next = applyChanges(DE_EN, [
      {
        target: 'character',
        action: 'change_look',
        character: 1,
        look: { species: 'cat', addFeatures: ['glasses'], removeFeatures: DE_EN.cast[1]?.sheet.features },
        ...why,
      },
    ]);
    expect(next.cast[1]?.sheet).toMatchObject({ species: 'cat', kind: 'cat', features: ['glasses'] });
  });

  it('gives a person curls and a hair length (issue #21: "curly hair", "kurze Haare")', () => {
    const girl = DE_EN.cast.findIndex((c) => c.sheet.species === 'person');
    const next = applyChanges(DE_EN, [
      {
        target: 'character',
        action: 'change_look',
        character: girl,
        look: { addFeatures: ['curls'], hairLength: 'short' },
        ...why,
      },
    ]);
    expect(next.cast[girl]?.sheet).toMatchObject({ hairLength: 'short' });
    expect(next.cast[girl]?.sheet.features).toContain('curls');
  });

  it('renames an unnamed fox in both lines of a German–English book, in every text and page edit', () => {
    const edited = applyChanges(DE_EN, [
      {
        target: 'page_text',
        action: 'rewrite',
        page: 5,
        body: { de: 'Der kleine Fuchs lacht mit dem Fuchs.', en: 'The fox laughs.' },
        ...why,
      },
    ]);
    const next = applyChanges(edited, [
      { target: 'character', action: 'rename', character: 1, name: { de: 'Rufus' }, ...why },
    ]);
    expect(next.cast[1]?.name).toEqual({ de: 'Rufus', en: 'Rufus' });
    // No noun phrase of the fox is left, in any case or position ("Der kleine Fuchs", "dem Fuchs").
    expect(texts(next, 'de')).not.toMatch(/\b(der|den|dem|des|vom|zum|beim)\s+(kleine[nr]?\s+)?Fuchs/i);
    expect(texts(next, 'en')).not.toMatch(/\bthe\s+(little\s+)?fox/i);
    expect(next.chapters.map((c) => c.summary.de).join(' ')).toContain('Rufus');
    expect(next.chapters.map((c) => c.summary.en).join(' ')).toContain('Rufus');
    expect(next.cast[1]?.description.de).toMatch(/^Rufus ist (in dieser Geschichte )?ein Fuchs\.$/);
    expect(next.cast[1]?.description.en).toBe('Rufus is a fox in this story.');
    expect(next.pageEdits?.['5']?.body).toEqual({ de: 'Rufus lacht mit Rufus.', en: 'Rufus laughs.' });
    // The title page's line is made from the names: it follows without an edit.
    expect(pages(next).pages[0]?.text?.body).toEqual({
      de: 'Eine Geschichte über Mia und Rufus',
      en: 'A story about Mia and Rufus',
    });
  });

  it('renames a named hero everywhere, German genitive included', () => {
    const next = applyChanges(DE_EN, [
      { target: 'character', action: 'rename', character: 0, name: { de: 'lena' }, ...why },
    ]);
    expect(next.cast[0]?.name).toEqual({ de: 'Lena', en: 'Lena' });
    expect(texts(next, 'de') + texts(next, 'en')).not.toMatch(/\bMia/);
    expect(texts(next, 'de')).toMatch(/Lena/);
    const genitive = applyChanges(
      { ...DE_EN, synopsis: { de: 'Mias Fuchs sucht.', en: "Mia's fox looks." } },
      [{ target: 'character', action: 'rename', character: 0, name: { de: 'Klaus' }, ...why }],
    );
    expect(genitive.synopsis).toEqual({ de: 'Klaus’ Fuchs sucht.', en: "Klaus's fox looks." });
  });

  it('renames in an English–Russian book that keeps names: the same Latin name in both lines', () => {
    const plan = EN_RU(false);
    expect(translatesNames(plan)).toBe(false);
    const next = applyChanges(plan, [
      { target: 'character', action: 'rename', character: 1, name: { en: 'Rufus', ru: 'Руфус' }, ...why },
      { target: 'character', action: 'rename', character: 0, name: { en: 'Lena' }, ...why },
    ]);
    expect(next.cast.map((c) => c.name)).toEqual([
      { en: 'Lena', ru: 'Lena' },
      { en: 'Rufus', ru: 'Rufus' },
    ]);
    expect(texts(next, 'ru')).not.toMatch(/Emma|дракон/i);
    expect(texts(next, 'ru')).toMatch(/\bLena\b/);
    expect(texts(next, 'ru')).toMatch(/\bRufus\b/);
    expect(next.title.ru).toContain('Lena');
  });

  it('renames in an English–Russian book that translates names: transliterated and declined in Russian', () => {
    const plan = EN_RU(true);
    expect(translatesNames(plan)).toBe(true);
    const next = applyChanges(plan, [
      { target: 'character', action: 'rename', character: 1, name: { en: 'Rufus' }, ...why },
      { target: 'character', action: 'rename', character: 0, name: { en: 'Lena' }, ...why },
    ]);
    expect(next.cast.map((c) => c.name)).toEqual([
      { en: 'Lena', ru: 'Лена' },
      { en: 'Rufus', ru: 'Руфус' },
    ]);
    // Declined in Russian where the text needs a case ("с Руфусом", "Руфуса").
    expect(texts(next, 'ru')).toMatch(/Лена/);
    expect(texts(next, 'ru')).toMatch(/у Руфуса|Руфус/);
    expect(texts(next, 'ru')).not.toMatch(/Эмм|дракон/i);
    expect(next.cast[1]?.description).toEqual({
      en: 'Rufus is a dragon in this story.',
      ru: 'Руфус — дракон в этой истории.',
    });
  });

  it('renames in an Arabic book, also where a particle is written onto the name (والثعلب → وروفوس)', () => {
    const plan = book({
      bookId: 'refine-ar',
      idea: 'Mia and her fox look for a treasure in the forest',
      age: 6,
      mainLanguage: 'ar',
      translationLanguage: 'en',
      translateCharacterNames: true,
    });
    expect(plan.cast[1]?.name.ar).toBe('الثعلب');
    const joined = plan.chapters.find((c) => (c.summary.ar ?? '').includes('والثعلب'));
    expect(joined).toBeDefined();
    const next = applyChanges(plan, [
      { target: 'character', action: 'rename', character: 1, name: { en: 'Rufus' }, ...why },
    ]);
    expect(next.cast[1]?.name).toEqual({ ar: 'روفوس', en: 'Rufus' });
    const after = next.chapters[plan.chapters.indexOf(joined!)]?.summary.ar ?? '';
    expect(after).toContain('وروفوس');
    expect(next.chapters.map((c) => c.summary.ar).join(' ')).not.toContain('الثعلب');
  });

  it('gives a new name the book’s rule: main script first, the translation only when names are translated', () => {
    const ruMain = book({
      bookId: 'ru-main',
      idea: 'Anna and a fox in the forest',
      mainLanguage: 'ru',
      translationLanguage: 'en',
    });
    expect(nameForBook(ruMain, 'Rufus')).toEqual({ ru: 'Руфус', en: 'Руфус' });
    const translated = book({
      bookId: 'tr',
      idea: 'Anna and a fox in the forest',
      translateCharacterNames: true,
    });
    expect(nameForBook(translated, 'Johann')).toEqual({ de: 'Johann', en: 'John' });
    expect(nameForBook(translated, 'Rufus', { en: 'Rusty' })).toEqual({ de: 'Rufus', en: 'Rusty' });
    expect(nameForBook(DE_EN, 'Johann', { en: 'John' })).toEqual({ de: 'Johann', en: 'Johann' });
    // A plan from before the rule was stored tells it by its names.
    const { translateCharacterNames: _kept, ...legacy } = translated;
    expect(
      translatesNames({
        ...legacy,
        cast: legacy.cast.map((c, i) => (i === 0 ? { ...c, name: { de: 'Johann', en: 'John' } } : c)),
      }),
    ).toBe(true);
    expect(translatesNames(legacy)).toBe(false);
  });
});

describe('applyChanges: book and validation', () => {
  it('changes the style: every picture and the cover are re-made', () => {
    const before = pages(DE_EN);
    const next = applyChanges(DE_EN, [{ target: 'book', action: 'change_style', style: 'anime', ...why }]);
    expect(next.style).toBe('anime');
    const after = pages(next);
    expect(touchedPages(before, after)).toEqual(after.pages.map((p) => p.number));
    expect(coverTouched(before, after)).toBe(true);
  });

  it('retitles the book: the given line changes, the other stays; the cover and the title page are re-made', () => {
    const before = pages(DE_EN);
    const next = applyChanges(DE_EN, [
      { target: 'book', action: 'retitle', title: { de: 'Der große Tag' }, ...why },
    ]);
    expect(next.title).toEqual({ ...DE_EN.title, de: 'Der große Tag' });
    const after = pages(next);
    expect(coverTouched(before, after)).toBe(true);
    expect(touchedPages(before, after)).toEqual([1]);
    expectInvalid(
      () =>
        applyChanges(DE_EN, [{ target: 'book', action: 'retitle', title: { fr: 'Le grand jour' }, ...why }]),
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE',
    );
    const wire = [{ target: 'book', action: 'retitle', title: { de: 'Der große Tag' }, rationale: 'Neu.' }];
    expect(parsePlannedChanges(wire)).toEqual(wire);
    expectInvalid(
      () => parsePlannedChanges([{ target: 'book', action: 'retitle', title: {}, rationale: 'x' }]),
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    );
  });

  it('is pure: the given plan is not changed', () => {
    const copy = structuredClone(DE_EN);
    applyChanges(DE_EN, [
      {
        target: 'character',
        action: 'change_look',
        character: 0,
        look: { colors: { hair: '#c4572e' } },
        ...why,
      },
      { target: 'character', action: 'rename', character: 1, name: { de: 'Rufus' }, ...why },
      { target: 'page_text', action: 'rewrite', page: 5, body: { de: 'Neu.' }, ...why },
    ]);
    expect(DE_EN).toEqual(copy);
  });

  it.each<[string, PlannedChange, InvalidRefinement['code']]>([
    [
      'a page after the last',
      { target: 'page_text', action: 'shorten', page: 99, ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_PAGE',
    ],
    [
      'page 0 (the cover is no interior page)',
      { target: 'page_scene', action: 'set_place', page: 0, scene: { place: 'sea' }, ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_PAGE',
    ],
    [
      'a character the cast does not have',
      { target: 'character', action: 'change_look', character: 2, look: { clothing: 'cape' }, ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_CHARACTER',
    ],
    [
      'a scene cast member the cast does not have',
      { target: 'page_scene', action: 'set_cast', page: 4, scene: { cast: [0, 7] }, ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_CHARACTER',
    ],
    [
      'text on a picture page',
      { target: 'page_text', action: 'rewrite', page: 4, body: { de: 'x' }, ...why },
      'BOOK_ENGINE.REFINEMENT_WRONG_PAGE_KIND',
    ],
    [
      'a scene on a text page',
      { target: 'page_scene', action: 'set_place', page: 5, scene: { place: 'sea' }, ...why },
      'BOOK_ENGINE.REFINEMENT_WRONG_PAGE_KIND',
    ],
    [
      'a language the book does not have',
      { target: 'page_text', action: 'rewrite', page: 5, body: { fr: 'x' }, ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE',
    ],
    [
      'the main line as a translation line',
      { target: 'page_text', action: 'translate_line', page: 5, language: 'de', text: 'x', ...why },
      'BOOK_ENGINE.REFINEMENT_UNKNOWN_LANGUAGE',
    ],
    [
      'a colour that is no #rrggbb',
      { target: 'character', action: 'change_look', character: 0, look: { colors: { hair: 'red' } }, ...why },
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    ],
    [
      'an empty look',
      { target: 'character', action: 'change_look', character: 0, look: {}, ...why },
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    ],
    [
      'a name that is no name',
      { target: 'character', action: 'rename', character: 1, name: { de: 'R2-D2' }, ...why },
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    ],
    [
      "another character's name",
      { target: 'character', action: 'rename', character: 1, name: { de: 'Mia' }, ...why },
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    ],
    [
      'a setting no picture can show',
      { target: 'page_scene', action: 'set_place', page: 4, scene: { setting: 'atlantis' }, ...why },
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    ],
  ])('refuses %s with a typed error', (_what, change, code) => {
    expectInvalid(() => applyChanges(DE_EN, [change]), code);
  });

  it('reads changes from the wire and refuses shapes it does not know', () => {
    const wire: unknown[] = [
      { target: 'book', action: 'change_style', style: 'anime', rationale: 'Anime.' },
      { target: 'page_text', action: 'shorten', page: 5, rationale: 'Kürzer.' },
    ];
    expect(parsePlannedChanges(wire)).toEqual(wire);
    expectInvalid(
      () => parsePlannedChanges([{ target: 'book', action: 'rename', rationale: 'x' }]),
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    );
    expectInvalid(
      () =>
        parsePlannedChanges([
          { target: 'book', action: 'change_style', style: 'anime', rationale: 'x', extra: 1 },
        ]),
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
    );
  });
});
