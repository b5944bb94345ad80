import { z } from 'zod';
import {
  ANIMALS,
  LANGUAGES,
  PLACES,
  STYLES,
  TIMES_OF_DAY,
  WEATHERS,
  type Clothing,
  type Feature,
  type PlannedChange,
} from '@fabelhaft/book-engine';
import type { RevisionChange } from '../domain/book';

// The refinement service sends planned changes loosely typed (`PlannedChangeData`: target, action, rationale
// and the rest); the books service checks each one's shape here before it becomes a revision, against the
// book engine's own `PlannedChange` type (the schema below is typed by it, so the two cannot drift apart).
// Whether the book has the page or character a change names is the engine's to say when it applies it.

const CLOTHING = ['scarf', 'hoodie', 'dress', 'overalls', 'cape'] as const satisfies readonly Clothing[];
const FEATURES = ['glasses', 'freckles', 'hat', 'bow', 'big-ears'] as const satisfies readonly Feature[];

const text = z.string().trim().min(1).max(4000);
const localized = z
  .partialRecord(z.enum(LANGUAGES), text)
  .refine((l) => Object.keys(l).length > 0, 'needs a text in at least one language');
const page = z.number().int().min(0);
const character = z.number().int().min(0);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
const rationale = z.string().trim().min(1).max(1000);

const scene = z.strictObject({
  action: text.optional(),
  cast: z.array(character).max(8).optional(),
  place: z.enum(PLACES).optional(),
  setting: z.string().min(1).max(60).optional(),
  things: z.array(z.string().min(1).max(60)).max(8).optional(),
  timeOfDay: z.enum(TIMES_OF_DAY).optional(),
  weather: z.enum(WEATHERS).optional(),
});

const look = z.strictObject({
  colors: z
    .strictObject({
      body: colour.optional(),
      hair: colour.optional(),
      clothing: colour.optional(),
      accent: colour.optional(),
    })
    .optional(),
  clothing: z.enum(CLOTHING).optional(),
  addFeatures: z.array(z.enum(FEATURES)).optional(),
  removeFeatures: z.array(z.enum(FEATURES)).optional(),
  species: z.enum(['person', ...ANIMALS]).optional(),
  grownUp: z.boolean().optional(),
  // issue #21: what the character is now (a kind the engine can draw; the engine checks it when applying).
  kind: z
    .string()
    .regex(/^[a-z][a-z-]{0,39}$/)
    .optional(),
  gender: z.enum(['f', 'm']).optional(),
});

const change = <T extends string, A extends string, S extends z.ZodRawShape>(
  target: T,
  action: A,
  shape: S,
) => z.strictObject({ target: z.literal(target), action: z.literal(action), rationale, ...shape });

const plannedChange: z.ZodType<PlannedChange> = z.union([
  change('page_text', 'rewrite', { page, body: localized }),
  change('page_text', 'shorten', { page }),
  change('page_text', 'translate_line', { page, language: z.enum(LANGUAGES), text }),
  z.strictObject({
    target: z.literal('page_scene'),
    action: z.enum(['set_action', 'set_cast', 'set_place', 'set_light']),
    rationale,
    page,
    scene,
  }),
  change('character', 'change_look', { character, look }),
  change('character', 'rename', { character, name: localized }),
  change('book', 'change_style', { style: z.enum(STYLES) }),
]);

/** The changes as a revision keeps them (the engine's own objects; its interfaces carry no index signature). */
export const asRevisionChanges = (changes: PlannedChange[]): RevisionChange[] =>
  changes as unknown as RevisionChange[];

export type ParsedChanges = { ok: true; changes: PlannedChange[] } | { ok: false; reason: string };

/**
 * The confirmed changes as the book engine takes them, or why one of them cannot be applied (a refusal the
 * parent is told about; the edit goes back). Pure.
 */
export function parsePlannedChanges(changes: readonly RevisionChange[]): ParsedChanges {
  if (changes.length === 0) return { ok: false, reason: 'The plan has no changes.' };
  const parsed: PlannedChange[] = [];
  for (const [index, raw] of changes.entries()) {
    const result = plannedChange.safeParse(raw);
    if (!result.success) {
      return {
        ok: false,
        reason: `Change ${index + 1} (${String(raw.target)} ${String(raw.action)}) cannot be applied to this book.`,
      };
    }
    parsed.push(result.data);
  }
  return { ok: true, changes: parsed };
}
