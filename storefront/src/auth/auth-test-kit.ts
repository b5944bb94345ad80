// Shared by the auth unit tests (not imported by the app): crafted JWTs, a fake Cognito API, storage.
import type { ICognitoStorage } from 'amazon-cognito-identity-js';
import type { PublicConfig } from '../config';
import type { CognitoSettings } from './cognito-config';
import { AuthManager, type AuthManagerOptions, type CognitoTransport } from './session';
import { cognitoStorageKeys } from './storage';

export const POOL_ID = 'local_1ev3ov6P';
export const CLIENT_ID = '1buxxiwvo65ebolhg5feb2j60';

export const SETTINGS: CognitoSettings = {
  region: 'eu-central-1',
  userPoolId: POOL_ID,
  clientId: CLIENT_ID,
  endpoint: 'http://localhost:9229',
  hostedUiUrl: 'http://localhost:9229',
  redirectUri: 'http://localhost:3000/auth/callback',
};

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with this payload (the storefront never verifies signatures; the BFF does). */
export function jwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: 'RS256', kid: 'CognitoLocal' })}.${b64url(payload)}.c2lnbmF0dXJl`;
}

/** Tokens shaped like cognito-local's, issued at `iatSeconds`, valid for `lifetime` seconds. */
export function tokenSet(opts: {
  username?: string;
  email?: string;
  groups?: string[];
  iat: number;
  lifetime?: number;
  n?: number;
}) {
  const { username = 'demo@fabelhaft.local', email = username, groups, iat, lifetime = 3600, n = 1 } = opts;
  const common = { sub: `sub-${username}`, iat, auth_time: iat, exp: iat + lifetime, jti: `jti-${n}` };
  return {
    idToken: jwt({
      ...common,
      'cognito:username': username,
      email,
      email_verified: true,
      token_use: 'id',
      aud: CLIENT_ID,
      ...(groups ? { 'cognito:groups': groups } : {}),
    }),
    accessToken: jwt({ ...common, client_id: CLIENT_ID, token_use: 'access', username }),
    refreshToken: `refresh-${username}-${n}`,
  };
}

export function cognitoError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code, name: code });
}

/** A plain in-memory ICognitoStorage that can be inspected. */
export class MapStorage implements ICognitoStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

/** Puts a session where amazon-cognito-identity-js keeps it, as a previous visit would have left it. */
export function storeSession(
  storage: ICognitoStorage,
  username: string,
  tokens: { idToken: string; accessToken: string; refreshToken: string },
  clockDrift = 0,
): void {
  const keys = cognitoStorageKeys(CLIENT_ID, username);
  storage.setItem(keys.idToken, tokens.idToken);
  storage.setItem(keys.accessToken, tokens.accessToken);
  storage.setItem(keys.refreshToken, tokens.refreshToken);
  storage.setItem(keys.clockDrift, String(clockDrift));
  storage.setItem(keys.lastAuthUser, username);
}

type Handler = (params: Record<string, unknown>) => unknown;

/** The Cognito JSON API as a table of handlers per operation; every call is recorded. */
export function fakeCognito(handlers: Record<string, Handler> = {}) {
  const calls: { operation: string; params: Record<string, unknown> }[] = [];
  const transport: CognitoTransport = async (operation, params) => {
    calls.push({ operation, params });
    const handler = handlers[operation];
    if (!handler) throw cognitoError('InvalidAction', `no fake for ${operation}`);
    return handler(params);
  };
  return { calls, handlers, transport };
}

/** A manager on fake everything: storage, Cognito, clock (ms, settable), sleep (recorded), redirect, log. */
export function testManager(overrides: Partial<AuthManagerOptions> = {}) {
  const clock = { now: Date.now() };
  const sleeps: number[] = [];
  const redirects: string[] = [];
  const logs: string[] = [];
  const storage = new MapStorage();
  const stateStore = new MapStorage();
  const cognito = fakeCognito();
  const manager = new AuthManager({
    cognito: SETTINGS,
    storage,
    stateStore: () => stateStore,
    transport: cognito.transport,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
    },
    random: () => 0.5,
    redirect: (url) => redirects.push(url),
    newState: () => 'state-123',
    log: (message) => logs.push(message),
    ...overrides,
  });
  return { manager, clock, sleeps, redirects, logs, storage, stateStore, cognito };
}

export const nowSeconds = (ms: number) => Math.floor(ms / 1000);

/** A whole public configuration around these Cognito settings (for ConfigProvider in component tests). */
export function publicConfigWith(cognito: CognitoSettings = SETTINGS): PublicConfig {
  return {
    bffUrl: 'http://localhost:4000',
    cognito,
    company: {
      name: 'Fabelhaft GmbH',
      street: 'Lindenstraße 12',
      city: '10969 Berlin',
      country: 'Deutschland',
      managingDirector: 'Mara Fink',
      register: 'HRB 0',
      vatId: 'DE000000000',
      email: 'hallo@fabelhaft.example',
      phone: '+49 30 0000000',
    },
    supportEmail: 'support@fabelhaft.example',
  };
}
