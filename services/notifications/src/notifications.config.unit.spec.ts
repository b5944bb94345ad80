import { ConfigError, loadConfig } from '@fabelhaft/service-kit';
import { assertMailConfig, notificationsConfigSchema, productionMailProblems } from './notifications.config';

const production = {
  FABELHAFT_ENV: 'production',
  DATABASE_URL: 'postgres://svc:a-long-database-password@db/fabelhaft',
  NATS_USER: 'notifications',
  NATS_PASSWORD: 'n'.repeat(32),
  SMTP_HOST: 'smtp.mailprovider.example',
  SMTP_PORT: '587',
  SMTP_USER: 'apikey',
  SMTP_PASSWORD: 'p7Kq2v9XzL4mN8rT',
  MAIL_FROM: 'Fabelhaft <hallo@fabelhaft.de>',
  STOREFRONT_BASE_URL: 'https://fabelhaft.de/',
};

describe('notifications configuration', () => {
  it('locally: the mail catcher and the local storefront by default', () => {
    const c = loadConfig(notificationsConfigSchema, {});
    expect(c).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 1025,
      STOREFRONT_BASE_URL: 'http://localhost:3000',
    });
    expect(() => assertMailConfig(c, 'local')).not.toThrow();
  });

  it('outside local development: real settings pass, the base URL loses its trailing slash', () => {
    const c = loadConfig(notificationsConfigSchema, production);
    expect(c.STOREFRONT_BASE_URL).toBe('https://fabelhaft.de');
    expect(productionMailProblems(c, 'production')).toEqual([]);
  });

  it('outside local development: refuses the development values, naming each', () => {
    const c = loadConfig(notificationsConfigSchema, {
      ...production,
      SMTP_HOST: '127.0.0.1',
      SMTP_USER: '',
      MAIL_FROM: 'Fabelhaft <hallo@fabelhaft.local>',
      STOREFRONT_BASE_URL: 'http://localhost:3000',
    });
    expect(() => assertMailConfig(c, 'production')).toThrow(ConfigError);
    expect(productionMailProblems(c, 'production').map((p) => p.split(':')[0])).toEqual([
      'SMTP_HOST',
      'SMTP_USER',
      'MAIL_FROM',
      'STOREFRONT_BASE_URL',
    ]);
  });

  it('outside local development: a missing or known SMTP password stops the start (value hidden)', () => {
    expect(() => loadConfig(notificationsConfigSchema, { ...production, SMTP_PASSWORD: '' })).toThrow(
      /SMTP_PASSWORD: is required outside local development/,
    );
    expect(() =>
      loadConfig(notificationsConfigSchema, { ...production, SMTP_PASSWORD: 'change-me-please' }),
    ).toThrow(/SMTP_PASSWORD/);
  });
});
