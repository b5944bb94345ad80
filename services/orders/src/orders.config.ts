import { join } from 'node:path';
import { z } from 'zod';
import { baseServiceConfig, env, storageSettings } from '@fabelhaft/service-kit';

/** The 27 EU member states: printed books ship within the EU (spec §1). */
export const EU_COUNTRIES =
  'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK';

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );

export const ordersConfigSchema = baseServiceConfig.extend({
  /** Where the hosted checkout sends the customer back to (/checkout/success and /checkout/cancel, spec §2). */
  STOREFRONT_URL: env.url('http://localhost:3000'),
  /** The payment provider's API: the local hosted checkout by default; empty for api.stripe.com. */
  STRIPE_API_URL: z.union([z.literal(''), z.string().url()]).default('http://127.0.0.1:4300'),
  /** Stripe's API key and webhook signing secret: no default (ADR 0014); npm start generates local ones. */
  STRIPE_SECRET_KEY: env.secret(24),
  STRIPE_WEBHOOK_SECRET: env.secret(32),
  /**
   * ADR 0011: how long one request to the provider may take (the SDK's default is 80 s), and how often the
   * SDK retries a connection error, 409, 429 or 5xx. Their product bounds a checkout's wait for the provider.
   */
  STRIPE_TIMEOUT_MS: env.int(4000, 100),
  STRIPE_MAX_NETWORK_RETRIES: env.int(1, 0),
  /** Signature timestamp tolerance of webhooks (Stripe's default is 300 s). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: env.int(300, 1),
  /** How long a checkout session accepts payment (Stripe: 30 minutes to 24 hours). */
  CHECKOUT_SESSION_TTL_MINUTES: env.int(60, 30),
  ORDER_CURRENCY: z.string().length(3).default('EUR'),
  /** Gross prices in minor units, VAT included (issue #5: from configuration). */
  ORDER_PRICE_BOOKLET: env.int(2900, 1),
  ORDER_PRICE_BOARD: env.int(3900, 1),
  /** German reduced VAT rate for printed books (§ 12 Abs. 2 Nr. 1 UStG, Anlage 2). */
  ORDER_VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(7),
  /** Coupon codes as CODE:percent pairs, e.g. `WELCOME10:10,FRIENDS:15`. */
  ORDER_COUPONS: z
    .string()
    .default('WELCOME10:10')
    .transform((s, ctx) => {
      const coupons: Record<string, number> = {};
      for (const pair of s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^([A-Za-z0-9_-]{1,64}):(\d{1,2}|100)$/.exec(pair);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: `"${pair}" is not CODE:percent` });
          return z.NEVER;
        }
        coupons[m[1].toUpperCase()] = Number(m[2]);
      }
      return coupons;
    }),
  ORDER_SHIPPING_COUNTRIES: list(EU_COUNTRIES),
  /** The seller on every invoice (§ 14 Abs. 4 UStG); the same facts as the storefront's imprint. */
  COMPANY_NAME: z.string().default('Fabelhaft GmbH'),
  COMPANY_STREET: z.string().default('Lindenstraße 12'),
  COMPANY_POSTAL_CODE: z.string().default('10969'),
  COMPANY_CITY: z.string().default('Berlin'),
  COMPANY_COUNTRY: z.string().length(2).default('DE'),
  COMPANY_VAT_ID: z.string().default('DE000000000'),
  COMPANY_TAX_NUMBER: z.string().default(''),
  COMPANY_EMAIL: z.string().default('hallo@fabelhaft.example'),
  COMPANY_REGISTER: z.string().default('Amtsgericht Charlottenburg, HRB 000000 B'),
  COMPANY_MANAGING_DIRECTOR: z.string().default('Mara Fink'),
  INVOICE_NUMBER_PREFIX: z
    .string()
    .regex(/^[A-Z]{2,5}$/)
    .default('FH'),
  /** issue #13, ADR 0017: the credit notes' own consecutive series (`GS-<year>-<seq>`). */
  CREDIT_NOTE_NUMBER_PREFIX: z
    .string()
    .regex(/^[A-Z]{2,5}$/)
    .default('GS'),
  /** Invoices are stored here (the BFF serves the same store through signed links; ADR 0047). */
  ...storageSettings(join(__dirname, '../../../.local/storage')),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  ORDERS_BOOKS_TIMEOUT_MS: env.int(3000, 100),
});
export type OrdersConfig = z.output<typeof ordersConfigSchema>;

/** The service's own Postgres schema. */
export const ORDERS_SCHEMA = 'orders';
