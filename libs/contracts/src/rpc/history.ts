import { z } from 'zod';

/**
 * One stored event of a stream, for support's audit views (docs/admin-api.md `history`): who
 * (`metadata.userId`) did what, when.
 */
export const HistoryEntry = z.object({
  type: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  data: z.unknown(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
