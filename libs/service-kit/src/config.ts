import { z } from 'zod';

/** A configuration value is wrong: the message names every variable at fault. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once, at start, against a zod schema whose keys are the variable names. Nothing
 * else reads process.env. Empty strings count as unset, so `VAR=` falls back to the default.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = schema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`));
  }
  return parsed.data;
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
};

/** The settings every service process has. */
export const baseServiceConfig = z.object({
  DATABASE_URL: env.url('postgres://postgres@127.0.0.1:5432/fabelhaft'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix(),
  LOG_LEVEL: env.logLevel(),
});
export type BaseServiceConfig = z.output<typeof baseServiceConfig>;
