import { AUTH_MESSAGES, AuthError } from './errors';
import type { CognitoSettings } from './cognito-config';
import type { IdentityProvider } from './types';

/** spec §9: scope "email openid profile", response type code. */
export const HOSTED_LOGIN_SCOPE = 'email openid profile';

/** Where the `state` of a started hosted login waits for the callback (one tab, one login at a time). */
export const HOSTED_STATE_KEY = 'fabelhaft.auth.hostedLoginState';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function baseUrl(settings: CognitoSettings): string {
  return settings.hostedUiUrl.trim().replace(/\/+$/, '');
}

/**
 * spec §4 hosted login: the provider's authorize path with client id, response type code, scope, redirect
 * address and optionally the identity provider; plus `state` against login CSRF. Built by hand rather than
 * with URLSearchParams so the scope's spaces are %20, which every OAuth server reads (not all take `+`).
 */
export function authorizeUrl(settings: CognitoSettings, state: string, provider?: IdentityProvider): string {
  const params: [string, string][] = [
    ['client_id', settings.clientId.trim()],
    ['response_type', 'code'],
    ['scope', HOSTED_LOGIN_SCOPE],
    ['redirect_uri', settings.redirectUri.trim()],
    ...(provider ? ([['identity_provider', provider]] as [string, string][]) : []),
    ['state', state],
  ];
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${baseUrl(settings)}/oauth2/authorize?${query}`;
}

/** 128 random bits, hex: unguessable, and safe in a URL as is. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Remembers the state for the callback; false when session storage refuses (the callback could then not
 * check the state, so the login is not started at all).
 */
export function rememberState(store: () => KeyValueStore, state: string): boolean {
  try {
    store().setItem(HOSTED_STATE_KEY, state);
    return true;
  } catch {
    return false;
  }
}

/** Takes the remembered state out (a state is good for one callback only). */
export function takeState(store: () => KeyValueStore): string | null {
  try {
    const state = store().getItem(HOSTED_STATE_KEY);
    store().removeItem(HOSTED_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

/**
 * The callback's query: the code when the provider said yes and the state is the one this tab sent,
 * else an error (`error=access_denied` when the customer cancelled, a missing code, a state mismatch).
 */
export function checkCallback(search: string | URLSearchParams, expectedState: string | null): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const error = params.get('error');
  if (error) {
    const description = params.get('error_description');
    throw new AuthError(
      `Hosted login failed: ${error}${description ? ` (${description})` : ''}`,
      'HostedLoginFailed',
    );
  }
  const code = params.get('code');
  if (!code) throw new AuthError('Hosted login failed: no code', 'HostedLoginFailed');
  const state = params.get('state');
  if (!expectedState || state !== expectedState) {
    throw new AuthError('Hosted login failed: state mismatch', 'HostedLoginFailed');
  }
  return code;
}

export interface HostedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** spec §4: redeems the code at `<hosted UI>/oauth2/token` (form-encoded authorization_code grant). */
export async function exchangeCode(
  settings: CognitoSettings,
  code: string,
  fetchFn: typeof fetch,
): Promise<HostedTokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: settings.clientId.trim(),
    code,
    redirect_uri: settings.redirectUri.trim(),
  });
  let res: Response;
  try {
    res = await fetchFn(`${baseUrl(settings)}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
  } catch {
    throw new AuthError(AUTH_MESSAGES.network, 'NetworkError');
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const reason = typeof json.error === 'string' ? json.error : `HTTP ${res.status}`;
    throw new AuthError(`Hosted login failed: token exchange ${reason}`, 'HostedLoginFailed');
  }
  const { id_token: idToken, access_token: accessToken, refresh_token: refreshToken } = json;
  if (typeof idToken !== 'string' || typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
    throw new AuthError('Hosted login failed: token answer incomplete', 'HostedLoginFailed');
  }
  return { idToken, accessToken, refreshToken };
}
