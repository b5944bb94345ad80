import { resolve } from 'node:path';
import { z } from 'zod';
import { checkSecret, runMode } from '@fabelhaft/service-kit';
import type { IdentityOptions } from './identity';

const REPO_ROOT = resolve(__dirname, '../../..');

const ENV_KEYS = [
  'IDENTITY_PORT',
  'IDENTITY_HOST',
  'IDENTITY_ADMIN_PORT',
  'IDENTITY_ADMIN_HOST',
  'FABELHAFT_ENV',
  'NODE_ENV',
  'IDENTITY_PUBLIC_URL',
  'IDENTITY_DATA_DIR',
  'STOREFRONT_URL',
  'IDENTITY_CALLBACK_URLS',
  'IDENTITY_LOGOUT_URLS',
  'DEMO_PASSWORD',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'MAIL_FROM',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const stripTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform(stripTrailingSlash);

// The issuer is `<public url>/<poolId>` and every route is served at the root, so a path would break both.
const originUrl = httpUrl.refine((url) => new URL(url).pathname === '/', 'must be an origin without a path');

const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpUrl).min(1, 'must list at least one URL'));

// Cognito's default password policy; cognito-local does not enforce it, real Cognito does, so we do too.
const cognitoPassword = z
  .string()
  .min(8, 'must be at least 8 characters')
  .regex(/[A-Z]/, 'needs an upper-case letter')
  .regex(/[a-z]/, 'needs a lower-case letter')
  .regex(/[0-9]/, 'needs a digit')
  .regex(/[^A-Za-z0-9]/, 'needs a symbol');

const EnvSchema = z.object({
  IDENTITY_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(9229),
  IDENTITY_HOST: z.string().min(1).default('127.0.0.1'),
  /** Admin* and List* (seed, tests, support tooling): loopback only (issue #12). */
  IDENTITY_ADMIN_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(9230),
  IDENTITY_ADMIN_HOST: z.string().min(1).default('127.0.0.1'),
  FABELHAFT_ENV: z.string().optional(),
  NODE_ENV: z.string().optional(),
  IDENTITY_PUBLIC_URL: originUrl.optional(),
  IDENTITY_DATA_DIR: z.string().min(1).optional(),
  STOREFRONT_URL: httpUrl.default('http://localhost:3000'),
  IDENTITY_CALLBACK_URLS: urlList.optional(),
  IDENTITY_LOGOUT_URLS: urlList.optional(),
  // No default (ADR 0014): npm start generates one and keeps it in .local/secrets.json.
  DEMO_PASSWORD: cognitoPassword,
  // issue #24: where sign-up and password-reset codes are sent (npm start: the mail catcher); unset: the log.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(1025),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Fabelhaft <hallo@fabelhaft.local>'),
});

/** Reads the identity settings once from the environment; a bad value throws naming its variable. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv): IdentityOptions {
  // An empty variable means "use the default", as launchers often pass `FOO=` for unset values.
  const raw = Object.fromEntries(ENV_KEYS.map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    // Never echo the password, even a rejected one.
    const shown =
      variable === 'DEMO_PASSWORD' || variable === 'SMTP_PASSWORD'
        ? 'value hidden'
        : `got ${JSON.stringify(raw[variable])}`;
    throw new ConfigError(`${variable}: ${issue?.message ?? 'invalid value'} (${shown})`);
  }
  const e = parsed.data;
  const refused = checkSecret('DEMO_PASSWORD', e.DEMO_PASSWORD, { min: 12 }, runMode(env));
  if (refused) throw new ConfigError(refused);
  return {
    port: e.IDENTITY_PORT,
    host: e.IDENTITY_HOST,
    adminPort: e.IDENTITY_ADMIN_PORT,
    adminHost: e.IDENTITY_ADMIN_HOST,
    publicUrl: e.IDENTITY_PUBLIC_URL,
    dataDir: resolve(e.IDENTITY_DATA_DIR ?? resolve(REPO_ROOT, '.local/identity')),
    storefrontUrl: e.STOREFRONT_URL,
    callbackUrls: e.IDENTITY_CALLBACK_URLS ?? [`${e.STOREFRONT_URL}/auth/callback`],
    logoutUrls: e.IDENTITY_LOGOUT_URLS ?? [e.STOREFRONT_URL, `${e.STOREFRONT_URL}/`],
    demoPassword: e.DEMO_PASSWORD,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.MAIL_FROM,
        }
      : undefined,
  };
}
