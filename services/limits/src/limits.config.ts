import { type z } from 'zod';
import { baseServiceConfig, env } from '@fabelhaft/service-kit';

export const limitsConfigSchema = baseServiceConfig.extend({
  /** Previews and edits a new customer starts with (issue #2: 5 and 3). */
  LIMITS_DEFAULT_PREVIEWS: env.int(5),
  LIMITS_DEFAULT_EDITS: env.int(3),
});
export type LimitsConfig = z.output<typeof limitsConfigSchema>;

/** The service's own Postgres schema. */
export const LIMITS_SCHEMA = 'limits';
