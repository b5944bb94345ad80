import { DRAWN_KINDS, DRAWN_SETTINGS, DRAWN_THINGS } from '../../illustration/kinds';
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
const CHARACTER_BY_SYNSET: Record<string, string[]> = {
  // mammals
  dog: ['dog'],
  canine: ['dog'],
  wolf: ['wolf', 'dog'],
  fox: ['fox'],
  'big cat': ['lion', 'cat'],
  cat: ['cat'],
  feline: ['cat'],
  bear: ['bear'],
  beaver: ['otter', 'mouse'],
  squirrel: ['squirrel', 'mouse'],
  rodent: ['mouse', 'rabbit'],
  leporid: ['rabbit'],
  lagomorph: ['rabbit'],
  hedgehog: ['hedgehog'],
  insectivore: ['hedgehog', 'mouse'],
  edentate: ['hedgehog'],
  deer: ['deer', 'horse'],
  giraffe: ['giraffe', 'horse'],
  sheep: ['sheep'],
  goat: ['sheep'],
  bovine: ['cow'],
  bovid: ['cow'],
  swine: ['pig'],
  equine: ['horse'],
  'odd-toed ungulate': ['horse'],
  'even-toed ungulate': ['cow'],
  proboscidean: ['elephant'],
  primate: ['monkey'],
  dolphin: ['dolphin', 'whale'],
  cetacean: ['whale'],
  pinniped: ['seal'],
  musteline: ['otter'],
  'musteline mammal': ['otter'],
  procyonid: ['fox'],
  viverrine: ['cat'],
  marsupial: ['rabbit'],
  bat: ['bird'],
  placental: ['hedgehog', 'bear'],
  mammal: ['bear'],
  // birds
  owl: ['owl', 'bird'],
  parrot: ['parrot', 'bird'],
  penguin: ['penguin', 'bird'],
  duck: ['duck', 'bird'],
  'anseriform bird': ['duck', 'bird'],
  'domestic fowl': ['chicken', 'bird'],
  chicken: ['chicken', 'bird'],
  'corvine bird': ['raven', 'bird'],
  bird: ['bird'],
  // fish, reptiles, amphibians, invertebrates
  fish: ['fish'],
  'aquatic vertebrate': ['fish'],
  turtle: ['turtle'],
  chelonian: ['turtle'],
  dinosaur: ['dinosaur', 'dragon'],
  reptile: ['dinosaur', 'dragon'],
  frog: ['frog'],
  amphibian: ['frog'],
  butterfly: ['butterfly'],
  lepidopterous: ['butterfly'],
  'lepidopterous insect': ['butterfly'],
  bee: ['bee'],
  insect: ['bee', 'butterfly'],
  arthropod: ['bee'],
  snail: ['snail'],
  gastropod: ['snail'],
  cephalopod: ['octopus'],
  mollusk: ['snail'],
  crustacean: ['octopus'],
  invertebrate: ['snail'],
  animal: ['bear'],
  // creatures
  dragon: ['dragon'],
  unicorn: ['unicorn'],
  robot: ['robot'],
  automaton: ['robot'],
  ghost: ['ghost'],
  spirit: ['ghost'],
  fairy: ['fairy'],
  mermaid: ['mermaid'],
  giant: ['giant'],
  monster: ['monster'],
  troll: ['troll'],
  'imaginary being': ['monster'],
  'mythical monster': ['dragon', 'monster'],
  // vehicles
  tractor: ['tractor'],
  'fire engine': ['fire-engine'],
  locomotive: ['train'],
  train: ['train'],
  'railway car': ['train'],
  streetcar: ['train'],
  tram: ['train'],
  bus: ['bus'],
  'power shovel': ['digger'],
  excavator: ['digger'],
  'hot-air balloon': ['balloon-ride'],
  balloon: ['balloon-ride'],
  spacecraft: ['rocket'],
  rocket: ['rocket'],
  airplane: ['plane'],
  aircraft: ['plane'],
  helicopter: ['plane'],
  bicycle: ['bicycle'],
  'wheeled vehicle': ['bicycle', 'car'],
  truck: ['car'],
  car: ['car'],
  'motor vehicle': ['car'],
  vessel: ['boat'],
  boat: ['boat'],
  ship: ['boat'],
  craft: ['boat'],
  vehicle: ['car'],
  // people
  king: ['king'],
  queen: ['queen'],
  princess: ['princess'],
  prince: ['prince'],
  knight: ['knight'],
  pirate: ['pirate'],
  witch: ['witch'],
  wizard: ['wizard'],
  magician: ['wizard'],
  astronaut: ['astronaut'],
  firefighter: ['firefighter'],
  farmer: ['farmer'],
  baker: ['baker'],
  fisherman: ['fisherman'],
  grandma: ['grandma'],
  grandmother: ['grandma'],
  grandfather: ['grandpa'],
  educator: ['teacher'],
  teacher: ['teacher'],
};

const SETTING_BY_SYNSET: Record<string, string[]> = {
  library: ['library', 'school'],
  school: ['school'],
  kindergarten: ['kindergarten', 'school'],
  'nursery school': ['kindergarten', 'school'],
  beacon: ['lighthouse', 'beach'],
  lighthouse: ['lighthouse', 'beach'],
  castle: ['castle'],
  palace: ['castle'],
  tower: ['castle'],
  fortification: ['castle'],
  loft: ['home'],
  attic: ['home'],
  room: ['home'],
  house: ['home'],
  dwelling: ['home'],
  housing: ['home'],
  home: ['home'],
  farm: ['farm'],
  barn: ['farm'],
  zoo: ['zoo'],
  park: ['garden'],
  garden: ['garden'],
  field: ['meadow', 'garden'],
  meadow: ['meadow', 'garden'],
  forest: ['forest'],
  jungle: ['forest'],
  wood: ['forest'],
  'rain forest': ['forest'],
  beach: ['beach', 'sea'],
  shore: ['beach', 'sea'],
  island: ['island', 'sea'],
  sea: ['sea'],
  ocean: ['sea'],
  seabed: ['underwater', 'sea'],
  reef: ['underwater', 'sea'],
  river: ['river'],
  stream: ['river'],
  lake: ['lake'],
  pond: ['lake'],
  'body of water': ['sea'],
  mountain: ['mountain'],
  hill: ['mountain'],
  'natural elevation': ['mountain'],
  volcano: ['mountain'],
  glacier: ['snow'],
  'polar region': ['snow'],
  desert: ['desert'],
  cave: ['cave'],
  moon: ['moon', 'space'],
  planet: ['space'],
  'celestial body': ['space'],
  'outer space': ['space'],
  space: ['space'],
  village: ['village'],
  hamlet: ['village'],
  town: ['city'],
  city: ['city'],
  municipality: ['city'],
  'urban area': ['city'],
  station: ['city'],
  shop: ['city'],
  'mercantile establishment': ['city'],
  building: ['city'],
  museum: ['museum', 'city'],
  depository: ['city'],
  facility: ['city'],
  structure: ['city'],
  'geographic area': ['meadow', 'garden'],
  region: ['meadow', 'garden'],
  area: ['home'],
  location: ['meadow', 'garden'],
};

const THING_BY_SYNSET: Record<string, string[]> = {
  book: ['book'],
  publication: ['book'],
  letter: ['letter'],
  map: ['map'],
  key: ['key'],
  lantern: ['lantern'],
  lamp: ['lantern'],
  star: ['star'],
  kite: ['kite'],
  flower: ['flower'],
  seed: ['seed'],
  egg: ['egg'],
  cake: ['cake'],
  'baked goods': ['cake'],
  crown: ['crown'],
  jewelry: ['crown', 'treasure'],
  treasure: ['treasure'],
  chest: ['treasure'],
  ball: ['ball'],
  doll: ['doll'],
  'teddy bear': ['teddy'],
  plaything: ['ball'],
  gift: ['present'],
  shell: ['shell'],
  bone: ['bone'],
  balloon: ['balloon'],
  raft: ['raft'],
  snowman: ['snowman'],
  sandcastle: ['sandcastle'],
  'tree house': ['tree-house'],
  harvest: ['harvest'],
  party: ['party'],
};

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
export function senseIn(lemma: string, lexfiles: readonly number[]): Synset[] | undefined {
  const chains = nounSenses(lemma).map((offset) => hypernymChain(offset));
  for (const lexfile of lexfiles) {
    const chain = chains.find((c) => c[0]!.lexfile === lexfile);
    if (chain) return chain;
  }
  return undefined;
}

const CREATURE_WORDS = new Set([
  'imaginary being',
  'mythical being',
  'spiritual being',
  'automaton',
  'robot',
]);

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
  if (
    [
      'robot',
      'dragon',
      'unicorn',
      'ghost',
      'fairy',
      'mermaid',
      'giant',
      'monster',
      'troll',
      'dinosaur',
    ].includes(lemma)
  )
    return 'creature';
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
const GENERIC_SETTINGS = new Set([
  'structure',
  'building',
  'area',
  'location',
  'region',
  'geographic area',
  'room',
]);

export function isPlaceLemma(lemma: string): boolean {
  const chain = nounSenses(lemma).length ? hypernymChain(nounSenses(lemma)[0]!) : undefined;
  if (!chain) return false;
  if (chain.some((s) => s.words.some((w) => SETTING_BY_SYNSET[w] && !GENERIC_SETTINGS.has(w)))) return true;
  if (chain[0]!.lexfile === LEXFILE.location) return true;
  const words = new Set(chainWords(chain));
  return (
    [
      'structure',
      'building',
      'room',
      'body of water',
      'geological formation',
      'land',
      'area',
      'facility',
    ].some((w) => words.has(w)) && !words.has('vehicle')
  );
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
