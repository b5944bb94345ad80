import type { Animal, Language, Place, StoryObject } from '../types';

export interface PlaceWords {
  /** The place as a subject, e.g. "the forest", "der Wald". */
  the: string;
  /** Where something happens, e.g. "in the forest", "im Wald", "в лесу". */
  at: string;
}

export interface ObjectWords {
  /** Definite, as a subject: "the lantern", "die Laterne". */
  the: string;
  /** Indefinite, as a direct object: "a lantern", "eine Laterne", "фонарь". */
  a: string;
}

/** What a template gets: every noun already in the form the language needs. */
export interface Vars {
  hero: string;
  /** The protagonist is female (verbs and adjectives agree in de, fr, es, it, pt, ru, ar). */
  f: boolean;
  /** Who the hero is, indefinite, nominative: "a curious girl", "a little fox". */
  heroKind: string;
  friend: string;
  friendKind: string;
  place: PlaceWords;
  object: ObjectWords;
}

export interface LanguagePack {
  code: Language;
  child: { f: string; m: string };
  animals: Record<Animal, string>;
  places: Record<Place, PlaceWords>;
  objects: Record<StoryObject, ObjectWords>;
  /** Companion names; index i means the same name in every language, so they can be translated. */
  petNames: string[];
}
