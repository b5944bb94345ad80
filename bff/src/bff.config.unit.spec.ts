import { type ConfigError, loadConfig } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import { bffConfigSchema } from './bff.config';

const identity = { COGNITO_ISSUER: 'https://issuer.example/pool', COGNITO_CLIENT_ID: 'client' };
const production = { ...identity, NODE_ENV: 'production', NATS_USER: 'bff', NATS_PASSWORD: testSecret() };

function problems(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(bffConfigSchema, environment);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
}

// Issue #12: links signed with the once committed default asset secret were served; there is no default now.
describe('BFF configuration secrets', () => {
  it('has no asset link secret of its own: without one it refuses to start, locally too', () => {
    expect(problems(identity)).toEqual([expect.stringMatching(/^ASSET_URL_SECRET: is required/)]);
    const secret = testSecret();
    expect(loadConfig(bffConfigSchema, { ...identity, ASSET_URL_SECRET: secret }).ASSET_URL_SECRET).toBe(
      secret,
    );
  });

  it('refuses the once committed asset secret and a missing NATS user outside local development', () => {
    expect(
      problems({ ...production, ASSET_URL_SECRET: 'local-development-only-asset-url-secret-0123' }),
    ).toEqual([expect.stringMatching(/^ASSET_URL_SECRET: is a known development or placeholder value/)]);
    const { NATS_USER: _u, NATS_PASSWORD: _p, ...withoutNats } = production;
    expect(problems({ ...withoutNats, ASSET_URL_SECRET: testSecret() })).toEqual([
      expect.stringMatching(/^NATS_USER: is required/),
      expect.stringMatching(/^NATS_PASSWORD: is required/),
    ]);
    expect(problems({ ...production, ASSET_URL_SECRET: testSecret() })).toEqual([]);
  });
});
