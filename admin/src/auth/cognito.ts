// The console's calls to the Cognito user pool, through amazon-cognito-identity-js (as the storefront does).
// ra-auth-cognito declares react-admin 4 / React 18 peers (STACK.md), hence this small adapter.
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { Session } from './tokens';

/** The identity provider as the authProvider needs it (a fake in unit tests). */
export interface CognitoPort {
  signIn(username: string, password: string): Promise<Session>;
  refresh(username: string, refreshToken: string): Promise<Session>;
  /** Revokes the refresh token (cognito-local has no GlobalSignOut, STACK.md). Best effort. */
  revoke(refreshToken: string): Promise<void>;
}

export interface CognitoSettings {
  userPoolId: string;
  clientId: string;
  /** Empty: the region's public endpoint. */
  endpoint: string;
}

/** An error whose `code` names what went wrong (Cognito's exception name, or our own). */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The library keeps tokens in its storage too; ours is the SessionStore, so give it a throw-away one. */
function memoryStorage(): ICognitoStorage {
  const data = new Map<string, string>();
  return {
    setItem: (k, v) => void data.set(k, v),
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

type LibraryClient = {
  request(
    operation: string,
    params: Record<string, unknown>,
    callback: (e: unknown, d?: unknown) => void,
  ): void;
};

const toSession = (username: string, s: CognitoUserSession): Session => ({
  idToken: s.getIdToken().getJwtToken(),
  accessToken: s.getAccessToken().getJwtToken(),
  refreshToken: s.getRefreshToken()?.getToken() ?? '',
  username,
});

const toAuthError = (error: unknown): AuthError => {
  const e = error as { code?: string; name?: string; message?: string } | null;
  return new AuthError(e?.message ?? 'Sign-in failed', e?.code ?? e?.name ?? 'UnknownError');
};

export function libraryCognito(settings: CognitoSettings): CognitoPort {
  if (!settings.userPoolId || !settings.clientId)
    throw new AuthError('Sign-in is not configured', 'NotConfigured');
  const storage = memoryStorage();
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    Storage: storage,
  });
  const user = (username: string) => new CognitoUser({ Username: username, Pool: pool, Storage: storage });
  return {
    signIn(username, password) {
      const u = user(username);
      // cognito-local has no SRP: password sign-in (STACK.md).
      u.setAuthenticationFlowType('USER_PASSWORD_AUTH');
      return new Promise<Session>((resolve, reject) => {
        const challenge = (name: string) => () =>
          reject(new AuthError(`Sign-in challenge ${name} is not supported`, 'ChallengeNotSupported'));
        u.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), {
          onSuccess: (s) => resolve(toSession(username, s)),
          onFailure: (e: unknown) => reject(toAuthError(e)),
          newPasswordRequired: challenge('NEW_PASSWORD_REQUIRED'),
          mfaRequired: challenge('SMS_MFA'),
          totpRequired: challenge('SOFTWARE_TOKEN_MFA'),
          selectMFAType: challenge('SELECT_MFA_TYPE'),
          mfaSetup: challenge('MFA_SETUP'),
          customChallenge: challenge('CUSTOM_CHALLENGE'),
        });
      });
    },
    refresh(username, refreshToken) {
      return new Promise<Session>((resolve, reject) =>
        user(username).refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), (e, s) =>
          e ? reject(toAuthError(e)) : resolve(toSession(username, s as CognitoUserSession)),
        ),
      );
    },
    revoke(refreshToken) {
      const client = (pool as unknown as { client: LibraryClient }).client;
      return new Promise<void>((resolve) =>
        client.request('RevokeToken', { Token: refreshToken, ClientId: settings.clientId }, () => resolve()),
      );
    },
  };
}
