import { join } from 'node:path';
import { z } from 'zod';
import {
  baseServiceConfig,
  ConfigError,
  env,
  runMode,
  type RunMode,
  storageSettings,
} from '@fabelhaft/service-kit';

export const notificationsConfigSchema = baseServiceConfig.extend({
  /** The SMTP server: locally the mail catcher `npm start` runs (maildev), in production the mail provider. */
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: env.port(1025),
  /** Implicit TLS (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: env.bool(false),
  SMTP_USER: z.string().optional(),
  /** Required outside local development (the provider's SMTP password). */
  SMTP_PASSWORD: env.optionalSecret(12),
  SMTP_TIMEOUT_MS: env.int(10_000, 100),
  /** The sender every email carries. */
  MAIL_FROM: z.string().default('Fabelhaft <hallo@fabelhaft.local>'),
  /** Where the links in the emails point (the storefront, without a trailing slash). */
  STOREFRONT_BASE_URL: env.url('http://localhost:3000').transform((u) => u.replace(/\/+$/, '')),
  /** Where the invoices and credit notes are stored (the same storage orders writes to; ADR 0047). */
  ...storageSettings(join(__dirname, '../../../.local/storage')),
  NOTIFICATIONS_ORDERS_TIMEOUT_MS: env.int(5000, 100),
});
export type NotificationsConfig = z.output<typeof notificationsConfigSchema>;

/** The service's own Postgres schema. */
export const NOTIFICATIONS_SCHEMA = 'notifications';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Outside local development (ADR 0014's run mode) the mail settings must be real ones: an SMTP server that is not
 * this machine's catcher, SMTP credentials (the password itself is checked by `env.optionalSecret`), a sender
 * that is no `.local` address and https links for the customer.
 */
export function productionMailProblems(config: NotificationsConfig, mode: RunMode = runMode()): string[] {
  if (mode !== 'production') return [];
  const problems: string[] = [];
  if (LOOPBACK.test(config.SMTP_HOST))
    problems.push('SMTP_HOST: a loopback mail catcher outside local development');
  if (!config.SMTP_USER) problems.push('SMTP_USER: is required outside local development');
  if (/\.local>?$/i.test(config.MAIL_FROM.trim())) problems.push('MAIL_FROM: a development sender address');
  if (!config.STOREFRONT_BASE_URL.startsWith('https://')) {
    problems.push('STOREFRONT_BASE_URL: the links in the emails must be https outside local development');
  }
  return problems;
}

export function assertMailConfig(config: NotificationsConfig, mode: RunMode = runMode()): void {
  const problems = productionMailProblems(config, mode);
  if (problems.length > 0) throw new ConfigError(problems);
}
