import grammarWords from '../data/grammar-words.json';
import words from '../data/pt.nouns.json';
import { otherRow, rows, twoForms, type RomanceNoun, type TwoForms } from '../data/rows';

/**
 * Portuguese (Brazilian) forms of every lexicon noun (`lexicon.ts`) and every trait (`TRAITS` in
 * read/traits.ts): gender, plural, the other-sex form of people ("o fazendeiro" / "a fazendeira"), where a
 * place is ("na fazenda", "à beira do rio") and the infinitive of a skill ("aprender a dançar").
 */

export interface PtNoun extends RomanceNoun {
  /** The form for the other sex, for people whose word changes ("a professora" / "o professor"). */
  other?: { sg: string; pl: string };
}

/** Most Portuguese adjectives follow the noun; `pre` ones stand before it ("o pequeno trator"). */
export type PtAdj = TwoForms;

/** Regular Portuguese plural: vowel + s, -m → -ns, -ão → -ões, -r/-z → -es, -l → -is. */
export const ptPlural = (sg: string): string => {
  if (sg.includes(' ')) return sg;
  if (/ão$/.test(sg)) return `${sg.slice(0, -2)}ões`;
  if (/[aeiouáéíóúâêôãõ]$/.test(sg)) return `${sg}s`;
  if (/m$/.test(sg)) return `${sg.slice(0, -1)}ns`;
  if (/[rz]$/.test(sg)) return `${sg}es`;
  if (/el$/.test(sg)) return `${sg.slice(0, -2)}éis`;
  if (/ol$/.test(sg)) return `${sg.slice(0, -2)}óis`;
  if (/[au]l$/.test(sg)) return `${sg.slice(0, -1)}is`;
  return `${sg}s`;
};

export const PT_NOUNS: Record<string, PtNoun> = rows(words.nouns, otherRow<PtNoun>(ptPlural));

export const PT_TRAITS: Record<string, PtAdj> = rows(words.traits, twoForms);

const CONTRACTIONS: Record<string, Record<string, string>> = grammarWords.contractions.pt;

/** "de o" → "do", "em a" → "na", "a a" → "à", "por as" → "pelas" (whole words only). */
export const ptContract = (s: string): string =>
  s.replace(/(?<!\p{L})(de|em|a|por|De|Em|A|Por) (o|a|os|as)(?!\p{L})/gu, (m, p: string, art: string) => {
    const merged = CONTRACTIONS[p.toLowerCase()]?.[art];
    if (!merged) return m;
    return p[0] === p[0]?.toUpperCase() ? merged.charAt(0).toUpperCase() + merged.slice(1) : merged;
  });
