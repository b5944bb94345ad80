import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSecret } from '@fabelhaft/service-kit';
import {
  COMPOSE_LOCAL_SETTINGS,
  composeSecrets,
  natsPasswordVariable,
  parseEnvFile,
  writeComposeConfig,
} from './compose-config';
import { generateSecrets } from './local-secrets';

describe('npm run compose:config', () => {
  const root = mkdtempSync(join(tmpdir(), 'fabelhaft-compose-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes .env from the generated secrets, keeps real values, replaces placeholders, and renders the same NATS users', () => {
    const realKey = `sk_test_${'a1'.repeat(20)}`;
    writeFileSync(
      join(root, '.env'),
      `STRIPE_SECRET_KEY=${realKey}\nASSET_URL_SECRET=change-me\nCARRIER_DHL_BASE_URL=https://api-eu.dhl.com\n`,
    );
    const { envFile, natsConfig } = writeComposeConfig(root);
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    const values = parseEnvFile(readFileSync(envFile, 'utf8'));
    expect(values.STRIPE_SECRET_KEY).toBe(realKey);
    const secrets = JSON.parse(readFileSync(join(root, '.local', 'secrets.json'), 'utf8')) as {
      ASSET_URL_SECRET: string;
      nats: Record<string, string>;
    };
    expect(values.ASSET_URL_SECRET).toBe(secrets.ASSET_URL_SECRET);
    for (const name of Object.keys(composeSecrets(generateSecrets())))
      expect(checkSecret(name, values[name], { min: 16 }, 'production')).toBeUndefined();
    // The local profile's settings, except where .env already names a real one (DHL's API here).
    expect(values).toMatchObject({
      ...COMPOSE_LOCAL_SETTINGS,
      CARRIER_DHL_BASE_URL: 'https://api-eu.dhl.com',
    });
    expect(values.STOREFRONT_BASE_URL).toBeUndefined();
    const conf = readFileSync(natsConfig, 'utf8');
    expect(conf).toContain(`{ user: "bff", password: "${values[natsPasswordVariable('bff')]}"`);
    expect(values[natsPasswordVariable('bff')]).toBe(secrets.nats.bff);
    expect(conf).toContain('port: 4222');
  });
});
