import { CognitoUserPool, type CognitoUserSession } from 'amazon-cognito-identity-js';
import {
  CLIENT_ID,
  POOL_ID,
  SETTINGS,
  cognitoError,
  nowSeconds,
  storeSession,
  testManager,
  tokenSet,
} from './auth-test-kit';
import { AUTH_MESSAGES, AuthError } from './errors';
import { INITIAL_AUTH_STATE } from './session';
import { FallbackStorage, cognitoStorageKeys } from './storage';

const USER = 'demo@fabelhaft.local';
const KEYS = cognitoStorageKeys(CLIENT_ID, USER);

function passwordAuth(tokens: ReturnType<typeof tokenSet>) {
  return (params: Record<string, unknown>) => {
    expect(params.AuthFlow).toBe('USER_PASSWORD_AUTH');
    return {
      AuthenticationResult: {
        IdToken: tokens.idToken,
        AccessToken: tokens.accessToken,
        RefreshToken: tokens.refreshToken,
      },
    };
  };
}

describe('start-up (spec §4)', () => {
  it('starts loading and ends with no user when no identity pool is configured', async () => {
    const t = testManager({ cognito: { ...SETTINGS, userPoolId: '', clientId: '' } });
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: true });
    await t.manager.start();
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
    expect(t.cognito.calls).toEqual([]);
  });

  it('ends with no user when no current user is stored', async () => {
    const t = testManager();
    await t.manager.start();
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
    expect(t.cognito.calls).toEqual([]);
  });

  it('ends with no user when the stored session is unreadable', async () => {
    const t = testManager();
    t.storage.setItem(KEYS.lastAuthUser, USER);
    t.storage.setItem(KEYS.idToken, 'not-a-jwt');
    t.storage.setItem(KEYS.accessToken, 'garbage');
    await t.manager.start();
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
  });

  it('ends with no user when the current user has no id token stored', async () => {
    const t = testManager();
    t.storage.setItem(KEYS.lastAuthUser, USER);
    await t.manager.start();
    expect(t.manager.getState().user).toBeNull();
    expect(t.manager.getState().isLoading).toBe(false);
    expect(t.logs).toContain('Stored session could not be restored');
  });

  it('sets user and session from a readable stored session', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now), groups: ['support'] });
    storeSession(t.storage, USER, tokens);
    await t.manager.start();
    const state = t.manager.getState();
    expect(state.isLoading).toBe(false);
    expect(state.session).toEqual(tokens);
    expect(state.user).toMatchObject({ email: USER, sub: `sub-${USER}`, groups: ['support'] });
    expect(state.user?.attributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: USER },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'sub', Value: `sub-${USER}` },
      ]),
    );
    // Token bookkeeping claims are not user attributes.
    expect(state.user?.attributes.map((a) => a.Name)).not.toContain('exp');
    expect(t.cognito.calls).toEqual([]);
  });

  it('refreshes an expired stored session before setting the user', async () => {
    const t = testManager();
    const old = tokenSet({ iat: nowSeconds(t.clock.now) - 7200 });
    const fresh = tokenSet({ iat: nowSeconds(t.clock.now), n: 2 });
    storeSession(t.storage, USER, old);
    t.cognito.handlers.InitiateAuth = () => ({
      AuthenticationResult: { IdToken: fresh.idToken, AccessToken: fresh.accessToken },
    });
    await t.manager.start();
    expect(t.manager.getState().session).toEqual({ ...fresh, refreshToken: old.refreshToken });
  });
});

describe('password sign-in (spec §4)', () => {
  it('signs in with USER_PASSWORD_AUTH, stores the tokens under the library keys and sets the user', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    t.cognito.handlers.InitiateAuth = passwordAuth(tokens);
    await t.manager.start();
    await t.manager.signIn(` ${USER} `, 'Fabelhaft-Demo-1!');
    expect(t.cognito.calls[0]?.params).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: USER, PASSWORD: 'Fabelhaft-Demo-1!' },
    });
    expect(t.manager.getState()).toMatchObject({ isLoading: false, session: tokens, user: { email: USER } });
    expect(t.storage.getItem(KEYS.lastAuthUser)).toBe(USER);
    expect(t.storage.getItem(KEYS.idToken)).toBe(tokens.idToken);
    expect(t.storage.getItem(KEYS.refreshToken)).toBe(tokens.refreshToken);
  });

  it('treats a new-password-required challenge as a failure with the spec text', async () => {
    const t = testManager();
    t.cognito.handlers.InitiateAuth = () => ({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'challenge-session',
      ChallengeParameters: { userAttributes: '{"email":"demo@fabelhaft.local"}', requiredAttributes: '[]' },
    });
    const failure = t.manager.signIn(USER, 'temporary');
    await expect(failure).rejects.toThrow(new Error('Password reset required. Please use the hosted login'));
    await expect(failure).rejects.toMatchObject({ code: 'PasswordResetRequired' });
    expect(t.manager.getState().user).toBeNull();
    expect(t.storage.getItem(KEYS.idToken)).toBeNull();
  });

  it('passes a rejected password on as NotAuthorizedException and stays signed out', async () => {
    const t = testManager();
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    };
    await t.manager.start();
    await expect(t.manager.signIn(USER, 'wrong')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
  });

  it('reports a network failure as "Network error" with code NetworkError', async () => {
    const t = testManager();
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NetworkError', 'Network error');
    };
    await expect(t.manager.signIn(USER, 'x')).rejects.toEqual(new AuthError('Network error', 'NetworkError'));
    await expect(t.manager.signIn(USER, 'x')).rejects.toMatchObject({ code: 'NetworkError' });
  });

  it('refuses with "Cognito is not configured" when there is no pool', async () => {
    const t = testManager({ cognito: { ...SETTINGS, userPoolId: '', clientId: '' } });
    await expect(t.manager.signIn(USER, 'x')).rejects.toMatchObject({
      message: 'Cognito is not configured',
      code: 'NotConfigured',
    });
  });

  it('refuses with the spec §8 validation texts for a malformed configuration', async () => {
    const noClient = testManager({ cognito: { ...SETTINGS, clientId: '' } });
    await expect(noClient.manager.signIn(USER, 'x')).rejects.toThrow(
      new Error('Both UserPoolId and ClientId are required'),
    );
    const badPool = testManager({ cognito: { ...SETTINGS, userPoolId: 'eu-central-1-no-underscore' } });
    await expect(badPool.manager.signIn(USER, 'x')).rejects.toThrow(new Error('Invalid UserPoolId format'));
    await badPool.manager.start();
    expect(badPool.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
  });

  it('drops a different previous user’s leftover tokens', async () => {
    const t = testManager();
    storeSession(
      t.storage,
      'someone@else.example',
      tokenSet({ username: 'someone@else.example', iat: nowSeconds(t.clock.now) - 9999 }),
    );
    t.cognito.handlers.InitiateAuth = passwordAuth(tokenSet({ iat: nowSeconds(t.clock.now) }));
    await t.manager.signIn(USER, 'x');
    const old = cognitoStorageKeys(CLIENT_ID, 'someone@else.example');
    expect(t.storage.getItem(old.refreshToken)).toBeNull();
    expect(t.storage.getItem(old.idToken)).toBeNull();
    expect(t.storage.getItem(KEYS.lastAuthUser)).toBe(USER);
  });
});

describe('getToken and the clock drift (spec §4)', () => {
  // Issued at T, expiring at T+3600 on the server's clock; this device's clock runs 120 s ahead.
  const DRIFT = 120;

  async function signedInWithDrift() {
    const t = testManager();
    const iat = nowSeconds(t.clock.now);
    const tokens = tokenSet({ iat });
    storeSession(t.storage, USER, tokens, DRIFT);
    t.clock.now = (iat + DRIFT) * 1000;
    await t.manager.start();
    const fresh = tokenSet({ iat: iat + 3600, n: 2 });
    t.cognito.handlers.InitiateAuth = (params) => {
      expect(params).toMatchObject({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      });
      return { AuthenticationResult: { IdToken: fresh.idToken, AccessToken: fresh.accessToken } };
    };
    return { t, iat, tokens, fresh };
  }

  it('returns the stored id token just before the drift-corrected expiry, without calling Cognito', async () => {
    const { t, iat, tokens } = await signedInWithDrift();
    // The local clock already says exp + 119 s; corrected for the drift it is exp - 1 s.
    t.clock.now = (iat + 3600 + DRIFT - 1) * 1000;
    await expect(t.manager.getToken()).resolves.toBe(tokens.idToken);
    expect(t.cognito.calls).toEqual([]);
  });

  it('refreshes at the drift-corrected expiry and returns the new id token', async () => {
    const { t, iat, tokens, fresh } = await signedInWithDrift();
    t.clock.now = (iat + 3600 + DRIFT) * 1000;
    await expect(t.manager.getToken()).resolves.toBe(fresh.idToken);
    expect(t.cognito.calls.map((c) => c.operation)).toEqual(['InitiateAuth']);
    // Cognito returns no new refresh token on refresh: the old one is kept.
    expect(t.manager.getState().session).toEqual({ ...fresh, refreshToken: tokens.refreshToken });
    expect(t.storage.getItem(KEYS.idToken)).toBe(fresh.idToken);
  });

  it('shares one refresh between parallel callers', async () => {
    const { t, iat, fresh } = await signedInWithDrift();
    t.clock.now = (iat + 3600 + DRIFT + 5) * 1000;
    const tokens = await Promise.all([t.manager.getToken(), t.manager.getToken(), t.manager.getToken()]);
    expect(tokens).toEqual([fresh.idToken, fresh.idToken, fresh.idToken]);
    expect(t.cognito.calls).toHaveLength(1);
  });

  it('returns null when there is no session', async () => {
    const t = testManager();
    await expect(t.manager.getToken()).resolves.toBeNull();
    await expect(t.manager.refreshSession()).resolves.toBeNull();
    expect(t.logs).toEqual(['User is not authenticated']);
    expect(t.cognito.calls).toEqual([]);
  });
});

describe('refreshSession (spec §4, §8, §9)', () => {
  async function signedIn() {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    storeSession(t.storage, USER, tokens);
    await t.manager.start();
    return { t, tokens };
  }

  it('returns the new session and updates state and storage', async () => {
    const { t, tokens } = await signedIn();
    const fresh = tokenSet({ iat: nowSeconds(t.clock.now) + 60, n: 2 });
    t.cognito.handlers.InitiateAuth = () => ({
      AuthenticationResult: { IdToken: fresh.idToken, AccessToken: fresh.accessToken },
    });
    const session = await t.manager.refreshSession();
    expect(session).toEqual({ ...fresh, refreshToken: tokens.refreshToken });
    expect(t.manager.getState().session).toEqual(session);
    expect(t.storage.getItem(KEYS.accessToken)).toBe(fresh.accessToken);
  });

  it('retries an outage with backoff from 100 ms plus jitter, gives up past 5 s and returns null', async () => {
    const { t, tokens } = await signedIn();
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NetworkError', 'Network error');
    };
    await expect(t.manager.refreshSession()).resolves.toBeNull();
    // random() = 0.5 → 50 ms jitter; the next delay (6400 + 50 ms) would be past 5 s.
    expect(t.sleeps).toEqual([150, 250, 450, 850, 1650, 3250]);
    expect(t.cognito.calls).toHaveLength(7);
    // An outage is no verdict on the tokens: they stay, and so does the user.
    expect(t.storage.getItem(KEYS.refreshToken)).toBe(tokens.refreshToken);
    expect(t.manager.getState().user?.email).toBe(USER);
  });

  it('recovers when a retry succeeds', async () => {
    const { t } = await signedIn();
    const fresh = tokenSet({ iat: nowSeconds(t.clock.now), n: 2 });
    let failures = 2;
    t.cognito.handlers.InitiateAuth = () => {
      if (failures-- > 0) throw cognitoError('NetworkError', 'Network error');
      return { AuthenticationResult: { IdToken: fresh.idToken, AccessToken: fresh.accessToken } };
    };
    await expect(t.manager.refreshSession()).resolves.toMatchObject({ idToken: fresh.idToken });
    expect(t.sleeps).toEqual([150, 250]);
  });

  it('clears the cached tokens and signs out on NotAuthorizedException, without retrying', async () => {
    const { t } = await signedIn();
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    };
    await expect(t.manager.refreshSession()).resolves.toBeNull();
    expect(t.cognito.calls).toHaveLength(1);
    for (const key of [
      KEYS.idToken,
      KEYS.accessToken,
      KEYS.refreshToken,
      KEYS.clockDrift,
      KEYS.lastAuthUser,
    ]) {
      expect([key, t.storage.getItem(key)]).toEqual([key, null]);
    }
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
    await expect(t.manager.getToken()).resolves.toBeNull();
  });

  it('makes getToken return null when the refresh fails', async () => {
    const { t } = await signedIn();
    t.clock.now += 3601 * 1000;
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NotAuthorizedException');
    };
    await expect(t.manager.getToken()).resolves.toBeNull();
  });
});

describe('sign-out (spec §4)', () => {
  it('revokes the refresh token and clears stored tokens and state', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    t.cognito.handlers.InitiateAuth = passwordAuth(tokens);
    t.cognito.handlers.RevokeToken = () => ({});
    await t.manager.signIn(USER, 'x');
    await t.manager.signOut();
    expect(t.cognito.calls.at(-1)).toEqual({
      operation: 'RevokeToken',
      params: { Token: tokens.refreshToken, ClientId: CLIENT_ID },
    });
    expect([...t.storage.map.keys()]).toEqual([]);
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
  });

  it('revokes a restored session’s token too, and still signs out locally when revoking fails', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    storeSession(t.storage, USER, tokens);
    await t.manager.start();
    t.cognito.handlers.RevokeToken = () => {
      throw cognitoError('NetworkError', 'Network error');
    };
    await t.manager.signOut();
    expect(t.cognito.calls).toEqual([
      { operation: 'RevokeToken', params: { Token: tokens.refreshToken, ClientId: CLIENT_ID } },
    ]);
    expect([...t.storage.map.keys()]).toEqual([]);
    expect(t.manager.getState().user).toBeNull();
    expect(t.logs).toContain('Sign-out could not revoke the refresh token');
  });
});

describe('hosted login (spec §4)', () => {
  it('sends the whole browser to the authorize path with the spec parameters and a remembered state', () => {
    const t = testManager();
    t.manager.openHostedLogin('Google');
    expect(t.redirects).toHaveLength(1);
    const url = new URL(t.redirects[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:9229/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'email openid profile',
      redirect_uri: 'http://localhost:3000/auth/callback',
      identity_provider: 'Google',
      state: 'state-123',
    });
    expect(t.redirects[0]).toContain('scope=email%20openid%20profile');
    expect(t.stateStore.getItem('fabelhaft.auth.hostedLoginState')).toBe('state-123');
  });

  it('names Apple as SignInWithApple and leaves the provider out when none is given', () => {
    const t = testManager();
    t.manager.openHostedLogin('SignInWithApple');
    t.manager.openHostedLogin();
    expect(new URL(t.redirects[0]!).searchParams.get('identity_provider')).toBe('SignInWithApple');
    expect(new URL(t.redirects[1]!).searchParams.has('identity_provider')).toBe(false);
  });

  it('logs "Hosted UI parameters missing" and does not redirect without a hosted UI address', () => {
    const t = testManager({ cognito: { ...SETTINGS, hostedUiUrl: '' } });
    t.manager.openHostedLogin('Google');
    expect(t.redirects).toEqual([]);
    expect(t.logs).toEqual(['Hosted UI parameters missing']);
  });

  function callbackManager(tokens: ReturnType<typeof tokenSet>) {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      requests.push({ url, init });
      return new Response(
        JSON.stringify({
          id_token: tokens.idToken,
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expires_in: 3600,
          token_type: 'Bearer',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const t = testManager({ fetch: fetchFn });
    return { t, requests };
  }

  it('redeems the code and stores the tokens where the library’s getCurrentUser/getSession find them', async () => {
    const username = 'Google_1000000001';
    const tokens = tokenSet({
      username,
      email: 'google.tester@fabelhaft.local',
      iat: nowSeconds(Date.now()),
    });
    const { t, requests } = callbackManager(tokens);
    t.manager.openHostedLogin('Google');
    await t.manager.completeHostedLogin('?code=the-code&state=state-123');

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://localhost:9229/oauth2/token');
    expect(new Headers(requests[0]?.init?.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(requests[0]?.init?.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code: 'the-code',
      redirect_uri: 'http://localhost:3000/auth/callback',
    });

    const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
    expect(t.storage.getItem(`${prefix}.LastAuthUser`)).toBe(username);
    expect(t.storage.getItem(`${prefix}.${username}.idToken`)).toBe(tokens.idToken);
    expect(t.storage.getItem(`${prefix}.${username}.accessToken`)).toBe(tokens.accessToken);
    expect(t.storage.getItem(`${prefix}.${username}.refreshToken`)).toBe(tokens.refreshToken);
    expect(t.storage.getItem(`${prefix}.${username}.clockDrift`)).toMatch(/^-?\d+$/);

    // The library itself, on the same storage, finds the user and a valid session.
    const pool = new CognitoUserPool({ UserPoolId: POOL_ID, ClientId: CLIENT_ID, Storage: t.storage });
    const user = pool.getCurrentUser();
    expect(user?.getUsername()).toBe(username);
    const session = await new Promise<CognitoUserSession>((resolve, reject) =>
      user!.getSession((error: Error | null, s: CognitoUserSession) => (error ? reject(error) : resolve(s))),
    );
    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().getJwtToken()).toBe(tokens.idToken);

    expect(t.manager.getState()).toMatchObject({
      isLoading: false,
      user: { email: 'google.tester@fabelhaft.local' },
      session: tokens,
    });
    // The state is good for one callback only.
    expect(t.stateStore.getItem('fabelhaft.auth.hostedLoginState')).toBeNull();
  });

  it('completes a callback once however often it is asked (React runs effects twice in development)', async () => {
    const tokens = tokenSet({ username: 'Google_1000000001', iat: nowSeconds(Date.now()) });
    const { t, requests } = callbackManager(tokens);
    t.manager.openHostedLogin('Google');
    const search = '?code=c&state=state-123';
    await Promise.all([t.manager.completeHostedLogin(search), t.manager.completeHostedLogin(search)]);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a state mismatch', '?code=c&state=forged'],
    ['a cancelled login', '?error=access_denied&state=state-123'],
    ['a missing code', '?state=state-123'],
  ])('rejects %s without redeeming anything', async (_case, search) => {
    const { t, requests } = callbackManager(tokenSet({ iat: nowSeconds(Date.now()) }));
    t.manager.openHostedLogin('Google');
    await expect(t.manager.completeHostedLogin(search)).rejects.toMatchObject({ code: 'HostedLoginFailed' });
    expect(requests).toEqual([]);
    expect(t.manager.getState().user).toBeNull();
  });

  it('rejects a callback no login was started for', async () => {
    const { t, requests } = callbackManager(tokenSet({ iat: nowSeconds(Date.now()) }));
    await expect(t.manager.completeHostedLogin('?code=c&state=state-123')).rejects.toBeInstanceOf(AuthError);
    expect(requests).toEqual([]);
  });

  it('rejects a failed token exchange', async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 })) as typeof fetch;
    const t = testManager({ fetch: fetchFn });
    t.manager.openHostedLogin('Google');
    await expect(t.manager.completeHostedLogin('?code=c&state=state-123')).rejects.toThrow(/invalid_grant/);
    expect([...t.storage.map.keys()]).toEqual([]);
  });
});

describe('token storage (spec §4: local storage with an in-memory fallback)', () => {
  it('keeps a sign-in working when local storage throws', async () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      length: 0,
      clear: () => undefined,
    } as Storage;
    const storage = new FallbackStorage(() => broken);
    const t = testManager({ storage });
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    t.cognito.handlers.InitiateAuth = passwordAuth(tokens);
    await t.manager.start();
    await t.manager.signIn(USER, 'x');
    expect(storage.isFallback).toBe(true);
    expect(storage.getItem(KEYS.idToken)).toBe(tokens.idToken);
    await expect(t.manager.getToken()).resolves.toBe(tokens.idToken);
  });

  it('works without any window (server render): falls back to memory instead of throwing', async () => {
    const t = testManager({ storage: new FallbackStorage() });
    await t.manager.start();
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
  });

  it('shares one frozen initial state so server and first client render agree', () => {
    expect(testManager().manager.getState()).toBe(INITIAL_AUTH_STATE);
    expect(Object.isFrozen(INITIAL_AUTH_STATE)).toBe(true);
  });
});

it('exposes the spec §8 auth texts verbatim', () => {
  expect(AUTH_MESSAGES).toMatchObject({
    notConfigured: 'Cognito is not configured',
    outsideProvider: 'useAuth must be used within an AuthProvider',
    hostedUiMissing: 'Hosted UI parameters missing',
    notAuthenticated: 'User is not authenticated',
    cannotRefresh: 'Cannot retrieve a new session. Please authenticate',
    missingIdToken: 'Local storage is missing an ID Token, Please authenticate',
    usernameNull: 'Username is null',
    network: 'Network error',
  });
});
