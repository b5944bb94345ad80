import { DRAWN_KINDS, DRAWN_SETTINGS, DRAWN_THINGS } from '../../illustration/kinds';
import words from '../data/drawable.json';
import type { Category } from '../model';
import { LEXFILE, hypernymChain, nounSenses, type Synset } from './wordnet';

/**
 * What the embedded illustrator can draw for a word: the nearest drawable id (`illustration/kinds.ts`) and the
 * category, found by walking WordNet's hypernyms (pangolin → placental mammal → … → `hedgehog`; submarine →
 * vessel → `boat`; library → room → … → a building setting). Each WordNet synset word maps to candidate ids,
 * the first one the illustrator has wins, so a newly drawn kind (say `library`) is used as soon as it exists.
 */

const CHARACTER_IDS = new Set<string>([
  ...DRAWN_KINDS.vehicles,
  ...DRAWN_KINDS.creatures,
  ...DRAWN_KINDS.roles,
  'girl',
  'boy',
]);
const THING_IDS = new Set<string>(DRAWN_THINGS);
const SETTING_IDS = new Set<string>(DRAWN_SETTINGS);

const pick = (ids: readonly string[], drawable: ReadonlySet<string>): string | undefined =>
  ids.find((id) => drawable.has(id));

/** WordNet synset word → drawable character ids, most specific words first in the chain decide. */
const CHARACTER_BY_SYNSET: Record<string, string[]> = words.characters;

const SETTING_BY_SYNSET: Record<string, string[]> = words.settings;

const THING_BY_SYNSET: Record<string, string[]> = words.things;

export interface Drawable {
  category: Category;
  drawAs: string;
}

const chainWords = (chain: Synset[]): string[] => chain.flatMap((s) => s.words);

function fromChain(
  chain: Synset[],
  table: Record<string, string[]>,
  ids: ReadonlySet<string>,
): string | undefined {
  for (const s of chain)
    for (const word of s.words) {
      const candidates = table[word];
      const id = candidates && pick(candidates, ids);
      if (id) return id;
    }
  return undefined;
}

/** A WordNet sense of the lemma in one of the lexicographer files, most frequent first. */
function senseIn(lemma: string, lexfiles: readonly number[]): Synset[] | undefined {
  const chains = nounSenses(lemma).map((offset) => hypernymChain(offset));
  for (const lexfile of lexfiles) {
    const chain = chains.find((c) => c[0]!.lexfile === lexfile);
    if (chain) return chain;
  }
  return undefined;
}

const CREATURE_WORDS = new Set('imaginary being|mythical being|spiritual being|automaton|robot'.split('|'));
const CREATURES = new Set('robot dragon unicorn ghost fairy mermaid giant monster troll dinosaur'.split(' '));

/**
 * A character's category and drawable kind from its English lemma, when WordNet knows it as an animal, a
 * person, a creature or a vehicle; undefined otherwise. `sex` chooses girl or boy for a child or an adult
 * nobody draws in a role.
 */
export function characterDrawable(lemma: string, sex?: 'f' | 'm'): Drawable | undefined {
  if (CHARACTER_IDS.has(lemma) && !['girl', 'boy'].includes(lemma)) {
    const chain = nounSenses(lemma).length ? hypernymChain(nounSenses(lemma)[0]!) : [];
    return { drawAs: lemma, category: categoryOf(chain, lemma) };
  }
  const chain = senseIn(lemma, [LEXFILE.animal, LEXFILE.person, LEXFILE.artifact, LEXFILE.cognition]);
  if (!chain) return undefined;
  const category = categoryOf(chain, lemma);
  if (category === 'thing' || category === 'toy') return undefined;
  if (category === 'person') {
    const role = fromChain(chain, CHARACTER_BY_SYNSET, new Set(DRAWN_KINDS.roles));
    return { category, drawAs: role ?? (sex === 'm' ? 'boy' : 'girl') };
  }
  return { category, drawAs: fromChain(chain, CHARACTER_BY_SYNSET, CHARACTER_IDS) ?? 'bear' };
}

function categoryOf(chain: Synset[], lemma: string): Category {
  const words = new Set(chainWords(chain));
  if (CREATURES.has(lemma)) return 'creature';
  if ([...words].some((w) => CREATURE_WORDS.has(w))) return 'creature';
  if (chain[0]?.lexfile === LEXFILE.animal || words.has('animal')) return 'animal';
  if (chain[0]?.lexfile === LEXFILE.person || words.has('person')) return 'person';
  if (words.has('vehicle') || words.has('conveyance') || words.has('craft')) return 'vehicle';
  if (words.has('plaything') || words.has('toy')) return 'toy';
  if (DRAWN_KINDS.vehicles.includes(lemma)) return 'vehicle';
  return 'thing';
}

/** A place's nearest drawable setting from its English lemma ("library" → a building setting). */
export function settingDrawable(lemma: string): string | undefined {
  if (SETTING_IDS.has(lemma)) return lemma;
  const chain = senseIn(lemma, [LEXFILE.location, LEXFILE.artifact, LEXFILE.object, LEXFILE.group]);
  return chain ? fromChain(chain, SETTING_BY_SYNSET, SETTING_IDS) : undefined;
}

/** Is the lemma a place by WordNet (a location, a building, a body of water, a landform)? */
const GENERIC_SETTINGS = new Set('structure|building|area|location|region|geographic area|room'.split('|'));
const PLACE_WORDS = 'structure|building|room|body of water|geological formation|land|area|facility'.split(
  '|',
);

export function isPlaceLemma(lemma: string): boolean {
  const chain = nounSenses(lemma).length ? hypernymChain(nounSenses(lemma)[0]!) : undefined;
  if (!chain) return false;
  if (chain.some((s) => s.words.some((w) => SETTING_BY_SYNSET[w] && !GENERIC_SETTINGS.has(w)))) return true;
  if (chain[0]!.lexfile === LEXFILE.location) return true;
  const words = new Set(chainWords(chain));
  return PLACE_WORDS.some((w) => words.has(w)) && !words.has('vehicle');
}

/** A thing's nearest drawable thing, if any ("a book about the stars" → `book`; a violin → none). */
export function thingDrawable(lemma: string): string | undefined {
  if (THING_IDS.has(lemma)) return lemma;
  const offsets = nounSenses(lemma);
  if (!offsets.length) return undefined;
  return fromChain(hypernymChain(offsets[0]!), THING_BY_SYNSET, THING_IDS);
}

/** WordNet's lexicographer file of the lemma's most frequent sense (feeling, body, time …), if known. */
export function lexfileOf(lemma: string): number | undefined {
  const offsets = nounSenses(lemma);
  return offsets.length ? hypernymChain(offsets[0]!)[0]!.lexfile : undefined;
}

/** Does WordNet know the lemma as a noun at all? */
export const knownNoun = (lemma: string): boolean => nounSenses(lemma).length > 0;

/** Is any sense of the lemma an animal or a person (a possible character)? */
export function isAnimate(lemma: string): boolean {
  return !!senseIn(lemma, [LEXFILE.animal, LEXFILE.person]);
}
