import { z } from 'zod';
import { baseServiceConfig, env } from '@fabelhaft/service-kit';

export const refinementConfigSchema = baseServiceConfig.extend({
  /** How long a call to the books service (the book, its story state) may take before it counts as unavailable. */
  REFINEMENT_BOOKS_TIMEOUT_MS: env.int(5000, 100),
  /** How long a call to the limits service (use or return an edit) may take. */
  REFINEMENT_LIMITS_TIMEOUT_MS: env.int(3000, 100),
  /** How often the confirmation sweep looks for confirmations a dead process left behind (0: never). */
  REFINEMENT_CONFIRM_SWEEP_MS: env.int(30_000, 0),
  /** How old a started confirmation must be before the sweep finishes it (a live request is long done by then). */
  REFINEMENT_CONFIRM_GRACE_MS: env.int(60_000, 1000),
  /**
   * The planner, chosen by the same variables as the books service's story writer: the embedded engine (offline
   * default) or an OpenAI-compatible chat completions API.
   */
  BOOK_ENGINE_PROVIDER: z.enum(['embedded', 'openai']).default('embedded'),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_MODEL: z.string().default(''),
  OPENAI_TIMEOUT_MS: env.int(60_000, 1000),
});
export type RefinementConfig = z.output<typeof refinementConfigSchema>;

/** The service's own Postgres schema. */
export const REFINEMENT_SCHEMA = 'refinement';
