import type { Language, StoryPlan } from '../../types';
import type { IdeaFrame } from '../../story/model';
import { WORDS_PER_PAGE } from '../../story/tell/beats';
import { countWords } from '../../story/tell/words';
import { BANDS, planOf } from './testkit';
import { writeManuscript } from '../../story/tell/write';

/** The tests' helpers for the languages of other scripts; the plan builder and the bands are `testkit.ts`'s. */
export { planOf, BANDS } from './testkit';

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
