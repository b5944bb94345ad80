import type { AuthProvider } from 'ra-core';
import { AuthError, type CognitoPort } from './cognito';
import type { SessionStore } from './session-store';
import { expiresSoon, groupsOf, identityOf, isSupport, type Session } from './tokens';

/** Translation keys of the refusals the login page shows (admin/src/i18n/app.*.ts). */
export const AUTH_MESSAGES = {
  notSupport: 'fabelhaft.auth.notSupport',
  failed: 'fabelhaft.auth.failed',
  notConfigured: 'fabelhaft.auth.notConfigured',
  expired: 'fabelhaft.auth.expired',
} as const;

export interface SupportAuthProvider extends AuthProvider {
  /** A valid id token for `Authorization: Bearer` (refreshed when it is about to expire). */
  getToken(): Promise<string>;
}

export interface AuthProviderDeps {
  /** Null when the runtime config names no user pool: sign-in then says so. */
  cognito: CognitoPort | null;
  store: SessionStore;
  now?: () => number;
}

/**
 * react-admin's authProvider on Cognito (issue #13): email + password sign-in, the session kept in the store
 * and refreshed before the id token expires, permissions = `cognito:groups`. Only members of `support` get in:
 * anyone else is signed out again (refresh token revoked) and sees a refusal.
 */
export function createAuthProvider({
  cognito,
  store,
  now = Date.now,
}: AuthProviderDeps): SupportAuthProvider {
  let refreshing: Promise<Session> | null = null;

  const signOut = async () => {
    const session = store.load();
    store.clear();
    if (session?.refreshToken && cognito) await cognito.revoke(session.refreshToken).catch(() => undefined);
  };

  /** The stored session with a fresh id token; one refresh at a time however many calls wait for it. */
  const currentSession = async (): Promise<Session> => {
    const session = store.load();
    if (!session) throw new AuthError('Not signed in', 'NoSession');
    if (!expiresSoon(session.idToken, now())) return session;
    if (!cognito || !session.refreshToken) {
      store.clear();
      throw new AuthError('Session expired', 'Expired');
    }
    refreshing ??= cognito
      .refresh(session.username, session.refreshToken)
      .then((fresh) => {
        // Cognito does not rotate refresh tokens on REFRESH_TOKEN_AUTH: keep the one we have.
        const next = { ...fresh, refreshToken: fresh.refreshToken || session.refreshToken };
        store.save(next);
        return next;
      })
      .catch((e: unknown) => {
        store.clear();
        throw e;
      })
      .finally(() => (refreshing = null));
    return refreshing;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      if (!cognito) throw new Error(AUTH_MESSAGES.notConfigured);
      let session: Session;
      try {
        session = await cognito.signIn(username.trim(), password);
      } catch {
        throw new Error(AUTH_MESSAGES.failed);
      }
      if (!isSupport(session.idToken)) {
        // Signed in, but not support staff: sign out at once (revoke) and refuse.
        await cognito.revoke(session.refreshToken).catch(() => undefined);
        store.clear();
        throw new Error(AUTH_MESSAGES.notSupport);
      }
      store.save(session);
    },
    async logout() {
      await signOut();
    },
    async checkAuth() {
      let session: Session;
      try {
        session = await currentSession();
      } catch {
        throw { message: false, redirectTo: '/login' };
      }
      if (!isSupport(session.idToken)) {
        await signOut();
        throw { message: AUTH_MESSAGES.notSupport, redirectTo: '/login' };
      }
    },
    async checkError(error: { status?: number }) {
      // 401: the BFF no longer accepts the token; 403: not (or no longer) support. Both end the session.
      if (error?.status === 401 || error?.status === 403) {
        await signOut();
        throw { message: error.status === 403 ? AUTH_MESSAGES.notSupport : AUTH_MESSAGES.expired };
      }
    },
    async getPermissions() {
      const session = store.load();
      return session ? groupsOf(session.idToken) : [];
    },
    async getIdentity() {
      const session = await currentSession();
      return identityOf(session.idToken);
    },
    async getToken() {
      return (await currentSession()).idToken;
    },
  };
}
