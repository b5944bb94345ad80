import { resolve } from 'node:path';
import { ConfigError, loadIdentityConfig } from './config';

describe('loadIdentityConfig', () => {
  it('has working local defaults', () => {
    expect(loadIdentityConfig({})).toEqual({
      port: 9229,
      host: '127.0.0.1',
      publicUrl: undefined,
      dataDir: resolve(__dirname, '../../../.local/identity'),
      storefrontUrl: 'http://localhost:3000',
      callbackUrls: ['http://localhost:3000/auth/callback'],
      logoutUrls: ['http://localhost:3000', 'http://localhost:3000/'],
      demoPassword: 'Fabelhaft-Demo-1!',
    });
  });

  it('derives the callback from STOREFRONT_URL and splits comma lists', () => {
    expect(loadIdentityConfig({ STOREFRONT_URL: 'http://shop.localhost:5173/' }).callbackUrls).toEqual([
      'http://shop.localhost:5173/auth/callback',
    ]);
    expect(
      loadIdentityConfig({ IDENTITY_CALLBACK_URLS: 'http://a.localhost/cb, http://b.localhost/cb' })
        .callbackUrls,
    ).toEqual(['http://a.localhost/cb', 'http://b.localhost/cb']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadIdentityConfig({ IDENTITY_PORT: '' }).port).toBe(9229);
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
    expect(() => loadIdentityConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadIdentityConfig({ [variable]: value })).toThrow(new RegExp(`^${variable}: `));
  });

  it('does not echo a rejected password', () => {
    expect(() => loadIdentityConfig({ DEMO_PASSWORD: 'secret' })).toThrow(/value hidden/);
    expect(() => loadIdentityConfig({ DEMO_PASSWORD: 'secret' })).not.toThrow(/secret/);
  });
});
