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
