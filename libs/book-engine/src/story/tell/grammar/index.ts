import type { Language } from '../../../types';
import type { LexEntry } from '../../lexicon';
import type { Word } from '../words';
import { ar } from './ar';
import { ja, ko } from './cjk';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

/** One thing or character of the story as a language writes it: the grammar declines it. */
export interface Entity {
  /** The name in this language; a named character is not declined. */
  name?: string;
  word: Word;
  /** An adjective in this language (a trait the idea gives: "shy", "klein"), uninflected. */
  adj?: string;
  /** Natural sex of a character (pronouns); absent for things. */
  sex?: 'f' | 'm';
  plural?: boolean;
  /** A character (he/she) rather than a thing (it). */
  person?: boolean;
}

/**
 * One small grammar module per language behind one interface (ADR 0028): it gives each message its
 * arguments for a role `p` — `p` (nominative, definite or the name), `p_acc`, `p_dat`, `p_a` (indefinite),
 * `p_a_acc`, `p_kind` (bare noun), `p_g` (f|m|n|pl, for `select`), `p_n` (one|other), `p_named` (yes|no),
 * pronouns `p_pro`, `p_pro_acc`, `p_pro_dat`, the possessive `p_pos` (de: stem, the message adds its ending),
 * and for places `p_in` (where) and `p_to` (whither). Every grammar gives the same names, so one message
 * key works in every language.
 */
export interface Grammar {
  readonly language: Language;
  args(p: string, e: Entity): Record<string, string>;
  /** Several characters as one subject ("Jonas and Krümel"): the same argument names. */
  group(p: string, members: Entity[]): Record<string, string>;
  /** A title in the language's title style. */
  title(text: string): string;
  /** Contractions and sentence capitals after the message is filled. */
  tidy(text: string): string;
  /** A lexicon noun in this language (languages with their own noun tables; en/de read the lexicon). */
  word?(x: LexEntry): { text: string; gender: 'm' | 'f' | 'n' } | undefined;
  /** A trait of the shared traits table (`shy`, `little`) as this language's adjective. */
  trait?(key: string): string | undefined;
}

export const GRAMMARS: Partial<Record<Language, Grammar>> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  ru,
  zh,
  ja,
  ko,
  ar,
};

export { sentenceCase } from './shared';
