import type { Language } from '../../types';
import words from '../data/script-words.json';
import { mapValues, pattern, patterns } from '../data/rows';
import { COLOURS } from './words';

/**
 * The small word tables of the Russian, Chinese, Japanese, Korean and Arabic reader (words as data, like
 * `words.ts` for the Latin languages): everyday nouns the lexicon lacks (with their English lemma, the key to
 * WordNet and the drawables, and their spellings in the five languages), colours, what a character wears or
 * looks like, feelings, and the words that frame an idea ("a story about …"). The lexicon's own nouns come
 * from the idea vocabularies (`data/<lang>.idea.json`); names are never listed, they are read by structure.
 */

export type ScriptLanguage = 'ru' | 'zh' | 'ja' | 'ko' | 'ar';

type Row = [en: string, ru: string, zh: string, ja: string, ko: string, ar: string];

/**
 * English lemma | Russian (nominative singular first) | Chinese | Japanese | Korean | Arabic (indefinite
 * singular first); `/` separates more spellings, an empty cell means none worth reading. Nouns of every kind
 * parents write: people by their job, animals beyond the lexicon's, places, things, food, activities.
 */
const NOUNS: Row[] = words.nouns.map((line) => line.split('|') as Row);

export interface ExtraNoun {
  en: string;
  /** The spelling the table lists first in the idea's language (its dictionary form). */
  lemma: string;
  translations: Partial<Record<Language, string>>;
}

const COLUMNS: ScriptLanguage[] = ['ru', 'zh', 'ja', 'ko', 'ar'];
const BY_SPELLING = new Map<string, ExtraNoun>();
for (const row of NOUNS) {
  const [en, ...cells] = row;
  const translations: Partial<Record<Language, string>> = {};
  cells.forEach((cell, i) => {
    const first = cell.split('/')[0];
    if (first) translations[COLUMNS[i]!] = first;
  });
  cells.forEach((cell, i) => {
    const spellings = cell.split('/').filter(Boolean);
    for (const s of spellings) {
      const key = `${COLUMNS[i]}:${s.toLowerCase()}`;
      if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, { en, lemma: s, translations });
    }
  });
}

/** An everyday noun of the table, by its spelling in the idea's language. */
export const extraNoun = (language: ScriptLanguage, word: string): ExtraNoun | undefined =>
  BY_SPELLING.get(`${language}:${word.toLowerCase()}`);

/** Every spelling of the table in a language (for the longest-match readers of Chinese and Japanese). */
export const extraSpellings = (language: ScriptLanguage): string[] =>
  [...BY_SPELLING.keys()].filter((k) => k.startsWith(`${language}:`)).map((k) => k.slice(3));

// ── Colours ─────────────────────────────────────────────────────────────────────────────────────────

const hexOf = (en: string): string => COLOURS.find((c) => c.en === en)?.hex ?? '#9e9e9e';

/** Russian adjective endings, every gender, case and number. */
const RU_ADJ = '(ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ым|им|ых|их|ыми|ими|ей)';
const RU_COLOURS: Array<[string, string]> = Object.entries(words.ruColours);

/** Colour spellings per language (CJK and Korean as written before a noun, Arabic without ال). */
const COLOUR_WORDS = mapValues(words.colourWords, Object.entries<string>) as Record<
  Exclude<ScriptLanguage, 'ru'>,
  Array<[string, string]>
>;

const COLOUR_BY_WORD = new Map<string, string>();
for (const [language, rows] of Object.entries(COLOUR_WORDS))
  for (const [en, words] of rows)
    for (const word of words.split(' ')) {
      COLOUR_BY_WORD.set(`${language}:${word}`, en);
      if (language === 'ar') COLOUR_BY_WORD.set(`${language}:${word.replace(/[أإآ]/g, 'ا')}`, en);
    }

/** A colour word of the idea's language (Russian in every ending), as its English name and hex. */
export function scriptColour(
  language: ScriptLanguage,
  word: string,
): { en: string; hex: string } | undefined {
  const lower = word.toLowerCase();
  const en =
    language === 'ru'
      ? RU_COLOURS.find(([stem]) => new RegExp(`^${stem}${RU_ADJ}$`).test(lower))?.[1]
      : COLOUR_BY_WORD.get(`${language}:${lower}`);
  return en ? { en, hex: hexOf(en) } : undefined;
}

/** Colour spellings of a language, longest first (for the longest-match readers). */
export const colourSpellings = (language: Exclude<ScriptLanguage, 'ru'>): string[] =>
  COLOUR_WORDS[language].flatMap(([, words]) => words.split(' ')).sort((a, b) => b.length - a.length);

// ── Looks ───────────────────────────────────────────────────────────────────────────────────────────

export interface LookWords {
  hair: RegExp;
  short: RegExp;
  long: RegExp;
  curly: RegExp;
  glasses: RegExp;
  freckles: RegExp;
}

/** Hair, glasses and freckles; CJK and Korean patterns match whole pieces. */
export const LOOK_WORDS = mapValues(words.looks, patterns) as Record<ScriptLanguage, LookWords>;

// ── Feelings ────────────────────────────────────────────────────────────────────────────────────────

/** Feelings by stem or pattern → English (the writers' `feel.*` keys). */
export const SCRIPT_FEELINGS = mapValues(words.feelings, (rows) =>
  rows.map(([stored, en]): [RegExp, string] => [pattern(stored as string), en as string]),
) as Record<ScriptLanguage, Array<[RegExp, string]>>;

export const scriptFeeling = (language: ScriptLanguage, word: string): string | undefined =>
  SCRIPT_FEELINGS[language].find(([re]) => re.test(word.toLowerCase()))?.[1];

// ── Framing ─────────────────────────────────────────────────────────────────────────────────────────

/** "A story (about …)", "이야기를 만들어 주세요": the idea's frame, neither a thing nor a character. */
export const STORY_WORDS: Record<ScriptLanguage, RegExp> = patterns(words.story);
