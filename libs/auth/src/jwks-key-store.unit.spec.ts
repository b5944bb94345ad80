import { generateKeyPairSync } from 'node:crypto';
import { JwksKeyStore, kidOf, type JsonWebKeySet } from './jwks-key-store';

const jwkOf = (kid: string) => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return { ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
};
const k1 = jwkOf('k1');
const k2 = jwkOf('k2');

/** A JWKS endpoint we control: what it answers, whether it fails, and how often it was asked. */
function endpoint(initial: JsonWebKeySet) {
  const state = { set: initial, fail: false, calls: 0, delayMs: 0 };
  const fetchJwks = async () => {
    state.calls += 1;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (state.fail) throw new Error('pool unreachable');
    return state.set;
  };
  return { state, fetchJwks };
}

describe('JwksKeyStore (issue #12: logins that cannot be knocked over)', () => {
  let clock: { ms: number };
  beforeEach(() => {
    clock = { ms: 1_000_000 };
  });
  const store = (fetchJwks: () => Promise<JsonWebKeySet>, extra = {}) =>
    new JwksKeyStore({ jwksUri: 'http://pool/jwks', fetchJwks, now: () => clock.ms, ...extra });

  it('loads once and answers known keys from memory', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    const keys = store(fetchJwks);
    const pem = await keys.keyFor('k1');
    expect(pem).toContain('BEGIN PUBLIC KEY');
    for (let i = 0; i < 5; i += 1) expect(await keys.keyFor('k1')).toBe(pem);
    expect(state.calls).toBe(1);
  });

  it('a flood of unknown kids costs one refetch per interval and never fails the known key', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    const keys = store(fetchJwks, { unknownKidRefetchIntervalMs: 30_000 });
    await keys.keyFor('k1');
    const forged = await Promise.all(Array.from({ length: 50 }, (_, i) => keys.keyFor(`random-${i}`)));
    expect(forged.every((k) => k === null)).toBe(true);
    expect(state.calls).toBe(2);
    expect(await keys.keyFor('k1')).toContain('BEGIN PUBLIC KEY');
    for (let i = 0; i < 20; i += 1) await keys.keyFor(`more-${i}`);
    expect(state.calls).toBe(2);
    clock.ms += 30_001;
    await keys.keyFor('another');
    expect(state.calls).toBe(3);
  });

  it('a known key does not wait for a slow refetch caused by an unknown kid', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    const keys = store(fetchJwks);
    await keys.keyFor('k1');
    state.delayMs = 200;
    const unknown = keys.keyFor('rotated?');
    const started = Date.now();
    expect(await keys.keyFor('k1')).toContain('BEGIN PUBLIC KEY');
    expect(Date.now() - started).toBeLessThan(100);
    await unknown;
  });

  it('picks up a rotated key with one refetch', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    const keys = store(fetchJwks);
    await keys.keyFor('k1');
    state.set = { keys: [k1, k2] };
    expect(await keys.keyFor('k2')).toContain('BEGIN PUBLIC KEY');
    expect(state.calls).toBe(2);
  });

  it('serves stale keys when the refresh fails', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    const errors: unknown[] = [];
    const keys = store(fetchJwks, { refreshAfterMs: 1_000, onFetchError: (e: unknown) => errors.push(e) });
    const pem = await keys.keyFor('k1');
    state.fail = true;
    clock.ms += 5_000;
    expect(await keys.keyFor('k1')).toBe(pem); // answered at once, refresh in the background
    await new Promise((r) => setImmediate(r));
    expect(state.calls).toBe(2);
    expect(errors).toHaveLength(1);
    expect(await keys.keyFor('k1')).toBe(pem);
  });

  it('backs off after a failed first load instead of fetching on every request', async () => {
    const { state, fetchJwks } = endpoint({ keys: [k1] });
    state.fail = true;
    const keys = store(fetchJwks, { failureBackoffMs: 5_000 });
    expect(await keys.keyFor('k1')).toBeNull();
    expect(await keys.keyFor('k1')).toBeNull();
    expect(state.calls).toBe(1);
    state.fail = false;
    clock.ms += 5_001;
    expect(await keys.keyFor('k1')).toContain('BEGIN PUBLIC KEY');
  });

  it('refuses a token without a kid, and ignores keys that are not RSA signing keys', async () => {
    const { fetchJwks } = endpoint({ keys: [{ ...k2, use: 'enc' }, k1] });
    const keys = store(fetchJwks);
    expect(await keys.keyFor(undefined)).toBeNull();
    expect(await keys.keyFor('k1')).not.toBeNull();
    expect(await keys.keyFor('k2')).toBeNull();
  });

  it('reads the kid of a compact JWT header', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'abc' })).toString('base64url');
    expect(kidOf(`${header}.e30.sig`)).toBe('abc');
    expect(kidOf('garbage')).toBeUndefined();
    expect(kidOf(`${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`)).toBeUndefined();
  });
});
