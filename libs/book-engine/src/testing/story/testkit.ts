import type { AgeBand, Language, StoryPlan } from '../../types';
import type { IdeaFrame } from '../../story/model';
import { WORDS_PER_PAGE } from '../../story/tell/beats';
import { GRAMMARS, type Entity } from '../../story/tell/grammar';
import { tellOutline, writeManuscript } from '../../story/tell/write';
import { wordIn } from '../../story/tell/words';

/**
 * A plan as planStory makes it for a frame the reader (`story/read/`) gives (tests only); `names` are the book's
 * names per language by character id (transliterated ones for other scripts).
 */
export function planOf(
  frame: IdeaFrame,
  languages: Language[],
  band: AgeBand,
  bookId = 'book-1',
  names: Partial<Record<Language, Record<string, string>>> = {},
): StoryPlan {
  const o = tellOutline(frame, {
    bookId,
    languages,
    band,
    names: Object.fromEntries(
      Object.entries(names).map(([l, byId]) => [l, new Map(Object.entries(byId ?? {}))]),
    ),
  });
  return {
    bookId,
    languages,
    mainLanguage: languages[0] as Language,
    ...(languages[1] ? { translationLanguage: languages[1] } : {}),
    ageBand: band,
    age: { min: 5, max: 5 },
    style: 'watercolor',
    title: o.title,
    synopsis: o.synopsis,
    cast: frame.characters.map((c, i) => ({
      id: c.id,
      name: Object.fromEntries(languages.map((l) => [l, names[l]?.[c.id] ?? c.name ?? ''])),
      role: i === 0 ? 'protagonist' : 'companion',
      description: o.descriptions[i] ?? {},
      sheet: {
        species: 'person',
        gender: 'f',
        colors: { body: '', hair: '', clothing: '', accent: '' },
        clothing: 'scarf',
        features: [],
      },
    })),
    setting: { place: 'garden', name: o.placeName, description: o.setting },
    object: 'star',
    themes: [],
    chapters: o.chapters,
    idea: frame,
  };
}

export const words = (text: string): number =>
  text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The outline's text in one language: title, synopsis, chapter titles and summaries, cast lines, setting. */
export const outlineText = (plan: StoryPlan, l: Language): string =>
  [
    plan.title[l],
    plan.synopsis[l],
    ...plan.chapters.flatMap((c) => [c.title[l], c.summary[l]]),
    ...plan.cast.map((c) => c.description[l]),
    plan.setting.description[l],
  ].join('\n');

export const BANDS = Object.keys(WORDS_PER_PAGE) as AgeBand[];

/** Every page of the book for every band: non-empty, its words within the band's range, in each language. */
export function pagesOutOfBand(frame: IdeaFrame, languages: Language[]): unknown[] {
  const bad: unknown[] = [];
  for (const band of BANDS) {
    const plan = planOf(frame, languages, band, `band-${band}`);
    const book = writeManuscript(plan, band === 'toddler' ? 'board' : 'booklet');
    if (book.pages.length !== (band === 'toddler' ? 10 : 9)) bad.push([band, 'pages', book.pages.length]);
    const { min, max } = WORDS_PER_PAGE[band];
    for (const page of book.pages)
      for (const l of languages) {
        const n = words(page.text[l] ?? '');
        if (n < min || n > max) bad.push([band, l, n, page.text[l]]);
      }
  }
  return bad;
}

/** A noun phrase as a grammar writes it for a role: `the` (definite), `a`, `in`, `to`. */
export function phrase(
  language: Language,
  noun: { word: string; language: Language; en?: string; gender?: 'm' | 'f' },
  extra: Partial<Entity> = {},
): { the: string; a: string; in: string; to: string } {
  const grammar = GRAMMARS[language];
  if (!grammar) throw new Error(`no grammar for ${language}`);
  const a = grammar.args('p', { word: wordIn(noun, language), ...extra });
  return { the: a.p as string, a: a.p_a as string, in: a.p_in as string, to: a.p_to as string };
}
