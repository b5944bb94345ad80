import { createAuthProvider, AUTH_MESSAGES } from './auth-provider';
import { AuthError, type CognitoPort } from './cognito';
import { memorySessionStore } from './session-store';
import type { Session } from './tokens';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`;

function session(groups: string[], expiresInSeconds = 3600, email = 'sam@fabelhaft.test'): Session {
  const exp = Math.floor(NOW / 1000) + expiresInSeconds;
  return {
    idToken: jwt({ sub: `sub-${email}`, email, 'cognito:groups': groups, exp }),
    accessToken: jwt({ sub: `sub-${email}`, exp }),
    refreshToken: `refresh-${email}`,
    username: email,
  };
}

/** A Cognito that knows one user (with its groups) and records what it was asked. */
function fakeCognito(groups: string[], options: { refreshFails?: boolean } = {}) {
  const calls: string[] = [];
  const cognito: CognitoPort = {
    async signIn(username, password) {
      calls.push(`signIn ${username}`);
      if (password !== 'right')
        throw new AuthError('Incorrect username or password.', 'NotAuthorizedException');
      return session(groups, 3600, username);
    },
    async refresh(username, refreshToken) {
      calls.push(`refresh ${username} ${refreshToken}`);
      if (options.refreshFails)
        throw new AuthError('Refresh Token has been revoked', 'NotAuthorizedException');
      return { ...session(groups, 3600, username), refreshToken: '' };
    },
    async revoke(refreshToken) {
      calls.push(`revoke ${refreshToken}`);
    },
  };
  return { cognito, calls };
}

describe('authProvider', () => {
  it('lets a support member in, keeps the session, and reports the groups as permissions', async () => {
    const { cognito } = fakeCognito(['support']);
    const store = memorySessionStore();
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await auth.login({ username: ' sam@fabelhaft.test ', password: 'right' });
    expect(store.load()?.username).toBe('sam@fabelhaft.test');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions!({})).resolves.toEqual(['support']);
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: 'sub-sam@fabelhaft.test',
      fullName: 'sam@fabelhaft.test',
    });
    await expect(auth.getToken()).resolves.toBe(store.load()!.idToken);
  });

  it('refuses a customer with the not-support text, revokes their refresh token and keeps no session', async () => {
    const { cognito, calls } = fakeCognito([]);
    const store = memorySessionStore();
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await expect(auth.login({ username: 'kim@example.com', password: 'right' })).rejects.toThrow(
      AUTH_MESSAGES.notSupport,
    );
    expect(store.load()).toBeNull();
    expect(calls).toEqual(['signIn kim@example.com', 'revoke refresh-kim@example.com']);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('signs out a stored session that is not (or no longer) support', async () => {
    const { cognito, calls } = fakeCognito([]);
    const store = memorySessionStore(session(['editors']));
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: AUTH_MESSAGES.notSupport });
    expect(store.load()).toBeNull();
    expect(calls).toEqual(['revoke refresh-sam@fabelhaft.test']);
  });

  it('says a wrong password failed, without a session', async () => {
    const { cognito } = fakeCognito(['support']);
    const store = memorySessionStore();
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await expect(auth.login({ username: 'sam@fabelhaft.test', password: 'wrong' })).rejects.toThrow(
      AUTH_MESSAGES.failed,
    );
    expect(store.load()).toBeNull();
  });

  it('refreshes an expiring id token once for concurrent callers and keeps the refresh token', async () => {
    const { cognito, calls } = fakeCognito(['support']);
    const expiring = session(['support'], 30);
    const store = memorySessionStore(expiring);
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    const [a, b] = await Promise.all([auth.getToken(), auth.getToken()]);
    expect(a).toBe(b);
    expect(a).not.toBe(expiring.idToken);
    expect(calls).toEqual(['refresh sam@fabelhaft.test refresh-sam@fabelhaft.test']);
    expect(store.load()?.refreshToken).toBe('refresh-sam@fabelhaft.test');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends an expired session whose refresh fails back to the login page, session cleared', async () => {
    const { cognito } = fakeCognito(['support'], { refreshFails: true });
    const store = memorySessionStore(session(['support'], -10));
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(store.load()).toBeNull();
    await expect(auth.getToken()).rejects.toThrow();
  });

  it('ends the session on 401 and 403 answers but not on others', async () => {
    const { cognito, calls } = fakeCognito(['support']);
    const store = memorySessionStore(session(['support']));
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(store.load()).not.toBeNull();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({
      message: AUTH_MESSAGES.notSupport,
    });
    expect(store.load()).toBeNull();
    expect(calls).toEqual(['revoke refresh-sam@fabelhaft.test']);
  });

  it('says sign-in is not configured when there is no user pool', async () => {
    const auth = createAuthProvider({ cognito: null, store: memorySessionStore(), now: () => NOW });
    await expect(auth.login({ username: 'a@b.c', password: 'x' })).rejects.toThrow(
      AUTH_MESSAGES.notConfigured,
    );
  });

  it('logs out by revoking the refresh token and forgetting the session', async () => {
    const { cognito, calls } = fakeCognito(['support']);
    const store = memorySessionStore(session(['support']));
    const auth = createAuthProvider({ cognito, store, now: () => NOW });
    await auth.logout({});
    expect(store.load()).toBeNull();
    expect(calls).toEqual(['revoke refresh-sam@fabelhaft.test']);
  });
});
