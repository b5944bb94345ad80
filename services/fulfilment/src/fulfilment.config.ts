import { join } from 'node:path';
import { z } from 'zod';
import { baseServiceConfig, env, storageSettings } from '@fabelhaft/service-kit';

export const fulfilmentConfigSchema = baseServiceConfig
  .extend({
    /** Where books stored the print PDFs (the same object storage the BFF serves /assets from; ADR 0047). */
    ...storageSettings(join(__dirname, '../../../.local/storage')),
    /**
     * The partner's files are signed /assets links of the BFF (ADR 0023): the BFF's public URL and the secret it
     * verifies links with.
     */
    BFF_PUBLIC_URL: env.url('http://localhost:4000'),
    ASSET_URL_SECRET: env.secret(32),
    /** How long a partner's file links work (issue #15: 7 days, the longest a signed link may work). */
    FULFILMENT_FILE_LINK_TTL_SECONDS: env.int(7 * 24 * 3600, 60),
    /** The printing partner new jobs go to: the simulator's id locally (deploy/print-partner), or `gelato`. */
    PRINT_PARTNER: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .default('fabelhaft-print-sim'),
    /** issue #15: dispatch within n working days, delivery 2–5 days after dispatch. */
    FULFILMENT_DISPATCH_WORKING_DAYS: env.int(3, 0),
    FULFILMENT_DELIVERY_MIN_DAYS: env.int(2, 0),
    FULFILMENT_DELIVERY_MAX_DAYS: env.int(5, 0),
    /** Gelato order API v4: configured only when the key is set (PRINT_PARTNER=gelato). */
    GELATO_API_KEY: env.integrationSecret(16),
    GELATO_BASE_URL: z.string().url().default('https://order.gelatoapis.com'),
    /** JSON array of GelatoProductRule (libs/printing): which Gelato product prints which format. */
    GELATO_PRODUCTS: z.string().default('[]'),
    /** The operator's address Gelato writes to about an order (required with GELATO_API_KEY). */
    GELATO_CONTACT_EMAIL: z.string().email().optional(),
  })
  .superRefine((c, ctx) => {
    // Wrong Gelato settings fail at start, not at the first approved book (nothing runs on a made-up default).
    if (c.PRINT_PARTNER === 'gelato' && !c.GELATO_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['GELATO_API_KEY'],
        message: 'required when PRINT_PARTNER is gelato',
      });
    if (c.GELATO_API_KEY && !c.GELATO_CONTACT_EMAIL)
      ctx.addIssue({
        code: 'custom',
        path: ['GELATO_CONTACT_EMAIL'],
        message: 'required when GELATO_API_KEY is set',
      });
    if (c.GELATO_API_KEY && !isJsonArray(c.GELATO_PRODUCTS))
      ctx.addIssue({
        code: 'custom',
        path: ['GELATO_PRODUCTS'],
        message: 'must be a JSON array of product rules',
      });
  });
function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

export type FulfilmentConfig = z.output<typeof fulfilmentConfigSchema>;

/** The service's own Postgres schema. */
export const FULFILMENT_SCHEMA = 'fulfilment';
