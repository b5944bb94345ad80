import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './processes';
import {
  compose,
  EVENT_SOURCED_SERVICES,
  localComposeEnv,
  resolvedService,
} from './test-fixtures/compose-file';

jest.setTimeout(120_000);

/** Each compose process's own configuration schema (and extra start-up check), where it has one. */
const SCHEMAS: Record<string, { module: string; schema: string; check?: string }> = {
  limits: { module: 'services/limits/src/limits.config.ts', schema: 'limitsConfigSchema' },
  books: { module: 'services/books/src/books.config.ts', schema: 'booksConfigSchema' },
  orders: { module: 'services/orders/src/orders.config.ts', schema: 'ordersConfigSchema' },
  refinement: { module: 'services/refinement/src/refinement.config.ts', schema: 'refinementConfigSchema' },
  fulfilment: { module: 'services/fulfilment/src/fulfilment.config.ts', schema: 'fulfilmentConfigSchema' },
  tracking: { module: 'services/tracking/src/tracking.config.ts', schema: 'trackingConfigSchema' },
  notifications: {
    module: 'services/notifications/src/notifications.config.ts',
    schema: 'notificationsConfigSchema',
    check: 'productionMailProblems',
  },
  bff: { module: 'bff/src/bff.config.ts', schema: 'bffConfigSchema' },
  content: { module: 'services/content/src/content.config.ts', schema: 'contentConfigSchema' },
  checkout: { module: 'deploy/checkout/src/config.ts', schema: 'checkoutEnvSchema' },
  'print-partner': { module: 'deploy/print-partner/src/config.ts', schema: 'printPartnerEnvSchema' },
};

/** What deploy/docker/with-identity-facts.sh exports to the BFF (and the content service) from the identity's facts file. */
const FROM_FACTS: Record<string, string> = {
  COGNITO_ISSUER: 'https://identity.fabelhaft.example/pool',
  COGNITO_CLIENT_ID: 'client',
  COGNITO_JWKS_URI: 'https://identity.fabelhaft.example/pool/.well-known/jwks.json',
};

interface Verdict {
  problems: string[];
  unknown: string[];
  localDefaults: string[];
}

/**
 * Runs test-fixtures/check-config.fixture.ts once for every environment set (loading each process's configuration
 * module costs seconds of swc on a busy machine, so once for all the tests): per set, per process, its verdict.
 */
function checkConfigs<K extends string>(
  sets: Record<K, (name: string) => Record<string, string>>,
): Promise<Record<K, Record<string, Verdict>>> {
  const jobs = Object.entries<(name: string) => Record<string, string>>(sets).flatMap(([set, envOf]) =>
    Object.entries(SCHEMAS).map(([name, s]) => ({ name: `${set}/${name}`, ...s, env: envOf(name) })),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(REPO_ROOT, 'deploy/local/src/test-fixtures/check-config.fixture.ts')],
      { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`check-config exited ${code}: ${err}`));
      const flat = JSON.parse(out) as Record<string, Verdict>;
      const bySet: Record<string, Record<string, Verdict>> = {};
      for (const [key, verdict] of Object.entries(flat)) {
        const [set, name] = key.split('/') as [string, string];
        (bySet[set] ??= {})[name] = verdict;
      }
      resolve(bySet as Record<K, Record<string, Verdict>>);
    });
    child.stdin.end(JSON.stringify(jobs));
  });
}

/** The environment compose gives a process with `env`, with what the BFF's start script adds. */
function environmentOf(
  name: string,
  env: Record<string, string>,
  files: 'default' | 'kurrentdb' = 'default',
): Record<string, string> {
  const { environment, missing } = resolvedService(name, env, files);
  if (missing.length > 0)
    throw new Error(`${name}: compose would refuse to start without ${missing.join(', ')}`);
  if (name !== 'bff' && name !== 'content') return environment;
  const { IDENTITY_FACTS_FILE: _file, ...rest } = environment;
  return { ...rest, ...FROM_FACTS };
}

/**
 * docker-compose.yml against the processes' own configuration (issue #15): compose runs them outside local
 * development (FABELHAFT_ENV=compose), so each must start with what compose gives it — every required variable,
 * no development secret, no setting its schema does not know (a typo would silently fall back to a default), and
 * nothing left to a default that points at this machine (a loopback carrier or SMTP host, a .local data dir).
 */
describe('docker-compose.yml against each process’s configuration', () => {
  let all: Record<'local' | 'deployment' | 'kurrentdb' | 'broken', Record<string, Verdict>>;

  beforeAll(async () => {
    const local = localComposeEnv();
    const { COMPOSE_PROFILES: _profiles, ...withoutProfiles } = local;
    const deployment = {
      ...withoutProfiles,
      PRINT_PARTNER: 'gelato',
      GELATO_API_KEY: `gelato-${'k7'.repeat(12)}`,
      GELATO_PRODUCTS: '[]',
      GELATO_CONTACT_EMAIL: 'druck@fabelhaft.de',
      GELATO_WEBHOOK_SECRET: 'w9'.repeat(20),
      CARRIER_DHL_BASE_URL: 'https://api-eu.dhl.com',
      SMTP_HOST: 'smtp.mailprovider.example',
      SMTP_PORT: '587',
      SMTP_USER: 'apikey',
      MAIL_FROM: 'Fabelhaft <hallo@fabelhaft.de>',
    };
    all = await checkConfigs({
      local: (name) => environmentOf(name, local),
      deployment: (name) => environmentOf(name, deployment),
      // issue #29: the stack with docker-compose.kurrentdb.yml layered on (the `kurrentdb` profile).
      kurrentdb: (name) => environmentOf(name, local, 'kurrentdb'),
      // Each a setting a careless deployment could leave out or misspell.
      broken: (name) => {
        const environment = environmentOf(name, local);
        if (name === 'tracking') delete environment.CARRIER_DHL_BASE_URL;
        if (name === 'notifications') delete environment.SMTP_HOST;
        if (name === 'fulfilment') environment.PRINT_PARTER = 'gelato';
        if (name === 'print-partner') delete environment.PRINT_SIM_CARRIER_API_KEY;
        // ADR 0047: the files in the checkout's .local folder, and S3 without a bucket.
        if (name === 'orders') delete environment.STORAGE_DIR;
        if (name === 'books') environment.STORAGE_DRIVER = 's3';
        return environment;
      },
    });
  });

  it('names a schema for every compose process that has one', () => {
    const withoutSchema = Object.keys(compose.services).filter((name) => !SCHEMAS[name]);
    // The infrastructure, the UIs' servers, the identity (its own loader), the mail catcher (maildev's env) and
    // the gateway (nginx, its configuration file).
    expect(withoutSchema.sort()).toEqual(
      ['admin', 'gateway', 'identity', 'kurrentdb', 'mail', 'nats', 'postgres', 'storefront'].sort(),
    );
    for (const s of Object.values(SCHEMAS))
      expect(readFileSync(join(REPO_ROOT, s.module), 'utf8')).toContain(s.schema);
  });

  it('starts every process with the local profile’s .env, outside local development', () => {
    const verdicts = all.local;
    for (const name of Object.keys(SCHEMAS)) {
      expect(compose.services[name]?.environment?.FABELHAFT_ENV).toBe('compose');
      expect({ name, ...verdicts[name] }).toEqual({ name, problems: [], unknown: [], localDefaults: [] });
    }
  });

  it('starts them with a deployment’s .env too: Gelato, DHL and a mail provider, no local profile', () => {
    const verdicts = all.deployment;
    for (const name of Object.keys(SCHEMAS))
      expect({ name, ...verdicts[name] }).toEqual({ name, problems: [], unknown: [], localDefaults: [] });
  });

  it('starts every process with docker-compose.kurrentdb.yml layered on, the event-sourced ones on KurrentDB (issue #29)', () => {
    const verdicts = all.kurrentdb;
    for (const name of Object.keys(SCHEMAS)) {
      expect({ name, ...verdicts[name] }).toEqual({ name, problems: [], unknown: [], localDefaults: [] });
      const { environment } = resolvedService(name, localComposeEnv(), 'kurrentdb');
      expect([name, environment.EVENT_STORE]).toEqual([
        name,
        EVENT_SOURCED_SERVICES.includes(name) ? 'kurrentdb' : undefined,
      ]);
    }
  });

  it('would catch a process left to its development defaults (the check can fail)', () => {
    const verdicts = all.broken;
    expect(verdicts.tracking!.localDefaults).toEqual(['CARRIER_DHL_BASE_URL=http://127.0.0.1:4400']);
    expect(verdicts.notifications!.problems).toEqual([
      'SMTP_HOST: a loopback mail catcher outside local development',
    ]);
    expect(verdicts.fulfilment!.unknown).toEqual(['PRINT_PARTER']);
    expect(verdicts.orders!.problems).toEqual([
      expect.stringMatching(/^STORAGE_DIR: the development folder/),
    ]);
    expect(verdicts.books!.problems).toEqual(['S3_BUCKET: is required with STORAGE_DRIVER=s3']);
    expect(verdicts['print-partner']!.problems).toEqual([
      expect.stringMatching(/^PRINT_SIM_CARRIER_API_KEY: /),
    ]);
  });
});
