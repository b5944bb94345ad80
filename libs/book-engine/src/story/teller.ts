import type { AgeBand, Beat, Language } from '../types';
import type { BeatText, Person, Tale } from './tell';

/**
 * One book language's storyteller (ADR 0012): it tells a story frame — the idea's own characters, places,
 * goal and things, already resolved into a `Tale` — in its language. Every language tells the same plot
 * shape with the same beats, so a translation line tells the same story as the main line.
 *
 * Nouns come from the teller's own lexicon, keyed by the shared lexicon ids (`lexicon.ts`); names arrive
 * in `Person.name` already written as the language writes them (transliterated for other scripts).
 */
export interface Teller {
  readonly language: Language;
  /** The book's title: the hero and the goal ("Mia and the Lost Colours"). */
  title(tale: Tale): string;
  /** The back-cover synopsis; `young` is the toddler wording. */
  synopsis(tale: Tale, young: boolean): string;
  /** One chapter: the plot shape's own beat where it has one, else the shared one; dialogue for teens. */
  beat(tale: Tale, beat: Beat, band: AgeBand): BeatText;
  /** One line about a cast member for the character list ("Sonni is a fox in this story."). */
  describe(person: Person): string;
  /** How the cast list names a character the idea left unnamed ("the raven", "der Rabe", "el cuervo"). */
  unnamed(person: Person): string;
  /** The setting as a noun phrase ("the farm", "der Bauernhof"). */
  placeName(tale: Tale): string;
  /** One sentence about where the story happens. */
  setting(tale: Tale): string;
}
