import data from '../data/latin-words.json';
import { mapValues, pattern, patterns } from '../data/rows';

/**
 * The reader's small word tables (words as data): colour words with their hex, what a character wears or
 * looks like, feelings, times of day and seasons, and the function words that decide a phrase (articles,
 * possessives, place prepositions) — per Latin-script language. Nouns themselves come from the lexicon, the
 * per-language idea vocabularies, `nouns.ts` and WordNet, never from here.
 */

export type Latin = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';
export const isLatin = (language: string): language is Latin =>
  ['en', 'de', 'fr', 'es', 'it', 'pt'].includes(language);

/**
 * Looks (hair, curly, short, long, glasses, freckles, eyes), German words by their ending (never a name: "-lich",
 * "-ig", "-sam"; a noun: "-ung", "-heit", "-chen"), talk about the story ("Geschichte", "book") and "for/about".
 */
export const {
  HAIR,
  CURLY,
  SHORT,
  LONG,
  GLASSES,
  FRECKLES,
  EYES,
  GERMAN_NOT_NAME,
  GERMAN_NOUN_ENDING,
  META_NOUN,
  FOR,
} = patterns(data.patterns);

const w = (words: string): string[] => words.split(/\s+/).filter(Boolean);
/** Per language, a space-separated list of words as a set. */
const sets = (lists: Record<Latin, string>): Record<Latin, Set<string>> =>
  mapValues(lists, (list) => new Set(w(list))) as Record<Latin, Set<string>>;

/** Colour → hex and its spellings (stems for German; every inflection for the Romance languages). */
export const COLOURS: Array<{ en: string; hex: string; words: RegExp }> = data.colours.map(
  ({ en, hex, words }) => ({ en, hex, words: pattern(words) }),
);

export function colourOf(word: string): { en: string; hex: string } | undefined {
  const lower = word.toLowerCase();
  const found = COLOURS.find((c) => c.words.test(lower));
  return found && { en: found.en, hex: found.hex };
}

/** Clothing the idea may give a character, by spelling → English lemma. */
export const CLOTHING: Record<string, string> = Object.fromEntries(
  Object.entries(data.clothing).flatMap(([en, spellings]) => w(spellings).map((word) => [word, en])),
);

/** Spellings that are clothing in one language only: "Rock" is a skirt in German, a rock in English. */
const CLOTHING_ONLY_IN: Record<string, Latin> = data.clothingOnlyIn as Record<string, Latin>;

/** The English lemma of a piece of clothing written in the idea's language, if it is one. */
export function clothingOf(word: string, language: Latin): string | undefined {
  const lower = word.toLowerCase();
  const only = CLOTHING_ONLY_IN[lower];
  return only && only !== language ? undefined : CLOTHING[lower];
}

/** Words of time that are never things ("Eines Tages", "one day"). */
export const TIME_NOUNS = new Set(w(data.timeNouns));

/** Body parts and features: never characters, never things of the story. */
export const BODY = new Set(w(data.body));

/** Feelings (adjectives and the nouns of "has fear") → English. */
export const FEELINGS: Array<[RegExp, string]> = data.feelings.map(([stored, en]) => [
  pattern(stored as string),
  en as string,
]);

export const feelingOf = (word: string): string | undefined => FEELINGS.find(([re]) => re.test(word))?.[1];

export const TIMES: Array<[RegExp, 'morning' | 'day' | 'evening' | 'night']> = data.times.map(
  ([stored, time]) => [pattern(stored as string), time as 'morning' | 'day' | 'evening' | 'night'],
);

export const SEASONS: Array<[RegExp, 'spring' | 'summer' | 'autumn' | 'winter']> = data.seasons.map(
  ([stored, season]) => [pattern(stored as string), season as 'spring' | 'summer' | 'autumn' | 'winter'],
);

/** The weather a picture can show (issue #21: "page 9 in the snow", "auf Seite 6 soll es regnen"). */
export const WEATHER_WORDS: Array<[RegExp, 'clear' | 'cloudy' | 'rain' | 'storm' | 'snow' | 'wind' | 'fog']> =
  data.weathers.map(([stored, weather]) => [
    pattern(stored as string),
    weather as 'clear' | 'cloudy' | 'rain' | 'storm' | 'snow' | 'wind' | 'fog',
  ]);

/** Articles, possessives and numbers before a noun, per language (lower case). */
export const DETERMINERS: Record<Latin, Set<string>> = sets(data.determiners);

/** Possessives ("her fox", "sein Dackel", "son chat"): the noun after one belongs to a character. */
export const POSSESSIVES: Record<Latin, Set<string>> = sets(data.possessives);

/** Prepositions (and contractions) before a place. */
export const PLACE_PREPOSITIONS: Record<Latin, Set<string>> = sets(data.placePrepositions);

/** Words that join names ("Emma and Lotta"). */
export const AND: Record<Latin, Set<string>> = sets(data.and);

/** Words right before a name ("a dog called Rex", "ein Hund namens Rex"). */
export const NAME_CUES = new Set(w(data.nameCues));

/** Capitalised words that are never names, whatever their place. */
export const NEVER_NAMES = new Set(w(data.neverNames));

/** The sex an English person noun gives ("son", "granddaughter"). */
export const SEX_OF_NOUN: Record<string, 'f' | 'm'> = Object.fromEntries(
  Object.entries(data.sexOfNoun).flatMap(([sex, nouns]) => w(nouns).map((x) => [x, sex as 'f' | 'm'])),
);

/** English nouns too abstract to be things of a story. */
export const ABSTRACT_EN = new Set(w(data.abstractEn));
