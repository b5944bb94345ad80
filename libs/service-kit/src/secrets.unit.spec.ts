import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, baseServiceConfig, env, loadConfig } from './config';
import { KNOWN_DEVELOPMENT_SECRETS, checkSecret, runMode, sameSecret } from './secrets';

const schema = z.object({
  PORT: env.port(4000),
  API_SECRET: env.secret(32),
  NATS_PASSWORD: env.optionalSecret(24),
});
const random = () => randomBytes(24).toString('hex');
// NATS_PASSWORD is required in production too; each test below is about API_SECRET unless it says otherwise.
const production = { NODE_ENV: 'production', NATS_PASSWORD: randomBytes(24).toString('hex') };

function problemsOf(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(schema, environment);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  return [];
}

describe('secrets in configuration', () => {
  it('tells production from local development', () => {
    expect(runMode({})).toBe('local');
    expect(runMode({ NODE_ENV: 'test' })).toBe('local');
    expect(runMode({ NODE_ENV: 'production' })).toBe('production');
    expect(runMode({ FABELHAFT_ENV: 'staging' })).toBe('production');
    expect(runMode({ FABELHAFT_ENV: 'prod', NODE_ENV: 'development' })).toBe('production');
    expect(runMode({ FABELHAFT_ENV: 'local', NODE_ENV: 'production' })).toBe('local');
    expect(runMode({ FABELHAFT_ENV: 'test' })).toBe('local');
  });

  it('accepts a random secret in both modes and returns it', () => {
    const secret = random();
    for (const mode of [{}, production, { ...production, NODE_ENV: undefined, FABELHAFT_ENV: 'staging' }])
      expect(loadConfig(schema, { ...mode, API_SECRET: secret })).toMatchObject({
        PORT: 4000,
        API_SECRET: secret,
      });
  });

  it('refuses to start without a secret, locally too, naming the variable', () => {
    expect(problemsOf({})).toEqual([expect.stringMatching(/^API_SECRET: is required; npm start generates/)]);
    expect(problemsOf(production)).toEqual([
      'API_SECRET: is required outside local development (value hidden)',
    ]);
    expect(problemsOf({ API_SECRET: '' })).toEqual([expect.stringMatching(/^API_SECRET: is required/)]);
  });

  it('refuses a secret shorter than its minimum without echoing it', () => {
    const short = 'abc123-too-short';
    for (const mode of [{}, production]) {
      const problems = problemsOf({ ...mode, API_SECRET: short });
      expect(problems).toEqual(['API_SECRET: must be at least 32 characters (value hidden)']);
      expect(problems.join()).not.toContain(short);
    }
  });

  it('refuses a known development value or a placeholder outside local development only', () => {
    const committed = 'local-development-only-asset-url-secret-0123';
    expect(KNOWN_DEVELOPMENT_SECRETS).toContain(committed);
    expect(problemsOf({ ...production, API_SECRET: committed })).toEqual([
      'API_SECRET: is a known development or placeholder value, refused outside local development (value hidden)',
    ]);
    expect(
      problemsOf({
        ...production,
        FABELHAFT_ENV: 'staging',
        API_SECRET: 'change-me-change-me-change-me-change-me',
      }),
    ).toEqual([expect.stringMatching(/^API_SECRET: is a known development or placeholder value/)]);
    expect(loadConfig(schema, { API_SECRET: committed }).API_SECRET).toBe(committed);
  });

  it('does not check an optional secret locally, and requires it in production', () => {
    const secret = random();
    expect(loadConfig(schema, { API_SECRET: secret }).NATS_PASSWORD).toBeUndefined();
    expect(problemsOf({ NODE_ENV: 'production', API_SECRET: secret })).toEqual([
      'NATS_PASSWORD: is required outside local development (value hidden)',
    ]);
    expect(loadConfig(schema, { API_SECRET: secret, NATS_PASSWORD: 'short' }).NATS_PASSWORD).toBe('short');
    expect(problemsOf({ NODE_ENV: 'production', API_SECRET: secret, NATS_PASSWORD: 'short' })).toEqual([
      'NATS_PASSWORD: must be at least 24 characters (value hidden)',
    ]);
  });

  it('requires a database password outside local development', () => {
    const base = { NATS_USER: 'limits', NATS_PASSWORD: random() };
    expect(loadConfig(baseServiceConfig, {}).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/fabelhaft',
    );
    expect(() => loadConfig(baseServiceConfig, { ...production, ...base })).toThrow(
      /DATABASE_URL: is required outside local development/,
    );
    expect(() =>
      loadConfig(baseServiceConfig, {
        ...production,
        ...base,
        DATABASE_URL: 'postgres://app@db:5432/fabelhaft',
      }),
    ).toThrow(/DATABASE_URL: must carry a password/);
    expect(() =>
      loadConfig(baseServiceConfig, {
        ...production,
        ...base,
        DATABASE_URL: 'postgres://app:postgres@db/fabelhaft',
      }),
    ).toThrow(/DATABASE_URL: must be at least 16 characters/);
    const url = `postgres://app:${random()}@db:5432/fabelhaft`;
    expect(loadConfig(baseServiceConfig, { ...production, ...base, DATABASE_URL: url }).DATABASE_URL).toBe(
      url,
    );
  });

  it('checks one value against a rule directly (for loaders that do not use loadConfig)', () => {
    expect(checkSecret('DEMO_PASSWORD', 'Fabelhaft-Demo-1!', { min: 8 }, 'production')).toMatch(
      /known development/,
    );
    expect(checkSecret('DEMO_PASSWORD', 'Fabelhaft-Demo-1!', { min: 8 }, 'local')).toBeUndefined();
  });
});

describe('the secret of an optional integration (issue #15: Gelato)', () => {
  const integration = z.object({ PARTNER_SECRET: env.integrationSecret(32) });
  const problems = (environment: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(integration, environment);
      return [];
    } catch (e) {
      return (e as ConfigError).problems;
    }
  };

  it('may be left off anywhere: the integration is then off', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ NODE_ENV: 'production' })).toEqual([]);
    expect(loadConfig(integration, { NODE_ENV: 'production' }).PARTNER_SECRET).toBeUndefined();
  });

  it('is checked like any secret once it is set', () => {
    expect(problems({ NODE_ENV: 'production', PARTNER_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^PARTNER_SECRET: must be at least 32 characters/),
    ]);
    expect(problems({ NODE_ENV: 'production', PARTNER_SECRET: `change-me-${'x'.repeat(30)}` })).toEqual([
      expect.stringMatching(/^PARTNER_SECRET: is a known development or placeholder value/),
    ]);
    const secret = randomBytes(24).toString('hex');
    expect(loadConfig(integration, { NODE_ENV: 'production', PARTNER_SECRET: secret }).PARTNER_SECRET).toBe(
      secret,
    );
  });
});

describe('sameSecret (issue #22)', () => {
  const expected = 'abcdefghijklmnopqrstuvwxyz012345';

  it('accepts the secret itself', () => {
    expect(sameSecret(expected, expected)).toBe(true);
  });

  it('refuses, without throwing, a guess of the same length in characters holding a multi-byte character', () => {
    const guess = `ä${expected.slice(1)}`;
    expect(guess.length).toBe(expected.length);
    expect(Buffer.byteLength(guess)).not.toBe(Buffer.byteLength(expected));
    expect(sameSecret(guess, expected)).toBe(false);
    expect(sameSecret('\ud800'.repeat(expected.length), expected)).toBe(false);
  });

  it('refuses a shorter, a longer, an empty and a non-string guess', () => {
    for (const guess of [expected.slice(1), `${expected}x`, '', undefined, 42, ['x'], { a: 1 }])
      expect(sameSecret(guess, expected)).toBe(false);
  });
});
