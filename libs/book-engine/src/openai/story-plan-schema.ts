import { z } from 'zod';
import { ANIMALS, BEATS, OBJECTS, PLACES } from '../types';

/** A text in the book's main language and, when the book has one, in the translation language. */
const localizedDraft = z.strictObject({
  main: z.string().trim().min(1),
  translation: z.string().trim().min(1).nullable(),
});

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const characterDraft = z.strictObject({
  role: z.enum(['protagonist', 'companion']),
  name: localizedDraft,
  description: localizedDraft,
  sheet: z.strictObject({
    species: z.enum(['person', ...ANIMALS]),
    gender: z.enum(['f', 'm']),
    colors: z.strictObject({ body: hexColor, hair: hexColor, clothing: hexColor, accent: hexColor }),
    clothing: z.enum(['scarf', 'hoodie', 'dress', 'overalls', 'cape']),
    features: z.array(z.enum(['glasses', 'freckles', 'hat', 'bow', 'big-ears'])).max(5),
  }),
});

/**
 * What the model writes: the creative part of a `StoryPlan`. Book id, languages, age and style come from
 * the request, so the model cannot change them.
 */
export const storyPlanDraftSchema = z.strictObject({
  title: localizedDraft,
  synopsis: localizedDraft,
  cast: z.array(characterDraft).min(2).max(4),
  setting: z.strictObject({ place: z.enum(PLACES), name: localizedDraft, description: localizedDraft }),
  object: z.enum(OBJECTS),
  themes: z.array(z.string().trim().min(1)).min(1).max(8),
  chapters: z
    .array(z.strictObject({ beat: z.enum(BEATS), title: localizedDraft, summary: localizedDraft }))
    .min(3)
    .max(10),
});

export type StoryPlanDraft = z.infer<typeof storyPlanDraftSchema>;
export type LocalizedDraft = z.infer<typeof localizedDraft>;

/** Keywords that OpenAI's strict structured outputs reject; zod still checks them on the answer. */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength']);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [key, strip(value)]),
  );
}

/** JSON schema for `response_format.json_schema.schema` (strict mode: every property required, no extras). */
export const STORY_PLAN_JSON_SCHEMA = strip(z.toJSONSchema(storyPlanDraftSchema, { io: 'output' })) as Record<
  string,
  unknown
>;
