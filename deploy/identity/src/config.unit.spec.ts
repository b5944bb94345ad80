import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ConfigError, loadIdentityConfig } from './config';

// No default demo password (ADR 0014): npm start generates one; each test run has its own.
const pw = { DEMO_PASSWORD: `Fh-${randomBytes(8).toString('hex')}-9` };

describe('loadIdentityConfig', () => {
  it('has working local defaults for everything but the demo password', () => {
    expect(loadIdentityConfig(pw)).toEqual({
      port: 9229,
      host: '127.0.0.1',
      adminPort: 9230,
      adminHost: '127.0.0.1',
      publicUrl: undefined,
      dataDir: resolve(__dirname, '../../../.local/identity'),
      storefrontUrl: 'http://localhost:3000',
      callbackUrls: ['http://localhost:3000/auth/callback'],
      logoutUrls: ['http://localhost:3000', 'http://localhost:3000/'],
      demoPassword: pw.DEMO_PASSWORD,
      smtp: undefined,
    });
  });

  it('sends codes through SMTP_HOST when one is set (issue #24), and never echoes the SMTP password', () => {
    expect(
      loadIdentityConfig({
        ...pw,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '2525',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
      }).smtp,
    ).toEqual({
      host: '127.0.0.1',
      port: 2525,
      user: 'u',
      password: 'p',
      from: 'Fabelhaft <hallo@fabelhaft.local>',
    });
    expect(() => loadIdentityConfig({ ...pw, SMTP_HOST: 'mail', SMTP_PORT: 'x' })).toThrow(/^SMTP_PORT: /);
  });

  it('derives the callback from STOREFRONT_URL and splits comma lists', () => {
    expect(loadIdentityConfig({ ...pw, STOREFRONT_URL: 'http://shop.localhost:5173/' }).callbackUrls).toEqual(
      ['http://shop.localhost:5173/auth/callback'],
    );
    expect(
      loadIdentityConfig({ ...pw, IDENTITY_CALLBACK_URLS: 'http://a.localhost/cb, http://b.localhost/cb' })
        .callbackUrls,
    ).toEqual(['http://a.localhost/cb', 'http://b.localhost/cb']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadIdentityConfig({ ...pw, IDENTITY_PORT: '' }).port).toBe(9229);
  });

  it.each([
    ['IDENTITY_PORT', 'abc'],
    ['IDENTITY_PORT', '70000'],
    ['IDENTITY_PUBLIC_URL', 'localhost:9229'],
    ['IDENTITY_PUBLIC_URL', 'http://localhost:9229/identity'],
    ['STOREFRONT_URL', 'ftp://localhost'],
    ['IDENTITY_CALLBACK_URLS', 'http://localhost:3000/cb,not a url'],
    ['DEMO_PASSWORD', 'alllowercase1!'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(() => loadIdentityConfig({ ...pw, [variable]: value })).toThrow(ConfigError);
    expect(() => loadIdentityConfig({ ...pw, [variable]: value })).toThrow(new RegExp(`^${variable}: `));
  });

  it('refuses to start without a demo password, and with the once committed one outside local development', () => {
    expect(() => loadIdentityConfig({})).toThrow(/^DEMO_PASSWORD: /);
    expect(() =>
      loadIdentityConfig({ DEMO_PASSWORD: 'Fabelhaft-Demo-1!', FABELHAFT_ENV: 'staging' }),
    ).toThrow(/^DEMO_PASSWORD: is a known development or placeholder value/);
    expect(loadIdentityConfig({ DEMO_PASSWORD: 'Fabelhaft-Demo-1!' }).demoPassword).toBe('Fabelhaft-Demo-1!');
  });

  it('does not echo a rejected password', () => {
    expect(() => loadIdentityConfig({ DEMO_PASSWORD: 'secret' })).toThrow(/value hidden/);
    expect(() => loadIdentityConfig({ DEMO_PASSWORD: 'secret' })).not.toThrow(/secret/);
  });
});
