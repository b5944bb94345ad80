import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { NetworkParticipants } from '@fabelhaft/contracts';

/**
 * The local stack's secrets (ADR 0014): generated at random on the first start, kept in
 * `<local dir>/secrets.json` (mode 0600, under the gitignored `.local/`), and given to every process that
 * needs one. No secret value lives in the repository. Delete the file to rotate them all.
 */
export interface LocalSecrets {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  ASSET_URL_SECRET: string;
  /**
   * The key the tracking service sends as DHL-API-Key; locally the print-partner simulator's DHL-compatible
   * carrier accepts this same key.
   */
  DHL_API_KEY: string;
  /** The demo customer's and the support user's password (shown by npm start). */
  DEMO_PASSWORD: string;
  /** The Postgres password docker-compose sets (the embedded Postgres of npm start is loopback only). */
  POSTGRES_PASSWORD: string;
  /** The SMTP password of docker-compose's mail catcher (npm start's catcher is loopback only, without auth). */
  SMTP_PASSWORD: string;
  /** One NATS user per process (libs/contracts network.ts) plus `operator`, the stack's own tooling. */
  nats: Record<string, string>;
}

export const NATS_OPERATOR = 'operator';
/** issue #15: the printing-partner simulator's NATS user (a partner, not a service: `partnerNatsPermissions`). */
export const PRINT_PARTNER_NATS_USER = 'print-partner';
export const NATS_USERS = [...Object.keys(NetworkParticipants), PRINT_PARTNER_NATS_USER, NATS_OPERATOR];

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Fresh secrets; the demo password meets Cognito's default policy (upper, lower, digit, symbol). */
export function generateSecrets(): LocalSecrets {
  return {
    STRIPE_SECRET_KEY: `sk_test_${hex(24)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${hex(24)}`,
    ASSET_URL_SECRET: hex(32),
    DHL_API_KEY: `dhl-${hex(16)}`,
    DEMO_PASSWORD: `Fh-${hex(8)}-9`,
    POSTGRES_PASSWORD: hex(16),
    SMTP_PASSWORD: hex(16),
    nats: Object.fromEntries(NATS_USERS.map((user) => [user, hex(18)])),
  };
}

/**
 * Reads `file`, or creates it; a secret missing from an older file (a new process, a new user) is added,
 * the others are kept, so sessions, signed links and webhooks stay valid across restarts.
 */
export function loadOrCreateSecrets(file: string): LocalSecrets {
  const fresh = generateSecrets();
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  const secrets: LocalSecrets = { ...fresh, ...stored, nats: { ...fresh.nats, ...stored.nats } };
  if (JSON.stringify(secrets) !== JSON.stringify(stored)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secrets;
}
