import { join } from 'node:path';
import { z } from 'zod';
import { env, storageSettings } from '@fabelhaft/service-kit';

export const contentConfigSchema = z.object({
  /** The content service answers HTTP itself (ADR 0032): the public blog API and support's /admin/posts. */
  CONTENT_PORT: env.port(4500),
  CONTENT_HOST: z.string().default('127.0.0.1'),
  /** Its address as browsers reach it: cover image links point here. */
  CONTENT_PUBLIC_URL: env.url('http://localhost:4500'),
  DATABASE_URL: env.databaseUrl('postgres://postgres@127.0.0.1:5432/fabelhaft'),
  /** Support's writes need a verified id token of the group `support` from this pool (spec §6). */
  COGNITO_ISSUER: z.string().url(),
  COGNITO_CLIENT_ID: z.string().min(1),
  COGNITO_JWKS_URI: z.string().url().optional(),
  /** The console calls /admin/posts from the browser. */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://localhost:3001')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Where cover images live (the object storage, ADR 0047). */
  ...storageSettings(join(__dirname, '../../../.local/storage')),
  /** `Cache-Control: public, max-age=…` of GET /api/blogs (short: a published post shows within a minute). */
  CONTENT_CACHE_MAX_AGE_S: env.int(60, 0),
  /** Writes the parents' guide posts on the first start (issue #26); never again once written. */
  CONTENT_SEED: env.bool(true),
  LOG_LEVEL: env.logLevel(),
});
export type ContentConfig = z.output<typeof contentConfigSchema>;
