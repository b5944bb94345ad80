import { readIdea } from '../story/read';
import type { IdeaCharacter } from '../story/model';
import type { Language } from '../types';

/**
 * issue #23: which character of the story each reference photo shows (spec §1–§2: reference images with a
 * description each). The parent's pick in the builder wins; otherwise the description names who it is
 * ("Mia, 5", "our dog Bruno", "unser Hund"); a photo linked to no one is used for no one.
 */

/** A character of the idea as the builder offers it: the idea reader's id, its name as written, its kind. */
export interface PhotoCharacter {
  id: string;
  name: string | null;
  /** In the parent's words ("dog", "Hund", "Bruder"). */
  kind: string;
  /** person, animal, creature, vehicle, toy, thing (the idea reader's category). */
  category: string;
  /** The nearest drawable kind (`dog`, `girl`, `boy` …): what a description's "our dog" is matched with. */
  drawAs: string;
}

/** Who a photo shows: a character id, `null` for no one (the parent's pick); absent: read the description. */
export interface PhotoLinkInput {
  description?: string;
  characterId?: string | null;
}

/**
 * The idea's characters in the order the idea names them (`c1` is the hero). An idea that names nobody still
 * has a hero: the planner adds an unnamed child as `c1` (ADR 0028), and a photo may show it.
 */
export function photoCharacters(idea: string, language: Language): PhotoCharacter[] {
  const read = readIdea(idea, { hint: language }).characters;
  if (read.length === 0) return [{ id: 'c1', name: null, kind: '', category: 'person', drawAs: '' }];
  return read.map((c) => ({
    id: c.id,
    name: c.name ?? null,
    kind: c.kind.word,
    category: c.category,
    drawAs: c.drawAs,
  }));
}

const fold = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const wordsOf = (s: string): string[] =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The character a description names: by name first, then by what it is (the idea reader on the text). */
function namedBy(description: string, characters: PhotoCharacter[], language: Language): string | null {
  const words = new Set(wordsOf(description));
  const byName = characters.filter((c) => c.name && wordsOf(c.name).every((w) => words.has(w)));
  if (byName.length === 1) return byName[0]!.id;
  if (byName.length > 1) return null;
  const said = readIdea(description, { hint: language }).characters;
  const kinds = (c: IdeaCharacter): string[] =>
    [c.drawAs, c.kind.en ?? '', fold(c.kind.word)].filter(Boolean);
  const idea = characters.map((c) => ({ c, kinds: [c.drawAs, fold(c.kind)].filter(Boolean) }));
  for (const s of said) {
    const theirs = new Set(kinds(s));
    const hits = idea.filter(({ kinds: k }) => k.some((w) => theirs.has(w)));
    if (hits.length === 1) return hits[0]!.c.id;
  }
  return null;
}

/**
 * One link per photo, in order: the parent's pick when it names a character of this idea (or no one), else
 * the one the description names; a photo without a description goes to the only person of the idea.
 */
export function linkPhotos(
  idea: string,
  language: Language,
  photos: readonly PhotoLinkInput[],
  characters: PhotoCharacter[] = photoCharacters(idea, language),
): (string | null)[] {
  const ids = new Set(characters.map((c) => c.id));
  const people = characters.filter((c) => c.category === 'person');
  return photos.map((photo) => {
    if (photo.characterId === null) return null;
    if (photo.characterId !== undefined) return ids.has(photo.characterId) ? photo.characterId : null;
    const text = photo.description?.trim() ?? '';
    if (text) return namedBy(text, characters, language);
    return people.length === 1 ? people[0]!.id : null;
  });
}
