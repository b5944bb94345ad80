import { z } from 'zod';
import { ConfigError, baseServiceConfig, env, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses working local defaults when nothing is set', () => {
    expect(loadConfig(baseServiceConfig, {})).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fabelhaft',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_PREFIX: '',
      LOG_LEVEL: 'info',
      EVENT_STORE: 'postgres',
    });
  });

  it('names the variable that holds a bad value', () => {
    const schema = z.object({ PORT: env.port(4000), DATABASE_URL: env.url('postgres://x') });
    expect(() => loadConfig(schema, { PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'eighty' });
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([expect.stringMatching(/^PORT: /)]);
    }
  });

  it('treats an empty variable as unset and coerces numbers and booleans', () => {
    const schema = z.object({ A: env.int(5), B: env.bool(false), C: env.port(1) });
    expect(loadConfig(schema, { A: '', B: 'true', C: '8080' })).toEqual({ A: 5, B: true, C: 8080 });
  });
});
