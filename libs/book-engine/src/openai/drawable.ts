import { characterDrawable, settingDrawable, thingDrawable } from '../story/read/drawable';
import { baseSpecies, DRAWN_KINDS, DRAWN_SETTINGS, DRAWN_THINGS } from '../illustration/kinds';
import type { Animal, CharacterSheet, Place, StoryObject } from '../types';
import { ANIMALS, OBJECTS, PLACES } from '../types';

/**
 * The nearest thing the embedded illustrator can draw for an open-vocabulary English noun (issue #21): a model
 * answers "pangolin" and "library"; the plan keeps those words and draws a hedgehog-like animal in a school-like
 * building. A small stand-in over the drawable ids of `illustration/kinds.ts` with a few hypernym-ish keyword
 * rules (a pangolin is a scaly mammal → hedgehog); the reader's WordNet resolver (`story/read/`) is to replace it.
 * Pure and deterministic.
 */
export type DrawableCategory = 'person' | 'animal' | 'creature' | 'vehicle' | 'toy' | 'thing' | 'place';

/** Keyword → drawable id, per list; a rule matches a whole word of the noun (last word first). */
const CREATURE_RULES: Record<string, string[]> = {
  hedgehog: ['pangolin', 'armadillo', 'porcupine', 'anteater', 'echidna', 'shrew', 'aardvark', 'tenrec'],
  mouse: ['rat', 'hamster', 'gerbil', 'mole', 'vole', 'dormouse', 'chinchilla', 'rodent'],
  otter: ['beaver', 'badger', 'raccoon', 'weasel', 'ferret', 'stoat', 'mink', 'platypus', 'meerkat', 'skunk'],
  bear: ['koala', 'panda', 'sloth', 'wombat', 'polar', 'grizzly', 'teddy'],
  rabbit: ['hare', 'bunny', 'kangaroo', 'wallaby', 'jackrabbit'],
  cat: [
    'kitten',
    'kitty',
    'tiger',
    'leopard',
    'cheetah',
    'panther',
    'lynx',
    'jaguar',
    'cougar',
    'puma',
    'ocelot',
  ],
  lion: ['lioness'],
  dog: [
    'puppy',
    'dachshund',
    'poodle',
    'labrador',
    'retriever',
    'terrier',
    'husky',
    'collie',
    'beagle',
    'pug',
  ],
  wolf: ['coyote', 'jackal', 'dingo', 'hyena'],
  fox: ['fennec'],
  horse: ['pony', 'donkey', 'zebra', 'mule', 'foal', 'stallion', 'mare', 'camel', 'llama', 'alpaca'],
  deer: ['reindeer', 'moose', 'elk', 'antelope', 'gazelle', 'fawn', 'stag', 'okapi'],
  sheep: ['lamb', 'goat', 'ram', 'ewe'],
  cow: ['calf', 'bull', 'ox', 'buffalo', 'bison', 'yak'],
  pig: ['piglet', 'boar', 'hog', 'warthog'],
  elephant: ['hippo', 'hippopotamus', 'rhino', 'rhinoceros', 'mammoth', 'tapir'],
  monkey: ['ape', 'gorilla', 'chimpanzee', 'chimp', 'orangutan', 'lemur', 'baboon', 'gibbon', 'marmoset'],
  squirrel: ['chipmunk'],
  'guinea-pig': ['cavy'],
  frog: ['toad', 'axolotl', 'newt', 'salamander', 'tadpole', 'lizard', 'gecko', 'chameleon', 'iguana'],
  turtle: ['tortoise', 'terrapin'],
  dinosaur: ['crocodile', 'alligator', 'dino', 'rex', 'triceratops', 'stegosaurus', 'komodo'],
  owl: ['bat'],
  raven: ['crow', 'magpie', 'jackdaw', 'blackbird'],
  parrot: ['toucan', 'macaw', 'cockatoo', 'budgie', 'parakeet', 'peacock', 'flamingo', 'hummingbird'],
  duck: ['goose', 'swan', 'duckling', 'gosling'],
  chicken: ['hen', 'rooster', 'chick', 'turkey'],
  penguin: ['puffin'],
  bird: [
    'eagle',
    'hawk',
    'falcon',
    'sparrow',
    'robin',
    'pigeon',
    'dove',
    'seagull',
    'gull',
    'stork',
    'finch',
  ],
  bee: ['wasp', 'bumblebee', 'ant', 'beetle', 'ladybug', 'ladybird', 'firefly', 'fly', 'cricket', 'spider'],
  butterfly: ['moth', 'dragonfly', 'caterpillar'],
  snail: ['slug', 'worm', 'earthworm'],
  fish: ['shark', 'goldfish', 'seahorse', 'jellyfish', 'eel', 'clownfish', 'salmon', 'trout', 'ray'],
  whale: ['orca'],
  octopus: ['squid', 'crab', 'lobster', 'starfish', 'shrimp'],
  seal: ['walrus', 'manatee'],
  dragon: ['griffin', 'phoenix', 'wyvern'],
  unicorn: ['pegasus'],
  monster: ['alien', 'yeti', 'bigfoot'],
  troll: ['ogre', 'goblin', 'gnome', 'dwarf'],
  ghost: ['spirit', 'spook'],
  robot: ['android', 'cyborg'],
  fairy: ['elf', 'pixie', 'sprite'],
  mermaid: ['merman'],
};

const PERSON_RULES: Record<string, string[]> = {
  grandma: ['grandmother', 'granny', 'nana', 'grandmom'],
  grandpa: ['grandfather', 'granddad', 'grandad', 'grandpop'],
  queen: ['empress'],
  king: ['emperor'],
  princess: [],
  prince: [],
  knight: ['soldier'],
  pirate: ['captain', 'sailor'],
  witch: ['sorceress'],
  wizard: ['magician', 'sorcerer', 'mage'],
  astronaut: ['cosmonaut', 'spaceman'],
  firefighter: ['fireman'],
  farmer: [],
  baker: ['cook', 'chef'],
  fisherman: ['fisher'],
  teacher: ['librarian', 'professor', 'doctor', 'nurse', 'vet'],
  giant: [],
};

const VEHICLE_RULES: Record<string, string[]> = {
  boat: ['ship', 'submarine', 'sailboat', 'ferry', 'canoe', 'kayak', 'yacht'],
  rocket: ['spaceship', 'spacecraft', 'ufo', 'shuttle'],
  plane: ['airplane', 'aeroplane', 'jet', 'helicopter', 'glider'],
  car: ['taxi', 'van', 'jeep', 'truck', 'lorry', 'racecar'],
  'fire-engine': ['firetruck', 'ambulance'],
  bicycle: ['bike', 'scooter', 'tricycle', 'motorbike', 'motorcycle'],
  train: ['tram', 'locomotive', 'subway'],
  digger: ['excavator', 'bulldozer', 'crane'],
  'balloon-ride': ['airship', 'zeppelin'],
};

const SETTING_RULES: Record<string, string[]> = {
  school: ['library', 'museum', 'classroom', 'bookshop', 'bookstore', 'academy', 'university', 'hospital'],
  home: ['house', 'room', 'bedroom', 'kitchen', 'attic', 'cellar', 'basement', 'flat', 'apartment', 'hut'],
  forest: ['jungle', 'woods', 'wood', 'rainforest', 'grove', 'woodland'],
  sea: ['ocean', 'harbour', 'harbor', 'port', 'bay', 'lighthouse'],
  beach: ['coast', 'shore', 'seaside', 'dune'],
  underwater: ['reef', 'seabed', 'aquarium'],
  lake: ['pond', 'pool', 'swamp', 'marsh'],
  river: ['stream', 'creek', 'brook', 'waterfall', 'canal'],
  mountain: ['hill', 'volcano', 'peak', 'valley', 'canyon', 'cliff'],
  snow: ['arctic', 'antarctic', 'glacier', 'pole', 'tundra', 'iceberg', 'winter'],
  space: ['galaxy', 'planet', 'universe', 'sky', 'stars', 'mars'],
  moon: ['lunar'],
  city: ['town', 'street', 'market', 'station', 'airport', 'shop', 'supermarket', 'circus', 'playground'],
  village: ['hamlet'],
  castle: ['palace', 'tower', 'fortress', 'kingdom'],
  garden: ['park', 'orchard', 'backyard', 'yard'],
  meadow: ['field', 'prairie', 'savanna', 'savannah', 'grassland'],
  farm: ['barn', 'stable', 'ranch'],
  zoo: ['safari'],
  desert: ['oasis', 'sahara'],
  cave: ['mine', 'tunnel', 'grotto', 'den', 'burrow'],
  island: ['isle'],
  kindergarten: ['nursery', 'daycare', 'preschool'],
};

const THING_RULES: Record<string, string[]> = {
  book: ['storybook', 'diary', 'notebook', 'atlas'],
  map: ['chart'],
  letter: ['note', 'message', 'envelope', 'postcard'],
  treasure: ['chest', 'gold', 'coin', 'jewel', 'gem', 'pearl'],
  lantern: ['lamp', 'torch', 'flashlight', 'candle', 'light'],
  star: ['comet', 'wish', 'stars', 'sun'],
  kite: ['feather'],
  balloon: ['bubble'],
  ball: ['football', 'soccer', 'basketball'],
  teddy: ['plush', 'stuffed', 'toy'],
  crown: ['tiara'],
  present: ['gift', 'parcel', 'package', 'box'],
  flower: ['rose', 'sunflower', 'tulip', 'daisy', 'blossom'],
  seed: ['acorn', 'nut', 'bean'],
  cake: ['cookie', 'biscuit', 'pie', 'muffin', 'cupcake', 'bread'],
  shell: ['seashell'],
  key: ['lock', 'door'],
  egg: [],
  bone: [],
};

/** The base of a drawable setting (the six coarse places), as `illustration/kinds.ts` SETTINGS declares it. */
const SETTING_BASE: Record<string, Place> = {
  farm: 'garden',
  forest: 'forest',
  sea: 'sea',
  beach: 'sea',
  island: 'sea',
  underwater: 'sea',
  mountain: 'mountain',
  snow: 'mountain',
  city: 'garden',
  village: 'garden',
  castle: 'castle',
  space: 'space',
  moon: 'space',
  garden: 'garden',
  meadow: 'garden',
  home: 'garden',
  school: 'garden',
  kindergarten: 'garden',
  river: 'forest',
  lake: 'forest',
  zoo: 'garden',
  desert: 'mountain',
  cave: 'mountain',
};

/** The one of five story objects each drawable thing is nearest to (what older code and plans use). */
const OBJECT_OF: Record<string, StoryObject> = {
  map: 'map',
  book: 'map',
  letter: 'map',
  treasure: 'map',
  key: 'key',
  present: 'key',
  crown: 'key',
  lantern: 'lantern',
  star: 'star',
  kite: 'kite',
  balloon: 'kite',
};

const PERSON_WORDS = new Set([
  'girl',
  'boy',
  'child',
  'kid',
  'baby',
  'sister',
  'brother',
  'twin',
  'friend',
  'mother',
  'mom',
  'mum',
  'mummy',
  'father',
  'dad',
  'daddy',
  'aunt',
  'uncle',
  'cousin',
  'man',
  'woman',
  'lady',
  'person',
]);

const words = (noun: string): string[] =>
  noun
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Plain English singular: "libraries" → "library", "foxes" → "fox", "mice" → "mouse". */
function singular(word: string): string {
  if (word === 'mice') return 'mouse';
  if (word === 'geese') return 'goose';
  if (word === 'children') return 'child';
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

function byRules(noun: string, ids: readonly string[], rules: Record<string, string[]>): string | undefined {
  // The head of "book about the stars" is before its preposition.
  const head = noun.split(/\s+(?:about|of|with|for|from|in|on|at|to|under|near)\s+/i)[0] ?? noun;
  const all = words(head);
  const hyphenated = all.map(singular).join('-');
  if (ids.includes(hyphenated)) return hyphenated;
  // The head noun of an English phrase is its last word ("jungle library" → library, "sea turtle" → turtle).
  for (const word of [...all].reverse()) {
    for (const w of new Set([word, singular(word)])) {
      if (ids.includes(w)) return w;
      const hit = Object.entries(rules).find(([id, keys]) => ids.includes(id) && keys.includes(w));
      if (hit) return hit[0];
    }
  }
  return undefined;
}

const CREATURES = DRAWN_KINDS.creatures;
const ROLES = DRAWN_KINDS.roles;
const VEHICLES = DRAWN_KINDS.vehicles;

/**
 * The nearest drawable id for an English noun: a creature or animal kind (`hedgehog`, `owl` …), a person's
 * kind (`girl`, `boy`, a role like `grandma`; plain persons give `child`), a vehicle, a thing, or a setting.
 * Falls back by category (an unknown animal → `bear`, an unknown place → `meadow`, an unknown thing → `star`).
 */
export function nearestDrawable(enNoun: string, category: DrawableCategory): string {
  const noun = enNoun.trim();
  // A person's role by the rules first (a librarian is drawn as the teacher); everything else by WordNet first.
  const wordnet = category === 'person' ? undefined : byWordNet(noun, category);
  if (wordnet) return wordnet;
  switch (category) {
    case 'place':
      return byRules(noun, DRAWN_SETTINGS, SETTING_RULES) ?? 'meadow';
    case 'thing':
    case 'toy':
      return byRules(noun, DRAWN_THINGS, THING_RULES) ?? (category === 'toy' ? 'teddy' : 'star');
    case 'vehicle':
      return byRules(noun, VEHICLES, VEHICLE_RULES) ?? 'car';
    case 'person': {
      const role = byRules(noun, ROLES, PERSON_RULES);
      if (role) return role;
      const w = words(noun).map(singular);
      if (w.some((x) => ['girl', 'sister', 'daughter', 'woman', 'lady', 'mother', 'mom', 'mum'].includes(x)))
        return 'girl';
      if (w.some((x) => ['boy', 'brother', 'son', 'man', 'father', 'dad'].includes(x))) return 'boy';
      return 'child';
    }
    case 'animal':
    case 'creature': {
      const creature = byRules(noun, CREATURES, CREATURE_RULES);
      if (creature) return creature;
      // A person named as the kind ("a girl") or a vehicle answered as an animal: still drawn right.
      if (
        words(noun)
          .map(singular)
          .some((w) => PERSON_WORDS.has(w))
      )
        return nearestDrawable(noun, 'person');
      const vehicle = byRules(noun, VEHICLES, VEHICLE_RULES);
      if (vehicle) return vehicle;
      return category === 'creature' ? 'monster' : 'bear';
    }
  }
}

/**
 * The reader's WordNet resolver first (ADR 0028: one way to find what an unknown noun is drawn as), on the whole
 * noun, then its singular, then its head ("jungle library" → library).
 */
function byWordNet(noun: string, category: DrawableCategory): string | undefined {
  // "book about the stars": the noun before its prepositional phrase.
  const lower = noun.toLowerCase().split(/\s+(?:about|of|with|for|from|in|on|to)\s+/)[0]!;
  const head = lower.split(/\s+/).pop() ?? lower;
  const candidates = [
    ...new Set([
      lower.replace(/\s+/g, '-'),
      lower.replace(/\s+/g, '_'),
      singular(lower),
      head,
      singular(head),
    ]),
  ].filter(Boolean);
  for (const lemma of candidates) {
    const found =
      category === 'place'
        ? settingDrawable(lemma)
        : category === 'thing' || category === 'toy'
          ? thingDrawable(lemma)
          : characterDrawable(lemma)?.drawAs;
    if (found) return found;
  }
  return undefined;
}

/** Whether a drawable id draws a person (a child, a grown-up in a role). */
export const isPersonDrawable = (id: string): boolean =>
  ['girl', 'boy', 'child'].includes(id) || (ROLES.includes(id) && !CREATURES.includes(id));

/** The one of six base animals (or a person) a drawable kind stands on, for `CharacterSheet.species`. */
export function speciesOf(id: string): CharacterSheet['species'] {
  if ((ANIMALS as readonly string[]).includes(id)) return id as Animal;
  if (isPersonDrawable(id) || id === 'fairy' || id === 'mermaid') return 'person';
  if (VEHICLES.includes(id)) return 'person';
  return baseSpecies(id) ?? 'bear';
}

/** The coarse place of a drawable setting (`school` → garden), for `setting.place`. */
export const placeOf = (setting: string): Place =>
  SETTING_BASE[setting] ?? ((PLACES as readonly string[]).includes(setting) ? (setting as Place) : 'garden');

/** The nearest of five story objects to a drawable thing, for `plan.object`. */
export const objectOf = (thing: string | undefined): StoryObject =>
  (thing && OBJECT_OF[thing]) ||
  ((OBJECTS as readonly string[]).includes(thing ?? '') ? (thing as StoryObject) : 'star');
