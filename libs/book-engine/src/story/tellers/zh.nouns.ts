import { LEX, type LexEntry } from '../lexicon';
import words from '../data/zh.nouns.json';
import { cjkRows } from '../data/rows';

/**
 * Chinese (simplified) forms of every lexicon noun, keyed by lexicon id: the word, its measure word (一只狐狸,
 * 一辆拖拉机, 一座树屋) and, for places, the "where" phrase (在农场里, 在海边, 在月球上). Chinese marks neither
 * gender nor case; plural people take 们, everything else stays bare.
 */
export interface ZhNoun {
  w: string;
  /** Measure word (量词) used with a number or 一. */
  cl: string;
  /** A word for several together where Chinese has one (姐妹, 兄弟). */
  pl?: string;
  /** Places: "在农场里". */
  at?: string;
}

export const ZH_NOUNS: Record<string, ZhNoun> = cjkRows<ZhNoun>(words.nouns, 'cl', ['at']);

/** Trait adjectives before a noun: one-syllable ones bind directly (小狐狸), the rest take 的. */
export const ZH_TRAITS: Record<string, string> = words.traits;
/** Things are 旧 when old, living beings 老. */
const THING_TRAITS: Record<string, string> = { old: '旧' };

const ANIMATE = new Set(['child', 'relative', 'adult', 'animal', 'creature']);
const PEOPLE = new Set(['child', 'adult']);
const NUMBERS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];

export const zhNoun = (x: LexEntry): ZhNoun => ZH_NOUNS[x.id] as ZhNoun;

/** The adjectives of the given traits in Chinese order: 的-phrases first, bound ones next to the noun. */
export function zhAdj(x: LexEntry, traits: readonly string[]): string {
  const words = traits
    .slice(0, 2)
    .map((k) => (!ANIMATE.has(x.cat) ? THING_TRAITS[k] : undefined) ?? ZH_TRAITS[k])
    .filter((w): w is string => !!w)
    // A bound adjective already in the noun (小狗 + 小) is not said twice.
    .filter((w) => w.endsWith('的') || !zhNoun(x).w.startsWith(w));
  return [...words.filter((w) => w.endsWith('的')), ...words.filter((w) => !w.endsWith('的'))].join('');
}

/**
 * "会说话的乌鸦", "一只会说话的乌鸦", "两只羊", "孩子们", "一些贝壳": Chinese has no article; the
 * indefinite takes 一 + measure word, a number its measure word, plural people 们.
 */
export function zhNP(
  x: LexEntry,
  options: { def?: boolean; traits?: readonly string[]; plural?: boolean; count?: number } = {},
): string {
  const n = zhNoun(x);
  const adj = zhAdj(x, options.traits ?? []);
  if (options.count !== undefined) return `${NUMBERS[options.count] ?? options.count}${n.cl}${adj}${n.w}`;
  const def = options.def ?? true;
  if (options.plural) {
    const noun = n.pl ?? (PEOPLE.has(x.cat) ? `${n.w}们` : n.w);
    return def ? `${adj}${noun}` : `一些${adj}${noun}`;
  }
  return def ? `${adj}${n.w}` : `一${n.cl}${adj}${n.w}`;
}

/** Where a place is, without 在: "农场里", "海边". */
export const zhWhere = (x: LexEntry): string => (zhNoun(x).at ?? `在${zhNoun(x).w}`).replace(/^在/, '');

export const zhLex = (id: string): LexEntry => LEX.get(id) as LexEntry;
