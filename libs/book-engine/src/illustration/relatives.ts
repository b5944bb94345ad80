import { DRAWN_KINDS } from './kinds';

/**
 * The nearest drawable relative of an animal the embedded illustrator has no drawing of (issue #21: "an unknown
 * animal drawn as its nearest drawable relative with its name, never as a different species with a different
 * name"). Keys are English lemmas (the plan's `sheet.kind` or `Character.kind.en`); values are ids of kinds.ts.
 * The character keeps its own name and kind in the text, alt text and prompts; only the drawing is the relative.
 * Grouped by what the animal is (WordNet's hypernyms), so a new animal goes beside its relatives.
 */
const GROUPS: Record<string, string[]> = {
  // scaled and armoured mammals
  pangolin: ['pangolin', 'armadillo', 'anteater', 'aardvark', 'tamandua'],
  hedgehog: ['porcupine', 'echidna', 'tenrec'],
  // small rodents and their like
  mouse: ['hamster', 'rat', 'mole', 'gerbil', 'shrew', 'bat', 'dormouse', 'vole', 'chinchilla', 'lemming'],
  'guinea-pig': ['guinea pig', 'capybara', 'marmot', 'groundhog'],
  squirrel: ['chipmunk', 'meerkat', 'prairie dog', 'red panda'],
  rabbit: ['hare', 'bunny', 'kangaroo', 'wallaby', 'jackrabbit'],
  otter: ['beaver', 'ferret', 'weasel', 'stoat', 'mink', 'marten', 'platypus', 'sea otter'],
  bear: ['koala', 'panda', 'polar bear', 'grizzly', 'wombat', 'badger', 'sloth bear', 'teddy bear'],
  monkey: ['sloth', 'gorilla', 'chimpanzee', 'ape', 'orangutan', 'lemur', 'baboon', 'gibbon', 'bonobo'],
  fox: ['raccoon', 'jackal', 'fennec', 'skunk', 'coati'],
  wolf: ['coyote', 'husky', 'dingo', 'hyena'],
  dog: [
    'puppy',
    'dachshund',
    'poodle',
    'labrador',
    'terrier',
    'beagle',
    'retriever',
    'sheepdog',
    'pug',
    'spaniel',
  ],
  cat: ['kitten', 'tiger', 'leopard', 'cheetah', 'panther', 'jaguar', 'lynx', 'puma', 'cougar', 'ocelot'],
  lion: ['lioness'],
  sheep: ['lamb', 'goat', 'llama', 'alpaca', 'ram', 'ibex'],
  horse: ['pony', 'donkey', 'zebra', 'camel', 'mule', 'foal', 'dromedary'],
  deer: ['moose', 'reindeer', 'elk', 'antelope', 'gazelle', 'fawn', 'okapi', 'roe deer'],
  cow: ['bull', 'calf', 'ox', 'buffalo', 'bison', 'yak'],
  pig: ['boar', 'wild boar', 'piglet', 'warthog', 'hog'],
  elephant: ['rhinoceros', 'rhino', 'hippopotamus', 'hippo', 'mammoth', 'tapir'],
  seal: ['walrus', 'sea lion', 'manatee', 'dugong'],
  // birds
  bird: [
    'eagle',
    'hawk',
    'falcon',
    'sparrow',
    'robin',
    'pigeon',
    'dove',
    'flamingo',
    'stork',
    'heron',
    'peacock',
    'ostrich',
    'emu',
    'hummingbird',
    'woodpecker',
    'seagull',
    'gull',
    'kiwi',
    'swallow',
    'blackbird',
    'finch',
    'canary',
    'pelican',
    'crane',
    'phoenix',
    'songbird',
    'tit',
    'wren',
    'vulture',
    'albatross',
  ],
  raven: ['crow', 'magpie', 'jackdaw', 'rook', 'blackbird'],
  owl: ['eagle owl', 'barn owl', 'owlet'],
  duck: ['swan', 'goose', 'duckling', 'gosling', 'mallard'],
  chicken: ['hen', 'rooster', 'chick', 'cockerel', 'turkey', 'quail'],
  penguin: ['puffin', 'auk'],
  parrot: ['toucan', 'cockatoo', 'budgie', 'budgerigar', 'macaw', 'parakeet', 'lovebird'],
  // reptiles and amphibians
  lizard: [
    'lizard',
    'gecko',
    'chameleon',
    'iguana',
    'crocodile',
    'alligator',
    'snake',
    'komodo dragon',
    'salamander',
    'newt',
    'axolotl',
    'monitor lizard',
    'python',
    'cobra',
    'viper',
    'caiman',
    'reptile',
  ],
  frog: ['toad', 'tadpole', 'tree frog', 'amphibian'],
  turtle: ['tortoise', 'terrapin', 'sea turtle'],
  dinosaur: [
    't-rex',
    'tyrannosaurus',
    'triceratops',
    'stegosaurus',
    'brontosaurus',
    'dino',
    'velociraptor',
    'diplodocus',
  ],
  // fish and sea animals
  fish: [
    'goldfish',
    'clownfish',
    'salmon',
    'trout',
    'pufferfish',
    'seahorse',
    'shark',
    'carp',
    'pike',
    'starfish',
    'stingray',
    'ray',
    'eel',
    'tuna',
    'guppy',
    'piranha',
  ],
  whale: ['orca', 'killer whale', 'narwhal', 'humpback', 'blue whale'],
  dolphin: ['porpoise'],
  octopus: ['jellyfish', 'squid', 'cuttlefish', 'kraken'],
  // insects and other small creatures
  beetle: [
    'beetle',
    'ladybug',
    'ladybird',
    'ant',
    'bug',
    'cricket',
    'grasshopper',
    'spider',
    'crab',
    'lobster',
    'cockroach',
    'stick insect',
    'scorpion',
    'tick',
    'woodlouse',
    'insect',
    'firefly',
    'glow-worm',
  ],
  bee: ['wasp', 'bumblebee', 'hornet', 'fly', 'mosquito'],
  butterfly: ['moth', 'dragonfly', 'caterpillar'],
  snail: ['slug', 'worm', 'earthworm'],
  // creatures
  dragon: ['griffin', 'wyvern', 'basilisk'],
  monster: ['yeti', 'sea monster', 'bigfoot', 'gremlin'],
  troll: ['goblin', 'ogre', 'orc', 'gnome', 'dwarf'],
  unicorn: ['pegasus', 'alicorn'],
};

const DRAWABLE = new Set<string>([...DRAWN_KINDS.creatures, ...DRAWN_KINDS.vehicles, ...DRAWN_KINDS.roles]);

const RELATIVES = new Map<string, string>(
  Object.entries(GROUPS).flatMap(([to, words]) => words.map((w) => [w, to] as [string, string])),
);

/** Whether the embedded illustrator has a drawing of its own for `kind`. */
export const isDrawable = (kind: string): boolean => DRAWABLE.has(kind);

/**
 * What to draw for a kind: the kind itself when there is a drawing of it, else its nearest drawable relative
 * (a pangolin → the scaled mammal, a crocodile → the lizard, a sloth → the monkey), else undefined (the
 * character's species drawing stays). Each word is tried in turn, lower-cased, singular where an English
 * plural is plain ("geckos").
 */
export function drawableKind(...words: Array<string | undefined>): string | undefined {
  for (const raw of words) {
    if (!raw) continue;
    const word = raw.trim().toLowerCase().replace(/_/g, ' ');
    const forms = [word, word.replace(/-/g, ' '), word.replace(/ /g, '-')];
    if (word.endsWith('es')) forms.push(word.slice(0, -2));
    if (word.endsWith('s')) forms.push(word.slice(0, -1));
    for (const form of forms) {
      if (DRAWABLE.has(form)) return form;
      const relative = RELATIVES.get(form);
      if (relative) return relative;
    }
    // "baby pangolin", "little brown gecko": the last word is the animal.
    const last = word.split(/[\s-]+/).pop();
    if (last && last !== word) {
      const found = drawableKind(last);
      if (found) return found;
    }
  }
  return undefined;
}
