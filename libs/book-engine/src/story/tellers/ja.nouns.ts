import type { LexEntry } from '../lexicon';
import words from '../data/ja.nouns.json';
import { cjkRows } from '../data/rows';

/**
 * Japanese forms of every lexicon noun, keyed by lexicon id, written as a picture book for children writes
 * them (easy kanji, animals in katakana): the word, its counter (一匹, 一羽, 一台, 一冊 …), for places the
 * place phrase that takes に/で ("海の底", "川のそば"), for skills what being able to do it is ("泳げる").
 * Japanese has no articles, gender or plural endings; living beings take たち when there are several.
 */
export interface JaNoun {
  w: string;
  /** Counter (助数詞) used with a number. */
  counter: string;
  /** A word for several together (姉妹, 兄弟). */
  pl?: string;
  /** Places: where something is or happens, before に/で. */
  loc?: string;
  /** Skills: the potential form, before ようになる ("泳げる"). */
  can?: string;
}

export const JA_NOUNS: Record<string, JaNoun> = cjkRows<JaNoun>(words.nouns, 'counter', ['loc', 'can']);

/** Trait adjectives in the form that stands before a noun (連体形). */
export const JA_TRAITS: Record<string, string> = words.traits;
/** Things are 古い when old, living beings 年をとった. */
const THING_TRAITS: Record<string, string> = { old: '古い' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
const NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export const jaNoun = (x: LexEntry): JaNoun => JA_NOUNS[x.id] as JaNoun;

export function jaAdj(x: LexEntry, traits: readonly string[]): string {
  return traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? JA_TRAITS[k])
    .filter((w): w is string => !!w)
    .join('');
}

/** A number with its counter; people are ひとり, ふたり. */
export function jaCount(x: LexEntry, n: number): string {
  const c = jaNoun(x).counter;
  if (c === '人' && n <= 2) return n === 1 ? 'ひとり' : 'ふたり';
  if (c === 'つ' && n <= 3) return ['', 'ひとつ', 'ふたつ', 'みっつ'][n] as string;
  return `${NUMBERS[n] ?? n}${c}`;
}

/**
 * "しゃべるカラス", "三羽のカラス", "ヒツジたち", "なくなった色": no article; several living beings take たち
 * (or the word for several, 姉妹); a number goes before with its counter and の.
 */
export function jaNP(
  x: LexEntry,
  options: { traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = jaNoun(x);
  const adj = jaAdj(x, options.traits ?? []);
  if (options.count !== undefined) return `${jaCount(x, options.count)}の${adj}${n.w}`;
  if (options.plural && ANIMATE.has(x.cat)) return `${adj}${n.pl ?? `${n.w}たち`}`;
  return `${adj}${n.w}`;
}

/** Where a place is, before に or で: "農場", "川のそば". */
export const jaWhere = (x: LexEntry): string => jaNoun(x).loc ?? jaNoun(x).w;
