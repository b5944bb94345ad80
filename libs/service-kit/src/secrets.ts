import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Where a process runs. `production` is anything outside local development: `NODE_ENV=production`, or
 * `FABELHAFT_ENV` set to anything but `local`/`test`. An explicit `FABELHAFT_ENV=local|test` wins over
 * NODE_ENV (the local stack serves a production build of the storefront and still is local).
 */
export type RunMode = 'local' | 'production';

export function runMode(environment: NodeJS.ProcessEnv = process.env): RunMode {
  const explicit = environment.FABELHAFT_ENV?.trim();
  if (explicit) return ['local', 'test'].includes(explicit) ? 'local' : 'production';
  return environment.NODE_ENV === 'production' ? 'production' : 'local';
}

/**
 * Values that were committed to this repository at some point, or placeholders of `.env.example`: whoever
 * read the repository knows them, so outside local development they count as no secret at all.
 */
export const KNOWN_DEVELOPMENT_SECRETS: readonly string[] = [
  'sk_test_fabelhaft_local',
  'whsec_fabelhaft_local_development_secret',
  'local-development-only-asset-url-secret-0123',
  'Fabelhaft-Demo-1!',
  'postgres',
  'password',
  'secret',
  // The default keys of the S3-compatible servers of tests and local clusters (s3rver, MinIO).
  'S3RVER',
  'minioadmin',
];
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me|^x+$/i;

export interface SecretRule {
  /** Shortest acceptable value (characters). */
  min: number;
  /**
   * Locally not checked at all (NATS credentials: the tests' machine NATS has no users; the embedded Postgres
   * of npm start has a fixed loopback-only password); outside local development required like any secret.
   */
  optionalLocally?: boolean;
  /**
   * The secret of an integration a deployment may leave off (a print partner's webhook): missing is fine
   * everywhere; when set, it is checked like any secret.
   */
  optional?: boolean;
  /** The secret part of a larger value (the password of a database URL); undefined when there is none. */
  extract?: (value: string) => string | undefined;
}

/** Why a secret is refused, naming the variable but never echoing the value; undefined when it is fine. */
export function checkSecret(
  variable: string,
  value: string | undefined,
  rule: SecretRule,
  mode: RunMode,
): string | undefined {
  if (mode === 'local' && rule.optionalLocally) return undefined;
  const secret = value === undefined || value === '' ? undefined : rule.extract ? rule.extract(value) : value;
  const where = mode === 'production' ? 'outside local development' : 'locally';
  if (secret === undefined || secret === '') {
    if (rule.optional && !value) return undefined;
    if (value && rule.extract) return `${variable}: must carry a password ${where} (value hidden)`;
    return mode === 'production'
      ? `${variable}: is required ${where} (value hidden)`
      : `${variable}: is required; npm start generates one in .local/secrets.json, tests set their own (value hidden)`;
  }
  if (secret.length < rule.min) return `${variable}: must be at least ${rule.min} characters (value hidden)`;
  if (mode === 'production' && (KNOWN_DEVELOPMENT_SECRETS.includes(secret) || PLACEHOLDER.test(secret)))
    return `${variable}: is a known development or placeholder value, refused ${where} (value hidden)`;
  return undefined;
}

const rules = new WeakMap<z.ZodType, SecretRule>();

/** The rule `env.secret`/`env.optionalSecret` attached to a schema entry, if any. */
export function secretRuleOf(schema: z.ZodType): SecretRule | undefined {
  return rules.get(schema);
}

/** Marks a schema entry as a secret: `loadConfig` checks it with `checkSecret` before parsing. */
export function secretSchema<S extends z.ZodType>(schema: S, rule: SecretRule): S {
  rules.set(schema, rule);
  return schema;
}

/**
 * Whether a presented secret equals the expected one, in time that tells nothing about either (issue #22).
 * Both are reduced to HMAC-SHA-256 digests of the same length under a key made for this comparison, so a guess of
 * any length — also one whose UTF-8 bytes are more than its characters — is simply unequal: no throw, and no
 * early "wrong length" answer that would give the secret's length away.
 */
export function sameSecret(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const key = randomBytes(32);
  const digest = (value: string) => createHmac('sha256', key).update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
