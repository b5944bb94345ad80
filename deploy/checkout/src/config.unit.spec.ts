import { resolve } from 'node:path';
import { ConfigError } from '@fabelhaft/service-kit';
import { testSecret } from '@fabelhaft/testing';
import { loadCheckoutConfig } from './config';

// No default keys (ADR 0014): every test gives the stand-in its own, as npm start does.
const keys = { STRIPE_SECRET_KEY: testSecret('sk_test_'), STRIPE_WEBHOOK_SECRET: testSecret('whsec_') };

describe('loadCheckoutConfig', () => {
  it('has local defaults for everything but the keys', () => {
    expect(loadCheckoutConfig(keys)).toEqual({
      port: 4300,
      host: '127.0.0.1',
      publicUrl: undefined,
      secretKey: keys.STRIPE_SECRET_KEY,
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1:4000/webhooks/stripe',
      dataDir: resolve(__dirname, '../../../.local/checkout'),
      promotionCodes: { WELCOME10: 10 },
      asyncPaymentDelayMs: 5000,
      logLevel: 'info',
    });
  });

  it('reads promotion codes as CODE:PERCENT pairs, case-insensitively', () => {
    const config = loadCheckoutConfig({ ...keys, CHECKOUT_PROMOTION_CODES: 'welcome10:10, SOMMER:25' });
    expect(config.promotionCodes).toEqual({ WELCOME10: 10, SOMMER: 25 });
  });

  it('treats an empty variable as unset and strips a trailing slash from the public URL', () => {
    const config = loadCheckoutConfig({
      ...keys,
      CHECKOUT_PORT: '',
      CHECKOUT_PUBLIC_URL: 'http://localhost:4300/',
    });
    expect(config).toMatchObject({ port: 4300, publicUrl: 'http://localhost:4300' });
  });

  it.each([
    ['CHECKOUT_PORT', 'abc'],
    ['CHECKOUT_PROMOTION_CODES', 'WELCOME:150'],
    ['CHECKOUT_WEBHOOK_URL', 'ftp://x'],
    ['STRIPE_SECRET_KEY', 'sk'],
  ])('stops on a bad %s, naming it', (variable, value) => {
    expect(() => loadCheckoutConfig({ ...keys, [variable]: value })).toThrow(ConfigError);
    expect(() => loadCheckoutConfig({ ...keys, [variable]: value })).toThrow(variable);
  });

  it('refuses to start without its keys, and with the once committed ones outside local development', () => {
    expect(() => loadCheckoutConfig({})).toThrow(
      /STRIPE_SECRET_KEY: is required[^]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadCheckoutConfig({
        ...keys,
        NODE_ENV: 'production',
        STRIPE_WEBHOOK_SECRET: 'whsec_fabelhaft_local_development_secret',
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: is a known development/);
  });
});
