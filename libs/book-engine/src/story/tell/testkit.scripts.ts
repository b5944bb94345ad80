import type { AgeBand, Language, StoryPlan } from '../../types';
import type { IdeaFrame } from '../model';
import { WORDS_PER_PAGE } from './beats';
import { countWords } from './words';
import { tellOutline, writeManuscript } from './write';

/** The tests' helpers for one language of the open teller: a plan as planStory makes it, and its checks. */
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
    setting: { place: 'forest', name: o.placeName, description: o.setting },
    object: 'star',
    themes: [],
    chapters: o.chapters,
    idea: frame,
  };
}

/** The outline's text in one language: title, synopsis, chapter titles and summaries. */
export const outlineText = (plan: StoryPlan, l: Language): string =>
  [plan.title[l], plan.synopsis[l], ...plan.chapters.flatMap((c) => [c.title[l], c.summary[l]])].join('\n');

/** "Tom, a little bear, and his friend the fox look for a treasure in the forest": an idea in English. */
export const TOM: IdeaFrame = {
  version: 2,
  ideaLanguage: 'en',
  characters: [
    {
      id: 'c1',
      name: 'Tom',
      kind: { word: 'bear', language: 'en', en: 'bear' },
      category: 'animal',
      drawAs: 'bear',
      sex: 'm',
      role: 'protagonist',
      traits: [{ word: 'little', en: 'little' }],
      looks: {},
    },
    {
      id: 'c2',
      kind: { word: 'fox', language: 'en', en: 'fox' },
      category: 'animal',
      drawAs: 'fox',
      sex: 'f',
      role: 'companion',
      relation: { to: 'c1', as: 'friend' },
      traits: [],
      looks: {},
    },
  ],
  places: [{ noun: { word: 'forest', language: 'en', en: 'forest' }, drawAs: 'forest' }],
  things: [],
  goal: {
    shape: 'quest',
    verb: 'find',
    target: { noun: { word: 'treasure', language: 'en', en: 'treasure' }, traits: [] },
  },
  sentence: 'Tom, a little bear, and his friend the fox look for a treasure in the forest',
};

export const BANDS = Object.keys(WORDS_PER_PAGE) as AgeBand[];

/** Every page of every band's book: non-empty, its words within the band's range, in each language. */
export function pagesOutOfRange(frame: IdeaFrame, languages: Language[], names = {}): string[] {
  const bad: string[] = [];
  for (const band of BANDS) {
    const range = WORDS_PER_PAGE[band];
    const book = writeManuscript(
      planOf(frame, languages, band, 'book-1', names),
      band === 'toddler' ? 'board' : 'booklet',
    );
    for (const page of book.pages)
      for (const l of languages) {
        const n = countWords(page.text[l] ?? '', l);
        if (!(n >= range.min && n <= range.max)) bad.push(`${band} ${l} ${n}: ${page.text[l]}`);
      }
  }
  return bad;
}
