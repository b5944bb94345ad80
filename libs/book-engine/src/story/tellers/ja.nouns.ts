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
