import stored from '../data/ru.idea.json';
import { type IdeaVocabulary, readIdea, spellingsById } from '../idea-vocabulary';
import { RU_CASES, RU_NOUNS, RU_TRAITS, ruAdj, type RuNoun } from './ru.nouns';

/**
 * How an idea written in Russian spells the lexicon: every case form of every noun in the singular and
 * the plural (Russian ideas decline: "с лисой", "до бури", "в пещере"), a few everyday synonyms, the goal
 * words per plot shape in the order every vocabulary keeps (rescue first, deadline last), and the traits in every form.
 */

/** Spellings the noun table does not hold: diminutives and synonyms a parent writes. */
const EXTRA: Record<string, string[]> = stored.extraWords;

const formsOf = (n: RuNoun): string[] => [
  ...RU_CASES.flatMap((c) => [n.sg[c], n.pl[c]]),
  ...(n.other ? formsOf(n.other) : []),
];

// A form two nouns share ("замок" the castle, not the sandcastle) stays with the first noun that has it.
const words = spellingsById(
  Object.entries(RU_NOUNS).map(([id, noun]) => {
    const all = [...formsOf(noun), ...(EXTRA[id] ?? [])].map((f) => f.toLowerCase());
    // Ideas are often typed without ё: "ежик", "самолет".
    return [id, [...all, ...all.filter((f) => f.includes('ё')).map((f) => f.replace(/ё/g, 'е'))]];
  }),
);

/** Synonyms of the traits, as masculine nominatives; every gender, case and number is derived. */
const TRAIT_SYNONYMS: Record<string, string[]> = stored.traitSynonyms;
const adjForms = (adj: string): string[] => [
  ...new Set(
    (['m', 'f', 'n', 'pl'] as const).flatMap((g) =>
      RU_CASES.flatMap((c) => [ruAdj(adj, g, c, true), ruAdj(adj, g, c, false)]),
    ),
  ),
];
const traits: Record<string, string[]> = Object.fromEntries(
  Object.entries(RU_TRAITS).map(([key, adj]) => [
    key,
    [...new Set([adj, ...(TRAIT_SYNONYMS[key] ?? [])].flatMap(adjForms))],
  ]),
);

export const RU_IDEA: IdeaVocabulary = readIdea(stored, words, traits);
