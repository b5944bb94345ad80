import type { PlotShape } from '../frame';
import { IDEA_EXTRAS, IDEA_VOCABULARIES } from '../idea-vocabularies';
import { LOOK_WORDS, type ScriptLanguage } from './script-words';

/**
 * What the readers of Russian, Chinese, Japanese, Korean and Arabic cut an idea into (`Piece`s, issue #21), the
 * languages' word order, and the idea vocabularies' lookups every one of them uses.
 */

/** What a language module knows of a noun it found. */
export interface NounHit {
  /** The noun in the idea's spelling, in its dictionary form where the module can tell ("лес" for "лесу"). */
  word: string;
  /** Lexicon id, when the idea vocabulary knows the spelling. */
  id?: string;
  /** English lemma, when the table of everyday nouns knows it. */
  en?: string;
  /** A word for several ("자매", "姉妹", "الأخوان", "сёстры"). */
  plural?: boolean;
}

export interface Piece {
  /** Index in the idea's pieces. */
  i: number;
  /** The word as written, without the particles and clitics the module took off. */
  text: string;
  type:
    | 'name'
    | 'noun'
    | 'colour'
    | 'trait'
    | 'feeling'
    | 'look'
    | 'cue'
    | 'and'
    | 'number'
    | 'story'
    | 'word'
    | 'punct';
  /** Index of the sentence the piece is in. */
  sentence: number;
  noun?: NounHit;
  /** Names: the kind follows the name (a cue after it: "レオという男の子", "레오라는 트랙터", "叫皮皮的小企鹅"). */
  kindAfter?: boolean;
  /** Names: the sex the language's agreement gives (verb endings, pronouns after it). */
  sex?: 'f' | 'm';
  /** Names: the kind right before is not its kind (an indefinite construct: "جدة ليلى", Layla's grandmother). */
  owned?: boolean;
  /** Nouns: a possessive belongs to it ("her", "his", "their", "our"). */
  owner?: 'f' | 'm' | 'pl' | 'we';
  /** Nouns: indefinite Arabic noun heading a construct; never the kind of the name after it. */
  construct?: boolean;
  /** Marked as where something happens or whither (에서, で, 在…里, في, в + prepositional). */
  place?: boolean;
  /** Marked as whither (에/로, に/へ, 去/到, إلى, в + accusative): a journey's destination. */
  toward?: boolean;
  /** Marked as the object (을/를, を, measure word, accusative after a verb). */
  object?: boolean;
  /** "like his dad" (처럼, みたいに, 像, مثل, как). */
  like?: boolean;
  /** "wants to become a doctor": the noun is a role, not a character. */
  role?: boolean;
  /** "a story about the stars": the noun is a topic. */
  about?: boolean;
  /** Joined to the next piece by "and" (와/과, と, 和, و, и). */
  and?: boolean;
  /** Followed by "of" (の, 的): in Japanese the apposition of a kind and its name ("ねこのモモ"). */
  of?: boolean;
  /** A particle stands after it ("할머니와", "ねこが"): it is no apposition of the next piece. */
  sep?: boolean;
  /** Followed by a measure word or made of something ("قلعة من الرمل"): a thing. */
  material?: boolean;
  colour?: { en: string; hex: string };
  trait?: { word: string; en?: string };
  feeling?: string;
  look?: 'hair' | 'glasses' | 'freckles';
  /** Hair pieces: what the word itself says ("短发", "单发머리"). */
  hair?: { length?: 'short' | 'long'; curly?: boolean };
  /** Numbers: the value; `age` when a years word follows ("7さい", "여덟 살", "9 лет"). */
  value?: number;
  age?: boolean;
  /** Words: the plot shape a goal word gives. */
  goal?: PlotShape;
  /** Words: "before" of a deadline. */
  before?: boolean;
  /** Words: "finds", "meets" (the noun it governs arrives during the story). */
  found?: boolean;
  /** Words: "loves", "likes" (what it governs is what the child likes, neither a place nor a companion). */
  likes?: boolean;
  // What a language module notes while it cuts the idea, for its own name pass:
  /** A word no table knows. */
  unknown?: boolean;
  /** Russian: the word opens a sentence, is capitalised; the word before it as written. */
  opens?: boolean;
  cap?: boolean;
  prevWord?: string;
  /** Arabic: definite (ال, a possessive), looks like a verb, a noun without article or possessive. */
  def?: boolean;
  verb?: boolean;
  bare?: boolean;
  /** Chinese: a run of characters the segmenter left whole. */
  run?: boolean;
  /** Japanese: the particle after it, an honorific after it (ちゃん), a cue after it (という). */
  particle?: string;
  honorific?: boolean;
  cue?: boolean;
}

/** Whose a noun is ("her", "his", "their", "our"). */
export type Owner = NonNullable<Piece['owner']>;

/** The language's word order: adjectives follow the noun in Arabic; the verb comes last in Japanese and Korean. */
export const ADJECTIVES_FOLLOW = new Set<ScriptLanguage>(['ar']);
export const VERB_LAST = new Set<ScriptLanguage>(['ja', 'ko']);

/** The idea vocabulary of a language (nouns, goals, traits, cues). */
export const vocabularyOf = (language: ScriptLanguage) => IDEA_VOCABULARIES[language];

/** Spelling (lower case) → lexicon id or trait key of a language's idea vocabulary, the first spelling's, made once. */
const FORMS = new Map<string, Map<string, string>>();
function formsOf(language: ScriptLanguage, table: 'words' | 'traits'): Map<string, string> {
  let forms = FORMS.get(`${language}:${table}`);
  if (!forms) {
    forms = new Map();
    for (const [id, spellings] of Object.entries(IDEA_VOCABULARIES[language][table]))
      for (const s of spellings) if (!forms.has(s.toLowerCase())) forms.set(s.toLowerCase(), id);
    FORMS.set(`${language}:${table}`, forms);
  }
  return forms;
}
export const vocabularyForms = (language: ScriptLanguage) => formsOf(language, 'words');
export const traitForms = (language: ScriptLanguage) => formsOf(language, 'traits');

/** The plot shape a word announces by the language's goal patterns, first in the vocabulary's order. */
export function goalOf(language: ScriptLanguage, word: string): PlotShape | undefined {
  const more = IDEA_EXTRAS[language].goals ?? {};
  return IDEA_VOCABULARIES[language].goals.find(
    ([shape, re]) => re.test(word) || !!more[shape]?.test(word),
  )?.[0];
}

/** A look word a table knows ("眼镜", "短发"): glasses, freckles or hair, with the hair's length or curls. */
export function lookOf(language: ScriptLanguage, text: string): Pick<Piece, 'look' | 'hair'> {
  const looks = LOOK_WORDS[language];
  const look = looks.glasses.test(text) ? 'glasses' : looks.freckles.test(text) ? 'freckles' : 'hair';
  const hair = looks.short.test(text)
    ? { length: 'short' as const }
    : looks.long.test(text)
      ? { length: 'long' as const }
      : looks.curly.test(text)
        ? { curly: true }
        : undefined;
  return { look, ...(hair ? { hair } : {}) };
}
