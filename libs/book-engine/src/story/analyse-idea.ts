import { ANIMALS, OBJECTS, PLACES, type Animal, type Gender, type Place, type StoryObject } from '../types';
import { findKnownName, type NameEntry } from './names';

/** Keywords for English and German ideas (prefix matches, so German compounds like "Drachenburg" count). */
const ANIMAL_WORDS: Record<Animal, RegExp> = {
  dog: /\b(dogs?|pupp(y|ies)|hund|hündchen|welpe)/i,
  cat: /\b(cats?|kitten|kitty|katze|kater|kätzchen)/i,
  rabbit: /\b(rabbits?|bunn(y|ies)|hares?|hase|häschen|kaninchen)/i,
  bear: /\b(bears?|teddy|bär)/i,
  fox: /\b(fox|foxes|fuchs|füchs)/i,
  dragon: /\b(dragons?|drache)/i,
};
const PLACE_WORDS: Record<Place, RegExp> = {
  forest: /\b(forests?|woods?|jungle|wald|wälder|dschungel)/i,
  sea: /\b(sea|ocean|beach|seaside|island|pirat|meer|strand|ozean|insel)/i,
  mountain: /\b(mountains?|hills?|berg|gebirge|alpen|hügel)/i,
  castle: /\b(castles?|palace|princess|prince|knights?|king|queen|burg|schloss|prinz|ritter|könig)/i,
  space: /\b(space|rockets?|planets?|moon|astronaut|weltraum|weltall|rakete|planet|mond)/i,
  garden: /\b(gardens?|flowers?|meadow|farm|garten|blume|wiese|bauernhof)/i,
};
const OBJECT_WORDS: Record<StoryObject, RegExp> = {
  key: /\b(keys?|door|schlüssel|tür)/i,
  map: /\b(maps?|treasure|karte|schatz)/i,
  lantern: /\b(lanterns?|lamps?|lights?|laterne|lampe|licht)/i,
  star: /\b(stars?|stern)/i,
  kite: /\b(kites?|flugdrachen)/i,
};

const NAME_PATTERNS = [
  /\b(?:named|called|nommée?|appelée?|llamad[oa]|chiamat[oa]|chamad[oa])\s+(\p{Lu}[\p{L}'’-]+)/u,
  /\b(?:namens|heißt|heisst|genannt)\s+(\p{Lu}[\p{L}'’-]+)/u,
  /\b(?:son|daughter|grandson|granddaughter|sohn|tochter|enkel|enkelin)\s+(\p{Lu}[\p{L}'’-]+)/u,
];
const NOT_NAMES = new Set(['The', 'A', 'An', 'Der', 'Die', 'Das', 'Ein', 'Eine', 'I', 'Ich', 'We', 'Wir']);

export interface NamedHero {
  /** The spelling the parent used (Latin script). */
  spelling: string;
  known?: NameEntry;
  /** A species named right before the name: "a fox named Finn". */
  species?: Animal;
}

export interface IdeaAnalysis {
  hero?: NamedHero;
  gender?: Gender;
  animals: Animal[];
  places: Place[];
  objects: StoryObject[];
}

const firstMatches = <K extends string>(text: string, table: Record<K, RegExp>, keys: readonly K[]): K[] =>
  keys
    .map((key) => ({ key, at: text.search(table[key]) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.key);

export function analyseIdea(idea: string): IdeaAnalysis {
  const animals = firstMatches(idea, ANIMAL_WORDS, ANIMALS);
  const places = firstMatches(idea, PLACE_WORDS, PLACES);
  const objects = firstMatches(idea, OBJECT_WORDS, OBJECTS);
  return { hero: findHero(idea), gender: genderFromPronouns(idea), animals, places, objects };
}

function findHero(idea: string): NamedHero | undefined {
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(idea);
    const spelling = match?.[1];
    if (match && spelling && !NOT_NAMES.has(spelling)) {
      const before = idea.slice(Math.max(0, match.index - 30), match.index);
      const species = ANIMALS.find((animal) => ANIMAL_WORDS[animal].test(before));
      return { spelling, known: findKnownName(spelling), ...(species ? { species } : {}) };
    }
  }
  for (const word of idea.match(/\p{Lu}[\p{Ll}]+/gu) ?? []) {
    const known = findKnownName(word);
    if (known) return { spelling: word, known };
  }
  return undefined;
}

function genderFromPronouns(idea: string): Gender | undefined {
  const female = (
    idea.match(/\b(she|her|girl|daughter|sister|sie|ihr|ihre|mädchen|tochter|schwester)\b/giu) ?? []
  ).length;
  const male = (idea.match(/\b(he|him|his|boy|son|brother|er|sein|seine|junge|sohn|bruder)\b/giu) ?? [])
    .length;
  if (female === male) return undefined;
  return female > male ? 'f' : 'm';
}

/** Last resort for an unknown name: many girls' names end in a vowel in the book languages. */
export const genderFromName = (name: string): Gender | undefined =>
  /[aei]$/i.test(name) ? 'f' : /[bdgklmnrst]$/i.test(name) ? 'm' : undefined;
