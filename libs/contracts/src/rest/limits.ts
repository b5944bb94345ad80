import { z } from 'zod';

/** GET /limits → spec §3 "Limits": preview_limit, preview_remaining, edit_limit, edit_remaining. */
export const LimitsResponse = z.object({
  preview_limit: z.number().int().nonnegative(),
  preview_remaining: z.number().int(),
  edit_limit: z.number().int().nonnegative(),
  edit_remaining: z.number().int(),
});
export type LimitsResponse = z.infer<typeof LimitsResponse>;
