import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { IdentityHandle } from './identity';
import {
  CALLBACK_URL,
  STOREFRONT_URL,
  claims,
  form,
  startTestIdentity,
  temporaryDataDir,
  verifyWithJwks,
} from './test-kit';

const GOOGLE_EMAIL = 'google.tester@fabelhaft.local';
const APPLE_EMAIL = 'apple.tester@fabelhaft.local';

interface TokenResponse {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
}

describe('hosted-login stand-in (/oauth2/authorize, /oauth2/token, /logout)', () => {
  const dataDir = temporaryDataDir();
  let identity: IdentityHandle;

  beforeAll(async () => {
    identity = await startTestIdentity(dataDir);
  });

  afterAll(async () => {
    await identity?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The storefront's authorize redirect (spec §4), with overrides. */
  function authorizeUrl(overrides: Record<string, string | null> = {}): string {
    const params: Record<string, string | null> = {
      client_id: identity.facts.clientId,
      response_type: 'code',
      scope: 'email openid profile',
      redirect_uri: CALLBACK_URL,
      state: 'state-123',
      ...overrides,
    };
    const query = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return `${identity.facts.hostedLoginUrl}?${query}`;
  }

  /** What a browser does on the page: submit the form's hidden fields with the chosen identity's button. */
  async function choose(pageUrl: string, provider: string): Promise<Response> {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        unescape(m[2]),
      ]),
    );
    return fetch(`${identity.url}/login`, form({ ...hidden, identity: provider }));
  }

  async function signInWithCode(provider: string, overrides: Record<string, string | null> = {}) {
    const answer = await choose(authorizeUrl(overrides), provider);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    return { location, code: location.searchParams.get('code') ?? '' };
  }

  function token(fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
    const request = form(fields);
    return fetch(`${identity.url}/oauth2/token`, {
      ...request,
      ...init,
      headers: {
        ...(request.headers as Record<string, string>),
        ...(init.headers as Record<string, string>),
      },
    });
  }

  it('shows an accessible page offering both test identities, or only the requested provider', async () => {
    const page = await fetch(authorizeUrl());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Local sign-in (test identities)');
    expect(html).toContain(GOOGLE_EMAIL);
    expect(html).toContain(APPLE_EMAIL);
    expect(html).toContain(':focus-visible');

    const googleOnly = await (await fetch(authorizeUrl({ identity_provider: 'Google' }))).text();
    expect(googleOnly).toContain(GOOGLE_EMAIL);
    expect(googleOnly).not.toContain(APPLE_EMAIL);
    for (const name of ['SignInWithApple', 'Apple']) {
      const appleOnly = await (await fetch(authorizeUrl({ identity_provider: name }))).text();
      expect(appleOnly).toContain(APPLE_EMAIL);
      expect(appleOnly).not.toContain(GOOGLE_EMAIL);
    }
  });

  it('signs the chosen Google identity in and redirects back with a code and the state, which buys its tokens', async () => {
    const { location, code } = await signInWithCode('Google', { identity_provider: 'Google' });
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(code).not.toBe('');

    const response = await token({
      grant_type: 'authorization_code',
      client_id: identity.facts.clientId,
      code,
      redirect_uri: CALLBACK_URL,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenResponse;
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
    });
    const idClaims = await verifyWithJwks(tokens.id_token, identity.facts.jwksUri, {
      issuer: identity.facts.issuer,
      audience: identity.facts.clientId,
    });
    expect(idClaims).toMatchObject({
      email: GOOGLE_EMAIL,
      'cognito:username': 'Google_1000000001',
      token_use: 'id',
    });
    expect(claims(tokens.access_token)).toMatchObject({ token_use: 'access', username: 'Google_1000000001' });
  });

  it('signs the Apple identity in as a SignInWithApple_ user', async () => {
    const { code } = await signInWithCode('SignInWithApple');
    const response = await token({
      grant_type: 'authorization_code',
      client_id: identity.facts.clientId,
      code,
      redirect_uri: CALLBACK_URL,
    });
    const tokens = (await response.json()) as TokenResponse;
    expect(claims(tokens.id_token)).toMatchObject({ email: APPLE_EMAIL });
    expect(String(claims(tokens.id_token)['cognito:username'])).toMatch(/^SignInWithApple_/);
  });

  it('accepts a code only once, and only for the client and redirect_uri it was issued to', async () => {
    const fields = (code: string) => ({
      grant_type: 'authorization_code',
      client_id: identity.facts.clientId,
      code,
      redirect_uri: CALLBACK_URL,
    });
    const { code } = await signInWithCode('Google');
    expect((await token(fields(code))).status).toBe(200);
    const replay = await token(fields(code));
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });

    const other = await signInWithCode('Google');
    const wrongRedirect = await token({ ...fields(other.code), redirect_uri: `${STOREFRONT_URL}/elsewhere` });
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });

    const unknown = await token(fields('no-such-code'));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['an unknown client_id', { client_id: 'no-such-client' }, /unknown client_id/],
    [
      'a redirect_uri that is not a callback URL',
      { redirect_uri: 'http://localhost:3000/evil' },
      /redirect_uri/,
    ],
    ['response_type=token', { response_type: 'token' }, /response_type/],
    ['a scope without openid', { scope: 'email profile' }, /openid/],
    ['an unknown identity_provider', { identity_provider: 'Facebook' }, /identity_provider/],
  ])('rejects an authorize request with %s with a 400 page', async (_name, overrides, message) => {
    const response = await fetch(authorizeUrl(overrides), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(message);
  });

  it('refuses a tampered login form the same way as the authorize request', async () => {
    const response = await fetch(
      `${identity.url}/login`,
      form({
        client_id: identity.facts.clientId,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'https://evil.example/cb',
        identity: 'Google',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('refreshes tokens with grant_type=refresh_token and refuses an unknown refresh token', async () => {
    const { code } = await signInWithCode('Google');
    const first = (await (
      await token({
        grant_type: 'authorization_code',
        client_id: identity.facts.clientId,
        code,
        redirect_uri: CALLBACK_URL,
      })
    ).json()) as TokenResponse;

    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: identity.facts.clientId,
      refresh_token: first.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as TokenResponse;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(claims(tokens.id_token)).toMatchObject({ email: GOOGLE_EMAIL, iss: identity.facts.issuer });
    expect(claims(tokens.id_token)['jti']).not.toBe(claims(first.id_token)['jti']);

    const bogus = await token({
      grant_type: 'refresh_token',
      client_id: identity.facts.clientId,
      refresh_token: 'x.y.z',
    });
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('takes the client from HTTP Basic auth and checks a PKCE verifier when a challenge was sent', async () => {
    const verifier = 'a-verifier-that-is-long-enough-for-pkce-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const basic = {
      headers: { authorization: `Basic ${Buffer.from(`${identity.facts.clientId}:`).toString('base64')}` },
    };

    const withoutVerifier = await signInWithCode('Google', pkce);
    const refused = await token(
      { grant_type: 'authorization_code', code: withoutVerifier.code, redirect_uri: CALLBACK_URL },
      basic,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });

    const withVerifier = await signInWithCode('Google', pkce);
    const accepted = await token(
      {
        grant_type: 'authorization_code',
        code: withVerifier.code,
        redirect_uri: CALLBACK_URL,
        code_verifier: verifier,
      },
      basic,
    );
    expect(accepted.status).toBe(200);
  });

  it('answers CORS on /oauth2/token for the storefront', async () => {
    const preflight = await fetch(`${identity.url}/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: STOREFRONT_URL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(STOREFRONT_URL);
    const answer = await token(
      { grant_type: 'refresh_token', client_id: identity.facts.clientId, refresh_token: 'x' },
      {
        headers: { origin: STOREFRONT_URL },
      },
    );
    expect(answer.headers.get('access-control-allow-origin')).toBe(STOREFRONT_URL);
  });

  it('redirects /logout to an allowed logout_uri and refuses any other', async () => {
    const logout = (logoutUri: string) =>
      fetch(
        `${identity.url}/logout?${new URLSearchParams({ client_id: identity.facts.clientId, logout_uri: logoutUri })}`,
        { redirect: 'manual' },
      );
    const allowed = await logout(`${STOREFRONT_URL}/`);
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get('location')).toBe(`${STOREFRONT_URL}/`);
    expect((await logout('https://evil.example/')).status).toBe(400);
  });
});

function unescape(value: string): string {
  return value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}
