// Tests may use the library (they are not shipped): it is the reference the light-weight helpers must match.
import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { jwt, nowSeconds, tokenSet } from './auth-test-kit';
import { fromLibrarySession } from './cognito-client';
import {
  calculateClockDrift,
  decodeJwtPayload,
  isSessionValid,
  sessionFromTokens,
  userFromIdToken,
} from './tokens';

describe('session expiry corrected for clock drift (spec §4)', () => {
  const iat = 1_900_000_000;
  const tokens = tokenSet({ iat, lifetime: 3600 });

  it('is valid until the expiry, judged on the server clock', () => {
    const session = sessionFromTokens(tokens, 0);
    expect(isSessionValid(session, (iat + 3599) * 1000)).toBe(true);
    expect(isSessionValid(session, (iat + 3600) * 1000)).toBe(false);
  });

  it('shifts the expiry by the drift of a clock that runs ahead or behind', () => {
    const ahead = sessionFromTokens(tokens, 300);
    expect(ahead.clockDrift).toBe(300);
    expect(isSessionValid(ahead, (iat + 3600 + 299) * 1000)).toBe(true);
    expect(isSessionValid(ahead, (iat + 3600 + 300) * 1000)).toBe(false);
    const behind = sessionFromTokens(tokens, -300);
    expect(isSessionValid(behind, (iat + 3600 - 301) * 1000)).toBe(true);
    expect(isSessionValid(behind, (iat + 3600 - 300) * 1000)).toBe(false);
  });

  it('uses the earlier of the two expiries', () => {
    const id = tokenSet({ iat, lifetime: 600 }).idToken;
    const session = sessionFromTokens({ ...tokens, idToken: id }, 0);
    expect(isSessionValid(session, (iat + 599) * 1000)).toBe(true);
    expect(isSessionValid(session, (iat + 600) * 1000)).toBe(false);
  });

  it('measures the drift itself when none is stored (the library’s rule: now − iat)', () => {
    const session = sessionFromTokens(tokenSet({ iat: nowSeconds(Date.now()) - 42 }));
    expect(session.clockDrift).toBeGreaterThanOrEqual(42);
    expect(session.clockDrift).toBeLessThan(45);
  });

  it('treats a token without expiry as invalid', () => {
    const session = sessionFromTokens({ idToken: 'x', accessToken: 'y', refreshToken: '' }, 0);
    expect(isSessionValid(session, 0)).toBe(false);
  });
});

describe('user from the id token (spec §2, §3)', () => {
  it('reads email, sub, groups and the attributes as Name/Value pairs', () => {
    const token = jwt({
      sub: 's-1',
      email: 'a@b.c',
      email_verified: true,
      'custom:plan': 'family',
      'cognito:groups': ['support'],
      'cognito:username': 'a@b.c',
      iat: 1,
      exp: 2,
      token_use: 'id',
      aud: 'client',
    });
    expect(userFromIdToken(token)).toEqual({
      sub: 's-1',
      email: 'a@b.c',
      groups: ['support'],
      attributes: [
        { Name: 'sub', Value: 's-1' },
        { Name: 'email', Value: 'a@b.c' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:plan', Value: 'family' },
      ],
    });
  });

  it('has no groups when the claim is missing, and no user without a subject', () => {
    expect(userFromIdToken(jwt({ sub: 's', email: 'e' }))?.groups).toEqual([]);
    expect(userFromIdToken(jwt({ email: 'e' }))).toBeNull();
    expect(userFromIdToken('garbage')).toBeNull();
  });
});

describe('the same reading and rules as amazon-cognito-identity-js, without loading it', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const payloads = [
    jwt({ sub: 's', email: 'jürgen@straße.de', name: 'Zoë 🐻', exp: 2, iat: 1 }),
    // standard alphabet with padding, and the URL alphabet without (JWTs use the latter)
    `h.${b64(JSON.stringify({ sub: '?>?>', n: '~~~' }))}.s`,
    `h.${Buffer.from(JSON.stringify({ sub: '?>?>', n: '~~~' })).toString('base64url')}.s`,
    `h.${Buffer.from(JSON.stringify({ a: 'xy' })).toString('base64url')}`,
    'garbage',
    '',
    'a.b.c',
    'a..c',
    `h.${b64('not json')}.s`,
    `h.${b64('{"a":1}')}\n.s`,
  ];

  it.each(payloads)('decodes %j as CognitoJwtToken.decodePayload does', (token) => {
    expect(decodeJwtPayload(token)).toEqual(new CognitoIdToken({ IdToken: token }).decodePayload());
  });

  const library = (
    tokens: { idToken: string; accessToken: string; refreshToken: string },
    clockDrift?: number,
  ) =>
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
      ...(clockDrift === undefined ? {} : { ClockDrift: clockDrift }),
    } as ConstructorParameters<typeof CognitoUserSession>[0]);

  afterEach(() => jest.useRealTimers());

  it('judges validity like CognitoUserSession.isValid for every drift and moment around the expiry', () => {
    const iat = 1_900_000_000;
    const tokens = {
      ...tokenSet({ iat, lifetime: 3600 }),
      idToken: tokenSet({ iat, lifetime: 1800 }).idToken,
    };
    for (const drift of [-301, -1, 0, 1, 299, 300]) {
      for (const offset of [-302, -301, -300, -1, 0, 1, 299, 300, 301]) {
        for (const expiry of [1800, 3600]) {
          const nowMs = (iat + expiry + offset) * 1000 + 999;
          jest.useFakeTimers({ now: nowMs });
          expect([drift, offset, expiry, isSessionValid(sessionFromTokens(tokens, drift), nowMs)]).toEqual([
            drift,
            offset,
            expiry,
            library(tokens, drift).isValid(),
          ]);
        }
      }
    }
  });

  it('measures the drift like CognitoUserSession.calculateClockDrift (the earlier issue time)', () => {
    const nowMs = 1_900_000_123_456;
    jest.useFakeTimers({ now: nowMs });
    const tokens = { ...tokenSet({ iat: 1_900_000_000 }), idToken: tokenSet({ iat: 1_900_000_050 }).idToken };
    // getClockDrift is missing from the library's typings.
    const measured = (library(tokens) as unknown as { getClockDrift(): number }).getClockDrift();
    expect(calculateClockDrift(tokens, nowMs)).toBe(measured);
    expect(calculateClockDrift(tokens, nowMs)).toBe(123);
    expect(sessionFromTokens(tokens, undefined, nowMs).clockDrift).toBe(123);
  });

  it('takes tokens and drift over from a library session', () => {
    const tokens = tokenSet({ iat: 1_900_000_000 });
    expect(fromLibrarySession(library(tokens, 42))).toEqual({ ...tokens, clockDrift: 42 });
  });
});
