import type { Language } from '../../types';
import { FORMS, LEX, type LexEntry } from '../lexicon';
import { GRAMMARS } from './grammar';
import type { Noun } from '../model';

/** A noun as one book language writes it, with what its grammar needs. */
export interface Word {
  text: string;
  /** Grammatical gender in that language (`n` where the language has none). */
  gender: 'm' | 'f' | 'n';
  /** The shared lexicon entry, when the engine knows the word (its cases, plurals and places). */
  lex?: LexEntry;
  /** Whether `text` is the lexicon's word in this language (then its forms may be used). */
  fromLex: boolean;
}

const lookup = (text: string | undefined): LexEntry | undefined =>
  text ? (LEX.get(text.toLowerCase()) ?? FORMS.get(text.toLowerCase())?.[0]) : undefined;

/** The lexicon entry of a noun: its English lemma, its word, or the head of a compound ("jungle library"). */
export function lexOf(noun: Noun): LexEntry | undefined {
  return lookup(noun.en) ?? lookup(noun.word);
}

const headOf = (noun: Noun): LexEntry | undefined =>
  lookup((noun.en ?? noun.word).split(/\s+/).pop()) ??
  [...(LEX.values() as Iterable<LexEntry>)]
    .filter((x) => noun.word.toLowerCase().endsWith(x.de.sg.toLowerCase()) && x.de.sg.length > 3)
    .sort((a, b) => b.de.sg.length - a.de.sg.length)[0];

/** German gender of a word the lexicon does not know: its last known compound part, else its ending. */
export function guessGermanGender(phrase: string): 'm' | 'f' | 'n' {
  // "Buch über die Sterne": the head is the noun before a preposition or article.
  const word =
    phrase
      .split(/\s+(?=(?:über|mit|von|aus|für|an|auf|in|im|vom|zum|zur|der|des|die|das)\s)/)[0]
      ?.split(/\s+/)
      .pop() ?? phrase;
  const head = headOf({ word, language: 'de' });
  if (head && word.toLowerCase().endsWith(head.de.sg.toLowerCase())) return head.de.g;
  if (/(chen|lein|um|ment|ma)$/i.test(word)) return 'n';
  if (/(e|ung|heit|keit|schaft|ion|ei|tät|ik|ur|enz|anz)$/i.test(word)) return 'f';
  return 'm';
}

const capital = (s: string): string => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** A lexicon entry's word in a language: English and German from the lexicon, the others from their grammar's tables. */
function fromEntry(x: LexEntry, language: Language): { text: string; gender: 'm' | 'f' | 'n' } | undefined {
  if (language === 'en') return { text: x.en.sg, gender: 'n' };
  if (language === 'de') return { text: x.de.sg, gender: x.de.g };
  return GRAMMARS[language]?.word?.(x);
}

/**
 * How `language` writes the parent's noun: as written when the book is in the idea's language; else its
 * translation where one is known (the reader's, then the lexicon's, then the lexicon's word for the compound's
 * head); else kept as the parent wrote it (German capitalises it and guesses its gender from its ending).
 */
export function wordIn(noun: Noun, language: Language): Word {
  const x = lexOf(noun);
  if (noun.language === language) {
    const gender =
      language === 'de' ? (noun.gender ?? x?.de.g ?? guessGermanGender(noun.word)) : (noun.gender ?? 'n');
    const fromLex = !!x && [x.en.sg, x.de.sg].some((w) => w.toLowerCase() === noun.word.toLowerCase());
    return { text: noun.word, gender, ...(x ? { lex: x } : {}), fromLex };
  }
  const given = noun.translations?.[language];
  if (given) {
    const gender = language === 'de' ? guessGermanGender(given) : 'n';
    return { text: given, gender, ...(x ? { lex: x } : {}), fromLex: false };
  }
  const entry = x ?? headOf(noun);
  const known = entry && fromEntry(entry, language);
  if (entry && known) return { ...known, lex: entry, fromLex: true };
  const text = language === 'de' ? capital(noun.word) : noun.word;
  return { text, gender: language === 'de' ? guessGermanGender(text) : 'n', fromLex: false };
}

/** A noun from a lexicon id (the engine's defaults: a treasure to find, the night to fear). */
export const lexNoun = (id: string): Noun => {
  const x = LEX.get(id);
  return { word: x?.en.sg ?? id, language: 'en', en: id };
};

const segmenters = new Map<string, Intl.Segmenter>();
/**
 * Words in a text: between spaces, except in Chinese and Japanese (no spaces between words), where
 * `Intl.Segmenter` finds the words, so the words-per-page ranges of ADR 0028 mean the same everywhere.
 */
export function countWords(text: string, language: Language): number {
  if (language === 'zh' || language === 'ja') {
    let s = segmenters.get(language);
    if (!s) segmenters.set(language, (s = new Intl.Segmenter(language, { granularity: 'word' })));
    return [...s.segment(text)].filter((x) => x.isWordLike).length;
  }
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** What stands between two sentences: a space, none in Chinese and Japanese. */
export const gap = (language: Language): string => (language === 'zh' || language === 'ja' ? '' : ' ');
