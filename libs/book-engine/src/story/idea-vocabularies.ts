import type { Language } from '../types';
import type { PlotShape } from './frame';
import { type IdeaVocabulary, readIdea } from './idea-vocabulary';
import es from './data/es.idea.json';
import fr from './data/fr.idea.json';
import stored from './data/idea-extras.json';
import it from './data/it.idea.json';
import ja from './data/ja.idea.json';
import ko from './data/ko.idea.json';
import pt from './data/pt.idea.json';
import zh from './data/zh.idea.json';
import { mapValues, patterns } from './data/rows';
import { AR_IDEA } from './tellers/ar.idea';
import { RU_IDEA } from './tellers/ru.idea';

export type OtherLanguage = Exclude<Language, 'de' | 'en'>;

/**
 * The idea vocabularies of the nine book languages beyond German and English: the lexicon's nouns as each
 * language spells them, goal words, name cues and traits (`data/<lang>.idea.json`; Russian and Arabic derive
 * most of theirs from their noun tables, `tellers/ru.idea.ts`, `tellers/ar.idea.ts`). The readers (`read/`)
 * look nouns up in them, the Romance reader through `read/nouns.ts`, the Russian, Chinese, Japanese, Korean
 * and Arabic one directly.
 */
export const IDEA_VOCABULARIES: Record<OtherLanguage, IdeaVocabulary> = {
  es: readIdea(es),
  fr: readIdea(fr),
  it: readIdea(it),
  pt: readIdea(pt),
  ru: RU_IDEA,
  zh: readIdea(zh),
  ja: readIdea(ja),
  ko: readIdea(ko),
  ar: AR_IDEA,
};

/**
 * What the readers need beyond a vocabulary: the function words that tell the Romance languages apart
 * (`stops`, for telling the idea's language) and goal spellings a vocabulary misses (OR-ed into that shape's
 * pattern, so the vocabulary's order still decides).
 */
export interface IdeaExtras {
  stops: string[];
  goals?: Partial<Record<PlotShape, RegExp>>;
}

/** `data/idea-extras.json`: stop words as one space-separated string, goal patterns as "/source/flags". */
export const IDEA_EXTRAS = mapValues(stored, (extras: { stops: string; goals?: Record<string, string> }) => ({
  stops: extras.stops.split(' ').filter(Boolean),
  ...(extras.goals ? { goals: patterns(extras.goals) } : {}),
})) as Record<OtherLanguage, IdeaExtras>;
