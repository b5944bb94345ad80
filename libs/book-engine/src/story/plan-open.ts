import words from './data/character-words.json';
import { ageBand, ageBounds } from '../age';
import { baseSpecies } from '../illustration/kinds';
import { seededRng, type Rng } from '../rng';
import {
  ANIMALS,
  OBJECTS,
  PLACES,
  type Animal,
  type CharacterSheet,
  type Clothing,
  type Feature,
  type Gender,
  type Language,
  type Localized,
  type Place,
  type StoryInput,
  type StoryObject,
  type StoryPlan,
} from '../types';
import { genderFromName } from './read/traits';
import { HEX, IMPLIED_PLACE, localizedName, sheetFor, type NameSource } from './cast';
import type { StoryFrame } from './frame';
import { LEX } from './lexicon';
import type { IdeaCharacter, IdeaFrame, Looks } from './model';
import { findKnownName } from './names';
import { readIdea } from './read';
import { retellIdea } from './read/retell';

import { tellOutline, unnamedName } from './tell/write';
import { lexNoun, wordIn } from './tell/words';

/** Where a story happens when neither the idea nor its characters say (a drawable setting id). */
const DEFAULT_PLACES = ['forest', 'garden', 'meadow', 'village', 'sea', 'mountain'];

/**
 * What the idea leaves open, filled without inventing what it contradicts (issue #21, ADR 0028): a hero when the
 * idea names nobody (an unnamed child: the book says "the little girl", it invents no name), a sex for each
 * character (the name's usual one, else the kind's, else a choice), and a place when the idea names none (the
 * one its characters or things imply). No companion is added: a lone hero stays alone, so no invented
 * character can stand in a title or on the cover.
 */
export function completeIdea(read: IdeaFrame, rng: Rng): IdeaFrame {
  const frame: IdeaFrame = structuredClone(read);
  if (frame.characters.length === 0) {
    const sex = rng.pick(['f', 'm'] as const);
    const kind = sex === 'f' ? 'girl' : 'boy';
    frame.characters.push({
      id: 'c1',
      kind: lexNoun(kind),
      category: 'person',
      drawAs: kind,
      sex,
      role: 'protagonist',
      traits: [{ word: 'little', en: 'little' }],
      looks: {},
      added: true,
    });
  }
  frame.characters.forEach((c, i) => {
    c.role = i === 0 ? 'protagonist' : 'companion';
    c.sex ??= sexOf(c, rng);
  });
  if (frame.places.length === 0) {
    const drawn = [
      ...frame.characters.map((c) => c.drawAs),
      ...frame.things.map((t) => t.drawAs ?? t.noun.en ?? ''),
      frame.goal.target?.drawAs ?? frame.goal.target?.noun.en ?? '',
    ];
    const id = drawn.map((k) => IMPLIED_PLACE[k]).find(Boolean) ?? rng.pick(DEFAULT_PLACES);
    frame.places.push({ noun: lexNoun(id), drawAs: id });
  }
  return frame;
}

const BY_KIND: Record<string, Gender> = words.byKind as Record<string, Gender>;

function sexOf(c: IdeaCharacter, rng: Rng): Gender {
  const byName = c.name ? (findKnownName(c.name)?.gender ?? genderFromName(c.name)) : undefined;
  return byName ?? BY_KIND[c.drawAs] ?? BY_KIND[c.kind.en ?? ''] ?? rng.pick(['f', 'm'] as const);
}

/** The base drawing a character stands on: a person, or the animal body its drawable is made from. */
function speciesOf(c: IdeaCharacter): CharacterSheet['species'] {
  if (c.category === 'person') return 'person';
  const animal = LEX.get(c.drawAs)?.animal ?? baseSpecies(c.drawAs);
  if (animal) return animal;
  if ((ANIMALS as readonly string[]).includes(c.drawAs)) return c.drawAs as Animal;
  return c.category === 'animal' || c.category === 'creature' ? 'bear' : 'person';
}

const CLOTHING: Record<string, Clothing> = words.clothing as Record<string, Clothing>;

/**
 * The character's drawing: a seeded sheet, then everything the idea says of its looks on top (issue #21: "an
 * orange cat" is orange, "short brown hair" short and brown, "curly" curls, "mit Brille" with glasses). Glasses and freckles are drawn
 * only when the idea or a reference photo says so; the seeded choice is a hat or a bow.
 */
function sheetOf(c: IdeaCharacter, rng: Rng, reference: { colors: string[]; text: string }): CharacterSheet {
  const species = speciesOf(c);
  const sheet = sheetFor(species, c.sex ?? 'f', rng, reference.colors, reference.text);
  const looks: Looks = c.looks;
  const colors = { ...sheet.colors };
  if (looks.hair?.color && HEX.test(looks.hair.color)) colors.hair = looks.hair.color;
  if (looks.body?.color && HEX.test(looks.body.color)) colors.body = looks.body.color;
  if (looks.pattern?.color && HEX.test(looks.pattern.color)) colors.accent = looks.pattern.color;
  const item = looks.clothing?.item.en?.toLowerCase();
  const clothing = (item && CLOTHING[item]) || sheet.clothing;
  if (looks.clothing?.color && HEX.test(looks.clothing.color)) colors.clothing = looks.clothing.color;
  const personal = new Set<Feature>(['glasses', 'freckles']);
  const features = new Set<Feature>(
    sheet.features.filter((f) => !personal.has(f) || reference.text.length > 0),
  );
  if (features.size === 0) features.add(species === 'person' && c.sex === 'f' ? 'bow' : 'hat');
  if (looks.glasses) features.add('glasses');
  if (looks.freckles) features.add('freckles');
  if (item === 'hat' || item === 'cap') features.add('hat');
  if (species === 'person' && looks.hair?.curly) features.add('curls');
  const grownUp = /^(grandma|grandpa|mother|father|aunt|uncle|teacher|king|queen|farmer|wizard)$/.test(
    c.drawAs,
  );
  return {
    ...sheet,
    colors,
    clothing,
    features: [...features],
    // "short brown hair", "lange Haare": the length the idea gives (else girls long, boys short).
    ...(species === 'person' && looks.hair?.length ? { hairLength: looks.hair.length } : {}),
    kind: c.drawAs,
    ...(grownUp ? { grownUp: true } : {}),
  };
}

/** The old frame's shape (drawable ids) for the parts that still read `plan.frame` (pictures, cover, refinement). */
export function drawableFrame(idea: IdeaFrame): StoryFrame {
  const target = idea.goal.target;
  return {
    version: 1,
    ideaLanguage: idea.ideaLanguage,
    characters: idea.characters.map((c) => ({
      id: c.id,
      ...(c.name ? { name: c.name } : {}),
      kind: c.drawAs,
      category:
        c.category === 'person'
          ? /^(grandma|grandpa)$/.test(c.drawAs)
            ? 'relative'
            : 'child'
          : c.category === 'thing'
            ? 'toy'
            : c.category,
      ...(c.sex ? { sex: c.sex } : {}),
      role: c.role,
      traits: c.traits.map((t) => t.en ?? t.word),
      ...(c.arrives ? { arrives: true } : {}),
      ...(c.added ? { added: true } : {}),
    })),
    settings: idea.places.map((p) => p.drawAs),
    goal: {
      shape: idea.goal.shape === 'open' ? 'quest' : idea.goal.shape,
      ...(target && (target.drawAs || LEX.has(target.noun.en ?? ''))
        ? { target: target.drawAs ?? (target.noun.en as string) }
        : {}),
      targetTraits: target?.traits.map((t) => t.en ?? t.word) ?? [],
      ...(target?.plural ? { targetPlural: true } : {}),
      ...(idea.goal.deadline?.en && LEX.has(idea.goal.deadline.en)
        ? { deadline: idea.goal.deadline.en }
        : {}),
    },
    things: idea.things
      .filter((t) => t.drawAs)
      .map((t) => ({ kind: t.drawAs as string, traits: t.traits.map((x) => x.en ?? x.word) })),
  };
}

/**
 * The embedded planner (issue #21, ADR 0028): reads the idea into the open model (`readIdea`), fills what it
 * leaves open (`completeIdea`) and tells the outline in every language of the book from the message catalogs.
 * Names are kept as written (transliterated into another script); an unnamed character is "the pangolin".
 */
export function planOpenStory(input: StoryInput): StoryPlan {
  const rng = seededRng(`story:${input.bookId}`);
  const main = input.mainLanguage;
  const translation =
    input.translationLanguage && input.translationLanguage !== main ? input.translationLanguage : undefined;
  const languages: Language[] = translation ? [main, translation] : [main];
  const translateNames = input.translateCharacterNames ?? false;
  const band = ageBand(input.age);
  const idea = completeIdea(readIdea(input.idea, { hint: main }), rng);
  const retold = retellIdea(idea);
  if (retold.length) idea.retold = retold;
  const references = input.referenceImages ?? [];
  const reference = {
    colors: references
      .flatMap((r) => r.dominantColors ?? [])
      .filter((c) => HEX.test(c))
      .map((c) => c.toLowerCase()),
    text: references.map((r) => r.description ?? '').join(' '),
  };

  const sourceOf = (c: IdeaCharacter): NameSource | undefined => {
    if (!c.name) return undefined;
    const known = findKnownName(c.name);
    return { kind: 'spelled', spelling: c.name, ...(known ? { known } : {}) };
  };
  const names: Localized[] = idea.characters.map((c) => {
    const source = sourceOf(c);
    if (source) return localizedName(source, languages, translateNames);
    return Object.fromEntries(languages.map((l) => [l, unnamedName(c, l, idea.ideaLanguage)]));
  });
  const outline = tellOutline(idea, {
    bookId: input.bookId,
    languages,
    band,
    // Only the names the parent gave (transliterated where the script differs): "the pangolin" is no name.
    names: Object.fromEntries(
      languages.map((l) => [
        l,
        new Map(
          idea.characters.flatMap((c, i) => (c.name ? [[c.id, names[i]?.[l] ?? c.name] as const] : [])),
        ),
      ]),
    ),
  });

  // Several children (two sisters) must look distinct: another hair colour and other clothes.
  const drawn: CharacterSheet[] = [];
  const sheets = idea.characters.map((c, i) => {
    const own = i === 0 ? reference : { colors: [], text: '' };
    let sheet = sheetOf(c, rng, own);
    const said = !!(c.looks.hair?.color || c.looks.clothing?.color);
    for (let tries = 0; tries < 6 && i > 0 && sheet.species === 'person' && !said; tries += 1) {
      const clash = drawn.some(
        (d) => d.colors.hair === sheet.colors.hair || d.colors.clothing === sheet.colors.clothing,
      );
      if (!clash) break;
      sheet = sheetOf(c, rng, own);
    }
    if (sheet.species === 'person') drawn.push(sheet);
    return sheet;
  });

  const placeId = idea.places[0]?.drawAs ?? 'garden';
  const place: Place = (PLACES as readonly string[]).includes(placeId)
    ? (placeId as Place)
    : (LEX.get(placeId)?.place ?? 'garden');
  const goalId = idea.goal.target?.drawAs ?? idea.goal.target?.noun.en;
  const object: StoryObject =
    (goalId ? LEX.get(goalId)?.object : undefined) ??
    idea.things.map((t) => LEX.get(t.drawAs ?? t.noun.en ?? '')?.object).find(Boolean) ??
    rng.pick(OBJECTS);
  const shape = idea.goal.shape === 'open' ? 'quest' : idea.goal.shape;
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
      role: c.role,
      description: outline.descriptions[i] as Localized,
      kind: Object.fromEntries(languages.map((l) => [l, wordIn(c.kind, l).text])),
      sheet: sheets[i] as CharacterSheet,
    })),
    setting: { place, name: outline.placeName, description: outline.setting, drawAs: placeId },
    object,
    themes: [...new Set([shape, placeId, goalId ?? object, place, object, 'friendship', 'courage'])],
    chapters: outline.chapters.map(({ beat, title, summary }) => ({ beat, title, summary })),
    frame: drawableFrame(idea),
    idea,
  };
}
