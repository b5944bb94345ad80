import stored from '../data/ar.idea.json';
import { type IdeaVocabulary, readIdea, spellingsById } from '../idea-vocabulary';
import { AR_NOUNS, AR_TRAITS, arDual, type ArNoun } from './ar.nouns';

/**
 * How an idea written in Arabic spells the lexicon: singular, plural and dual, each with and without ال
 * (the analyser also takes و، ب، ل off a word), a few everyday synonyms, the goal words per plot shape in the
 * order every vocabulary keeps (rescue first, deadline last) and the traits in every gender and number.
 */

/** Spellings the noun table does not hold: synonyms and diminutives a parent writes. */
const EXTRA: Record<string, string[]> = stored.extraWords;

const formsOf = (n: ArNoun): string[] => [
  n.sg,
  n.pl,
  n.defSg,
  n.defPl,
  // Duals as an idea writes them ("أختان", "الأختان"), only for one-word nouns.
  ...(n.sg.includes(' ') ? [] : [arDual(n.sg), `ال${arDual(n.sg)}`]),
  ...(n.other ? formsOf(n.other) : []),
];

const words = spellingsById(
  Object.entries(AR_NOUNS).map(([id, noun]) => [
    id,
    [...formsOf(noun), ...(EXTRA[id] ?? [])].flatMap((form) => {
      // One word with and without ال; a phrase ("بيت الشجرة", "طائرة ورقية") as the table writes it.
      const written = form.includes(' ')
        ? [form]
        : [form, form.startsWith('ال') ? form.slice(2) : `ال${form}`];
      // Ideas are often typed without hamza on the alif: "ارنب" for "أرنب", "الاخت" for "الأخت".
      return [...written, ...written.map((w) => w.replace(/[أإآ]/g, 'ا'))];
    }),
  ]),
);

/** Synonyms of the traits a parent writes, masculine and feminine. */
const TRAIT_SYNONYMS: Record<string, string[]> = stored.traitSynonyms;
const traits: Record<string, string[]> = Object.fromEntries(
  Object.entries(AR_TRAITS).map(([key, adj]) => {
    // "طائرة" is the aeroplane; the flying trait keeps only its other forms.
    const base = [adj.m, adj.f, adj.pl].filter((w) => !(key === 'flying' && w === 'طائرة'));
    const all = [...base, ...(TRAIT_SYNONYMS[key] ?? [])];
    return [key, [...new Set(all.flatMap((w) => [w, `ال${w}`]))]];
  }),
);

export const AR_IDEA: IdeaVocabulary = readIdea(stored, words, traits);
