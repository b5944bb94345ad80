import words from '../data/es.nouns.json';
import { otherRow, rows, twoForms } from '../data/rows';

/**
 * Spanish forms of every lexicon noun (`lexicon.ts`) and every trait (`TRAITS` in read/traits.ts): gender,
 * plural, the other-sex form of people ("el granjero" / "la granjera"), the feminine nouns that take "el"
 * before a stressed a ("el hada", "el agua"), where a place is ("en la granja") and the infinitive of a skill
 * ("aprender a bailar").
 */

export type EsGender = 'm' | 'f';

export interface EsNoun {
  g: EsGender;
  sg: string;
  pl: string;
  /** The form for the other sex, for people whose word changes ("la maestra" / "el maestro"). */
  other?: { sg: string; pl: string };
  /** Feminine, begins with a stressed a: "el hada", "un hada", but "las hadas". */
  el?: boolean;
  /** For places: where something happens ("en la granja", "junto al mar"). */
  at?: string;
  /** For skills: the infinitive that follows "aprender a" ("bailar"). */
  verb?: string;
}

export interface EsAdj {
  m: string;
  f: string;
  /** Goes before the noun ("el pequeño tractor"); most Spanish adjectives follow it. */
  pre?: boolean;
}

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

/** A noun in the form for a person's sex: "la granjera" for a farmer who is a woman. */
export function esForm(x: EsNoun, sex?: EsGender): { g: EsGender; sg: string; pl: string; el?: boolean } {
  if (sex && x.other && sex !== x.g) return { g: sex, ...x.other };
  return { g: x.g, sg: x.sg, pl: x.pl, ...(x.el ? { el: true } : {}) };
}

/** An adjective agreeing with its noun: "perdidos", "voladora", "de papel". */
export const esAdj = (x: EsAdj, g: EsGender, plural = false): string => {
  const word = g === 'f' ? x.f : x.m;
  return plural ? esPlural(word) : word;
};

/**
 * "el cuervo parlante", "un pequeño tractor valiente", "los colores perdidos", "el hada", "la pequeña hada".
 * Indefinite plurals go without article ("mariposas"), as Spanish says them after a verb.
 */
export function esNP(
  x: EsNoun,
  options: { def?: boolean; plural?: boolean; adjs?: EsAdj[]; sex?: EsGender } = {},
): string {
  const def = options.def ?? true;
  const plural = options.plural ?? false;
  const form = esForm(x, options.sex);
  const adjs = options.adjs ?? [];
  const pre = adjs.filter((j) => j.pre).map((j) => esAdj(j, form.g, plural));
  const post = adjs.filter((j) => !j.pre).map((j) => esAdj(j, form.g, plural));
  const head = [...pre, plural ? form.pl : form.sg, post.join(' y ')].filter(Boolean).join(' ');
  const elForm = form.el && !pre.length && !plural;
  let article: string;
  if (plural) article = def ? (form.g === 'f' ? 'las' : 'los') : '';
  else if (def) article = form.g === 'f' && !elForm ? 'la' : 'el';
  else article = form.g === 'f' && !elForm ? 'una' : 'un';
  return article ? `${article} ${head}` : head;
}

/** "de el" → "del", "a el" → "al" (whole words only: not "montaña el", not the pronoun "él"). */
export const esContract = (s: string): string =>
  s.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_m, p: string) => `${p}l`);
