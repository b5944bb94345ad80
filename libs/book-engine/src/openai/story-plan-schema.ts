import { z } from 'zod';
import { BEATS, FEATURES } from '../types';

/** A text in the book's main language and, when the book has one, in the translation language. */
const localizedDraft = z.strictObject({
  main: z.string().trim().min(1),
  translation: z.string().trim().min(1).nullable(),
});

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** An English noun (singular, lower case): the key to what the embedded illustrator draws. */
const englishNoun = z.string().trim().min(1).max(60);

/**
 * A character in open vocabulary (issue #21): its kind as the parent's word in each language ("Schuppentier" /
 * "pangolin") plus an English noun; the drawable species is derived locally (`nearestDrawable`), never asked.
 */
const characterDraft = z.strictObject({
  role: z.enum(['protagonist', 'companion']),
  name: localizedDraft,
  kind: localizedDraft,
  kind_en: englishNoun,
  /** What the character is, broadly: a person is drawn as a person, a vehicle as a vehicle. */
  category: z.enum(['person', 'animal', 'creature', 'vehicle', 'toy']),
  description: localizedDraft,
  looks: z.strictObject({
    gender: z.enum(['f', 'm']),
    grown_up: z.boolean(),
    colors: z.strictObject({ body: hexColor, hair: hexColor, clothing: hexColor, accent: hexColor }),
    clothing: z.enum(['scarf', 'hoodie', 'dress', 'overalls', 'cape']),
    features: z.array(z.enum(FEATURES)).max(6),
  }),
});

/**
 * What the model writes: the creative part of a `StoryPlan`, in open vocabulary (issue #21): no list of kinds,
 * places or objects. Book id, languages, age and style come from the request, so the model cannot change them.
 */
export const storyPlanDraftSchema = z.strictObject({
  title: localizedDraft,
  synopsis: localizedDraft,
  cast: z.array(characterDraft).min(2).max(4),
  setting: z.strictObject({ name: localizedDraft, description: localizedDraft, noun_en: englishNoun }),
  /** The story's things (what is found, built, lost …), the most important first; may be empty. */
  things: z.array(z.strictObject({ name: localizedDraft, noun_en: englishNoun })).max(4),
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

/** Shared with the book writer's schema. */
export { localizedDraft, hexColor };

export function strip(node: unknown): unknown {
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
