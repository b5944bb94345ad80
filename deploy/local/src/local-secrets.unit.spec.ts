import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSecret } from '@fabelhaft/service-kit';
import { NATS_USERS, loadOrCreateSecrets } from './local-secrets';

describe('the local stack secrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fabelhaft-secrets-'));
  const file = join(dir, 'secrets.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates random secrets on the first start that pass the production rules, readable by the owner only', () => {
    const secrets = loadOrCreateSecrets(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(secrets.nats).sort()).toEqual([...NATS_USERS].sort());
    const rules: [string, string, number][] = [
      ['STRIPE_SECRET_KEY', secrets.STRIPE_SECRET_KEY, 24],
      ['STRIPE_WEBHOOK_SECRET', secrets.STRIPE_WEBHOOK_SECRET, 32],
      ['ASSET_URL_SECRET', secrets.ASSET_URL_SECRET, 32],
      ['DEMO_PASSWORD', secrets.DEMO_PASSWORD, 12],
      ['POSTGRES_PASSWORD', secrets.POSTGRES_PASSWORD, 16],
      ...Object.values(secrets.nats).map((p): [string, string, number] => ['NATS_PASSWORD', p, 24]),
    ];
    for (const [name, value, min] of rules)
      expect(checkSecret(name, value, { min }, 'production')).toBeUndefined();
    expect(secrets.DEMO_PASSWORD).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/);
    expect(loadOrCreateSecrets(join(dir, 'other.json')).ASSET_URL_SECRET).not.toBe(secrets.ASSET_URL_SECRET);
  });

  it('keeps them across restarts and adds only what an older file lacks', () => {
    const first = loadOrCreateSecrets(file);
    expect(loadOrCreateSecrets(file)).toEqual(first);
    const { ASSET_URL_SECRET: _dropped, ...older } = first;
    writeFileSync(file, JSON.stringify({ ...older, nats: { bff: first.nats.bff } }));
    const upgraded = loadOrCreateSecrets(file);
    expect(upgraded.STRIPE_WEBHOOK_SECRET).toBe(first.STRIPE_WEBHOOK_SECRET);
    expect(upgraded.nats.bff).toBe(first.nats.bff);
    expect(upgraded.ASSET_URL_SECRET).toHaveLength(64);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(upgraded);
  });
});
