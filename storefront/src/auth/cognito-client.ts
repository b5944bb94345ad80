// Everything that calls Cognito through amazon-cognito-identity-js. session.ts loads this module with a
// dynamic import() on demand, so the library (with its Buffer and crypto polyfills), this glue and the retry
// backoff land in a chunk of their own that the landing page never loads. Import it only dynamically.
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { retryWithBackoff } from './backoff';
import { AUTH_MESSAGES, AuthError, isNotAuthorized, toAuthError } from './errors';
import type { TokenSession } from './tokens';

/**
 * One call of the Cognito user-pool API (`X-Amz-Target: AWSCognitoIdentityProviderService.<operation>`).
 * Rejects with the library's error shape (`code`/`name` = the Cognito exception, or NetworkError).
 */
export type CognitoTransport = (operation: string, params: Record<string, unknown>) => Promise<unknown>;

export interface CognitoClientOptions {
  userPoolId: string;
  clientId: string;
  /** Empty: the region's endpoint. */
  endpoint: string;
  storage: ICognitoStorage;
  /** Default: the library's own fetch-based client. */
  transport?: CognitoTransport;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

type NodeCallback = (error: unknown, data?: unknown) => void;

/** The part of the library's (untyped) Client that CognitoUser calls. */
interface LibraryClient {
  request(operation: string, params: Record<string, unknown>, callback: NodeCallback): void;
  requestWithRetry(operation: string, params: Record<string, unknown>, callback: NodeCallback): void;
}

/**
 * Stands in for the library's Client inside the pool, so every call CognitoUser makes (sign-in, refresh,
 * revoke) goes through an injectable transport, and `requestWithRetry` (the library uses it for refresh)
 * follows spec §9's backoff on an injectable clock instead of the library's hard-wired timers.
 */
class BackoffClient implements LibraryClient {
  constructor(
    private readonly transport: CognitoTransport,
    private readonly backoff: { sleep: (ms: number) => Promise<void>; random: () => number },
  ) {}

  request(operation: string, params: Record<string, unknown>, callback: NodeCallback): void {
    this.transport(operation, params).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  }

  requestWithRetry(operation: string, params: Record<string, unknown>, callback: NodeCallback): void {
    retryWithBackoff(() => this.transport(operation, params), this.backoff).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  }
}

function libraryTransport(client: LibraryClient): CognitoTransport {
  return (operation, params) =>
    new Promise((resolve, reject) =>
      client.request(operation, params, (error, data) => (error ? reject(error) : resolve(data))),
    );
}

/**
 * The library's session object (from a password sign-in or a refresh) as a plain TokenSession. The library
 * keeps the drift it measured (an unmeasurable one counts as none) but leaves getClockDrift out of its typings.
 */
export function fromLibrarySession(session: CognitoUserSession): TokenSession {
  const drift = (session as unknown as { getClockDrift?: () => number }).getClockDrift?.();
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken()?.getToken() ?? '',
    clockDrift: typeof drift === 'number' && Number.isFinite(drift) ? drift : 0,
  };
}

/** The configured user pool, its client replaced by the BackoffClient. Settings are validated by the caller. */
export class CognitoClient {
  readonly transport: CognitoTransport;
  private readonly pool: CognitoUserPool;
  private readonly storage: ICognitoStorage;

  constructor(options: CognitoClientOptions) {
    this.storage = options.storage;
    this.pool = new CognitoUserPool({
      UserPoolId: options.userPoolId,
      ClientId: options.clientId,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      Storage: options.storage,
    });
    const internals = this.pool as unknown as { client: LibraryClient };
    this.transport = options.transport ?? libraryTransport(internals.client);
    internals.client = new BackoffClient(this.transport, { sleep: options.sleep, random: options.random });
  }

  /**
   * spec §4: password sign-in (USER_PASSWORD_AUTH: cognito-local has no SRP); the library stores the tokens
   * under its keys. Every challenge is a failure; a new-password challenge with spec §8's text.
   */
  signIn(username: string, password: string): Promise<TokenSession> {
    const user = this.user(username);
    user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
    return new Promise<CognitoUserSession>((resolve, reject) => {
      const unsupported = (name: string) => () =>
        reject(new AuthError(`Sign-in challenge ${name} is not supported`, 'ChallengeNotSupported'));
      user.authenticateUser(new AuthenticationDetails({ Username: username, Password: password }), {
        onSuccess: resolve,
        onFailure: (error: unknown) => reject(toAuthError(error)),
        // spec §4/§8: the product has no new-password screen; the hosted login handles resets.
        newPasswordRequired: () =>
          reject(new AuthError(AUTH_MESSAGES.passwordResetRequired, 'PasswordResetRequired')),
        mfaRequired: unsupported('SMS_MFA'),
        totpRequired: unsupported('SOFTWARE_TOKEN_MFA'),
        selectMFAType: unsupported('SELECT_MFA_TYPE'),
        mfaSetup: unsupported('MFA_SETUP'),
        customChallenge: unsupported('CUSTOM_CHALLENGE'),
      });
    }).then(fromLibrarySession);
  }

  /**
   * The library's refreshSession (REFRESH_TOKEN_AUTH through requestWithRetry, i.e. spec §9's backoff; it
   * re-caches the tokens and clears them on NotAuthorizedException).
   */
  refresh(username: string, refreshToken: string): Promise<TokenSession> {
    const user = this.user(username);
    return new Promise<CognitoUserSession>((resolve, reject) => {
      user.refreshSession(
        new CognitoRefreshToken({ RefreshToken: refreshToken }),
        (error: unknown, session) => {
          if (error) {
            // spec §8: a not-authorized answer clears the cached tokens (the library does too; be sure).
            if (isNotAuthorized(error)) user.signOut();
            reject(toAuthError(error));
          } else resolve(session as CognitoUserSession);
        },
      );
    }).then(fromLibrarySession);
  }

  private user(username: string): CognitoUser {
    return new CognitoUser({ Username: username, Pool: this.pool, Storage: this.storage });
  }
}
