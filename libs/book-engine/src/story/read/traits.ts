import type { Gender } from '../../types';
import traits from '../data/traits.json';
import { pattern } from '../data/rows';

/**
 * The shared traits table (`data/traits.json`: the idea's adjectives the writers can use again, canonical
 * English → "German stem|/pattern/"; the other languages' spellings are in `data/<lang>.idea.json` and their
 * adjectives in `<lang>.nouns.json`), and the last-resort sex of an unknown name.
 */
export const TRAITS: Record<string, { en: string; de: string; match: RegExp }> = Object.fromEntries(
  Object.entries(traits).map(([en, row]) => {
    const de = row.slice(0, row.indexOf('|'));
    return [en, { en, de, match: pattern(row.slice(de.length + 1)) }];
  }),
);

/** Last resort for an unknown name in Latin letters: many girls' names end in a vowel in the book languages. */
export const genderFromName = (name: string): Gender | undefined =>
  /[aei]$/i.test(name) ? 'f' : /[bdgklmnrst]$/i.test(name) ? 'm' : undefined;
