import grammarWords from '../data/grammar-words.json';
import words from '../data/it.nouns.json';
import { femaleRow, fourForms, rows, type FourForms, type RomanceNoun } from '../data/rows';

/**
 * Italian forms of the shared lexicon (`lexicon.ts`) and of the idea's traits (`TRAITS` in read/traits.ts):
 * gender, plural, a female form for people ("la contadina"), where a place is ("in fattoria", "nel bosco"),
 * what a skill is called after "imparare a" ("nuotare"). Articles and their contractions with di/a/da/in/su
 * ("del", "allo", "nell'", "sugli") are worked out from the word, not stored.
 */

export interface ItNoun extends RomanceNoun {
  /** The plural's gender where it changes ("l'uovo" → "le uova"). */
  gpl?: 'm' | 'f';
  /** Female form of a person ("contadina", "amica"). */
  f?: { sg: string; pl: string };
}

export const IT_NOUNS: Record<string, ItNoun> = rows(words.nouns, femaleRow<ItNoun>);

/** An adjective's four forms; `pre` ones stand before the noun ("il piccolo trattore"). */
export type ItAdj = FourForms;

export const IT_TRAITS: Record<string, ItAdj> = rows(words.traits, fourForms<ItAdj>);

// ── Articles and noun phrases ────────────────────────────────────────────────────────────────────────

/** Words that take "lo"/"gli"/"uno": s + consonant, z, gn, ps, pn, x, y, i + vowel. */
const LO = /^(s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i;
const VOWEL = /^[aeiouàèéìòùh]/i;

/** The definite article as it is written before `word` ("l’" is joined without a space). */
export function itDef(word: string, g: ItNoun['g'], plural: boolean): string {
  if (g === 'f') return plural ? 'le ' : VOWEL.test(word) ? 'l’' : 'la ';
  if (plural) return LO.test(word) || VOWEL.test(word) ? 'gli ' : 'i ';
  return VOWEL.test(word) ? 'l’' : LO.test(word) ? 'lo ' : 'il ';
}

export function itIndef(word: string, g: ItNoun['g']): string {
  if (g === 'f') return VOWEL.test(word) ? 'un’' : 'una ';
  return LO.test(word) ? 'uno ' : 'un ';
}

const JOIN: Record<'base' | 'article', Record<string, string>> = grammarWords.contractions.it;

/** "di il" → "del", "a lo" → "allo", "in l’" → "nell’", "su i" → "sui": prepositions join the article. */
export function itContract(text: string): string {
  return text.replace(
    /(?<!\p{L})([Dd]i|[Aa]|[Dd]a|[Ii]n|[Ss]u) (?:(il|lo|la|i|gli|le)(?= )|(l’)(?=\p{L}))/gu,
    (_m, p: string, word: string | undefined, elided: string | undefined) => {
      const ar = word ?? elided ?? '';
      const lower = p.toLowerCase();
      const joined = `${JOIN.base[lower]}${JOIN.article[ar]}`;
      return p === lower ? joined : joined.charAt(0).toUpperCase() + joined.slice(1);
    },
  );
}
