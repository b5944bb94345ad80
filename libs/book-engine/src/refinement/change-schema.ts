import { z } from 'zod';
import {
  ANIMALS,
  CLOTHING,
  FEATURES,
  HAIR_LENGTHS,
  LANGUAGES,
  PLACES,
  STYLES,
  TIMES_OF_DAY,
  WEATHERS,
} from '../types';
import type { PlannedChange } from './changes';
import { InvalidRefinement } from './errors';

/**
 * The planned changes as data (issue #14): what travels in `RevisionConfirmed` is checked against this before
 * `applyChanges` runs, so a change from the wire is typed exactly like one the planner made.
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
const text = z.string().trim().min(1).max(2000);
const page = z.number().int().min(0);
const character = z.number().int().min(0);
const localized = z
  .partialRecord(z.enum(LANGUAGES), text)
  .refine((l) => Object.keys(l).length > 0, 'needs a text in at least one language');
const lexiconId = z.string().regex(/^[a-z][a-z-]{0,39}$/, 'a lexicon id is lower case letters and hyphens');

export const sceneEditSchema = z.strictObject({
  action: text.optional(),
  cast: z.array(z.number().int().min(0)).max(6).optional(),
  place: z.enum(PLACES).optional(),
  setting: lexiconId.optional(),
  things: z.array(lexiconId).max(6).optional(),
  timeOfDay: z.enum(TIMES_OF_DAY).optional(),
  weather: z.enum(WEATHERS).optional(),
});

export const lookPatchSchema = z.strictObject({
  colors: z
    .strictObject({
      body: hex.optional(),
      hair: hex.optional(),
      clothing: hex.optional(),
      accent: hex.optional(),
    })
    .optional(),
  clothing: z.enum(CLOTHING).optional(),
  addFeatures: z.array(z.enum(FEATURES)).optional(),
  removeFeatures: z.array(z.enum(FEATURES)).optional(),
  hairLength: z.enum(HAIR_LENGTHS).optional(),
  species: z.enum(['person', ...ANIMALS]).optional(),
  grownUp: z.boolean().optional(),
  kind: lexiconId.optional(),
  gender: z.enum(['f', 'm']).optional(),
});

const why = { rationale: z.string().trim().min(1).max(1000) };

export const plannedChangeSchema = z.union([
  z.strictObject({
    ...why,
    target: z.literal('page_text'),
    action: z.literal('rewrite'),
    page,
    body: localized,
  }),
  z.strictObject({ ...why, target: z.literal('page_text'), action: z.literal('shorten'), page }),
  z.strictObject({
    ...why,
    target: z.literal('page_text'),
    action: z.literal('translate_line'),
    page,
    language: z.enum(LANGUAGES),
    text,
  }),
  z.strictObject({
    ...why,
    target: z.literal('page_scene'),
    action: z.enum(['set_action', 'set_cast', 'set_place', 'set_light']),
    page,
    scene: sceneEditSchema,
  }),
  z.strictObject({
    ...why,
    target: z.literal('character'),
    action: z.literal('change_look'),
    character,
    look: lookPatchSchema,
  }),
  z.strictObject({
    ...why,
    target: z.literal('character'),
    action: z.literal('rename'),
    character,
    name: localized,
  }),
  z.strictObject({
    ...why,
    target: z.literal('book'),
    action: z.literal('change_style'),
    style: z.enum(STYLES),
  }),
  z.strictObject({
    ...why,
    target: z.literal('book'),
    action: z.literal('retitle'),
    title: z
      .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(200))
      .refine((l) => Object.keys(l).length > 0, 'needs a title in at least one language'),
  }),
]);

/** Reads one change from data; a shape the model does not know is `BOOK_ENGINE.REFINEMENT_INVALID_CHANGE`. */
export function parsePlannedChange(data: unknown, index = 0): PlannedChange {
  const parsed = plannedChangeSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new InvalidRefinement(
      'BOOK_ENGINE.REFINEMENT_INVALID_CHANGE',
      `Change ${index + 1} is not a planned change${where}: ${issue?.message ?? 'unknown shape'}`,
      index,
    );
  }
  return parsed.data as PlannedChange;
}

/** Reads a list of changes from data (e.g. `RevisionConfirmed.changes`). */
export function parsePlannedChanges(data: unknown[]): PlannedChange[] {
  return data.map((item, i) => parsePlannedChange(item, i));
}
