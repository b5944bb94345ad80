// The landing page's budget (≤ 150 kB gzipped JavaScript) has no room for amazon-cognito-identity-js and its
// Buffer/crypto polyfills: only the operations that call Cognito may load it. This file must not import the
// library itself (type imports are erased), so the mock below sees every load.
import {
  CLIENT_ID,
  SETTINGS,
  cognitoError,
  nowSeconds,
  storeSession,
  testManager,
  tokenSet,
} from './auth-test-kit';
import { cognitoStorageKeys } from './storage';

const library = { loads: 0, fail: false };

jest.mock('amazon-cognito-identity-js', () => {
  library.loads += 1;
  if (library.fail) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('amazon-cognito-identity-js');
});

const USER = 'demo@fabelhaft.local';
const KEYS = cognitoStorageKeys(CLIENT_ID, USER);

beforeEach(() => {
  jest.resetModules();
  library.loads = 0;
  library.fail = false;
});

function passwordAnswer(tokens: ReturnType<typeof tokenSet>) {
  return () => ({
    AuthenticationResult: {
      IdToken: tokens.idToken,
      AccessToken: tokens.accessToken,
      RefreshToken: tokens.refreshToken,
    },
  });
}

describe('amazon-cognito-identity-js loads only when Cognito is called', () => {
  it('is not loaded by start-up with a valid stored session, nor by getToken while it stays valid', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    storeSession(t.storage, USER, tokens, 30);
    await t.manager.start();
    expect(t.manager.getState()).toMatchObject({ isLoading: false, user: { email: USER }, session: tokens });
    await expect(t.manager.getToken()).resolves.toBe(tokens.idToken);
    expect(library.loads).toBe(0);
  });

  it('is not loaded by a start-up without a session, without a pool, or with an unreadable session', async () => {
    await testManager().manager.start();
    await testManager({ cognito: { ...SETTINGS, userPoolId: '', clientId: '' } }).manager.start();
    const t = testManager();
    t.storage.setItem(KEYS.lastAuthUser, USER);
    t.storage.setItem(KEYS.idToken, 'garbage');
    await t.manager.start();
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
    expect(library.loads).toBe(0);
  });

  it('is not loaded by the hosted login’s redirect and callback', async () => {
    const tokens = tokenSet({ username: 'Google_1', iat: nowSeconds(Date.now()) });
    const fetchFn = (async () =>
      new Response(
        JSON.stringify({
          id_token: tokens.idToken,
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
        }),
        { status: 200 },
      )) as typeof fetch;
    const t = testManager({ fetch: fetchFn });
    t.manager.openHostedLogin('Google');
    await t.manager.completeHostedLogin('?code=c&state=state-123');
    expect(t.manager.getState().session).toEqual(tokens);
    expect(library.loads).toBe(0);
  });

  it('signs out locally at once, and loads the library only for the revoke', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    storeSession(t.storage, USER, tokens);
    await t.manager.start();
    t.cognito.handlers.RevokeToken = () => ({});
    const signingOut = t.manager.signOut();
    // Before any await: the tokens are gone and the state is signed out.
    expect(t.manager.getState()).toEqual({ user: null, session: null, isLoading: false });
    expect([...t.storage.map.keys()]).toEqual([]);
    await signingOut;
    expect(t.cognito.calls.map((c) => c.operation)).toEqual(['RevokeToken']);
    expect(library.loads).toBe(1);
  });

  it('is loaded, once, for a refresh of an expired stored session and a later sign-in', async () => {
    const t = testManager();
    const old = tokenSet({ iat: nowSeconds(t.clock.now) - 7200 });
    const fresh = tokenSet({ iat: nowSeconds(t.clock.now), n: 2 });
    storeSession(t.storage, USER, old);
    t.cognito.handlers.InitiateAuth = passwordAnswer(fresh);
    await t.manager.start();
    expect(t.manager.getState().session).toEqual(fresh);
    await t.manager.signIn(USER, 'x');
    expect(t.cognito.calls.map((c) => c.operation)).toEqual(['InitiateAuth', 'InitiateAuth']);
    expect(library.loads).toBe(1);
  });

  it('reports a library that cannot be loaded as "Network error", and loads it again on the next try', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    t.cognito.handlers.InitiateAuth = passwordAnswer(tokens);
    library.fail = true;
    await expect(t.manager.signIn(USER, 'x')).rejects.toMatchObject({
      message: 'Network error',
      code: 'NetworkError',
    });
    expect(t.manager.getState().user).toBeNull();
    library.fail = false;
    await t.manager.signIn(USER, 'x');
    expect(t.manager.getState().user?.email).toBe(USER);
    expect(library.loads).toBe(2);
  });

  it('keeps the user when an expired session cannot be refreshed for lack of the library', async () => {
    const t = testManager();
    const tokens = tokenSet({ iat: nowSeconds(t.clock.now) });
    storeSession(t.storage, USER, tokens);
    await t.manager.start();
    t.clock.now += 3601 * 1000;
    library.fail = true;
    await expect(t.manager.getToken()).resolves.toBeNull();
    expect(t.manager.getState().user?.email).toBe(USER);
    expect(t.storage.getItem(KEYS.refreshToken)).toBe(tokens.refreshToken);
    t.cognito.handlers.InitiateAuth = () => {
      throw cognitoError('NotAuthorizedException');
    };
    library.fail = false;
    await expect(t.manager.getToken()).resolves.toBeNull();
    expect(t.manager.getState().user).toBeNull();
  });
});
