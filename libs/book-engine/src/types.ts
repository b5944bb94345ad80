import type { PageEdit } from './refinement/changes';
import type { StoryFrame } from './story/frame';
import type { IdeaFrame, Manuscript, Noun } from './story/model';
import {
  BOOK_LANGUAGES,
  BOOK_STYLES,
  type BookLanguage,
  type BookStyle,
} from '@fabelhaft/contracts/constants';

/** spec §9: the book languages and illustration styles — the contracts' own lists, not copies. */
export const LANGUAGES = BOOK_LANGUAGES;
export type Language = BookLanguage;
export const STYLES = BOOK_STYLES;
export type Style = BookStyle;

export const AGE_RANGES = ['0-3', '3-6', '6-9', '9-12', '12-15', '15-17'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
/** A specific age (0–17) or one of the six ranges of spec §5. */
export type Age = number | AgeRange;

export const ANIMALS = ['dog', 'cat', 'rabbit', 'bear', 'fox', 'dragon'] as const;
export type Animal = (typeof ANIMALS)[number];
export const PLACES = ['forest', 'sea', 'mountain', 'castle', 'space', 'garden'] as const;
export type Place = (typeof PLACES)[number];
/** A picture's light (issue #21): its time of day and its weather. */
export const TIMES_OF_DAY = ['morning', 'day', 'evening', 'night'] as const;
export const WEATHERS = ['clear', 'cloudy', 'rain', 'storm', 'snow', 'wind', 'fog'] as const;
export const OBJECTS = ['key', 'map', 'lantern', 'star', 'kite'] as const;
export type StoryObject = (typeof OBJECTS)[number];

/** One text in every language of the book: the main language and, when set, the translation language. */
export type Localized = Partial<Record<Language, string>>;

export type Gender = 'f' | 'm';

export const HAIR_LENGTHS = ['short', 'medium', 'long'] as const;
export type HairLength = (typeof HAIR_LENGTHS)[number];

/**
 * What the embedded photo analysis read from a reference photo (issue #23, ADR 0033): a person's skin tone
 * (sampled from the face), hair colour (above the face) and length, glasses; an animal's coat colours.
 */
export interface PhotoLooks {
  /** A face was found (a person's photo); without one only `coat` is read. */
  face?: boolean;
  skin?: string;
  hair?: string;
  hairLength?: HairLength;
  glasses?: boolean;
  /** Hex colours of the animal in the middle of the photo, the commonest first. */
  coat?: string[];
}

export interface ReferenceImage {
  description?: string;
  /** Hex colours (#rrggbb), e.g. from `dominantColors` on the upload. */
  dominantColors?: string[];
  /**
   * issue #23: the character the photo shows (the idea reader's id, `c1` …), or `null` for no one; a photo
   * linked to no one is used for no one. Absent (older requests): the hero, as before.
   */
  characterId?: string | null;
  /** The embedded analysis of the photo, when it ran. */
  looks?: PhotoLooks;
}

export interface StoryInput {
  bookId: string;
  idea: string;
  age: Age;
  mainLanguage: Language;
  translationLanguage?: Language;
  translateCharacterNames?: boolean;
  style: Style;
  referenceImages?: ReferenceImage[];
  /**
   * issue #23: the parent agreed that the photos may be sent to an outside model provider. A provider path may
   * send a photo only when this is true; without it only the embedded analysis (`looks`) has read them.
   */
  photoConsent?: boolean;
}

export const CLOTHING = ['scarf', 'hoodie', 'dress', 'overalls', 'cape'] as const;
export type Clothing = (typeof CLOTHING)[number];
/** What a character can have drawn on or not; `curls` is a person's curly hair. */
export const FEATURES = ['glasses', 'freckles', 'hat', 'bow', 'big-ears', 'curls'] as const;
export type Feature = (typeof FEATURES)[number];

/** What an illustrator needs to draw a character the same way on every page. */
export interface CharacterSheet {
  species: 'person' | Animal;
  gender: Gender;
  colors: { body: string; hair: string; clothing: string; accent: string };
  clothing: Clothing;
  features: Feature[];
  /** What the character is in the story frame (lexicon id: `tractor`, `raven`, `grandma` …); `species` is the nearest drawing. */
  kind?: string;
  /** A grown-up (relative or adult role): drawn taller, older. */
  grownUp?: boolean;
  /** issue #23: read from the character's photo; absent, girls wear it long and boys short as before. */
  hairLength?: HairLength;
}

export interface Character {
  /** The idea frame's character id (`c1` …), which picture briefs name; absent on older plans (cast order). */
  id?: string;
  name: Localized;
  role: 'protagonist' | 'companion';
  description: Localized;
  /**
   * What the character is in each book language, as the parent wrote it ("pangolin", "Schuppentier") — open
   * vocabulary (issue #21); `sheet.species`/`sheet.kind` are only what the embedded illustrator draws.
   */
  kind?: Localized;
  sheet: CharacterSheet;
}

export interface Chapter {
  beat: Beat;
  title: Localized;
  summary: Localized;
}

export const BEATS = [
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
] as const;
export type Beat = (typeof BEATS)[number];

export type AgeBand = 'toddler' | 'preschool' | 'early-reader' | 'middle-grade' | 'teen' | 'young-adult';

export interface StoryPlan {
  bookId: string;
  languages: Language[];
  mainLanguage: Language;
  translationLanguage?: Language;
  /**
   * Spec §3 translate_character_names, kept with the plan so a renamed character gets the same treatment
   * (issue #14). Set on plans with a translation language; older plans leave it out (`nameRuleOf` infers it).
   */
  translateCharacterNames?: boolean;
  ageBand: AgeBand;
  /** The youngest age of the band or the given age; drives format (board book for 0–3). */
  age: { min: number; max: number };
  style: Style;
  title: Localized;
  synopsis: Localized;
  cast: Character[];
  /**
   * `name` is the idea's own place in every language ("the jungle library"); `drawAs` the nearest drawable setting
   * of the embedded illustrator (`library`, `farm`, `underwater` … — open, issue #21); `place` the coarse one of six
   * that older code and plans use.
   */
  setting: { place: Place; name: Localized; description: Localized; drawAs?: string };
  object: StoryObject;
  themes: string[];
  chapters: Chapter[];
  /** What the idea asked for (ADR 0012); absent on plans written before the frame existed. */
  frame?: StoryFrame;
  /** The open idea frame (issue #21, ADR 0028): the parent's own words; absent on older plans. */
  idea?: IdeaFrame;
  /**
   * Open-vocabulary names of the setting and the story's thing in the book's languages (issue #21): `setting.place`
   * and `object` stay the nearest drawable ones.
   */
  things?: Array<{ name: Localized; noun?: Noun; drawAs?: string }>;
  /**
   * The full book (issue #21), written after payment for the format and age band; `planPages` lays its pages out
   * as they are. Absent on a preview and on books produced before it existed (their chapters are split).
   */
  manuscript?: Manuscript;
  /**
   * Refinements (issue #14) of single pages, by interior page number, laid over what `planPages` makes of the
   * plan. Absent until a parent refines a page.
   */
  pageEdits?: Record<string, PageEdit>;
}
