import { z } from 'zod';
import { ANIMALS, CLOTHING, FEATURES, HAIR_LENGTHS, PLACES, STYLES, TIMES_OF_DAY, WEATHERS } from '../types';

/**
 * What the model answers for a refinement request (issue #14): either a plan of changes or a clarification
 * question. One flat object per change with nullable fields, so OpenAI's strict structured outputs (every
 * property required, no additional properties) can describe every change kind in one schema.
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const changeDraft = z.strictObject({
  target: z.enum(['page_text', 'page_scene', 'character', 'book']),
  action: z.enum([
    'rewrite',
    'shorten',
    'translate_line',
    'set_action',
    'set_cast',
    'set_place',
    'set_light',
    'change_look',
    'rename',
    'change_style',
    'retitle',
  ]),
  /** The page as the parent sees it in the viewer (cover = 1). */
  page: z.number().int().nullable(),
  /** Index into the cast. */
  character: z.number().int().nullable(),
  /** New text of the main-language line (rewrite). */
  text_main: z.string().nullable(),
  /** New text of the translation line (rewrite, translate_line). */
  text_translation: z.string().nullable(),
  scene: z
    .strictObject({
      action: z.string().nullable(),
      cast: z.array(z.number().int()).nullable(),
      place: z.enum(PLACES).nullable(),
      setting: z.string().nullable(),
      things: z.array(z.string()).nullable(),
      time_of_day: z.enum(TIMES_OF_DAY).nullable(),
      weather: z.enum(WEATHERS).nullable(),
    })
    .nullable(),
  look: z
    .strictObject({
      hair: hex.nullable(),
      body: hex.nullable(),
      clothing_color: hex.nullable(),
      accent: hex.nullable(),
      clothing: z.enum(CLOTHING).nullable(),
      add_features: z.array(z.enum(FEATURES)).nullable(),
      remove_features: z.array(z.enum(FEATURES)).nullable(),
      hair_length: z.enum(HAIR_LENGTHS).nullable(),
      species: z.enum(['person', ...ANIMALS]).nullable(),
      grown_up: z.boolean().nullable(),
    })
    .nullable(),
  /** The new name as it should read in the main language (rename). */
  name: z.string().nullable(),
  /** The new name in the translation language, only when the book translates names. */
  name_translation: z.string().nullable(),
  style: z.enum(STYLES).nullable(),
  /** The book's new title in the main language (retitle). */
  title: z.string().nullable(),
  /** The new title in the translation language, when the parent gave one or the model translated it. */
  title_translation: z.string().nullable(),
  rationale: z.string().trim().min(1),
});

export const refinementAnswerDraftSchema = z.strictObject({
  kind: z.enum(['plan', 'clarify']),
  /** The question to the parent (kind clarify), in the customer's language. */
  clarification: z.string().nullable(),
  /** One or two sentences about the plan (kind plan), in the customer's language. */
  summary: z.string().nullable(),
  changes: z.array(changeDraft),
});

export type RefinementAnswerDraft = z.infer<typeof refinementAnswerDraftSchema>;
export type ChangeDraft = z.infer<typeof changeDraft>;

/** Keywords OpenAI's strict mode rejects (zod still checks the answer); safe-integer bounds say nothing. */
function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => {
        if (key === '$schema' || key === 'minLength' || key === 'maxLength') return false;
        if ((key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER)
          return false;
        return true;
      })
      .map(([key, value]) => [key, strip(value)]),
  );
}

/** `response_format.json_schema.schema` for the refinement planner (strict). */
export const REFINEMENT_JSON_SCHEMA = strip(
  z.toJSONSchema(refinementAnswerDraftSchema, { io: 'output' }),
) as Record<string, unknown>;
