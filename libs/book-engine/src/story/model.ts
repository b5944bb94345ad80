import type { AgeBand, Beat, Language, Localized, TIMES_OF_DAY, WEATHERS } from '../types';
import type { PlotShape } from './frame';

/**
 * The open story model (issue #21, ADR 0028): what an idea says, in the parent's own words, and the full book
 * written from it. Nothing here forces a kind, place or thing into a short list: each carries the parent's
 * word (with its translations where a dictionary knows them) and, apart from it, the nearest thing the
 * embedded illustrator can draw (`drawAs`). Both writers (embedded and model) produce these shapes; the
 * illustrators and production read them.
 *
 * Pipeline of the embedded engine:
 *   read   (`story/read/`)  idea text → `IdeaFrame`            — names, kinds, looks, places, goal, feeling
 *   shape  (`story/tell/`)  frame + age → beats with roles      — the idea's own plot, length by age band
 *   tell   (`story/tell/`)  beats → outline (preview) and `Manuscript` (after payment), per language, from
 *                           message catalogs over one role resolver and one small grammar module per language
 */

/** A word as the parent wrote it, and what the engine knows of it. */
export interface Noun {
  /** As the parent wrote it, singular where the reader could tell ("pangolin", "Biber", "renard"). */
  word: string;
  /** The language `word` is in (the idea's language). */
  language: Language;
  /** English lemma where known: the key to WordNet, the lexicon and the drawable ("pangolin", "beaver"). */
  en?: string;
  /** Grammatical gender of `word` in its language, where the language has one and the reader knows it. */
  gender?: 'm' | 'f' | 'n';
  /** The same thing in other book languages where a dictionary knows it; absent ones keep `word`. */
  translations?: Partial<Record<Language, string>>;
}

/** What the idea says a character looks like; colours as hex plus the parent's colour word. */
export interface Looks {
  hair?: { color?: string; word?: string; length?: 'short' | 'long'; curly?: boolean };
  /** Skin for a person, coat/fur/feathers for an animal, paint for a vehicle. */
  body?: { color?: string; word?: string };
  /** A second coat colour ("black and white", "gefleckt"). */
  pattern?: { color?: string; word?: string };
  eyes?: { color?: string; word?: string };
  glasses?: boolean;
  freckles?: boolean;
  /** A piece of clothing the idea names ("a red scarf", "ihr gelber Regenmantel"). */
  clothing?: { item: Noun; color?: string; word?: string };
}

/** The drawable categories of the embedded illustrator. */
export type Category = 'person' | 'animal' | 'creature' | 'vehicle' | 'toy' | 'thing';

export interface IdeaCharacter {
  /** `c1`, `c2`, … in the order the idea mentions them; stable for the book. */
  id: string;
  /** Exactly as the parent wrote it; absent for "her fox", "a talking raven". */
  name?: string;
  /** What the character is ("girl", "pangolin", "Dackel", "grand-mère"). */
  kind: Noun;
  category: Category;
  /**
   * The nearest kind the embedded illustrator can draw (an id of `illustration/kinds.ts`: `dog`, `hedgehog`,
   * `boy`, `grandma`, `tractor` …). A pangolin is drawn as its nearest relative but keeps its own name and kind.
   */
  drawAs: string;
  sex?: 'f' | 'm';
  /** Age in years when the idea gives it ("Jonas, 5,"). */
  age?: number;
  role: 'protagonist' | 'companion';
  /** How it relates to another character: `{ to: 'c1', as: 'pet' | 'sibling' | 'friend' | 'parent' | 'grandparent' }`. */
  relation?: { to: string; as: string };
  /** Adjectives the idea gives it, as written ("shy", "mutig"), with their English lemma where known. */
  traits: Array<{ word: string; en?: string }>;
  looks: Looks;
  /** Found or met during the story, not there from the start. */
  arrives?: boolean;
  /** Added by the engine (never for a title); absent for everything the idea asked for. */
  added?: boolean;
}

export interface IdeaPlace {
  noun: Noun;
  /** Nearest drawable setting id (`forest`, `library`, `sea`, `city` …). */
  drawAs: string;
}

export interface IdeaThing {
  noun: Noun;
  drawAs?: string;
  traits: Array<{ word: string; en?: string }>;
  plural?: boolean;
}

/** What the story is about: the idea's goal, what stands in the way and how the hero feels. */
export interface IdeaGoal {
  /** The nearest plot shape; `open` when none fits (the story is then built from the idea's own sentence). */
  shape: PlotShape | 'open';
  /** The action as the parent wrote it, in the idea's language (verb phrase: "go to the jungle library"). */
  action?: string;
  /** English verb lemma where known ("find", "build", "learn", "swim"). */
  verb?: string;
  target?: IdeaThing;
  /** Who the goal is for (character id). */
  beneficiary?: string;
  /** What stands in the way ("too shy", "afraid of the water", "the storm"). */
  obstacle?: { word: string; en?: string; kind: 'feeling' | 'event' | 'thing' | 'place' };
  /** The feeling the story turns on, with its English lemma ("shy", "afraid", "lonely"). */
  feeling?: { word: string; en?: string };
  /** What resolves it, when the idea says ("until she finds a book about the stars"). */
  resolution?: { action?: string; thing?: IdeaThing };
  /** "before the storm": the event that must not come first. */
  deadline?: { word: string; en?: string };
}

/** A frame of the idea's sentence with what a reader read of it; nothing read where a part is not given. */
export const ideaFrame = (
  ideaLanguage: Language,
  sentence: string,
  read: Partial<Pick<IdeaFrame, 'characters' | 'places' | 'things' | 'goal'>> = {},
): IdeaFrame => ({
  version: 2,
  ideaLanguage,
  characters: read.characters ?? [],
  places: read.places ?? [],
  things: read.things ?? [],
  goal: read.goal ?? { shape: 'open' },
  sentence,
});

export interface IdeaFrame {
  version: 2;
  /** The language the idea is written in; `undefined` fields of a language the reader cannot read are absent. */
  ideaLanguage: Language;
  /** The reader could not read this language well: names were kept, the rest is the engine's choice (say so). */
  fallback?: boolean;
  characters: IdeaCharacter[];
  places: IdeaPlace[];
  things: IdeaThing[];
  goal: IdeaGoal;
  /** Time of day / season the idea names ("at night", "im Winter"). */
  time?: { of: 'morning' | 'day' | 'evening' | 'night'; season?: 'spring' | 'summer' | 'autumn' | 'winter' };
  /** The idea's own sentence, trimmed: what an `open` story is built from. */
  sentence: string;
  /**
   * The idea's sentences as the book prints them on its first pages (`read/retell.ts`), in the idea's language,
   * names as `{c1}` …; absent when none can be printed.
   */
  retold?: string[];
}

/** What a page's picture shows. The writer decides it with the page's text, so the picture follows the page. */
export interface PictureBrief {
  /** What happens, one short English sentence (a model illustrator's prompt; alt text is made from the text). */
  action: string;
  /** Who is in the picture, by character id (`c1` …); the named pet is there when the text names it. */
  cast: string[];
  /** A pose per character id that fits the action; absent ones stand. */
  poses?: Record<string, Pose>;
  /** Drawable setting id, and the place's name in the book's languages. */
  place: string;
  placeName?: Localized;
  timeOfDay: (typeof TIMES_OF_DAY)[number];
  weather: (typeof WEATHERS)[number];
  /** Things in the picture (drawable ids), the one in hand first. */
  things?: string[];
  mood: 'bright' | 'glow' | 'grey' | 'stormy' | 'dusk' | 'night';
}

export const POSES = [
  'stand',
  'walk',
  'run',
  'jump',
  'sit',
  'sleep',
  'wave',
  'hug',
  'hold',
  'read',
  'look',
  'climb',
  'swim',
  'fly',
  'dig',
  'build',
  'sad',
  'cheer',
] as const;
export type Pose = (typeof POSES)[number];

/** One story page of the full book: its text in every language of the book and its picture. */
export interface ManuscriptPage {
  /** The chapter (index into `plan.chapters`) this page tells. */
  chapter: number;
  beat: Beat;
  text: Localized;
  picture: PictureBrief;
}

/**
 * The full book (issue #21): written after payment for the format and the age band, consistent with the
 * preview's outline (title, cast, chapters). Production lays these pages out as they are; refinement edits them.
 */
export interface Manuscript {
  format: 'booklet' | 'board';
  ageBand: AgeBand;
  /** Exactly as many pages as the format has story pages (booklet: 9 picture/text spreads; board: 8–10). */
  pages: ManuscriptPage[];
  writer: 'embedded' | 'openai';
}
