import { createHmac, timingSafeEqual } from 'node:crypto';
import { StorageError, StorageErrorCodes } from './errors';
import { isValidKey, ownerPrefix, validateKey } from './keys';

/** How long a signed asset URL works unless the caller says otherwise: one hour. */
export const DEFAULT_URL_TTL_SECONDS = 60 * 60;
/** The longest a signed URL may work (as S3 presigned URLs): seven days. */
export const MAX_URL_TTL_SECONDS = 7 * 24 * 60 * 60;
/** HMAC-SHA256 keys shorter than this are refused. */
export const MIN_SECRET_BYTES = 32;
/** The path under `baseUrl` the BFF serves assets from: `GET /assets/*key`. */
export const ASSETS_PATH = '/assets/';

export interface UrlSignerOptions {
  /** HMAC key, at least 32 bytes; keep it in configuration, never in the repository. */
  secret: string | Buffer;
  /** Public origin (and path) of the BFF, e.g. `https://fabelhaft.example` or `http://localhost:3000/api`. */
  baseUrl: string;
  /** Clock in milliseconds (as `Date.now`); injectable for tests. */
  now?: () => number;
}

export type VerifyResult = 'ok' | 'expired' | 'invalid';

const EXPIRES = /^[0-9]{1,12}$/;
const SIG = /^[0-9a-f]{64}$/;
/** The owner a key belongs to: `owners/<ownerId>/…`. */
const OWNER_OF_KEY = /^owners\/([^/]+)\/./;

/**
 * Signs and verifies asset URLs: `${baseUrl}/assets/<key>?expires=<unix seconds>&sig=<hex HMAC-SHA256 of
 * "v2|<ownerId>|<key>|<expires>">`. Framework-free: the BFF's `GET /assets/*key` route calls
 * `verify(key, expires, sig)` and streams `storage.get(key)` on `'ok'`.
 *
 * Every link is for one owner's one object (issue #12): `sign` refuses keys outside `owners/<ownerId>/`, the
 * signature covers the owner and the exact key, and `verify` takes the owner from the key's own path, so a
 * link cannot be moved to another owner's object. `verify` also refuses an expiry further away than
 * `MAX_URL_TTL_SECONDS` — a link forged or leaked with `expires=999999999999` works for no one, however it
 * was signed — and the `max-age` it allows is capped the same way.
 */
export class UrlSigner {
  private readonly secret: Buffer;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(options: UrlSignerOptions) {
    const secret = typeof options.secret === 'string' ? Buffer.from(options.secret, 'utf8') : options.secret;
    if (!Buffer.isBuffer(secret) || secret.length < MIN_SECRET_BYTES) {
      throw new Error(`UrlSigner secret must be at least ${MIN_SECRET_BYTES} bytes`);
    }
    this.secret = Buffer.from(secret);
    this.baseUrl = new URL(options.baseUrl).toString().replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
  }

  /**
   * A URL to `ownerId`'s object `key` that works for `ttlSeconds` (default one hour, at most seven days).
   * Throws `StorageError` `STORAGE.NOT_OWNER` unless the key is under `owners/<ownerId>/`, `InvalidKeyError`
   * on a bad key.
   */
  sign(key: string, ownerId: string, ttlSeconds: number = DEFAULT_URL_TTL_SECONDS): string {
    validateKey(key);
    if (!key.startsWith(ownerPrefix(ownerId))) {
      throw new StorageError(StorageErrorCodes.NOT_OWNER, 'The key does not belong to this owner');
    }
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_URL_TTL_SECONDS) {
      throw new StorageError(
        StorageErrorCodes.INVALID_TTL,
        `ttlSeconds must be an integer from 1 to ${MAX_URL_TTL_SECONDS}`,
      );
    }
    const expires = this.nowSeconds() + ttlSeconds;
    const sig = this.signature(ownerId, key, String(expires));
    return `${this.baseUrl}${ASSETS_PATH}${key}?expires=${expires}&sig=${sig}`;
  }

  /**
   * Checks what a request to `GET /assets/<key>?expires=…&sig=…` carries. Accepts the raw query values (they
   * may be missing, repeated or junk): anything malformed or not signed with this secret is `'invalid'`; a
   * genuine URL past its expiry is `'expired'`; a key outside `owners/<ownerId>/` or an expiry more than
   * `MAX_URL_TTL_SECONDS` away is `'invalid'`. Never throws.
   */
  verify(key: unknown, expires: unknown, sig: unknown): VerifyResult {
    if (!isValidKey(key)) return 'invalid';
    const owner = OWNER_OF_KEY.exec(key)?.[1];
    if (!owner) return 'invalid';
    const expiresText = typeof expires === 'number' && Number.isInteger(expires) ? String(expires) : expires;
    if (typeof expiresText !== 'string' || !EXPIRES.test(expiresText)) return 'invalid';
    if (typeof sig !== 'string' || !SIG.test(sig)) return 'invalid';
    const expected = Buffer.from(this.signature(owner, key, expiresText), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
    const now = this.nowSeconds();
    if (Number(expiresText) - now > MAX_URL_TTL_SECONDS) return 'invalid';
    return now >= Number(expiresText) ? 'expired' : 'ok';
  }

  /** Seconds a verified URL has left (for `Cache-Control: private, max-age=…`): 0 when expired, never more than the longest TTL. */
  remainingSeconds(expires: string | number): number {
    return Math.min(MAX_URL_TTL_SECONDS, Math.max(0, Number(expires) - this.nowSeconds()));
  }

  private signature(ownerId: string, key: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`v2|${ownerId}|${key}|${expires}`).digest('hex');
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
