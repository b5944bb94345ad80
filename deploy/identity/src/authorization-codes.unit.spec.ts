import { AuthorizationCodes } from './authorization-codes';

const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };
const grant = { clientId: 'client', redirectUri: 'http://localhost:3000/auth/callback', tokens };

describe('AuthorizationCodes', () => {
  it('gives the tokens for a fresh code once', () => {
    const codes = new AuthorizationCodes(() => 0);
    const code = codes.issue(grant);
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, undefined)).toEqual({ ok: true, tokens });
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, undefined)).toMatchObject({ ok: false });
  });

  it('refuses a code after five minutes', () => {
    let now = 0;
    const codes = new AuthorizationCodes(() => now);
    const code = codes.issue(grant);
    now = 5 * 60 * 1000;
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, undefined)).toEqual({
      ok: false,
      reason: 'code expired',
    });
  });

  it('still accepts a code just before five minutes', () => {
    let now = 0;
    const codes = new AuthorizationCodes(() => now);
    const code = codes.issue(grant);
    now = 5 * 60 * 1000 - 1;
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, undefined)).toMatchObject({ ok: true });
  });

  it('binds a code to its client and redirect_uri, and burns it on a mismatch', () => {
    const codes = new AuthorizationCodes(() => 0);
    const code = codes.issue(grant);
    expect(codes.redeem(code, 'other-client', grant.redirectUri, undefined)).toMatchObject({ ok: false });
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, undefined)).toMatchObject({ ok: false });
    const second = codes.issue(grant);
    expect(codes.redeem(second, grant.clientId, 'http://localhost:3000/other', undefined)).toMatchObject({
      ok: false,
    });
  });

  it('needs the matching verifier when a plain PKCE challenge was given', () => {
    const codes = new AuthorizationCodes(() => 0);
    const challenge = { value: 'verifier-1', method: 'plain' as const };
    const code = codes.issue({ ...grant, codeChallenge: challenge });
    expect(codes.redeem(code, grant.clientId, grant.redirectUri, 'verifier-2')).toMatchObject({ ok: false });
    const again = codes.issue({ ...grant, codeChallenge: challenge });
    expect(codes.redeem(again, grant.clientId, grant.redirectUri, 'verifier-1')).toMatchObject({ ok: true });
  });
});
