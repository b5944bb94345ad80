import type { Language } from '../types';
import type { PlotShape } from './frame';
import type { IdeaVocabulary } from './idea-vocabulary';
import { AR_IDEA } from './tellers/ar.idea';
import { ES_IDEA } from './tellers/es.idea';
import { FR_IDEA } from './tellers/fr.idea';
import { IT_IDEA } from './tellers/it.idea';
import { JA_IDEA } from './tellers/ja.idea';
import { KO_IDEA } from './tellers/ko.idea';
import { PT_IDEA } from './tellers/pt.idea';
import { RU_IDEA } from './tellers/ru.idea';
import { ZH_IDEA } from './tellers/zh.idea';

export type OtherLanguage = Exclude<Language, 'de' | 'en'>;

/**
 * The idea vocabularies of the nine book languages beyond German and English: the lexicon's nouns as each
 * language spells them, goal words, name cues and traits. The readers (`read/`) look nouns up in them, the
 * Romance reader through `read/nouns.ts`, the Russian, Chinese, Japanese, Korean and Arabic one directly.
 */
export const IDEA_VOCABULARIES: Record<OtherLanguage, IdeaVocabulary> = {
  es: ES_IDEA,
  fr: FR_IDEA,
  it: IT_IDEA,
  pt: PT_IDEA,
  ru: RU_IDEA,
  zh: ZH_IDEA,
  ja: JA_IDEA,
  ko: KO_IDEA,
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

const w = (words: string): string[] => words.split(' ').filter(Boolean);

export const IDEA_EXTRAS: Record<OtherLanguage, IdeaExtras> = {
  es: {
    stops: w(
      'el la los las un una unos unas y e o de del al en con por para su sus mi mis tu que como cuando ' +
        'había érase un día hay es son está están muy pero se lo le les este esta ese esa todos todo juntos ' +
        'dos tres también quiere quieren va van',
    ),
  },
  fr: {
    stops: w(
      'le la les l’ un une des du de d’ et ou à au aux en dans sur avec pour par son sa ses mon ma mes ' +
        'qui que qu’ quand il elle ils elles est sont très mais se s’ ce cette ces tous tout ensemble ' +
        'il était une fois deux trois aussi veut veulent va vont',
    ),
  },
  it: {
    stops: w(
      'il lo la i gli le l’ un uno una un’ e ed o di del della dei delle a al alla in nel nella con per ' +
        'suo sua suoi sue mio mia che quando c’era una volta è sono molto ma si tutti insieme due tre anche ' +
        'vuole vogliono va vanno',
    ),
  },
  pt: {
    stops: w(
      'o a os as um uma uns umas e ou de do da dos das em no na nos nas com por para seu sua seus suas ' +
        'meu minha que quando era uma vez é são muito mas se todos juntos dois duas três também quer querem vai vão',
    ),
  },
  ru: { stops: [] },
  ar: { stops: [] },
  zh: { stops: [] },
  ja: { stops: [], goals: { build: /作っ|つくっ|建てる|焼い/ } },
  ko: { stops: [] },
};
