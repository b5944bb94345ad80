import { resolve } from 'node:path';
import { ConfigError } from '@fabelhaft/service-kit';
import { loadCheckoutConfig } from './config';

describe('loadCheckoutConfig', () => {
  it('has defaults that match the orders service’s local Stripe settings', () => {
    expect(loadCheckoutConfig({})).toEqual({
      port: 4300,
      host: '127.0.0.1',
      publicUrl: undefined,
      secretKey: 'sk_test_fabelhaft_local',
      webhookSecret: 'whsec_fabelhaft_local_development_secret',
      webhookUrl: 'http://127.0.0.1:4000/webhooks/stripe',
      dataDir: resolve(__dirname, '../../../.local/checkout'),
      promotionCodes: { WELCOME10: 10 },
      asyncPaymentDelayMs: 5000,
      logLevel: 'info',
    });
  });

  it('reads promotion codes as CODE:PERCENT pairs, case-insensitively', () => {
    const config = loadCheckoutConfig({ CHECKOUT_PROMOTION_CODES: 'welcome10:10, SOMMER:25' });
    expect(config.promotionCodes).toEqual({ WELCOME10: 10, SOMMER: 25 });
  });

  it('treats an empty variable as unset and strips a trailing slash from the public URL', () => {
    const config = loadCheckoutConfig({ CHECKOUT_PORT: '', CHECKOUT_PUBLIC_URL: 'http://localhost:4300/' });
    expect(config).toMatchObject({ port: 4300, publicUrl: 'http://localhost:4300' });
  });

  it.each([
    ['CHECKOUT_PORT', 'abc'],
    ['CHECKOUT_PROMOTION_CODES', 'WELCOME:150'],
    ['CHECKOUT_WEBHOOK_URL', 'ftp://x'],
    ['STRIPE_SECRET_KEY', 'sk'],
  ])('stops on a bad %s, naming it', (variable, value) => {
    expect(() => loadCheckoutConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadCheckoutConfig({ [variable]: value })).toThrow(variable);
  });
});
