import { type ConfigError, loadConfig } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import { ordersConfigSchema } from './orders.config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://orders:${testSecret()}@db:5432/fabelhaft`,
  NATS_USER: 'orders',
  NATS_PASSWORD: testSecret(),
};

function problems(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(ordersConfigSchema, environment);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
}

// Issue #12: a webhook signed with the once committed default secret was accepted; there is no default now.
describe('orders configuration secrets', () => {
  it('has no Stripe keys of its own: without them it refuses to start, locally too', () => {
    expect(problems({})).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: is required/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is required/),
    ]);
  });

  it('refuses the once committed keys and short ones outside local development, naming each', () => {
    expect(
      problems({
        ...production,
        STRIPE_SECRET_KEY: 'sk_test_fabelhaft_local',
        STRIPE_WEBHOOK_SECRET: 'whsec_fabelhaft_local_development_secret',
      }),
    ).toEqual([
      'STRIPE_SECRET_KEY: must be at least 24 characters (value hidden)',
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is a known development or placeholder value/),
    ]);
    const keys = { STRIPE_SECRET_KEY: testSecret('sk_live_'), STRIPE_WEBHOOK_SECRET: testSecret('whsec_') };
    expect(loadConfig(ordersConfigSchema, { ...production, ...keys })).toMatchObject(keys);
  });
});
