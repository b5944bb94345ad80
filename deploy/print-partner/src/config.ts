import { resolve } from 'node:path';
import { z } from 'zod';
import { env, loadConfig } from '@fabelhaft/service-kit';

const REPO_ROOT = resolve(__dirname, '../../..');

/** The local simulator's partner id (issue #15); a real shop gets its own. */
export const DEFAULT_PARTNER_ID = 'fabelhaft-print-sim';

export const printPartnerEnvSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix(),
  /** The shop's NATS user: it may read only its own jobs and answer on its own subject (ADR 0014). */
  NATS_USER: env.optionalSecret(2),
  NATS_PASSWORD: env.optionalSecret(24),
  PRINT_SIM_PARTNER_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and - only (1–64)')
    .default(DEFAULT_PARTNER_ID),
  /** Time between received → in_production → printed → shipped. */
  PRINT_SIM_STEP_MS: env.int(3000, 1),
  /** Time between the carrier's steps: label_created → in_transit → out_for_delivery → delivered. */
  PRINT_SIM_CARRIER_STEP_MS: env.int(5000, 1),
  /** Refuse print files that are not PDF/X-4 (libs/pdf `checkPdfX4`; the print files are, ADR 0026). */
  PRINT_SIM_REQUIRE_PDFX: env.bool(true),
  /** The DHL-compatible tracking endpoint (and the parcels' pages). */
  PRINT_SIM_PORT: env.port(4400),
  PRINT_SIM_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where tracking URLs point (default http://localhost:<port>). */
  PRINT_SIM_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The key the tracking service sends as DHL-API-Key. No default: npm start generates one. */
  PRINT_SIM_CARRIER_API_KEY: env.secret(16),
  PRINT_SIM_DATA_DIR: z.string().min(1).default('.local/print-partner'),
  /** Where the shop ships from (the parcels' first events). */
  PRINT_SIM_SHIPS_FROM: z.string().min(1).default('Leipzig, DE'),
  LOG_LEVEL: env.logLevel(),
});

export interface PrintPartnerConfig {
  natsUrl: string;
  natsPrefix: string;
  natsUser: string | undefined;
  natsPassword: string | undefined;
  partnerId: string;
  stepMs: number;
  carrierStepMs: number;
  requirePdfx: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  carrierApiKey: string;
  dataDir: string;
  shipsFrom: string;
  logLevel: string;
}

/** Reads the settings once at start; a bad value throws a ConfigError naming the variable. */
export function loadPrintPartnerConfig(environment: NodeJS.ProcessEnv): PrintPartnerConfig {
  const e = loadConfig(printPartnerEnvSchema, environment);
  return {
    natsUrl: e.NATS_URL,
    natsPrefix: e.NATS_PREFIX,
    natsUser: e.NATS_USER,
    natsPassword: e.NATS_PASSWORD,
    partnerId: e.PRINT_SIM_PARTNER_ID,
    stepMs: e.PRINT_SIM_STEP_MS,
    carrierStepMs: e.PRINT_SIM_CARRIER_STEP_MS,
    requirePdfx: e.PRINT_SIM_REQUIRE_PDFX,
    port: e.PRINT_SIM_PORT,
    host: e.PRINT_SIM_HOST,
    publicUrl: e.PRINT_SIM_PUBLIC_URL,
    carrierApiKey: e.PRINT_SIM_CARRIER_API_KEY,
    // Relative to the repository, like the other local tools' data dirs.
    dataDir: resolve(REPO_ROOT, e.PRINT_SIM_DATA_DIR),
    shipsFrom: e.PRINT_SIM_SHIPS_FROM,
    logLevel: e.LOG_LEVEL,
  };
}
