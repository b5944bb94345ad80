import { ageBand, ageBounds } from '../age';
import { seededRng, type Rng } from '../rng';
import {
  ANIMALS,
  LANGUAGES,
  OBJECTS,
  PLACES,
  STYLES,
  type AgeBand,
  type Animal,
  type Beat,
  type Character,
  type CharacterSheet,
  type Clothing,
  type Feature,
  type Gender,
  type Language,
  type Localized,
  type StoryInput,
  type StoryPlan,
} from '../types';
import { analyseIdea, genderFromName, type NamedHero } from './analyse-idea';
import type { Vars } from './language-pack';
import { LANGUAGE_PACKS } from './languages';
import { DEFAULT_NAME_IDS, nameById, type NameEntry } from './names';
import { SCRIPT_OF, transliterate } from './transliterate';

export class InvalidStoryInput extends Error {
  readonly code = 'BOOK_ENGINE.INVALID_INPUT';
}

/** Chapter counts per age band (§ product promise: short board books for toddlers, real arcs later). */
const CHAPTER_COUNTS: Record<AgeBand, [number, number]> = {
  toddler: [3, 4],
  preschool: [5, 5],
  'early-reader': [6, 6],
  'middle-grade': [7, 7],
  teen: [8, 9],
  'young-adult': [9, 10],
};

const SEQUENCES: Record<number, Beat[]> = {
  3: ['setup', 'discovery', 'resolution'],
  4: ['setup', 'discovery', 'attempt', 'resolution'],
  5: ['setup', 'problem', 'attempt', 'turning-point', 'resolution'],
  6: ['setup', 'discovery', 'problem', 'attempt', 'turning-point', 'resolution'],
  7: ['setup', 'discovery', 'problem', 'attempt', 'setback', 'turning-point', 'resolution'],
  8: ['setup', 'discovery', 'problem', 'stakes', 'attempt', 'setback', 'turning-point', 'resolution'],
  9: [
    'setup',
    'discovery',
    'problem',
    'stakes',
    'attempt',
    'setback',
    'second-attempt',
    'turning-point',
    'resolution',
  ],
  10: [
    'setup',
    'discovery',
    'problem',
    'stakes',
    'attempt',
    'setback',
    'second-attempt',
    'turning-point',
    'resolution',
    'homecoming',
  ],
};

const SKIN = ['#f6d3b3', '#eec1a0', '#d9a27c', '#b97c56', '#8d5a3b', '#6b4128'];
const HAIR = ['#3b2a20', '#6b3e26', '#a0522d', '#d9a441', '#f0d58c', '#1f1b1a', '#c4572e'];
const CLOTHES = ['#e4572e', '#2e86ab', '#f2a541', '#6a994e', '#8e5ba8', '#e07a9a', '#3c6e71'];
const ACCENTS = ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#f78c6b', '#9b5de5'];
const FUR: Record<Animal, string[]> = {
  dog: ['#c8924f', '#e8c28f', '#8b5a2b', '#f3e6d0'],
  cat: ['#f2a541', '#7d7d7d', '#3a3a3a', '#f5f0e6'],
  rabbit: ['#f5f0e6', '#d8c3a5', '#b8a89a'],
  bear: ['#8b5a2b', '#6b4423', '#c69c6d'],
  fox: ['#e8742c', '#d9622b', '#f08a3c'],
  dragon: ['#5cb85c', '#4aa3df', '#9b59b6', '#e74c3c'],
};

const HEX = /^#[0-9a-f]{6}$/i;

export function validateStoryInput(input: StoryInput): void {
  const idea = input.idea?.trim() ?? '';
  if (idea.length < 3) throw new InvalidStoryInput('Book idea must be at least 3 characters long');
  if (idea.length > 10000) throw new InvalidStoryInput('Book idea must be at most 10000 characters long');
  if (!LANGUAGES.includes(input.mainLanguage))
    throw new InvalidStoryInput(`Unknown language ${input.mainLanguage}`);
  if (input.translationLanguage && !LANGUAGES.includes(input.translationLanguage)) {
    throw new InvalidStoryInput(`Unknown language ${input.translationLanguage}`);
  }
  if (!STYLES.includes(input.style)) throw new InvalidStoryInput(`Unknown style ${input.style}`);
}

/** Where a character's name comes from, so it can be written (or translated) for each language. */
type NameSource =
  | { kind: 'spelled'; spelling: string; known?: NameEntry }
  | { kind: 'known'; entry: NameEntry }
  | { kind: 'pet'; index: number };

function nameIn(source: NameSource, language: Language): string {
  switch (source.kind) {
    case 'known':
      return source.entry.forms[language];
    case 'pet':
      return LANGUAGE_PACKS[language].petNames[source.index] as string;
    case 'spelled':
      // A known name keeps its customary spelling in a non-Latin script (Lena → Лена, レナ, 레나).
      if (SCRIPT_OF[language] !== 'latin' && source.known) return source.known.forms[language];
      return transliterate(source.spelling, SCRIPT_OF[language]);
  }
}

function translatedName(source: NameSource, language: Language): string {
  if (source.kind === 'spelled' && source.known) return source.known.forms[language];
  return nameIn(source, language);
}

/**
 * The main language always gets a name in its own script; the translation keeps exactly that name unless
 * the parent asked for translated character names (spec §3 translate_character_names).
 */
function localizedName(source: NameSource, languages: Language[], translate: boolean): Localized {
  const [main, translation] = languages as [Language, Language | undefined];
  const mainName = nameIn(source, main);
  const out: Localized = { [main]: mainName };
  if (translation) out[translation] = translate ? translatedName(source, translation) : mainName;
  return out;
}

function heroSource(hero: NamedHero | undefined, main: Language, rng: Rng): NameSource {
  if (hero) return { kind: 'spelled', spelling: hero.spelling, ...(hero.known ? { known: hero.known } : {}) };
  const entry = nameById(rng.pick(DEFAULT_NAME_IDS[main])) as NameEntry;
  return { kind: 'known', entry };
}

function sheetFor(
  species: CharacterSheet['species'],
  gender: Gender,
  rng: Rng,
  referenceColors: string[],
  referenceText: string,
): CharacterSheet {
  const person = species === 'person';
  const body = person ? rng.pick(SKIN) : rng.pick(FUR[species]);
  const colors = {
    body,
    hair: rng.pick(HAIR),
    clothing: rng.pick(CLOTHES),
    accent: rng.pick(ACCENTS),
  };
  if (referenceColors.length > 0) {
    // Reference photos show the child's or pet's look: their dominant colours dress the protagonist.
    const [first, second, third] = referenceColors;
    if (person) {
      colors.clothing = first as string;
      if (second) colors.accent = second;
      if (third) colors.hair = third;
    } else {
      colors.body = first as string;
      if (second) colors.clothing = second;
      if (third) colors.accent = third;
    }
  }
  const clothingChoices: Clothing[] = person
    ? gender === 'f'
      ? ['dress', 'overalls', 'hoodie', 'scarf', 'cape']
      : ['overalls', 'hoodie', 'scarf', 'cape']
    : ['scarf', 'cape'];
  const featureChoices: Feature[] = person
    ? gender === 'f'
      ? ['glasses', 'freckles', 'hat', 'bow']
      : ['glasses', 'freckles', 'hat']
    : ['big-ears', 'hat', 'glasses'];
  const features = [rng.pick(featureChoices)];
  if (/glasses|brille|lunettes|gafas|occhiali|óculos/i.test(referenceText) && !features.includes('glasses')) {
    features.push('glasses');
  }
  return { species, gender, colors, clothing: rng.pick(clothingChoices), features };
}

export function planStory(input: StoryInput): StoryPlan {
  validateStoryInput(input);
  const rng = seededRng(`story:${input.bookId}`);
  const main = input.mainLanguage;
  const translation =
    input.translationLanguage && input.translationLanguage !== main ? input.translationLanguage : undefined;
  const languages: Language[] = translation ? [main, translation] : [main];
  const translateNames = input.translateCharacterNames ?? false;
  const band = ageBand(input.age);
  const young = band === 'toddler';

  const analysis = analyseIdea(input.idea);
  const heroSpecies: CharacterSheet['species'] = analysis.hero?.species ?? 'person';
  const companion: Animal =
    analysis.animals.find((animal) => animal !== heroSpecies) ??
    rng.pick(ANIMALS.filter((a) => a !== heroSpecies));
  const place = analysis.places[0] ?? rng.pick(PLACES);
  const object = analysis.objects[0] ?? rng.pick(OBJECTS);

  const heroName = heroSource(analysis.hero, main, rng);
  const gender: Gender =
    analysis.gender ??
    (heroName.kind === 'known' ? heroName.entry.gender : undefined) ??
    (heroName.kind === 'spelled'
      ? (heroName.known?.gender ?? genderFromName(heroName.spelling))
      : undefined) ??
    rng.pick(['f', 'm'] as const);
  const petName: NameSource = { kind: 'pet', index: rng.int(0, LANGUAGE_PACKS.en.petNames.length - 1) };

  const references = input.referenceImages ?? [];
  const referenceColors = references.flatMap((r) => r.dominantColors ?? []).filter((c) => HEX.test(c));
  const referenceText = references.map((r) => r.description ?? '').join(' ');
  const heroSheet = sheetFor(
    heroSpecies,
    gender,
    rng,
    referenceColors.map((c) => c.toLowerCase()),
    referenceText,
  );
  const friendSheet = sheetFor(companion, rng.pick(['f', 'm'] as const), rng, [], '');

  const heroNames = localizedName(heroName, languages, translateNames);
  const friendNames = localizedName(petName, languages, translateNames);
  const vars = (language: Language): Vars => {
    const pack = LANGUAGE_PACKS[language];
    return {
      hero: heroNames[language] as string,
      f: gender === 'f',
      heroKind: heroSpecies === 'person' ? pack.child[gender] : pack.animals[heroSpecies],
      friend: friendNames[language] as string,
      friendKind: pack.animals[companion],
      place: pack.places[place],
      object: pack.objects[object],
    };
  };
  const each = (write: (language: Language, v: Vars) => string): Localized =>
    Object.fromEntries(languages.map((language) => [language, write(language, vars(language))]));

  const titleIndex = rng.int(0, LANGUAGE_PACKS.en.titles.length - 1);
  const [minChapters, maxChapters] = CHAPTER_COUNTS[band];
  const beats = SEQUENCES[rng.int(minChapters, maxChapters)] as Beat[];

  const cast: Character[] = [
    {
      name: heroNames,
      role: 'protagonist',
      description: each((l, v) => LANGUAGE_PACKS[l].heroDescription(v)),
      sheet: heroSheet,
    },
    {
      name: friendNames,
      role: 'companion',
      description: each((l, v) => LANGUAGE_PACKS[l].friendDescription(v)),
      sheet: friendSheet,
    },
  ];

  return {
    bookId: input.bookId,
    languages,
    mainLanguage: main,
    ...(translation ? { translationLanguage: translation } : {}),
    ageBand: band,
    age: ageBounds(input.age),
    style: input.style,
    title: each((l, v) => (LANGUAGE_PACKS[l].titles[titleIndex] as (v: Vars) => string)(v)),
    synopsis: each((l, v) => LANGUAGE_PACKS[l].synopsis[young ? 'young' : 'older'](v)),
    cast,
    setting: {
      place,
      name: each((_language, v) => v.place.the),
      description: each((l, v) => LANGUAGE_PACKS[l].setting(v)),
    },
    object,
    themes: [companion, place, object, 'friendship', 'courage'],
    chapters: beats.map((beat) => ({
      beat,
      title: each((l, v) => LANGUAGE_PACKS[l].beats[beat].title(v)),
      summary: each((l, v) => {
        const template = LANGUAGE_PACKS[l].beats[beat];
        return (young && template.young ? template.young : template.summary)(v);
      }),
    })),
  };
}
