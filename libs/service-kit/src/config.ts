import { z } from 'zod';
import { checkSecret, runMode, secretRuleOf, secretSchema } from './secrets';

/** A configuration value is wrong: the message names every variable at fault. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once, at start, against a zod schema whose keys are the variable names. Nothing
 * else reads process.env. Empty strings count as unset, so `VAR=` falls back to the default. Entries made
 * with `env.secret`/`env.optionalSecret` are checked first (`checkSecret`: missing, short, or a known
 * development value outside local development), and no message ever shows a secret's value.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const mode = runMode(env);
  const relevant: Record<string, string> = {};
  const problems: string[] = [];
  const secrets = new Set<string>();
  for (const [key, entry] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
    const rule = secretRuleOf(entry);
    if (!rule) continue;
    secrets.add(key);
    const problem = checkSecret(key, value, rule, mode);
    if (problem) problems.push(problem);
  }
  const parsed = schema.safeParse(relevant);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // A schema's own rule (a custom issue) names no value; zod's checks of a secret might quote it.
      if (secrets.has(key) && issue.code !== 'custom') {
        if (!problems.some((p) => p.startsWith(`${key}:`))) problems.push(`${key}: invalid (value hidden)`);
      } else problems.push(`${issue.path.join('.') || '(config)'}: ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  return parsed.data;
}

/** The password of a URL such as `postgres://user:password@host/db`, if it has one. */
export function urlPassword(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Building blocks for config schemas shared by every process. */
export const env = {
  url: (fallback: string) => z.string().url().default(fallback),
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  int: (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  /** NATS subject prefix: empty in production, per test run otherwise. */
  natsPrefix: () =>
    z
      .string()
      .regex(/^[a-z0-9_-]*$/i, 'letters, digits, - and _ only')
      .default(''),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A secret with no default: required everywhere (npm start generates one, tests set their own), at least
   * `min` characters, and outside local development not a known development value.
   */
  secret: (min: number) => secretSchema(z.string(), { min }),
  /** Like `secret`, but locally it may be missing (auth the local tests' infrastructure does not have). */
  optionalSecret: (min: number) => secretSchema(z.string().optional(), { min, optionalLocally: true }),
  /**
   * The secret of an optional integration (issue #15: the Gelato webhook): may be missing anywhere, and the
   * integration is then off; when set, at least `min` characters and outside local development no known value.
   */
  integrationSecret: (min: number) => secretSchema(z.string().optional(), { min, optional: true }),
  /** A database URL: locally any, outside local development with a password that passes `secret(min)`. */
  databaseUrl: (fallback: string, min = 16) =>
    secretSchema(z.string().url().default(fallback), { min, optionalLocally: true, extract: urlPassword }),
};

/** The settings every service process has. */
export const baseServiceConfig = z.object({
  DATABASE_URL: env.databaseUrl('postgres://postgres@127.0.0.1:5432/fabelhaft'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix(),
  /** The process's NATS user (its subject permissions, ADR 0014); the tests' machine NATS has none. */
  NATS_USER: env.optionalSecret(2),
  NATS_PASSWORD: env.optionalSecret(24),
  LOG_LEVEL: env.logLevel(),
  /** Where the service's events live (issue #29, ADR 0046): Postgres (default) or KurrentDB at `KURRENTDB_URL`. */
  EVENT_STORE: z.enum(['postgres', 'kurrentdb']).default('postgres'),
  KURRENTDB_URL: z.string().optional(),
});
export type BaseServiceConfig = z.output<typeof baseServiceConfig>;
