import type { Rng } from '../rng';
import type { Animal, CharacterSheet, Clothing, Feature, Gender, Language, Localized } from '../types';
import characterWords from './data/character-words.json';
import impliedPlaces from './data/implied-places.json';
import { LANGUAGE_PACKS } from './languages';
import type { NameEntry } from './names';
import { SCRIPT_OF, transliterate } from './transliterate';

/** What the cast looks like and how its names are written, for both story planners (ADR 0028). */
export const SKIN = ['#f6d3b3', '#eec1a0', '#d9a27c', '#b97c56', '#8d5a3b', '#6b4128'];
export const HAIR = ['#3b2a20', '#6b3e26', '#a0522d', '#d9a441', '#f0d58c', '#1f1b1a', '#c4572e'];
const CLOTHES = ['#e4572e', '#2e86ab', '#f2a541', '#6a994e', '#8e5ba8', '#e07a9a', '#3c6e71'];
const ACCENTS = ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#f78c6b', '#9b5de5'];
/** Fur colours of the drawn animals (`data/character-words.json`). */
export const FUR = characterWords.fur as Record<Animal, string[]>;

export const HEX = /^#[0-9a-f]{6}$/i;

/** Where a character's name comes from, so it can be written (or translated) for each language. */
export type NameSource =
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
export function localizedName(source: NameSource, languages: Language[], translate: boolean): Localized {
  const [main, translation] = languages as [Language, Language | undefined];
  const mainName = nameIn(source, main);
  const out: Localized = { [main]: mainName };
  if (translation) out[translation] = translate ? translatedName(source, translation) : mainName;
  return out;
}

export function sheetFor(
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
export const IMPLIED_PLACE: Record<string, string> = impliedPlaces;
