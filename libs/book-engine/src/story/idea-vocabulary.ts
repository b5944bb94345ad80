import type { Language } from '../types';
import { pattern } from './data/rows';
import type { PlotShape } from './frame';

/**
 * What the idea analyser needs to read an idea written in one of the nine book languages beyond German and
 * English (spec: "names and known vocabulary in the other nine"): the lexicon's nouns as an idea spells
 * them, the words that announce a goal, join names or cue a name. Latin and Cyrillic ideas are read word by
 * word; Chinese, Japanese and Korean ideas by the longest known spelling at each position; Arabic by words
 * with their attached prefixes (و، ال، ب، ل) taken off.
 */
export interface IdeaVocabulary {
  language: Exclude<Language, 'de' | 'en'>;
  /** Lexicon id → lower-case spellings as an idea writes them: singular, plural, common inflections. */
  words: Record<string, string[]>;
  /** Words or stems that announce each plot shape, first match wins (rescue first, deadline last, the same in every language). */
  goals: Array<[PlotShape, RegExp]>;
  /** Words joining two names ("y", "et", "и", "和", "と", "와", "و"). */
  and: string[];
  /** Words right before (or, for ja/ko, right after) a name: "llamado", "зовут", "叫", "という", "라는". */
  nameCues: string[];
  /** "before" as in "before the storm". */
  before: RegExp;
  /** The idea's adjectives for the lexicon's traits (keys of TRAITS in read/traits.ts) → spellings. */
  traits: Record<string, string[]>;
}

/**
 * An idea vocabulary as `data/<lang>.idea.json` stores it: patterns as "/source/flags" strings. Russian and
 * Arabic derive their nouns' and traits' spellings from the noun tables (`tellers/ru.idea.ts`,
 * `tellers/ar.idea.ts`) and store only what those lack (`extraWords`, `traitSynonyms`).
 */
export interface StoredIdea {
  language: string;
  words?: Record<string, string[]>;
  extraWords?: Record<string, string[]>;
  goals: string[][];
  and: string[];
  nameCues: string[];
  before: string;
  traits?: Record<string, string[]>;
  traitSynonyms?: Record<string, string[]>;
}

/** The vocabulary of a stored one, its patterns compiled once; `words` and `traits` given where derived. */
export const readIdea = (
  stored: StoredIdea,
  words = stored.words ?? {},
  traits = stored.traits ?? {},
): IdeaVocabulary => ({
  language: stored.language as IdeaVocabulary['language'],
  words,
  goals: stored.goals.map(([shape, stored]) => [shape as PlotShape, pattern(stored as string)]),
  and: stored.and,
  nameCues: stored.nameCues,
  before: pattern(stored.before),
  traits,
});

/** Lexicon id → spellings, from each noun's forms in table order: a spelling two nouns share stays with the first. */
export function spellingsById(forms: Iterable<[string, string[]]>): Record<string, string[]> {
  const words: Record<string, string[]> = {};
  const owner = new Map<string, string>();
  for (const [id, spellings] of forms)
    for (const form of spellings) {
      if (owner.has(form) && owner.get(form) !== id) continue;
      owner.set(form, id);
      const list = (words[id] ??= []);
      if (!list.includes(form)) list.push(form);
    }
  return words;
}
