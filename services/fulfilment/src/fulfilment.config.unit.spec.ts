import { ConfigError, loadConfig } from '@fabelhaft/service-kit';
import { fulfilmentConfigSchema } from './fulfilment.config';

const base = { ASSET_URL_SECRET: 'a'.repeat(40), NODE_ENV: 'test' };
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(fulfilmentConfigSchema, { ...base, ...env });
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
};

describe('fulfilment configuration: Gelato is all or nothing', () => {
  it('runs without Gelato (the NATS partner), with no contact address needed', () => {
    expect(problemsOf({})).toEqual([]);
    expect(loadConfig(fulfilmentConfigSchema, base).GELATO_CONTACT_EMAIL).toBeUndefined();
  });

  it('refuses PRINT_PARTNER=gelato without its key, at start rather than at the first book', () => {
    expect(problemsOf({ PRINT_PARTNER: 'gelato' })).toEqual([
      'GELATO_API_KEY: required when PRINT_PARTNER is gelato',
    ]);
  });

  it('refuses a Gelato key without a real contact address or with unreadable product rules', () => {
    const key = { GELATO_API_KEY: 'g'.repeat(24) };
    expect(problemsOf(key)).toEqual(['GELATO_CONTACT_EMAIL: required when GELATO_API_KEY is set']);
    expect(problemsOf({ ...key, GELATO_CONTACT_EMAIL: 'not an address' })).toEqual([
      expect.stringMatching(/^GELATO_CONTACT_EMAIL: /),
    ]);
    expect(
      problemsOf({ ...key, GELATO_CONTACT_EMAIL: 'druck@fabelhaft.de', GELATO_PRODUCTS: '{"a":1}' }),
    ).toEqual(['GELATO_PRODUCTS: must be a JSON array of product rules']);
    expect(
      problemsOf({ ...key, PRINT_PARTNER: 'gelato', GELATO_CONTACT_EMAIL: 'druck@fabelhaft.de' }),
    ).toEqual([]);
  });
});
