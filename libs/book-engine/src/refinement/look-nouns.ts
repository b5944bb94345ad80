import { knownNoun } from '../story/read/nouns';
import { hypernymChain, nounSenses, synset } from '../story/read/wordnet';
import type { Language } from '../types';
import { SLOT_WORDS, type SlotWord } from './planner-words';

/**
 * What a noun after a colour is (issue #21): "red pigtails", "a grey beard", "blue eyes", "einen grauen Bart".
 * A part of a character the drawing has — hair, clothes, a hat — is found by what the noun is a kind of
 * (WordNet's hypernyms: a pigtail is a braid is a hairdo; a raincoat is a coat is a garment; a bonnet is a
 * headdress), so no list of hairdos or garments is needed. Anything else a parent can name (a beard, eyes,
 * boots, a necklace) the drawing cannot show: the planner says so instead of colouring something else.
 */

const SLOT = {
  hair: SLOT_WORDS.find((s) => s.slot === 'hair') as SlotWord,
  clothes: SLOT_WORDS.find((s) => s.slot === 'clothing' && !s.clothing) as SlotWord,
  hat: SLOT_WORDS.find((s) => s.feature === 'hat') as SlotWord,
};

export type PartOfLook = SlotWord | 'cannot';

const cache = new Map<string, PartOfLook | undefined>();

/** The English lemmas a word may be (a plural made singular). */
const singulars = (lower: string): string[] =>
  [
    lower,
    lower.replace(/ies$/u, 'y'),
    lower.replace(/ves$/u, 'f'),
    lower.replace(/es$/u, ''),
    lower.replace(/s$/u, ''),
  ].filter((s, i, all) => s.length >= 2 && all.indexOf(s) === i);

/** What an English noun lemma is to the drawing: a slot, something it cannot draw, or no noun at all. */
function ofLemma(lemma: string): PartOfLook | undefined {
  const senses = nounSenses(lemma);
  if (senses.length === 0) return undefined;
  const first = senses[0] as number;
  const chain = [synset(first), ...hypernymChain(first)].flatMap((s) => s.words);
  const has = (word: string) => chain.includes(word);
  if (has('facial hair')) return 'cannot';
  if (has('hairdo') || (has('hair') && has('body covering'))) return SLOT.hair;
  if (has('headdress')) return SLOT.hat;
  if (has('garment') && !has('neckwear') && !has('footwear')) return SLOT.clothes;
  // Other parts of a body or of what one wears or carries: the drawing has none of them.
  if (['body part', 'body covering', 'covering', 'adornment', 'bag'].some(has)) return 'cannot';
  // Anything else (a kite, a dog, a house) is no part of a look: left to the rest of the reading.
  return undefined;
}

/**
 * What a noun written after a colour is: the slot it names, `cannot` for a concrete thing the drawing does
 * not have, undefined when the word is no noun the planner can tell.
 */
export function partOfLook(word: string, language: Language): PartOfLook | undefined {
  // Only German and English nouns are read here; other languages keep their colour for the planner to ask.
  if (language !== 'en' && language !== 'de') return undefined;
  const lower = word.toLowerCase();
  const key = `${language}:${lower}`;
  if (cache.has(key)) return cache.get(key);
  let part: PartOfLook | undefined;
  // A slot word with an ending ("Zöpfen", "Kleides"): the slot.
  const stems = [lower, lower.replace(/(?:en|n|e|s|es)$/u, '')];
  const slot = SLOT_WORDS.find((s) => stems.some((stem) => new RegExp(s.pattern.source, 'u').test(stem)));
  if (slot) part = slot;
  else {
    const english =
      language === 'en'
        ? singulars(lower)
        : [knownNoun(language, lower)?.en, knownNoun(language, stems[1] as string)?.en].filter(
            (e): e is string => !!e,
          );
    for (const lemma of english) {
      part = ofLemma(lemma);
      if (part) break;
    }
    // A German noun after an inflected colour that no dictionary here knows ("einen grauen Bart"): a part
    // the drawing has would be a slot word, so it is one it does not have.
    if (!part && language === 'de' && english.length === 0) part = 'cannot';
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, part);
  return part;
}
