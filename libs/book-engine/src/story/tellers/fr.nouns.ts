import words from '../data/fr.nouns.json';
import { femaleRow, fourForms, rows, type FourForms, type RomanceNoun } from '../data/rows';

/**
 * French forms of the shared lexicon (`lexicon.ts`) and of the idea's traits (`TRAITS` in read/traits.ts):
 * gender, plural, a female form for people ("la fermière"), whether an initial h is aspirated ("le hérisson",
 * not "l’hérisson"), where a place is ("à la ferme", "au bord du lac"), how a child calls a relative
 * ("Mamie") and what a skill is called after "apprendre à" ("nager"). Articles, elision and the contractions
 * "du", "des", "au", "aux" are worked out from the words, not stored.
 */

export interface FrNoun extends RomanceNoun {
  /** Female form of a person ("fermière", "amie"). */
  f?: { sg: string; pl: string };
  /** Aspirated h: no elision, no liaison ("le hibou", "le hérisson"). */
  h?: true;
  /** Used without an article ("avant Noël"). */
  bare?: true;
  /** For relatives: how a child calls them, with or without a name ("Mamie", "Mamie Rose"). */
  call?: string;
}

export const FR_NOUNS: Record<string, FrNoun> = rows(words.nouns, femaleRow<FrNoun>);

export interface FrAdj extends FourForms {
  /** Masculine singular before a vowel: "vieil", "nouvel". */
  mv?: string;
}

export const FR_TRAITS: Record<string, FrAdj> = rows(words.traits, fourForms<FrAdj>);

// ── Articles and noun phrases ────────────────────────────────────────────────────────────────────────

/**
 * "de le" → "du", "à les" → "aux", "de une" → "d’une", "que il" → "qu’il", "ne est" → "n’est", "de des" →
 * "de": what French writes when a preposition or a small word meets the next one.
 */
export function frContract(text: string): string {
  return text
    .replace(/(?<!\p{L})([Dd]e) (le|les) (?=\S)/gu, (_m, d: string, ar: string) =>
      ar === 'le' ? `${d === 'De' ? 'Du' : 'du'} ` : `${d === 'De' ? 'Des' : 'des'} `,
    )
    .replace(/(?<!\p{L})([Àà]) (le|les) (?=\S)/gu, (_m, p: string, ar: string) =>
      ar === 'le' ? `${p === 'À' ? 'Au' : 'au'} ` : `${p === 'À' ? 'Aux' : 'aux'} `,
    )
    .replace(/(?<!\p{L})([Dd]e) des (?=\S)/gu, '$1 ')
    .replace(/(?<!\p{L})([Ss])i (ils?)(?!\p{L})/gu, '$1’$2')
    .replace(
      /(?<!\p{L})([Dd]|[Qq]u|[Nn]|[Jj]|[Ss]|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)e (?=[aeiouyàâéèêîïôûœAEIOUYÀÂÉÈÊÎÏÔÛŒ])/gu,
      '$1’',
    );
}
