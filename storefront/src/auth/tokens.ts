import type { AuthSession, AuthUser } from './types';

// Nothing here imports amazon-cognito-identity-js: start-up reads and judges the stored session with these
// helpers alone, so the library (and its Buffer and crypto polyfills) loads only when Cognito is called.

/**
 * A session as the storefront keeps it: the three tokens plus the clock drift (seconds this device's clock
 * runs ahead of the token issuer's), as amazon-cognito-identity-js stores them.
 */
export interface TokenSession extends AuthSession {
  clockDrift: number;
}

/**
 * A JWT's payload, decoded the way the library's CognitoJwtToken.decodePayload does it: the second
 * dot-separated part, base64 (standard or URL alphabet, padding optional), UTF-8, JSON; `{}` for anything
 * unreadable. The signature is not checked (the BFF verifies tokens; the browser only reads them).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (part === undefined) return {};
  try {
    const payload: unknown = JSON.parse(utf8(base64Bytes(part)));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Lenient like Node's Buffer.from(s, 'base64'): both alphabets, no padding needed, stray characters ignored. */
function base64Bytes(text: string): Uint8Array {
  let b64 = text
    .split('=')[0]!
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/[^A-Za-z0-9+/]/g, '');
  // A lone sixth of a byte at the end carries no data (Buffer drops it; atob would throw).
  if (b64.length % 4 === 1) b64 = b64.slice(0, -1);
  const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * UTF-8 to text. Through decodeURIComponent rather than TextDecoder, which jsdom (the component tests'
 * browser) lacks. Malformed UTF-8 throws, so such a payload reads as `{}` (the library would read it with
 * U+FFFD in place; a Cognito token never carries malformed UTF-8).
 */
function utf8(bytes: Uint8Array): string {
  let escaped = '';
  for (const byte of bytes) escaped += `%${byte.toString(16).padStart(2, '0')}`;
  return decodeURIComponent(escaped);
}

/** The token's `exp` (seconds), as the library's getExpiration returns it: whatever the claim holds. */
function expirationOf(token: string): unknown {
  return decodeJwtPayload(token).exp;
}

function issuedAtOf(token: string): unknown {
  return decodeJwtPayload(token).iat;
}

/** Claims that describe the token rather than the user; everything else is a user attribute. */
const TOKEN_CLAIMS = new Set([
  'aud',
  'amr',
  'at_hash',
  'auth_time',
  'azp',
  'cognito:groups',
  'cognito:preferred_role',
  'cognito:roles',
  'cognito:username',
  'event_id',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'origin_jti',
  'token_use',
]);

/**
 * The signed-in user as spec §2/§3 need it, read from the id token (the JWT): email (shown in the header),
 * sub, groups (`cognito:groups`) and the identity attributes as Name/Value pairs (as Cognito's GetUser lists
 * them). Returns null when the token carries no subject, i.e. it is not a readable id token.
 */
export function userFromIdToken(idToken: string): AuthUser | null {
  const payload = decodeJwtPayload(idToken);
  if (typeof payload.sub !== 'string' || !payload.sub) return null;
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((g): g is string => typeof g === 'string')
    : [];
  const attributes = Object.entries(payload)
    .filter(
      ([name, value]) => !TOKEN_CLAIMS.has(name) && ['string', 'number', 'boolean'].includes(typeof value),
    )
    .map(([name, value]) => ({ Name: name, Value: String(value) }));
  return {
    sub: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    groups,
    attributes,
  };
}

/** The tokens the auth context shows (spec §3 Session). */
export function toAuthSession(session: TokenSession): AuthSession {
  return { idToken: session.idToken, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/**
 * The library's CognitoUserSession.calculateClockDrift: now minus the earlier of the two issue times, in
 * whole seconds; NaN when a token has no `iat`.
 */
export function calculateClockDrift(
  tokens: { idToken: string; accessToken: string },
  nowMs: number = Date.now(),
): number {
  const iat = Math.min(Number(issuedAtOf(tokens.accessToken)), Number(issuedAtOf(tokens.idToken)));
  return Math.floor(nowMs / 1000) - iat;
}

/**
 * spec §4: the session is valid while neither token has expired, judged on the local clock corrected for
 * the drift (so a device whose clock runs ahead does not throw fresh tokens away). The rule of the library's
 * CognitoUserSession.isValid (`now - clockDrift < exp` for both tokens; a missing `exp` is invalid), but on
 * an injectable clock.
 */
export function isSessionValid(session: TokenSession, nowMs: number): boolean {
  const adjusted = Math.floor(nowMs / 1000) - session.clockDrift;
  // Number() is the coercion `<` applies to a non-number claim, so this matches the library exactly.
  return (
    adjusted < Number(expirationOf(session.accessToken)) && adjusted < Number(expirationOf(session.idToken))
  );
}

/**
 * A session from raw tokens. With a clock drift (as stored) it is used as is; without one it is measured
 * now, from the tokens' issue time against this device's clock (as the library does for fresh tokens).
 */
export function sessionFromTokens(
  tokens: { idToken: string; accessToken: string; refreshToken: string },
  clockDrift?: number,
  nowMs: number = Date.now(),
): TokenSession {
  return {
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    clockDrift: finiteOrZero(clockDrift ?? calculateClockDrift(tokens, nowMs)),
  };
}

/** An unmeasurable drift counts as none (the library stores it as "NaN" and reads that back as 0). */
function finiteOrZero(drift: unknown): number {
  return typeof drift === 'number' && Number.isFinite(drift) ? drift : 0;
}
