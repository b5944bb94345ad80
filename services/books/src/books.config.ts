import { type z } from 'zod';
import { baseServiceConfig, env } from '@fabelhaft/service-kit';

export const booksConfigSchema = baseServiceConfig.extend({
  /** How long a call to the limits service may take before the request is answered as unavailable. */
  BOOKS_LIMITS_TIMEOUT_MS: env.int(3000, 100),
});
export type BooksConfig = z.output<typeof booksConfigSchema>;

/** The service's own Postgres schema. */
export const BOOKS_SCHEMA = 'books';
