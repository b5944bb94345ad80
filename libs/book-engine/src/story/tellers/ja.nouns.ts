import words from '../data/ja.nouns.json';
import { counterRows, type CounterNoun } from '../data/rows';

/**
 * Japanese forms of every lexicon noun, keyed by lexicon id, written as a picture book for children writes
 * them (easy kanji, animals in katakana): the word, its counter (一匹, 一羽, 一台, 一冊 …), for places the
 * place phrase that takes に/で ("海の底", "川のそば"), for skills what being able to do it is ("泳げる").
 * Japanese has no articles, gender or plural endings; living beings take たち when there are several.
 */
export const JA_NOUNS: Record<string, CounterNoun> = counterRows(words.nouns);

/** Trait adjectives in the form that stands before a noun (連体形). */
export const JA_TRAITS: Record<string, string> = words.traits;
