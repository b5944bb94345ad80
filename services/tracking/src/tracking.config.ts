import { z } from 'zod';
import { baseServiceConfig, env } from '@fabelhaft/service-kit';

export const trackingConfigSchema = baseServiceConfig.extend({
  /**
   * The carrier whose tracking API the service asks (issue #15). `dhl`: DHL Shipment Tracking – Unified at
   * `CARRIER_DHL_BASE_URL` with `DHL_API_KEY`; locally `npm start` points it at the partner simulator's
   * DHL-compatible endpoint.
   */
  CARRIER: z.enum(['dhl']).default('dhl'),
  CARRIER_DHL_BASE_URL: z.string().url().default('http://127.0.0.1:4400'),
  /** The app's key from DHL's developer portal (sent as DHL-API-Key). */
  DHL_API_KEY: env.secret(8),
  /** The language of DHL's event texts. */
  DHL_LANGUAGE: z.enum(['de', 'en']).default('de'),
  /** DHL's calls per GMT day for the key (250 on the initial service level), shared by every instance. */
  DHL_DAILY_REQUEST_LIMIT: env.int(250, 1),
  /** How often the worker looks for due shipments (0: no polling in this instance). */
  TRACKING_POLL_TICK_MS: env.int(5000),
  /** Due shipments claimed per tick. */
  TRACKING_POLL_BATCH: env.int(10, 1),
  /** A claimed shipment is another instance's again after this long (a crash mid-poll). */
  TRACKING_POLL_LEASE_MS: env.int(120_000, 1000),
  /** The schedule (libs/carriers DEFAULT_POLL_POLICY): first wait and wait after a change, 15 min. */
  TRACKING_POLL_INITIAL_INTERVAL_MS: env.int(15 * 60_000, 1),
  TRACKING_POLL_MAX_INTERVAL_MS: env.int(6 * 60 * 60_000, 1),
  TRACKING_POLL_OUT_FOR_DELIVERY_INTERVAL_MS: env.int(30 * 60_000, 1),
  TRACKING_POLLS_PER_SHIPMENT_PER_DAY: env.int(10, 1),
});
export type TrackingConfig = z.output<typeof trackingConfigSchema>;

/** The service's own Postgres schema. */
export const TRACKING_SCHEMA = 'tracking';
