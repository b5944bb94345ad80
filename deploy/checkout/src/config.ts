import { resolve } from 'node:path';
import { z } from 'zod';
import { env, loadConfig } from '@fabelhaft/service-kit';

const REPO_ROOT = resolve(__dirname, '../../..');

/**
 * `CODE:PERCENT` pairs, comma separated (`WELCOME10:10,SOMMER:15`). Codes are matched case-insensitively,
 * as Stripe's customer-facing promotion codes are.
 */
const promotionCodes = z.string().transform((value, ctx) => {
  const codes: Record<string, number> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{2,40}):(\d{1,3})$/.exec(part);
    const percent = match ? Number(match[2]) : NaN;
    if (!match || percent < 1 || percent > 100) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part}" is not CODE:PERCENT with a percentage of 1 to 100`,
      });
      return z.NEVER;
    }
    codes[match[1]!.toUpperCase()] = percent;
  }
  return codes;
});

const httpOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

export const checkoutEnvSchema = z.object({
  CHECKOUT_PORT: env.port(4300),
  CHECKOUT_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where browsers reach the hosted page (and receipts); defaults to http://localhost:<port>. */
  CHECKOUT_PUBLIC_URL: httpOrigin.optional(),
  // The same keys the orders service gives its Stripe adapter, so neither side can tell this from Stripe.
  // No default (ADR 0014): npm start generates both and gives them to the orders service and this stand-in.
  STRIPE_SECRET_KEY: env.secret(24),
  STRIPE_WEBHOOK_SECRET: env.secret(32),
  CHECKOUT_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://127.0.0.1:4000/webhooks/stripe'),
  CHECKOUT_DATA_DIR: z.string().min(1).default('.local/checkout'),
  CHECKOUT_PROMOTION_CODES: promotionCodes.default({ WELCOME10: 10 }),
  /** How long a delayed test payment (cards …0077 and …0341) stays pending. */
  CHECKOUT_ASYNC_PAYMENT_DELAY_MS: env.int(5000),
  LOG_LEVEL: env.logLevel(),
});

export interface CheckoutConfig {
  port: number;
  host: string;
  publicUrl: string | undefined;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  dataDir: string;
  promotionCodes: Record<string, number>;
  asyncPaymentDelayMs: number;
  logLevel: string;
}

/** Reads the settings once at start; a bad value throws a ConfigError naming the variable. */
export function loadCheckoutConfig(environment: NodeJS.ProcessEnv): CheckoutConfig {
  const e = loadConfig(checkoutEnvSchema, environment);
  return {
    port: e.CHECKOUT_PORT,
    host: e.CHECKOUT_HOST,
    publicUrl: e.CHECKOUT_PUBLIC_URL,
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    webhookUrl: e.CHECKOUT_WEBHOOK_URL,
    // Relative to the repository, like the other local tools' data dirs.
    dataDir: resolve(REPO_ROOT, e.CHECKOUT_DATA_DIR),
    promotionCodes: e.CHECKOUT_PROMOTION_CODES,
    asyncPaymentDelayMs: e.CHECKOUT_ASYNC_PAYMENT_DELAY_MS,
    logLevel: e.LOG_LEVEL,
  };
}
