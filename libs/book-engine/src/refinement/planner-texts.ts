import type { Language } from '../types';
import type { KindWord } from './kind-words';
import type { Colour } from './colour-words';
import { AR } from './texts/ar';
import { DE } from './texts/de';
import { EN } from './texts/en';
import { ES } from './texts/es';
import { FR } from './texts/fr';
import { IT } from './texts/it';
import { JA } from './texts/ja';
import { KO } from './texts/ko';
import { PT } from './texts/pt';
import { RU } from './texts/ru';
import { ZH } from './texts/zh';
import type { Texts } from './texts/types';

export { castList, displayName, list } from './texts/labels';
export type { Texts } from './texts/types';

/**
 * What the embedded planner says (issue #14, #21, spec §3): rationales, summaries and clarification prompts in
 * the customer's language — any of the eleven book languages (`texts/<language>.ts`). Every question names
 * the options (characters, pages, what can change). The functions here take the language first and pass the
 * rest to that language's catalog.
 */
export type Locale = Language;

export const TEXTS: Record<Language, Texts> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  pt: PT,
  ru: RU,
  zh: ZH,
  ja: JA,
  ko: KO,
  ar: AR,
};

type WithLocale<S> = {
  [K in keyof S]: S[K] extends (...args: infer A) => string ? (locale: Locale, ...args: A) => string : never;
};

/** A section of every catalog as functions that take the customer's language first. */
function byLocale<K extends 'rationale' | 'lookPart' | 'already' | 'ask'>(key: K): WithLocale<Texts[K]> {
  const keys = Object.keys(EN[key]) as Array<keyof Texts[K]>;
  return Object.fromEntries(
    keys.map((name) => [
      name,
      (locale: Locale, ...args: unknown[]) =>
        (TEXTS[locale][key][name] as unknown as (...a: unknown[]) => string)(...args),
    ]),
  ) as WithLocale<Texts[K]>;
}

export const rationale = byLocale('rationale');
export const lookPart = byLocale('lookPart');
export const already = byLocale('already');
export const ask = byLocale('ask');

export const summary = (locale: Locale, rationales: string[]): string => TEXTS[locale].summary(rationales);
export const notDrawn = (locale: Locale, parts: Array<{ whose?: string; word: string }>): string =>
  TEXTS[locale].notDrawn(parts);
/** A kind with its article and colour, e.g. "a brown dachshund", "ein brauner Dackel". */
export const kindLabel = (locale: Locale, kind: KindWord, colour?: Colour): string =>
  TEXTS[locale].kind(kind, colour);
