import { createPublicKey, type JsonWebKey } from 'node:crypto';

/** The JWKS document a user pool publishes at `<issuer>/.well-known/jwks.json`. */
export interface JsonWebKeySet {
  keys: Array<JsonWebKey & { kid?: string; use?: string; alg?: string }>;
}

export interface JwksKeyStoreOptions {
  jwksUri: string;
  /** Fetches the key set; defaults to an HTTP GET of `jwksUri` with a 5 s timeout. */
  fetchJwks?: () => Promise<JsonWebKeySet>;
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /** Known keys are refreshed in the background after this long (Cognito rotates rarely). Default 6 h. */
  refreshAfterMs?: number;
  /**
   * A token naming a key id we do not know may make us refetch at most once per this many ms (key rotation
   * needs one refetch; forged kids must not turn requests into fetches). Default 30 s.
   */
  unknownKidRefetchIntervalMs?: number;
  /** After a failed fetch, the next attempt waits at least this long. Default 5 s. */
  failureBackoffMs?: number;
  /** Told when a fetch fails (the store keeps serving the keys it has). */
  onFetchError?: (error: unknown) => void;
}

/**
 * The user pool's signing keys for token verification (issue #12: logins that cannot be knocked over).
 *
 * - A known key id is answered from memory at once, never waiting on a fetch; when the keys are old a
 *   background refresh runs, and if it fails the old (stale) keys go on being served.
 * - An unknown key id may cause a refetch only on its own budget (one per `unknownKidRefetchIntervalMs`,
 *   shared by all requests); beyond that it is refused at once. So a flood of tokens with random `kid`s costs
 *   one fetch per interval and never delays or fails a valid token.
 * - Fetches are single-flight: concurrent requests share the one in progress.
 */
export class JwksKeyStore {
  private keys = new Map<string, string>();
  private loadedAt: number | null = null;
  private inFlight: Promise<void> | null = null;
  private lastUnknownRefetch = Number.NEGATIVE_INFINITY;
  private lastFailure = Number.NEGATIVE_INFINITY;
  private readonly fetchJwks: () => Promise<JsonWebKeySet>;
  private readonly now: () => number;
  private readonly refreshAfterMs: number;
  private readonly unknownKidIntervalMs: number;
  private readonly failureBackoffMs: number;

  constructor(private readonly options: JwksKeyStoreOptions) {
    this.fetchJwks = options.fetchJwks ?? (() => fetchJson(options.jwksUri));
    this.now = options.now ?? Date.now;
    this.refreshAfterMs = options.refreshAfterMs ?? 6 * 60 * 60 * 1000;
    this.unknownKidIntervalMs = options.unknownKidRefetchIntervalMs ?? 30_000;
    this.failureBackoffMs = options.failureBackoffMs ?? 5_000;
  }

  /** The PEM public key for `kid`, or null when the pool does not publish it (or we may not ask now). */
  async keyFor(kid: string | undefined): Promise<string | null> {
    if (!kid) return null;
    if (this.loadedAt === null) {
      // Nothing loaded yet: everyone waits for the first load (bounded by the failure back-off).
      if (!this.inFlight && this.now() - this.lastFailure < this.failureBackoffMs) return null;
      await this.load();
      return this.keys.get(kid) ?? this.unknown(kid);
    }
    const known = this.keys.get(kid);
    if (known) {
      if (this.now() - this.loadedAt > this.refreshAfterMs) void this.load();
      return known;
    }
    return this.unknown(kid);
  }

  private async unknown(kid: string): Promise<string | null> {
    const now = this.now();
    if (now - this.lastUnknownRefetch < this.unknownKidIntervalMs) return null;
    this.lastUnknownRefetch = now;
    await this.load();
    return this.keys.get(kid) ?? null;
  }

  /** One fetch at a time; on failure the keys we have stay. Never rejects. */
  private load(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.now() - this.lastFailure < this.failureBackoffMs) return Promise.resolve();
    this.inFlight = (async () => {
      try {
        const set = await this.fetchJwks();
        const next = new Map<string, string>();
        for (const jwk of set.keys ?? []) {
          if (!jwk.kid || jwk.kty !== 'RSA' || (jwk.use && jwk.use !== 'sig')) continue;
          const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
          next.set(jwk.kid, pem.toString());
        }
        if (next.size === 0) throw new Error('the JWKS has no usable RSA signing key');
        this.keys = next;
        this.loadedAt = this.now();
      } catch (error) {
        this.lastFailure = this.now();
        this.options.onFetchError?.(error);
      } finally {
        this.inFlight = null;
      }
    })();
    return this.inFlight;
  }
}

async function fetchJson(url: string): Promise<JsonWebKeySet> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
  return (await res.json()) as JsonWebKeySet;
}

/** The `kid` of a compact JWT's header, or undefined when it has none or is not a JWT. */
export function kidOf(rawJwt: string): string | undefined {
  const header = rawJwt.split('.')[0];
  if (!header) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof parsed.kid === 'string' && parsed.kid.length <= 256 ? parsed.kid : undefined;
  } catch {
    return undefined;
  }
}
