import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { env, storageSettings } from '@fabelhaft/service-kit';

export const bffConfigSchema = z.object({
  BFF_PORT: env.port(4000),
  BFF_HOST: z.string().default('127.0.0.1'),
  /**
   * issue #27: this instance's name, answered in the `X-Fabelhaft-Instance` header of every response (which of
   * several BFFs served a request). `npm run stack:scaled` names them `bff`, `bff-2`; in a pod, the pod's name.
   */
  INSTANCE_NAME: z.string().min(1).max(100).default(hostname()),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: env.natsPrefix(),
  /** The BFF's NATS user: it may only call its RPC subjects (ADR 0014); the tests' machine NATS has none. */
  NATS_USER: env.optionalSecret(2),
  NATS_PASSWORD: env.optionalSecret(24),
  /** Token issuer: `https://cognito-idp.eu-central-1.amazonaws.com/<poolId>` in production. */
  COGNITO_ISSUER: z.string().url(),
  /** The app client id: id tokens must carry it as audience. */
  COGNITO_CLIENT_ID: z.string().min(1),
  /**
   * Cognito's JSON API (GetUser, DeleteUser with the user's own access token; issue #12 account deletion).
   * Defaults to the issuer's origin: `https://cognito-idp.<region>.amazonaws.com` on AWS, the local identity's
   * public port locally.
   */
  COGNITO_API_URL: z.string().url().optional(),
  /**
   * issue #24 (ADR 0034): Cognito's API with admin rights, for `ListUsers` only — the verified email of every
   * customer in the support console. On AWS the regional endpoint (the BFF's role allowed
   * `cognito-idp:ListUsers` on the pool); locally the identity's loopback admin port. Unset: the console shows
   * only the emails limits learnt from the customers' own requests.
   */
  COGNITO_ADMIN_API_URL: z.string().url().optional(),
  /** The user pool `ListUsers` reads; defaults to the issuer's last path segment (`…/<poolId>`). */
  COGNITO_USER_POOL_ID: z.string().min(1).max(55).optional(),
  /**
   * The BFF's AWS credentials for `ListUsers` (Signature Version 4); with them every call is signed, for the
   * region in the issuer's host (`cognito-idp.<region>.amazonaws.com`) or AWS_REGION. Unset locally.
   */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  /** Defaults to `<issuer>/.well-known/jwks.json`. */
  COGNITO_JWKS_URI: z.string().url().optional(),
  /** Browser origins allowed to call the BFF (the storefront, the admin console). */
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://localhost:3001')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  RPC_TIMEOUT_MS: env.int(5000, 100),
  /**
   * POST /books/{id}/checkout waits for the payment provider (ADR 0011: the orders service bounds that by
   * STRIPE_TIMEOUT_MS × (STRIPE_MAX_NETWORK_RETRIES + 1) plus a margin); longer than that.
   */
  CHECKOUT_RPC_TIMEOUT_MS: env.int(15000, 100),
  /**
   * issue #14: a refinement message waits for the planner (an OpenAI-compatible provider within its own 60 s
   * timeout, OPENAI_TIMEOUT_MS of the refinement service) and the book's story state; longer than both.
   */
  REFINEMENT_MESSAGE_RPC_TIMEOUT_MS: env.int(75_000, 100),
  /**
   * issue #22: how often every BFF instance asks again the erasure steps that wait (a payment, a production, a
   * parcel on its way) or failed (an outage).
   */
  ERASURE_RETRY_INTERVAL_MS: env.int(60_000, 100),
  /** Where covers, uploads and book files live (the object storage, ADR 0047). */
  ...storageSettings(join(__dirname, '../../.local/storage')),
  /** The BFF's address as browsers reach it: signed asset links point here. */
  BFF_PUBLIC_URL: env.url('http://localhost:4000'),
  /** HMAC secret of signed asset links (≥ 32 characters; npm start generates one, ADR 0014). */
  ASSET_URL_SECRET: env.secret(32),
  /** Issue #12: per customer and minute, counted across all BFF instances (NATS KV). */
  RATE_LIMIT_PREVIEWS_PER_MINUTE: env.int(10, 1),
  RATE_LIMIT_UPLOADS_PER_MINUTE: env.int(30, 1),
  /** Coupon codes tried at checkout, per customer. */
  RATE_LIMIT_COUPONS_PER_MINUTE: env.int(5, 1),
  /** issue #14: refinement messages per customer (each one asks the planner). */
  RATE_LIMIT_REFINE_MESSAGES_PER_MINUTE: env.int(20, 1),
  /** issue #15: tracking lookups per customer (GET /tracking/{trackingNumber}). */
  RATE_LIMIT_TRACKING_LOOKUPS_PER_MINUTE: env.int(30, 1),
  /** issue #23: the builder's "who is in this photo?" reads of the idea (POST /books/characters). */
  RATE_LIMIT_IDEA_READS_PER_MINUTE: env.int(60, 1),
  /** issue #28 part 4: public listen-page lookups per client address (GET /listen/{token}), so tokens cannot be tried in bulk. */
  RATE_LIMIT_LISTEN_LOOKUPS_PER_MINUTE: env.int(30, 1),
  /** Payment webhooks per sending address (the provider sends far fewer). */
  RATE_LIMIT_WEBHOOKS_PER_MINUTE: env.int(600, 1),
  /** issue #12: bytes of reference images one customer may keep (default 200 MB). */
  UPLOAD_STORAGE_QUOTA_BYTES: env.int(200 * 1024 * 1024, 1),
  /** issue #12: pixel cap of one uploaded image (width × height), checked before decoding. */
  UPLOAD_MAX_PIXELS: env.int(50_000_000, 1),
  /** issue #12: upload batches decoded at once, and how many more may wait for a slot (then 503). */
  UPLOAD_CONCURRENCY: env.int(2, 1),
  UPLOAD_QUEUE: env.int(8, 0),
  /**
   * issue #15: the shared secret Gelato's webhook URL carries (`POST /webhooks/gelato?secret=…`, Gelato signs
   * nothing). Empty: the route answers 404.
   */
  GELATO_WEBHOOK_SECRET: env.integrationSecret(32),
  LOG_LEVEL: env.logLevel(),
});
export type BffConfig = z.output<typeof bffConfigSchema>;
