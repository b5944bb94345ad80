import type { ICognitoStorage } from 'amazon-cognito-identity-js';
import type { CognitoClient, CognitoTransport } from './cognito-client';
import { cognitoConfigError, hostedLoginConfigured, type CognitoSettings } from './cognito-config';
import { AUTH_MESSAGES, AuthError, isNotAuthorized, toAuthError } from './errors';
import {
  authorizeUrl,
  checkCallback,
  exchangeCode,
  randomState,
  rememberState,
  takeState,
  type KeyValueStore,
} from './hosted-login';
import {
  FallbackStorage,
  clearCognitoUser,
  cognitoStorageKeys,
  readLastAuthUser,
  writeCognitoSession,
} from './storage';
import {
  decodeJwtPayload,
  isSessionValid,
  sessionFromTokens,
  toAuthSession,
  userFromIdToken,
  type TokenSession,
} from './tokens';
import type { AuthSession, AuthUser, IdentityProvider } from './types';

export type { CognitoTransport } from './cognito-client';

/** What the auth context shows (spec §3 Session): user and tokens, plus whether start-up is still running. */
export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  isLoading: boolean;
}

/** spec §4: loading starts true. Shared, so the server snapshot and the first client render are identical. */
export const INITIAL_AUTH_STATE: AuthState = Object.freeze({ user: null, session: null, isLoading: true });
const SIGNED_OUT: AuthState = Object.freeze({ user: null, session: null, isLoading: false });

export interface AuthManagerOptions {
  cognito: CognitoSettings;
  /** Token storage; default: local storage with the in-memory fallback (spec §4). */
  storage?: ICognitoStorage;
  /** Where the hosted login's `state` waits for the callback; default: session storage. */
  stateStore?: () => KeyValueStore;
  /** Default: the library's own fetch-based client against `cognito.endpoint` (or the region's endpoint). */
  transport?: CognitoTransport;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
  /** Whole-browser navigation for the hosted login; default: `window.location.assign`. */
  redirect?: (url: string) => void;
  newState?: () => string;
  log?: (message: string, error?: unknown) => void;
}

/** The validated pool settings (spec §5), known without loading the library. */
interface PoolSettings {
  userPoolId: string;
  clientId: string;
  endpoint: string;
}

/**
 * The browser's sign-in state against the Cognito user pool (spec §3, §4, §9), independent of React: the
 * AuthProvider subscribes to it. Tokens live where amazon-cognito-identity-js keeps them
 * (`CognitoIdentityServiceProvider.<clientId>.<username>.*`), so the library and this class read the same
 * session. Nothing here touches `window` until a method runs, so it can be created during a server render.
 *
 * amazon-cognito-identity-js (with its Buffer and crypto polyfills) is the largest thing the auth module could
 * put on every page, so only the operations that call Cognito load it, through a dynamic import of
 * cognito-client.ts: password sign-in (and its challenges), refresh of an expired session, and sign-out's
 * revoke (after the local sign-out). Start-up, getToken while the session is valid and the hosted login's
 * callback work from the stored tokens alone (tokens.ts decodes the JWTs, storage.ts knows the library's keys).
 */
export class AuthManager {
  private state: AuthState = INITIAL_AUTH_STATE;
  private readonly listeners = new Set<() => void>();
  /** The signed-in user's name (the storage keys' `<username>`) and session; the state holds their copies. */
  private current: { username: string; session: TokenSession } | null = null;
  /** Bumped by every sign-in and sign-out, so a slower start-up or refresh cannot overwrite them. */
  private generation = 0;
  private started: Promise<void> | null = null;
  private refreshing: Promise<TokenSession> | null = null;
  private readonly callbacks = new Map<string, Promise<void>>();
  private settingsResult: { settings: PoolSettings } | { error: AuthError } | null = null;
  private client: Promise<CognitoClient> | null = null;

  private readonly cognito: CognitoSettings;
  private readonly storage: ICognitoStorage;
  private readonly stateStore: () => KeyValueStore;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly fetchFn: typeof fetch;
  private readonly redirect: (url: string) => void;
  private readonly newState: () => string;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly customTransport: CognitoTransport | undefined;

  constructor(options: AuthManagerOptions) {
    this.cognito = options.cognito;
    this.storage = options.storage ?? new FallbackStorage();
    this.stateStore = options.stateStore ?? (() => window.sessionStorage);
    this.now = options.now ?? (() => Date.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.redirect = options.redirect ?? ((url) => window.location.assign(url));
    this.newState = options.newState ?? randomState;
    this.log = options.log ?? ((message, error) => console.error(message, ...(error ? [error] : [])));
    this.customTransport = options.transport;
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * spec §4 start-up: no configured pool, no stored current user or an unreadable stored session end loading
   * with no user; a readable session (refreshed first when expired) sets user and session. Runs once.
   */
  start = (): Promise<void> => {
    this.started ??= this.restore();
    return this.started;
  };

  /**
   * spec §4: password sign-in (USER_PASSWORD_AUTH: cognito-local has no SRP); a challenge, the new-password
   * one included, is a failure (cognito-client.ts).
   */
  signIn = async (email: string, password: string): Promise<void> => {
    const settings = this.requireSettings();
    const username = email.trim();
    if (!username) throw new AuthError(AUTH_MESSAGES.usernameNull, 'InvalidParameterException');
    const previous = readLastAuthUser(this.storage, settings.clientId);
    const session = await (await this.connect()).signIn(username, password);
    this.generation += 1;
    this.forgetOtherUser(settings.clientId, previous, username);
    this.setSignedIn(username, session);
  };

  /**
   * issue #24, spec §7 SignUp: a new account for an email address and password; the identity provider mails a
   * confirmation code (in `locale`, ClientMetadata as a custom-message trigger reads it). Answers where the
   * code went (masked, `a***@e***`) and whether the account is confirmed already.
   */
  signUp = async (
    email: string,
    password: string,
    locale: 'de' | 'en',
  ): Promise<{ confirmed: boolean; destination: string }> => {
    const answer = (await this.selfService('SignUp', email, {
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email.trim() }],
      ClientMetadata: { locale },
    })) as { UserConfirmed?: boolean; CodeDeliveryDetails?: { Destination?: string } };
    return {
      confirmed: answer.UserConfirmed === true,
      destination: answer.CodeDeliveryDetails?.Destination ?? '',
    };
  };

  /** spec §7 ConfirmSignUp: the emailed code confirms the account (and its address). */
  confirmSignUp = async (email: string, code: string): Promise<void> => {
    await this.selfService('ConfirmSignUp', email, { ConfirmationCode: code.trim() });
  };

  /** spec §7 ResendConfirmationCode: a new code for an account not confirmed yet; answers where it went. */
  resendConfirmationCode = async (email: string, locale: 'de' | 'en'): Promise<string> =>
    destinationOf(await this.selfService('ResendConfirmationCode', email, { ClientMetadata: { locale } }));

  /** spec §7 ForgotPassword: a code to set a new password is mailed; answers where it went. */
  forgotPassword = async (email: string, locale: 'de' | 'en'): Promise<string> =>
    destinationOf(await this.selfService('ForgotPassword', email, { ClientMetadata: { locale } }));

  /** spec §7 ConfirmForgotPassword: the emailed code and the new password. */
  confirmForgotPassword = async (email: string, code: string, password: string): Promise<void> => {
    await this.selfService('ConfirmForgotPassword', email, {
      ConfirmationCode: code.trim(),
      Password: password,
    });
  };

  /** One self-service call of the user-pool API for `email`; failures as AuthError with Cognito's code. */
  private async selfService(
    operation: string,
    email: string,
    params: Record<string, unknown>,
  ): Promise<unknown> {
    const settings = this.requireSettings();
    const username = email.trim();
    if (!username) throw new AuthError(AUTH_MESSAGES.usernameNull, 'InvalidParameterException');
    try {
      const { transport } = await this.connect();
      return await transport(operation, { ClientId: settings.clientId, Username: username, ...params });
    } catch (error) {
      throw toAuthError(error);
    }
  }

  /**
   * spec §4 sign-out: clears the stored tokens and revokes the refresh token (RevokeToken: cognito-local
   * has no GlobalSignOut, and the library's own revoke path skips tokens without `origin_jti`, which
   * cognito-local's tokens lack). The local sign-out happens first (and needs no library), so neither a
   * failed revoke nor a library that fails to load can keep anyone signed in here.
   */
  signOut = async (): Promise<void> => {
    this.generation += 1;
    const settings = this.settings();
    const username =
      this.current?.username ?? (settings ? readLastAuthUser(this.storage, settings.clientId) : null);
    const refreshToken =
      this.current?.session.refreshToken ||
      (username && settings
        ? this.storage.getItem(cognitoStorageKeys(settings.clientId, username).refreshToken)
        : null);
    // The library's CognitoUser.signOut() without a revoke callback: clearCachedUser.
    if (settings && username) clearCognitoUser(this.storage, settings.clientId, username);
    this.current = null;
    this.setState(SIGNED_OUT);
    if (!settings || !refreshToken) return;
    try {
      const { transport } = await this.connect();
      await transport('RevokeToken', { Token: refreshToken, ClientId: settings.clientId });
    } catch (error) {
      this.log('Sign-out could not revoke the refresh token', error);
    }
  };

  /** spec §4: a new session from the refresh token, or null on failure (signed out when it was rejected). */
  refreshSession = async (): Promise<AuthSession | null> => {
    await this.start();
    const settings = this.settings();
    const username =
      this.current?.username ?? (settings ? readLastAuthUser(this.storage, settings.clientId) : null);
    if (!settings || !username) {
      this.log(AUTH_MESSAGES.notAuthenticated);
      return null;
    }
    const refreshToken =
      this.current?.session.refreshToken ||
      this.storage.getItem(cognitoStorageKeys(settings.clientId, username).refreshToken);
    if (!refreshToken) {
      this.log(AUTH_MESSAGES.cannotRefresh);
      return null;
    }
    const generation = this.generation;
    try {
      const session = await this.refresh(username, refreshToken);
      if (generation !== this.generation) return null;
      this.setSignedIn(username, session);
      return toAuthSession(session);
    } catch (error) {
      this.log('Session refresh failed', error);
      if (isNotAuthorized(error) && generation === this.generation) {
        this.current = null;
        this.setState(SIGNED_OUT);
      }
      return null;
    }
  };

  /** spec §4: the id token while the session is valid (drift-corrected), else a refreshed one, else null. */
  getToken = async (): Promise<string | null> => {
    await this.start();
    const current = this.current;
    if (!current) return null;
    if (isSessionValid(current.session, this.now())) return current.session.idToken;
    return (await this.refreshSession())?.idToken ?? null;
  };

  /** spec §4 hosted login: the whole browser goes to the provider's authorize page. */
  openHostedLogin = (provider?: IdentityProvider): void => {
    if (!hostedLoginConfigured(this.cognito)) {
      // spec §8: logged, and no redirect.
      this.log(AUTH_MESSAGES.hostedUiMissing);
      return;
    }
    const state = this.newState();
    if (!rememberState(this.stateStore, state)) {
      this.log('Hosted login needs session storage to keep its state');
      return;
    }
    this.redirect(authorizeUrl(this.cognito, state, provider));
  };

  /**
   * The hosted login's return (/auth/callback?code=…&state=…): checks the state, redeems the code and
   * stores the tokens under the library's keys, so start-up finds the session on the next load. The same
   * query is completed once, however often it is asked (React runs effects twice in development).
   */
  completeHostedLogin = (search: string): Promise<void> => {
    let pending = this.callbacks.get(search);
    if (!pending) {
      pending = this.redeem(search);
      this.callbacks.set(search, pending);
    }
    return pending;
  };

  private async redeem(search: string): Promise<void> {
    const settings = this.requireSettings();
    const code = checkCallback(search, takeState(this.stateStore));
    const tokens = await exchangeCode(this.cognito, code, this.fetchFn);
    const username: unknown = decodeJwtPayload(tokens.idToken)['cognito:username'];
    if (typeof username !== 'string' || !username) {
      throw new AuthError(AUTH_MESSAGES.usernameNull, 'HostedLoginFailed');
    }
    // No stored drift yet: measured now (as the library does), from the tokens' iat against this device's clock.
    const session = sessionFromTokens(tokens, undefined, this.now());
    if (!userFromIdToken(session.idToken))
      throw new AuthError('Hosted login returned an unreadable id token', 'HostedLoginFailed');
    this.generation += 1;
    this.forgetOtherUser(settings.clientId, readLastAuthUser(this.storage, settings.clientId), username);
    // What the library's setSignInUserSession stores: idToken, accessToken, refreshToken, clockDrift and
    // LastAuthUser (the library's own getCurrentUser/getSession find it; a unit test proves it).
    writeCognitoSession(this.storage, settings.clientId, username, session);
    this.setSignedIn(username, session);
  }

  private async restore(): Promise<void> {
    const generation = this.generation;
    const settle = (apply: () => void) => {
      if (generation === this.generation) apply();
    };
    const settings = this.settings();
    const username = settings ? readLastAuthUser(this.storage, settings.clientId) : null;
    if (!settings || !username) return settle(() => this.setState(SIGNED_OUT));
    try {
      const stored = this.readStoredSession(settings, username);
      // Only an expired session needs Cognito (and so the library).
      const session = isSessionValid(stored, this.now())
        ? stored
        : await this.refresh(username, stored.refreshToken);
      settle(() => this.setSignedIn(username, session));
    } catch (error) {
      this.log('Stored session could not be restored', error);
      settle(() => {
        this.current = null;
        this.setState(SIGNED_OUT);
      });
    }
  }

  /**
   * The session the library stored for this user, with its saved clock drift (read as the library's
   * getSession reads it, `parseInt(clockDrift) || 0`; the library would judge expiry on the real clock and
   * refresh on its own).
   */
  private readStoredSession(settings: PoolSettings, username: string): TokenSession {
    const keys = cognitoStorageKeys(settings.clientId, username);
    const idToken = this.storage.getItem(keys.idToken);
    const accessToken = this.storage.getItem(keys.accessToken);
    if (!idToken) throw new AuthError(AUTH_MESSAGES.missingIdToken, 'NotAuthenticated');
    if (!accessToken || !userFromIdToken(idToken)) {
      throw new AuthError('Stored session is unreadable', 'NotAuthenticated');
    }
    return sessionFromTokens(
      { idToken, accessToken, refreshToken: this.storage.getItem(keys.refreshToken) ?? '' },
      Number.parseInt(this.storage.getItem(keys.clockDrift) ?? '', 10) || 0,
    );
  }

  /**
   * The library's refreshSession (REFRESH_TOKEN_AUTH through requestWithRetry, i.e. spec §9's backoff; it
   * re-caches the tokens and clears them on NotAuthorizedException). One refresh at a time: parallel
   * getToken calls share it (and the library's loading) instead of spending the refresh token several times.
   */
  private refresh(username: string, refreshToken: string): Promise<TokenSession> {
    if (!refreshToken) return Promise.reject(new AuthError(AUTH_MESSAGES.cannotRefresh, 'NotAuthenticated'));
    this.refreshing ??= this.connect()
      .then((client) => client.refresh(username, refreshToken))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private setSignedIn(username: string, session: TokenSession): void {
    const authUser = userFromIdToken(session.idToken);
    if (!authUser) throw new AuthError('The id token is unreadable', 'NotAuthenticated');
    this.current = { username, session };
    this.setState({ user: authUser, session: toAuthSession(session), isLoading: false });
  }

  private setState(next: AuthState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** A different user's leftover tokens (the library only moves LastAuthUser) would outlive their session. */
  private forgetOtherUser(clientId: string, previous: string | null, username: string): void {
    if (!previous || previous === username) return;
    const keys = cognitoStorageKeys(clientId, previous);
    for (const key of [keys.idToken, keys.accessToken, keys.refreshToken, keys.clockDrift, keys.userData]) {
      this.storage.removeItem(key);
    }
  }

  private requireSettings(): PoolSettings {
    const settings = this.settings();
    if (settings) return settings;
    const result = this.settingsResult;
    throw result && 'error' in result
      ? result.error
      : new AuthError(AUTH_MESSAGES.notConfigured, 'NotConfigured');
  }

  /**
   * The configured pool's settings, validated by spec §5 (the library's own messages differ from spec §8's),
   * or null when sign-in cannot work with them.
   */
  private settings(): PoolSettings | null {
    if (!this.settingsResult) {
      const error = cognitoConfigError(this.cognito);
      this.settingsResult = error
        ? { error }
        : {
            settings: {
              userPoolId: this.cognito.userPoolId.trim(),
              clientId: this.cognito.clientId.trim(),
              endpoint: this.cognito.endpoint.trim(),
            },
          };
    }
    return 'settings' in this.settingsResult ? this.settingsResult.settings : null;
  }

  /**
   * Loads cognito-client.ts and with it the library (once; again after a failed load) and builds the pool.
   * A load that fails (offline, a new deployment's chunk names) rejects like any network failure: "Network
   * error".
   */
  private connect(): Promise<CognitoClient> {
    this.client ??= this.openClient().catch((error: unknown) => {
      this.client = null;
      throw toAuthError(error);
    });
    return this.client;
  }

  private async openClient(): Promise<CognitoClient> {
    const settings = this.requireSettings();
    const { CognitoClient } = await import('./cognito-client');
    return new CognitoClient({
      ...settings,
      storage: this.storage,
      transport: this.customTransport,
      sleep: this.sleep,
      random: this.random,
    });
  }
}

function destinationOf(answer: unknown): string {
  const details = (answer as { CodeDeliveryDetails?: { Destination?: unknown } } | null)?.CodeDeliveryDetails;
  return typeof details?.Destination === 'string' ? details.Destination : '';
}
