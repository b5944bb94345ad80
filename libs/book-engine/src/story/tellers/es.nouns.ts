import words from '../data/es.nouns.json';
import { otherRow, rows, twoForms, type RomanceNoun, type TwoForms } from '../data/rows';

/**
 * Spanish forms of every lexicon noun (`lexicon.ts`) and every trait (`TRAITS` in read/traits.ts): gender,
 * plural, the other-sex form of people ("el granjero" / "la granjera"), the feminine nouns that take "el"
 * before a stressed a ("el hada", "el agua"), where a place is ("en la granja") and the infinitive of a skill
 * ("aprender a bailar").
 */

export interface EsNoun extends RomanceNoun {
  /** The form for the other sex, for people whose word changes ("la maestra" / "el maestro"). */
  other?: { sg: string; pl: string };
  /** Feminine, begins with a stressed a: "el hada", "un hada", but "las hadas". */
  el?: boolean;
}

/** Most Spanish adjectives follow the noun; `pre` ones stand before it ("el pequeño tractor"). */
export type EsAdj = TwoForms;

/** Regular Spanish plural: vowel + s, consonant + es (the written accent of -ón, -ín, -és goes). */
export const esPlural = (sg: string): string => {
  if (sg.includes(' ')) return sg;
  if (/[aeiouéó]$/.test(sg)) return `${sg}s`;
  if (/z$/.test(sg)) return `${sg.slice(0, -1)}ces`;
  const unaccented = sg.replace(
    /([áéíóú])([nsl])$/,
    (_m, v: string, c: string) => `${'aeiou'['áéíóú'.indexOf(v)]}${c}`,
  );
  return `${unaccented}es`;
};

export const ES_NOUNS: Record<string, EsNoun> = rows(words.nouns, otherRow<EsNoun>(esPlural));

export const ES_TRAITS: Record<string, EsAdj> = rows(words.traits, twoForms);

/** "de el" → "del", "a el" → "al" (whole words only: not "montaña el", not the pronoun "él"). */
export const esContract = (s: string): string =>
  s.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_m, p: string) => `${p}l`);
