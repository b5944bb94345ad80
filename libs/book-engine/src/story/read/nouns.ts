import type { Language } from '../../types';
import { IDEA_VOCABULARIES, type OtherLanguage } from '../idea-vocabularies';
import { FORMS, LEX, LEXICON, type LexEntry } from '../lexicon';
import words from '../data/more-nouns.json';
import type { Noun } from '../model';

/**
 * What the reader knows of a noun as the parent wrote it: its English lemma (the key to WordNet and the
 * drawables), its lexicon entry and its translations. Sources, in order: the lexicon (German and English
 * forms), the per-language idea vocabularies (es fr it pt ru zh ja ko ar), and `MORE` below (`data/more-nouns.json`) — a short
 * list of everyday nouns parents write that the old lexicon lacks (a dachshund, a lighthouse, a violin), only
 * for their translations; what they are and how they are drawn comes from WordNet.
 */

type Row = [en: string, de: string, fr: string, es: string, it: string, pt: string];

/**
 * `data/more-nouns.json`, one row a noun: English lemma | German | French | Spanish | Italian | Portuguese; `/`
 * separates more spellings.
 */
const MORE: Row[] = words.nouns.map((line) => line.split('|') as Row);

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt'] as const;

interface Known {
  en: string;
  entry?: LexEntry;
  translations: Partial<Record<Language, string>>;
  /** The spelling's singular in its language, when the table knows it. */
  singular?: string;
}

const BY_FORM = new Map<string, Known>();
const key = (language: Language, form: string): string =>
  `${language}:${form.toLowerCase().replace(/'/g, '’')}`;

function build(): void {
  if (BY_FORM.size) return;
  const vocabularyWords = (language: Language, id: string): string[] =>
    language === 'de' || language === 'en'
      ? []
      : (IDEA_VOCABULARIES[language as OtherLanguage]?.words[id] ?? []);
  const lexTranslations = (x: LexEntry): Partial<Record<Language, string>> => {
    const t: Partial<Record<Language, string>> = { en: x.en.sg, de: x.de.sg };
    for (const language of Object.keys(IDEA_VOCABULARIES) as OtherLanguage[]) {
      const first = vocabularyWords(language, x.id)[0];
      if (first) t[language] = first;
    }
    return t;
  };
  for (const [form, entries] of FORMS) {
    const x = entries[0]!;
    const known: Known = { en: x.en.sg, entry: x, translations: lexTranslations(x) };
    const singular =
      form === x.de.pl.toLowerCase() && x.de.pl !== x.de.sg
        ? x.de.sg
        : form === x.en.pl.toLowerCase() && x.en.pl !== x.en.sg
          ? x.en.sg
          : undefined;
    for (const language of ['en', 'de'] as const)
      if (!BY_FORM.has(key(language, form)))
        BY_FORM.set(key(language, form), { ...known, ...(singular ? { singular } : {}) });
  }
  for (const language of Object.keys(IDEA_VOCABULARIES) as OtherLanguage[]) {
    for (const [id, spellings] of Object.entries(IDEA_VOCABULARIES[language].words)) {
      const x = LEX.get(id);
      if (!x) continue;
      const known: Known = { en: x.en.sg, entry: x, translations: lexTranslations(x) };
      for (const s of spellings) if (!BY_FORM.has(key(language, s))) BY_FORM.set(key(language, s), known);
    }
  }
  for (const row of MORE) {
    const translations: Partial<Record<Language, string>> = {};
    row.forEach((cell, i) => (translations[LANGS[i]!] = cell.split('/')[0]!));
    row.forEach((cell, i) => {
      const spellings = cell.split('/');
      for (const s of spellings) {
        const singular = s !== spellings[0] && s.startsWith(spellings[0]!) ? spellings[0] : undefined;
        if (!BY_FORM.has(key(LANGS[i]!, s)))
          BY_FORM.set(key(LANGS[i]!, s), { en: row[0], translations, ...(singular ? { singular } : {}) });
      }
    });
  }
}

/** What the tables know of a spelling in a language, if anything. */
export function knownNoun(language: Language, form: string): Known | undefined {
  build();
  return BY_FORM.get(key(language, form));
}

/** The lexicon entry of a spelling, for categories and sexes ("Oma", "sœur"). */
export const lexEntryOf = (language: Language, form: string): LexEntry | undefined =>
  knownNoun(language, form)?.entry;

/** German compounds end in a known noun: "Schatzkarte" → map, "Zauberdrache" → dragon. */
let germanForms: Set<string> | undefined;

export function germanHead(word: string): Known | undefined {
  germanForms ??= new Set([
    ...LEXICON.flatMap((x) => [x.de.sg, x.de.pl].map((f) => f.toLowerCase())),
    ...MORE.flatMap((row) => row[1].split('/').map((f) => f.toLowerCase())),
  ]);
  const lower = word.toLowerCase();
  for (let i = 1; i < lower.length - 2; i += 1) {
    const rest = lower.slice(i);
    if (rest.length >= 3 && germanForms.has(rest)) return knownNoun('de', rest);
  }
  return undefined;
}

/** A Noun as the reader hands it on: the word as written, its English lemma and translations where known. */
export function nounOf(
  word: string,
  language: Language,
  options: { en?: string; gender?: 'm' | 'f' | 'n'; known?: Known } = {},
): Noun {
  const known = options.known ?? knownNoun(language, word);
  const en = known?.en ?? options.en;
  const gender = options.gender ?? (language === 'de' && known?.entry ? known.entry.de.g : undefined);
  const translations = known ? { ...known.translations } : undefined;
  if (translations && language !== 'en') translations[language] = word;
  return {
    word,
    language,
    ...(en ? { en } : {}),
    ...(gender ? { gender } : {}),
    ...(translations && Object.keys(translations).length ? { translations } : {}),
  };
}
