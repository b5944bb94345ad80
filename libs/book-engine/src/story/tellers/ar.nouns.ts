import words from '../data/ar.nouns.json';
import { rows } from '../data/rows';

/**
 * Arabic forms of every lexicon noun (`lexicon.ts`) and trait (`TRAITS` in read/traits.ts): gender,
 * singular and (broken) plural, the definite form where ال does not simply go in front (construct phrases:
 * "بيت الشجرة", "عيد الميلاد"), whether the plural is human (human plurals take plural agreement, other
 * plurals the feminine singular: "الألوان الضائعة"), and "where" phrases for places ("في المزرعة").
 */

export type ArGender = 'm' | 'f';

export interface ArNoun {
  g: ArGender;
  sg: string;
  pl: string;
  /** Definite singular and plural ("الغراب", "بيت الشجرة"). */
  defSg: string;
  defPl: string;
  /** People: their plural takes plural verbs and adjectives ("الأطفال الصغار"). */
  hum: boolean;
  /** The same role for the other sex ("صديقة", "قط"). */
  other?: ArNoun;
  /** For places: where something happens ("في المزرعة", "على الشاطئ"). */
  at?: string;
  /** A construct phrase ("بيت شجرة"): its first word never takes tanween. */
  construct?: boolean;
}

const AL = (w: string): string => `ال${w}`;
/** Definite of a noun phrase: "ال" on the noun and on every adjective after it ("القارب الورقي"). */
const defPhrase = (w: string): string =>
  w
    .split(' ')
    .map((x) => AL(x))
    .join(' ');

/**
 * One noun, a row of `data/ar.nouns.json`: gender, "sg|pl" and extras; `def` "defSg|defPl" for construct
 * phrases; a phrase of noun + adjective ("طائرة ورقية") takes ال on every word by default; `hum` for people;
 * `other` (a row too) for the other sex.
 */
type ArRow = [
  g: ArGender,
  forms: string,
  extra?: { def?: string; hum?: boolean; other?: ArRow; at?: string },
];

const arRow = (...[g, forms, extra = {}]: ArRow): ArNoun => {
  const [sg, pl = sg] = forms.split('|') as [string, string?];
  const [defSg, defPl] = (extra.def ?? `${defPhrase(sg)}|${defPhrase(pl)}`).split('|') as [string, string];
  return {
    g,
    sg,
    pl,
    defSg,
    defPl: defPl ?? defSg,
    hum: extra.hum ?? false,
    ...(extra.other ? { other: arRow(...extra.other) } : {}),
    ...(extra.at ? { at: extra.at } : {}),
    ...(extra.def ? { construct: true } : {}),
  };
};

export const AR_NOUNS: Record<string, ArNoun> = rows(words.nouns, arRow);

// ── Adjectives ───────────────────────────────────────────────────────────────────────────────────────

export interface ArAdj {
  m: string;
  f: string;
  /** Human plural ("الأطفال الصغار"); other plurals take the feminine singular. */
  pl: string;
}

/** The idea's traits (keys of TRAITS) as Arabic adjectives. */
export const AR_TRAITS: Record<string, ArAdj> = words.traits;
/** "Old" of a thing is قديم, of a living being عجوز. */
const OLD_THING: ArAdj = { m: 'قديم', f: 'قديمة', pl: 'قدماء' };

/** The noun for a person or animal of the given sex: "صديقة" for a girl friend, else the noun itself. */
export const arNounFor = (noun: ArNoun, sex?: ArGender): ArNoun =>
  noun.other && sex && sex === noun.other.g && noun.g !== sex ? noun.other : noun;

/**
 * An Arabic noun phrase: "الغراب الناطق", "غراب ناطق", "الألوان الضائعة" (a plural of things takes the
 * feminine singular adjective), "الأطفال الصغار". Adjectives follow the noun and share its definiteness.
 */
export function arNP(
  noun: ArNoun,
  options: { def?: boolean; plural?: boolean; adj?: string[]; living?: boolean; acc?: boolean } = {},
): string {
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const head = plural ? (def ? noun.defPl : noun.pl) : def ? noun.defSg : noun.sg;
  const adjs = (options.adj ?? []).map((key) => {
    const adj = key === 'old' && !options.living ? OLD_THING : AR_TRAITS[key];
    if (!adj) return '';
    const form = plural ? (noun.hum ? adj.pl : adj.f) : adj[noun.g];
    return def ? `ال${form}` : form;
  });
  const words = [...head.split(' '), ...adjs.filter(Boolean)];
  // An indefinite singular object takes the accusative tanween: "صاروخًا", "قاربًا ورقيًا" (not "خريطة").
  if (options.acc && !def && !plural && !noun.construct) return words.map(tanween).join(' ');
  return words.join(' ');
}

const tanween = (word: string): string => (/[ةىاء]$/.test(word) ? word : `${word}ًا`);

/** Dual of a noun in the nominative: "أختان", "ولدان", "صديقتان". */
export const arDual = (word: string): string =>
  word.endsWith('ة') ? `${word.slice(0, -1)}تان` : `${word}ان`;
