import { z } from 'zod';
import { POSES } from '../story/model';
import { localizedDraft, strip } from './story-plan-schema';

/**
 * What the model writes for the full book (issue #21): one entry per story page with its text in the book's
 * languages and its picture brief (`PictureBrief`, with the place and things as English nouns that are resolved
 * to drawable ids locally). Strict structured outputs: every property required, nullable instead of optional.
 */
const pictureDraft = z.strictObject({
  /** What happens in the picture, one short English sentence. */
  action: z.string().trim().min(1),
  /** Character ids of the plan's cast (`c1` …) who are in the picture. */
  cast: z.array(z.string().trim().min(1)).min(1).max(6),
  poses: z.array(z.strictObject({ character: z.string().trim().min(1), pose: z.enum(POSES) })).max(6),
  /** Where the picture is, one English noun ("library", "jungle"). */
  place_en: z.string().trim().min(1).max(60),
  time_of_day: z.enum(['morning', 'day', 'evening', 'night']),
  weather: z.enum(['clear', 'cloudy', 'rain', 'storm', 'snow', 'wind', 'fog']),
  /** Things in the picture as English nouns, the one in hand first. */
  things_en: z.array(z.string().trim().min(1).max(60)).max(4),
  mood: z.enum(['bright', 'glow', 'grey', 'stormy', 'dusk', 'night']),
});

export const bookPagesDraftSchema = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        /** Index into the plan's chapters (0-based) this page tells. */
        chapter: z.number().int().min(0).max(9),
        text: localizedDraft,
        picture: pictureDraft,
      }),
    )
    .min(1)
    .max(24),
});

export type BookPagesDraft = z.infer<typeof bookPagesDraftSchema>;

/** JSON schema for `response_format.json_schema.schema` (name `book_pages`, strict). */
export const BOOK_PAGES_JSON_SCHEMA = strip(z.toJSONSchema(bookPagesDraftSchema, { io: 'output' })) as Record<
  string,
  unknown
>;
