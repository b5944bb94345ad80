import type { Language } from '../../types';
import grammarWords from '../data/grammar-words.json';
import { patterns } from '../data/rows';
import { FORMS, LEX, type LexEntry } from '../lexicon';
import { GRAMMARS } from './grammar';
import type { Noun } from '../model';
import { ES_NOUNS } from '../tellers/es.nouns';
import { FR_NOUNS } from '../tellers/fr.nouns';
import { IT_NOUNS } from '../tellers/it.nouns';
import { PT_NOUNS } from '../tellers/pt.nouns';

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
function lexOf(noun: Noun): LexEntry | undefined {
  return lookup(noun.en) ?? lookup(noun.word);
}

const headOf = (noun: Noun): LexEntry | undefined =>
  lookup((noun.en ?? noun.word).split(/\s+/).pop()) ??
  [...(LEX.values() as Iterable<LexEntry>)]
    .filter((x) => noun.word.toLowerCase().endsWith(x.de.sg.toLowerCase()) && x.de.sg.length > 3)
    .sort((a, b) => b.de.sg.length - a.de.sg.length)[0];

/** German gender of a word the lexicon does not know: its last known compound part, else its ending. */
function guessGermanGender(phrase: string): 'm' | 'f' | 'n' {
  // "Buch über die Sterne": the head is the noun before a preposition or article.
  const word =
    phrase
      .split(/\s+(?=(?:über|mit|von|aus|für|an|auf|in|im|vom|zum|zur|der|des|die|das)\s)/)[0]
      ?.split(/\s+/)
      .pop() ?? phrase;
  const head = headOf({ word, language: 'de' });
  if (head && word.toLowerCase().endsWith(head.de.sg.toLowerCase())) return head.de.g;
  if (/(chen|lein|um|ment|ma)$/i.test(word)) return 'n';
  if (/(e|ung|heit|keit|schaft|ion|ei|tät|ik|ur|enz|anz|thek)$/i.test(word)) return 'f';
  // Female forms of people and animals: Bärin, Löwin, Freundin, Königin (not Pinguin, Delfin, Termin).
  if (/[rwdgtlhk]in$/.test(word)) return 'f';
  return 'm';
}

/** The old tellers' noun tables of the Romance languages, keyed by lexicon id (imported, not copied). */
const ROMANCE_NOUNS: Partial<Record<Language, Record<string, { g: 'm' | 'f'; sg: string }>>> = {
  fr: FR_NOUNS,
  es: ES_NOUNS,
  it: IT_NOUNS,
  pt: PT_NOUNS,
};

/** Feminine endings of a noun the tables do not know (the head is the first word: "livre sur les étoiles"). */
const FEMININE: Partial<Record<Language, RegExp>> = patterns(grammarWords.feminineEndings);

/** Gender of a Romance noun: the table's when it knows the word, else guessed from the head's ending. */
function guessRomanceGender(phrase: string, language: Language): 'm' | 'f' {
  const table = ROMANCE_NOUNS[language] ?? {};
  const lower = phrase.toLowerCase();
  const known = Object.values(table).find((x) => x.sg.toLowerCase() === lower);
  if (known) return known.g;
  const head = phrase.split(/\s+/)[0] ?? phrase;
  return FEMININE[language]?.test(head) ? 'f' : 'm';
}

/** A noun's gender in `language` when the engine does not know it (`n` where the language has none). */
const guessGender = (text: string, language: Language): 'm' | 'f' | 'n' =>
  language === 'de'
    ? guessGermanGender(text)
    : ROMANCE_NOUNS[language]
      ? guessRomanceGender(text, language)
      : 'n';

const capital = (s: string): string => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** A lexicon entry's word in a language: English and German from the lexicon, fr/es/it/pt from their tables, the others from their grammar's. */
function fromEntry(x: LexEntry, language: Language): { text: string; gender: 'm' | 'f' | 'n' } | undefined {
  if (language === 'en') return { text: x.en.sg, gender: 'n' };
  if (language === 'de') return { text: x.de.sg, gender: x.de.g };
  const romance = ROMANCE_NOUNS[language]?.[x.id];
  return romance ? { text: romance.sg, gender: romance.g } : GRAMMARS[language]?.word?.(x);
}

/**
 * How `language` writes the parent's noun: as written when the book is in the idea's language; else its
 * translation where one is known (the reader's, then the lexicon's, then the lexicon's word for the compound's
 * head); else kept as the parent wrote it (German capitalises it; German and the Romance languages guess its gender from its ending).
 */
export function wordIn(noun: Noun, language: Language): Word {
  const x = lexOf(noun);
  if (noun.language === language) {
    const own = x && fromEntry(x, language);
    const fromLex =
      !!x && [x.en.sg, x.de.sg, own?.text].some((w) => w?.toLowerCase() === noun.word.toLowerCase());
    const gender =
      language === 'de'
        ? (noun.gender ?? x?.de.g ?? guessGermanGender(noun.word))
        : (noun.gender ?? (fromLex && own ? own.gender : guessGender(noun.word, language)));
    return { text: noun.word, gender, ...(x ? { lex: x } : {}), fromLex };
  }
  const given = noun.translations?.[language];
  // The lexicon's own word knows its gender and place phrase ("der Drachen", "in den Bergen").
  const lexical = x && fromEntry(x, language);
  if (given && lexical && lexical.text.toLowerCase() === given.toLowerCase())
    return { ...lexical, lex: x, fromLex: true };
  if (given) {
    const gender = guessGender(given, language);
    return { text: given, gender, ...(x ? { lex: x } : {}), fromLex: false };
  }
  const entry = x ?? headOf(noun);
  const known = entry && fromEntry(entry, language);
  if (entry && known) return { ...known, lex: entry, fromLex: true };
  const text = language === 'de' ? capital(noun.word) : noun.word;
  return { text, gender: guessGender(text, language), fromLex: false };
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
