// Pure helpers for the console's session: nothing here imports amazon-cognito-identity-js.

/** The Cognito group whose members may use the console (libs/auth SUPPORT_GROUP; the BFF checks it again). */
export const SUPPORT_GROUP = 'support';

/** The three tokens of a Cognito session plus the user name the refresh needs. */
export interface Session {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** The email the user signed in with (Cognito's USERNAME for refresh). */
  username: string;
}

/** A JWT's payload (base64url JSON), `{}` when unreadable. The signature is checked by the BFF, not here. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The `cognito:groups` claim of a token (an empty list when there is none). */
export function groupsOf(token: string): string[] {
  const groups = decodeJwtPayload(token)['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}

export const isSupport = (token: string): boolean => groupsOf(token).includes(SUPPORT_GROUP);

/** True when the token expires within `marginSeconds` of `nowMs` (or has no readable `exp`). */
export function expiresSoon(token: string, nowMs: number, marginSeconds = 60): boolean {
  const exp = decodeJwtPayload(token).exp;
  return typeof exp !== 'number' || exp * 1000 - marginSeconds * 1000 <= nowMs;
}

export interface Identity {
  id: string;
  fullName: string;
}

export function identityOf(token: string): Identity {
  const claims = decodeJwtPayload(token);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' ? claims.email : sub;
  return { id: sub, fullName: email };
}
