/** The identity provider as account deletion needs it (issue #12). */
export interface IdentityUsers {
  /** The `sub` of the user an access token belongs to; throws `IdentityRefused` for a bad or stale token. */
  subjectOf(accessToken: string): Promise<string>;
  /** Deletes that user (Cognito `DeleteUser`); a user already gone is not an error. */
  deleteUser(accessToken: string): Promise<void>;
  /**
   * issue #22: revokes a refresh token (Cognito `RevokeToken`), so that no new tokens are minted with it. A token
   * the provider refuses (already revoked, not ours) is not an error: the user is deleted right after anyway.
   */
  revokeRefreshToken(refreshToken: string): Promise<void>;
}

/** The provider refused the token (expired, revoked, user gone). */
export class IdentityRefused extends Error {
  constructor(readonly type: string) {
    super(`identity provider refused: ${type}`);
    this.name = 'IdentityRefused';
  }
}

export const IDENTITY_USERS = Symbol('IDENTITY_USERS');
