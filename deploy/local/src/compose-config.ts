// npm run compose:config → writes `.env` (mode 0600, gitignored) and `.local/compose/nats.conf` for
// docker-compose.yml from the same generated secrets `npm start` uses (ADR 0014). Values already in `.env`
// (real Stripe test keys, say) win over generated ones; the NATS config is rendered from the result.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NetworkParticipants } from '@fabelhaft/contracts';
import {
  natsPermissionTable,
  partnerNatsPermissions,
  renderNatsServerConfig,
  Subjects,
  type NatsUser,
} from '@fabelhaft/messaging';
import { checkSecret } from '@fabelhaft/service-kit';
import { loadOrCreateSecrets, PRINT_PARTNER_NATS_USER, type LocalSecrets } from './local-secrets';
import { REPO_ROOT } from './processes';

/** The env-file variable of a NATS user's password: `NATS_PASSWORD_BFF`, `NATS_PASSWORD_PRINT_PARTNER`. */
export const natsPasswordVariable = (user: string) =>
  `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

/** The print-partner simulator's partner id in npm start and compose (its NATS permissions name it). */
export const LOCAL_PRINT_PARTNER_ID = 'fabelhaft-print-sim';

/** The compose profile of the local stand-ins: the print-partner simulator with its carrier, and the mail catcher. */
export const COMPOSE_LOCAL_PROFILE = 'local';

/**
 * The settings docker-compose.yml requires that are no secrets, as `npm run compose:config` writes them for one
 * machine: the local profile on (`COMPOSE_PROFILES`), jobs to the simulator, tracking at the simulator's carrier,
 * mail to the catcher. A deployment writes its own (`PRINT_PARTNER=gelato`, `CARRIER_DHL_BASE_URL` DHL's, its
 * SMTP provider) and leaves the local profile off. STOREFRONT_BASE_URL is the public https address of the
 * storefront and cannot be made up here: it is always the operator's.
 */
export const COMPOSE_LOCAL_SETTINGS: Readonly<Record<string, string>> = {
  COMPOSE_PROFILES: COMPOSE_LOCAL_PROFILE,
  PRINT_PARTNER: LOCAL_PRINT_PARTNER_ID,
  CARRIER_DHL_BASE_URL: 'http://print-partner:4400',
  SMTP_HOST: 'mail',
  SMTP_PORT: '1025',
  SMTP_USER: 'fabelhaft',
  MAIL_FROM: 'Fabelhaft <hallo@fabelhaft.example>',
};

/** Every secret docker-compose.yml reads from `.env`, with its value from the generated secrets. */
export function composeSecrets(secrets: LocalSecrets): Record<string, string> {
  return {
    POSTGRES_PASSWORD: secrets.POSTGRES_PASSWORD,
    STRIPE_SECRET_KEY: secrets.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: secrets.STRIPE_WEBHOOK_SECRET,
    ASSET_URL_SECRET: secrets.ASSET_URL_SECRET,
    DEMO_PASSWORD: secrets.DEMO_PASSWORD,
    DHL_API_KEY: secrets.DHL_API_KEY,
    SMTP_PASSWORD: secrets.SMTP_PASSWORD,
    ...Object.fromEntries(
      [...Object.keys(NetworkParticipants), PRINT_PARTNER_NATS_USER].map((user) => [
        natsPasswordVariable(user),
        secrets.nats[user]!,
      ]),
    ),
  };
}

/** A `${…}` reference in docker-compose.yml: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`. */
const COMPOSE_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g;

export interface ComposeReference {
  variable: string;
  /** `:?` / `?`: compose refuses to start without it (`:?` also when it is empty). */
  required: boolean;
  /** The `:-` / `-` default, if any. */
  fallback?: string;
}

/** The variables a compose value refers to. */
export function composeReferences(value: string): ComposeReference[] {
  return [...value.matchAll(COMPOSE_REFERENCE)].map(([, variable, , op, rest]) => ({
    variable: variable!,
    required: op === '?',
    ...(op === '-' ? { fallback: rest ?? '' } : {}),
  }));
}

/**
 * A compose value with its references replaced from `env`, as `docker compose` does (`$$` is a literal `$`);
 * `missing` names each required variable `env` lacks (compose would refuse to start).
 */
export function interpolateCompose(
  value: string,
  env: Readonly<Record<string, string | undefined>>,
): { value: string; missing: string[] } {
  const missing: string[] = [];
  const replaced = value
    .split('$$')
    .map((part) =>
      part.replace(COMPOSE_REFERENCE, (_all, variable: string, colon: string, op: string, rest: string) => {
        const current = env[variable];
        const unset = current === undefined || (colon === ':' && current === '');
        if (op === '?' && unset) missing.push(variable);
        if (op === '-' && unset) return rest;
        return current ?? '';
      }),
    )
    .join('$');
  return { value: replaced, missing };
}

/** `NAME=value` lines; comments and blank lines are skipped (the subset of the env-file format we write). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && m[2] !== '') values[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The nats-server configuration the compose NATS mounts: the same users and permissions as npm start's. */
export function composeNatsConfig(values: Record<string, string>): string {
  const subjects = new Subjects('');
  const table = {
    ...natsPermissionTable(subjects),
    [PRINT_PARTNER_NATS_USER]: partnerNatsPermissions(
      PRINT_PARTNER_NATS_USER,
      LOCAL_PRINT_PARTNER_ID,
      subjects,
    ),
  };
  const users: NatsUser[] = Object.entries(table).map(([user, permissions]) => ({
    user,
    password: values[natsPasswordVariable(user)]!,
    permissions,
  }));
  return renderNatsServerConfig({ host: '0.0.0.0', port: 4222, storeDir: '/data', users });
}

export function writeComposeConfig(root = REPO_ROOT): { envFile: string; natsConfig: string } {
  const envFile = join(root, '.env');
  // A value already in .env wins, unless it is a placeholder copied from .env.example.
  const existing = Object.fromEntries(
    Object.entries(existsSync(envFile) ? parseEnvFile(readFileSync(envFile, 'utf8')) : {}).filter(
      ([name, value]) => checkSecret(name, value, { min: 1 }, 'production') === undefined,
    ),
  );
  const generated = {
    ...COMPOSE_LOCAL_SETTINGS,
    ...composeSecrets(loadOrCreateSecrets(join(root, '.local', 'secrets.json'))),
  };
  const values = { ...generated, ...existing };
  const lines = [
    '# Written by `npm run compose:config` from .local/secrets.json (see .env.example). Not committed.',
    ...Object.entries(values).map(([k, v]) => `${k}=${v}`),
    '',
  ];
  writeFileSync(envFile, lines.join('\n'), { mode: 0o600 });
  chmodSync(envFile, 0o600); // the mode above applies only to a new file
  const dir = join(root, '.local', 'compose');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const natsConfig = join(dir, 'nats.conf');
  writeFileSync(natsConfig, composeNatsConfig(values), { mode: 0o600 });
  chmodSync(natsConfig, 0o600);
  return { envFile, natsConfig };
}

if (require.main === module) {
  const { envFile, natsConfig } = writeComposeConfig();
  process.stdout.write(`Wrote ${envFile} and ${natsConfig}; now: docker compose up --build\n`);
}
