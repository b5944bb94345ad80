import { ageBand, ageBounds } from '../age';
import { seededRng, type Rng } from '../rng';
import {
  LANGUAGES,
  OBJECTS,
  STYLES,
  type Animal,
  type Beat,
  type Character,
  type CharacterSheet,
  type Clothing,
  type Feature,
  type Gender,
  type Language,
  type Localized,
  type Place,
  type StoryObject,
  type StoryInput,
  type StoryPlan,
} from '../types';
import { analyseIdea, genderFromName, lex } from './analyse-idea';
import type { FrameCharacter, PlotShape, StoryFrame } from './frame';
import type { Person, Tale } from './tell';
import type { Teller } from './teller';
import { TELLERS } from './tellers';
import { LANGUAGE_PACKS } from './languages';
import { DEFAULT_NAME_IDS, findKnownName, nameById, type NameEntry } from './names';
import { SCRIPT_OF, transliterate } from './transliterate';
import { CHAPTER_COUNTS, SEQUENCES } from './tell/beats';
import { fromLegacyFrame } from './tell/legacy';
import { tellOutline, tells } from './tell/write';
import { wordIn } from './tell/words';

export class InvalidStoryInput extends Error {
  readonly code = 'BOOK_ENGINE.INVALID_INPUT';
}

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

/** Where a story happens when the idea names no place: what its characters and things suggest. */
const IMPLIED_PLACE: Record<string, string> = {
  tractor: 'farm',
  farmer: 'farm',
  cow: 'farm',
  pig: 'farm',
  sheep: 'farm',
  chicken: 'farm',
  horse: 'farm',
  harvest: 'farm',
  boat: 'sea',
  'paper-boat': 'river',
  fish: 'sea',
  whale: 'sea',
  dolphin: 'sea',
  octopus: 'sea',
  shell: 'beach',
  mermaid: 'underwater',
  pirate: 'island',
  rocket: 'space',
  astronaut: 'space',
  star: 'space',
  king: 'castle',
  queen: 'castle',
  princess: 'castle',
  prince: 'castle',
  knight: 'castle',
  dragon: 'castle',
  penguin: 'snow',
  seal: 'snow',
  'fire-engine': 'city',
  bus: 'city',
  train: 'village',
  teacher: 'school',
  dinosaur: 'forest',
  bone: 'forest',
  'tree-house': 'garden',
  owl: 'forest',
  hedgehog: 'forest',
  squirrel: 'forest',
  raven: 'forest',
  lion: 'zoo',
  elephant: 'zoo',
  giraffe: 'zoo',
  monkey: 'zoo',
  frog: 'lake',
  duck: 'lake',
  otter: 'river',
  snow: 'snow',
  christmas: 'snow',
  winter: 'snow',
};

/** What a goal is about when the idea does not say. */
const DEFAULT_TARGET: Record<PlotShape, string> = {
  quest: 'treasure',
  deadline: 'present',
  fear: 'night',
  learn: 'swimming',
  friendship: 'friend',
  build: 'tree-house',
  mystery: 'letter',
  journey: 'grandma',
  celebration: 'party',
  rescue: 'kite',
};

const PET_KINDS = ['dog', 'cat', 'rabbit', 'bear', 'fox', 'dragon'] as const;

/** Reads the idea into a story frame and fills what it leaves open (a hero's name, a companion for a lone young hero). */
export function storyFrame(
  input: StoryInput,
  rng: Rng,
): { frame: StoryFrame; defaultName?: NameEntry; petIndex: number } {
  const frame = analyseIdea(input.idea);
  const band = ageBand(input.age);
  let defaultName: NameEntry | undefined;
  const petIndex = rng.int(0, LANGUAGE_PACKS.en.petNames.length - 1);
  const hero = frame.characters[0];
  if (!hero || (!hero.name && hero.category === 'child')) {
    defaultName = nameById(rng.pick(DEFAULT_NAME_IDS[input.mainLanguage])) as NameEntry;
    if (hero) hero.name = undefined;
    if (!hero)
      frame.characters.unshift({
        id: 'c1',
        kind: defaultName.gender === 'f' ? 'girl' : 'boy',
        category: 'child',
        sex: defaultName.gender,
        role: 'protagonist',
        traits: [],
        added: true,
      });
    else if (!hero.sex) hero.sex = defaultName.gender;
  }
  // A lone young hero gets a companion (never replacing one the idea names): picture books are dialogues.
  const youngBand = band === 'toddler' || band === 'preschool' || band === 'early-reader';
  if (frame.characters.length === 1 && youngBand) {
    const heroKind = frame.characters[0]?.kind;
    const kind = rng.pick(PET_KINDS.filter((k) => k !== heroKind));
    frame.characters.push({
      id: 'c2',
      kind,
      category: kind === 'dragon' ? 'creature' : 'animal',
      role: 'companion',
      traits: [],
      added: true,
    });
  }
  frame.characters.forEach((c, i) => {
    c.id = `c${i + 1}`;
    c.role = i === 0 ? 'protagonist' : 'companion';
  });
  if (frame.settings.length === 0) {
    const kinds = [
      ...frame.characters.map((c) => c.kind),
      ...frame.things.map((t) => t.kind),
      frame.goal.target ?? '',
    ];
    const implied = kinds.map((k) => IMPLIED_PLACE[k]).find(Boolean);
    frame.settings.push(implied ?? rng.pick(['forest', 'garden', 'meadow', 'village', 'sea', 'mountain']));
  }
  return { frame, ...(defaultName ? { defaultName } : {}), petIndex };
}

/**
 * `options.teller: 'legacy'` keeps the old tellers (`tellers/<code>.ts`) for a book the open teller could tell:
 * only their own tests use it, until the old tellers go (ADR 0028).
 */
export function planStory(input: StoryInput, options: { teller?: 'open' | 'legacy' } = {}): StoryPlan {
  validateStoryInput(input);
  const rng = seededRng(`story:${input.bookId}`);
  const main = input.mainLanguage;
  const translation =
    input.translationLanguage && input.translationLanguage !== main ? input.translationLanguage : undefined;
  const languages: Language[] = translation ? [main, translation] : [main];
  const translateNames = input.translateCharacterNames ?? false;
  const band = ageBand(input.age);
  const young = band === 'toddler';

  const { frame, defaultName, petIndex } = storyFrame(input, rng);
  const references = input.referenceImages ?? [];
  const referenceColors = references.flatMap((r) => r.dominantColors ?? []).filter((c) => HEX.test(c));
  const referenceText = references.map((r) => r.description ?? '').join(' ');

  const sexOf = (c: FrameCharacter): Gender =>
    c.sex ??
    (c.name ? (findKnownName(c.name)?.gender ?? genderFromName(c.name)) : undefined) ??
    rng.pick(['f', 'm'] as const);
  const people: Person[] = frame.characters.map((c, i) => ({
    ...(c.name ? { name: c.name } : i === 0 && defaultName ? { name: defaultName.forms[main] } : {}),
    entry: lex(c.kind),
    traits: c.traits,
    ...(c.arrives ? { arrives: true } : {}),
    sex: c.name || c.category !== 'child' ? sexOf(c) : (c.sex ?? defaultName?.gender ?? sexOf(c)),
  }));
  const sourceOf = (c: FrameCharacter, i: number): NameSource | undefined => {
    if (c.name) {
      const known = findKnownName(c.name);
      return { kind: 'spelled', spelling: c.name, ...(known ? { known } : {}) };
    }
    if (i === 0 && defaultName) return { kind: 'known', entry: defaultName };
    if (c.added) return { kind: 'pet', index: petIndex };
    return undefined;
  };
  // An added pet gets its pet name in every language, as before.
  frame.characters.forEach((c, i) => {
    if (c.added && i > 0) (people[i] as Person).name = LANGUAGE_PACKS[main].petNames[petIndex];
  });

  const goal = frame.goal;
  // A mystery or journey the idea leaves open is about the place itself ("the secret of the castle").
  const openPlace =
    goal.shape === 'mystery' || goal.shape === 'journey' || goal.shape === 'deadline'
      ? (frame.settings[1] ?? frame.settings[0])
      : undefined;
  const targetId = goal.target ?? frame.things[0]?.kind ?? openPlace ?? DEFAULT_TARGET[goal.shape];
  const byKind = (kind: string | undefined) =>
    kind ? people.find((p) => p.entry.id === kind && !p.name) : undefined;
  const beneficiary =
    byKind(goal.beneficiary) ??
    (goal.shape === 'journey' || goal.shape === 'rescue' ? byKind(targetId) : undefined);
  // Whom the team rescues, visits or brings to safety is met on the way, not with them from the start.
  const met =
    goal.shape === 'journey' || goal.shape === 'rescue' || goal.shape === 'deadline'
      ? byKind(targetId)
      : undefined;
  if (met && met !== byKind(goal.beneficiary)) met.arrives = true;
  const team = people.filter((p) => p !== beneficiary && !p.arrives).slice(0, 4);
  const thing = frame.things.find((t) => t.kind !== targetId);
  const tale: Tale = {
    shape: goal.shape,
    cast: people,
    team: team.length ? team : people.slice(0, 1),
    ...(beneficiary ? { beneficiary } : {}),
    place: lex(frame.settings[0] as string),
    ...(frame.settings[1] ? { goalPlace: lex(frame.settings[1]) } : {}),
    target: lex(targetId),
    targetPlural: goal.targetPlural ?? false,
    targetTraits: goal.targetTraits,
    ...(goal.deadline ? { deadline: lex(goal.deadline) } : {}),
    ...(thing ? { thing: { entry: lex(thing.kind), traits: thing.traits } } : {}),
  };

  const placeEntry = tale.place;
  const place: Place = placeEntry.place ?? 'garden';
  const object: StoryObject = tale.target.object ?? tale.thing?.entry.object ?? rng.pick(OBJECTS);

  const names: Localized[] = frame.characters.map((c, i) => {
    const source = sourceOf(c, i);
    if (source) return localizedName(source, languages, translateNames);
    const person = people[i] as Person;
    return Object.fromEntries(languages.map((l) => [l, TELLERS[l].unnamed(person)]));
  });
  // Names as the book's languages write them (transliterated for other scripts), for the told text too.
  const tales: Partial<Record<Language, Tale>> = {};
  for (const l of languages) {
    const cast = people.map((p, i) => {
      const c = frame.characters[i] as FrameCharacter;
      return c.name || (i === 0 && defaultName) || c.added ? { ...p, name: names[i]?.[l] ?? p.name } : p;
    });
    tales[l] = {
      ...tale,
      cast,
      team: tale.team.map((p) => cast[people.indexOf(p)] as Person),
      ...(beneficiary ? { beneficiary: cast[people.indexOf(beneficiary)] as Person } : {}),
    };
  }

  const drawn: CharacterSheet[] = [];
  const sheets = frame.characters.map((c, i) => {
    const person = people[i] as Person;
    const species: CharacterSheet['species'] =
      c.category === 'child' || c.category === 'relative' || c.category === 'adult'
        ? 'person'
        : (person.entry.animal ?? 'person');
    const draw = () =>
      sheetFor(
        species,
        person.sex,
        rng,
        i === 0 ? referenceColors.map((x) => x.toLowerCase()) : [],
        i === 0 ? referenceText : '',
      );
    // Several children (two sisters) must look distinct: another hair colour and other clothes.
    let sheet = draw();
    for (let tries = 0; tries < 6 && i > 0 && species === 'person'; tries += 1) {
      const clash = drawn.some(
        (d) => d.colors.hair === sheet.colors.hair || d.colors.clothing === sheet.colors.clothing,
      );
      if (!clash) break;
      sheet = draw();
    }
    if (species === 'person') drawn.push(sheet);
    return {
      ...sheet,
      kind: c.kind,
      ...(c.category === 'relative' || c.category === 'adult' ? { grownUp: true } : {}),
    };
  });

  /** The same part of the story, told in each of the book's languages. */
  const each = (told: (teller: Teller, t: Tale) => string): Localized =>
    Object.fromEntries(
      languages.map((language) => [language, told(TELLERS[language], tales[language] as Tale)]),
    );

  // The open teller (ADR 0028) tells a book whose languages all have catalogs; the old tellers the rest.
  const idea = fromLegacyFrame(frame, input.idea);
  // A default hero's and an added pet's names are the book's names for them.
  idea.characters.forEach((c, i) => {
    if (!c.name && sourceOf(frame.characters[i] as FrameCharacter, i)) c.name = names[i]?.[main];
  });
  if (options.teller !== 'legacy' && tells(languages)) {
    const outline = tellOutline(idea, {
      bookId: input.bookId,
      languages,
      band,
      names: Object.fromEntries(
        languages.map((l) => [
          l,
          // Only the names the book gives (the idea's, a default hero's, an added pet's): "the mouse" is no name.
          new Map(
            frame.characters
              .filter((c, i) => sourceOf(c, i))
              .map((c) => [c.id, names[frame.characters.indexOf(c)]?.[l] ?? '']),
          ),
        ]),
      ),
    });
    return {
      bookId: input.bookId,
      languages,
      mainLanguage: main,
      ...(translation ? { translationLanguage: translation, translateCharacterNames: translateNames } : {}),
      ageBand: band,
      age: ageBounds(input.age),
      style: input.style,
      title: outline.title,
      synopsis: outline.synopsis,
      cast: idea.characters.map((c, i) => ({
        id: c.id,
        name: names[i] as Localized,
        role: i === 0 ? 'protagonist' : 'companion',
        description: outline.descriptions[i] as Localized,
        kind: Object.fromEntries(languages.map((l) => [l, wordIn(c.kind, l).text])),
        sheet: sheets[i] as CharacterSheet,
      })),
      setting: {
        place,
        name: outline.placeName,
        description: outline.setting,
        drawAs: idea.places[0]?.drawAs ?? placeEntry.id,
      },
      object,
      themes: [
        ...new Set([goal.shape, placeEntry.id, tale.target.id, place, object, 'friendship', 'courage']),
      ],
      chapters: outline.chapters.map(({ beat, title, summary }) => ({ beat, title, summary })),
      frame,
      idea,
    };
  }

  const [minChapters, maxChapters] = CHAPTER_COUNTS[band];
  const beats = SEQUENCES[rng.int(minChapters, maxChapters)] as Beat[];

  const describe = (i: number): Localized => each((teller, t) => teller.describe(t.cast[i] as Person));
  const cast: Character[] = frame.characters.map((c, i) => ({
    id: c.id,
    name: names[i] as Localized,
    role: i === 0 ? 'protagonist' : 'companion',
    description: describe(i),
    sheet: sheets[i] as CharacterSheet,
  }));

  return {
    bookId: input.bookId,
    languages,
    mainLanguage: main,
    ...(translation ? { translationLanguage: translation, translateCharacterNames: translateNames } : {}),
    ageBand: band,
    age: ageBounds(input.age),
    style: input.style,
    title: each((teller, t) => teller.title(t)),
    synopsis: each((teller, t) => teller.synopsis(t, young)),
    cast,
    setting: {
      place,
      name: each((teller, t) => teller.placeName(t)),
      description: each((teller, t) => teller.setting(t)),
    },
    object,
    themes: [...new Set([goal.shape, placeEntry.id, tale.target.id, place, object, 'friendship', 'courage'])],
    chapters: beats.map((beat) => ({
      beat,
      title: each((teller, t) => teller.beat(t, beat, band).title),
      summary: each((teller, t) => teller.beat(t, beat, band).text),
    })),
    frame,
    idea,
  };
}
