/** The signed-in user as the rest of the app sees them, taken from a verified Cognito id token. */
export interface AuthUser {
  sub: string;
  email: string;
  /**
   * The pool has verified the email (Cognito's `email_verified`). Only a verified address is passed on to
   * payment or invoices (issue #12): an unverified one could be anybody's.
   */
  emailVerified: boolean;
  groups: string[];
  isSupport: boolean;
}

/** The Cognito user-pool group whose members may act on limit requests (spec §6). */
export const SUPPORT_GROUP = 'support';

/**
 * Maps verified claims to an AuthUser, or null when the token is not a usable id token. Only id tokens are
 * accepted: access tokens carry no email and are meant for Cognito's own APIs, and their lack of `aud`
 * is the only other thing that keeps them out.
 */
export function authUserFromClaims(claims: Record<string, unknown>): AuthUser | null {
  const { sub, email, token_use: tokenUse } = claims;
  if (tokenUse !== 'id' || typeof sub !== 'string' || sub === '' || typeof email !== 'string') return null;
  const rawGroups = claims['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((group): group is string => typeof group === 'string')
    : [];
  // Cognito writes the claim as a boolean; some pools (and older tokens) as the string "true".
  const verified = claims['email_verified'];
  const emailVerified = verified === true || verified === 'true';
  return { sub, email, emailVerified, groups, isSupport: groups.includes(SUPPORT_GROUP) };
}
