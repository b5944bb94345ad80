import { createHmac } from 'node:crypto';
import { InvalidKeyError, StorageErrorCodes } from './errors';
import { ownerKey } from './keys';
import { DEFAULT_URL_TTL_SECONDS, MAX_URL_TTL_SECONDS, UrlSigner } from './url-signer';

const SECRET = 'test-secret-that-is-at-least-32-bytes-long';
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0); // ms
const T0_SECONDS = T0 / 1000;

function signerAt(clock: { ms: number }, secret = SECRET, baseUrl = 'https://fabelhaft.example') {
  return new UrlSigner({ secret, baseUrl, now: () => clock.ms });
}

/** Splits a signed URL into what the BFF route sees: the key from the path and the query values. */
function parse(url: string): { key: string; expires: string; sig: string } {
  const parsed = new URL(url);
  return {
    key: parsed.pathname.replace(/^\/assets\//, ''),
    expires: parsed.searchParams.get('expires') ?? '',
    sig: parsed.searchParams.get('sig') ?? '',
  };
}

describe('UrlSigner', () => {
  const key = ownerKey('u1', 'covers', 'book-1.webp');
  let clock: { ms: number };
  let signer: UrlSigner;

  beforeEach(() => {
    clock = { ms: T0 };
    signer = signerAt(clock);
  });

  it('produces ${baseUrl}/assets/<key>?expires=<unix>&sig=<hex hmac-sha256 over v2|owner|key|expires>', () => {
    const url = signer.sign(key, 'u1', 600);
    const expires = T0_SECONDS + 600;
    const sig = createHmac('sha256', SECRET).update(`v2|u1|${key}|${expires}`).digest('hex');
    expect(url).toBe(`https://fabelhaft.example/assets/${key}?expires=${expires}&sig=${sig}`);
  });

  it('uses a one-hour default TTL', () => {
    expect(DEFAULT_URL_TTL_SECONDS).toBe(3600);
    expect(parse(signer.sign(key, 'u1')).expires).toBe(String(T0_SECONDS + 3600));
  });

  it('handles a base URL with a path and a trailing slash', () => {
    const url = signerAt(clock, SECRET, 'http://localhost:3000/api/').sign(key, 'u1', 60);
    expect(url.startsWith(`http://localhost:3000/api/assets/${key}?expires=`)).toBe(true);
  });

  it('verifies its own URL as ok, accepting a numeric expires too', () => {
    const { key: k, expires, sig } = parse(signer.sign(key, 'u1', 600));
    expect(k).toBe(key);
    expect(signer.verify(k, expires, sig)).toBe('ok');
    expect(signer.verify(k, Number(expires), sig)).toBe('ok');
    expect(signer.remainingSeconds(expires)).toBe(600);
  });

  it('reports expired once the clock reaches the expiry', () => {
    const { expires, sig } = parse(signer.sign(key, 'u1', 600));
    clock.ms = T0 + 599_999;
    expect(signer.verify(key, expires, sig)).toBe('ok');
    clock.ms = T0 + 600_000;
    expect(signer.verify(key, expires, sig)).toBe('expired');
    clock.ms = T0 + 86_400_000;
    expect(signer.verify(key, expires, sig)).toBe('expired');
    expect(signer.remainingSeconds(expires)).toBe(0);
  });

  it.each([
    [
      'another key',
      (u: ReturnType<typeof parse>) => ({ ...u, key: ownerKey('u2', 'covers', 'book-1.webp') }),
    ],
    ['a longer key', (u: ReturnType<typeof parse>) => ({ ...u, key: `${u.key}x` })],
    ['a later expiry', (u: ReturnType<typeof parse>) => ({ ...u, expires: String(Number(u.expires) + 1) })],
    ['a zero-padded expiry', (u: ReturnType<typeof parse>) => ({ ...u, expires: `0${u.expires}` })],
    ['a flipped sig digit', (u: ReturnType<typeof parse>) => ({ ...u, sig: flip(u.sig) })],
    ['an upper-case sig', (u: ReturnType<typeof parse>) => ({ ...u, sig: u.sig.toUpperCase() })],
    ['a truncated sig', (u: ReturnType<typeof parse>) => ({ ...u, sig: u.sig.slice(0, 63) })],
    ['an extended sig', (u: ReturnType<typeof parse>) => ({ ...u, sig: `${u.sig}00` })],
    ['an empty sig', (u: ReturnType<typeof parse>) => ({ ...u, sig: '' })],
    ['a negative expiry', (u: ReturnType<typeof parse>) => ({ ...u, expires: `-${u.expires}` })],
    ['a non-numeric expiry', (u: ReturnType<typeof parse>) => ({ ...u, expires: 'never' })],
    ['a traversal key', (u: ReturnType<typeof parse>) => ({ ...u, key: `../${u.key}` })],
  ])('reports invalid for %s', (_what, tamper) => {
    const { key: k, expires, sig } = tamper(parse(signer.sign(key, 'u1', 600)));
    expect(signer.verify(k, expires, sig)).toBe('invalid');
  });

  it('refuses a far-future expiry even when correctly signed, and caps max-age (issue #12)', () => {
    const forged = 999_999_999_999;
    const sig = createHmac('sha256', SECRET).update(`v2|u1|${key}|${forged}`).digest('hex');
    expect(signer.verify(key, String(forged), sig)).toBe('invalid');
    const longest = T0_SECONDS + MAX_URL_TTL_SECONDS;
    const okSig = createHmac('sha256', SECRET).update(`v2|u1|${key}|${longest}`).digest('hex');
    expect(signer.verify(key, String(longest), okSig)).toBe('ok');
    expect(signer.remainingSeconds(forged)).toBe(MAX_URL_TTL_SECONDS);
  });

  it('binds the signature to the owner: the same key and expiry signed without the owner do not verify', () => {
    const { expires } = parse(signer.sign(key, 'u1', 600));
    const legacy = createHmac('sha256', SECRET).update(`${key}|${expires}`).digest('hex');
    expect(signer.verify(key, expires, legacy)).toBe('invalid');
    const otherOwner = createHmac('sha256', SECRET).update(`v2|u2|${key}|${expires}`).digest('hex');
    expect(signer.verify(key, expires, otherOwner)).toBe('invalid');
  });

  it('reports invalid for a key outside any owner folder', () => {
    const k = 'public/logo.png';
    const { expires } = parse(signer.sign(key, 'u1', 600));
    const sig = createHmac('sha256', SECRET).update(`v2|u1|${k}|${expires}`).digest('hex');
    expect(signer.verify(k, expires, sig)).toBe('invalid');
  });

  it('reports invalid, not expired, for a tampered URL past its expiry', () => {
    const { expires, sig } = parse(signer.sign(key, 'u1', 60));
    clock.ms = T0 + 3_600_000;
    expect(signer.verify(key, expires, flip(sig))).toBe('invalid');
  });

  it('reports invalid for missing, repeated or non-string query values and never throws', () => {
    const { expires, sig } = parse(signer.sign(key, 'u1', 600));
    expect(signer.verify(key, undefined, sig)).toBe('invalid');
    expect(signer.verify(key, expires, undefined)).toBe('invalid');
    expect(signer.verify(key, [expires, expires], sig)).toBe('invalid');
    expect(signer.verify(key, expires, [sig])).toBe('invalid');
    expect(signer.verify(key.split('/'), expires, sig)).toBe('invalid');
    expect(signer.verify(key, 1.5, sig)).toBe('invalid');
  });

  it('reports invalid for a URL signed with a different secret', () => {
    const other = signerAt(clock, 'another-secret-that-is-also-32-bytes-long!');
    const { expires, sig } = parse(other.sign(key, 'u1', 600));
    expect(signer.verify(key, expires, sig)).toBe('invalid');
    expect(other.verify(key, expires, sig)).toBe('ok');
  });

  it('signs for an owner only keys under owners/<ownerId>/', () => {
    const mine = parse(signer.sign(key, 'u1', 600));
    expect(signer.verify(mine.key, mine.expires, mine.sig)).toBe('ok');
    for (const ownerId of ['u2', 'u', 'u1x']) {
      expect(() => signer.sign(key, ownerId, 600)).toThrow(
        expect.objectContaining({ code: StorageErrorCodes.NOT_OWNER }),
      );
    }
    expect(() => signer.sign('public/logo.png', 'u1', 600)).toThrow(
      expect.objectContaining({ code: StorageErrorCodes.NOT_OWNER }),
    );
    expect(() => signer.sign(key, '../u1', 600)).toThrow(InvalidKeyError);
  });

  it('refuses bad keys and TTLs when signing', () => {
    expect(() => signer.sign('../etc/passwd', 'u1', 60)).toThrow(InvalidKeyError);
    expect(() => signer.sign('/abs', 'u1', 60)).toThrow(InvalidKeyError);
    for (const ttl of [0, -1, 1.5, Number.NaN, MAX_URL_TTL_SECONDS + 1]) {
      expect(() => signer.sign(key, 'u1', ttl)).toThrow(
        expect.objectContaining({ code: StorageErrorCodes.INVALID_TTL }),
      );
    }
    expect(() => signer.sign(key, 'u1', MAX_URL_TTL_SECONDS)).not.toThrow();
  });

  it('refuses a short secret and a malformed base URL', () => {
    expect(() => new UrlSigner({ secret: 'short', baseUrl: 'https://x.example' })).toThrow(
      /at least 32 bytes/,
    );
    expect(() => new UrlSigner({ secret: SECRET, baseUrl: 'not a url' })).toThrow();
  });

  it('reads the real clock by default', () => {
    const real = new UrlSigner({ secret: Buffer.alloc(32, 7), baseUrl: 'https://x.example' });
    const { expires, sig } = parse(real.sign(key, 'u1', 60));
    expect(Number(expires)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 59);
    expect(real.verify(key, expires, sig)).toBe('ok');
  });
});

function flip(hex: string): string {
  return (hex[0] === '0' ? '1' : '0') + hex.slice(1);
}
