/**
 * The auth-internal texts of spec §8, verbatim. They are developer-facing (thrown, logged); customers see
 * the translated texts of the `auth` area instead.
 */
export const AUTH_MESSAGES = {
  notConfigured: 'Cognito is not configured',
  passwordResetRequired: 'Password reset required. Please use the hosted login',
  outsideProvider: 'useAuth must be used within an AuthProvider',
  hostedUiMissing: 'Hosted UI parameters missing',
  notAuthenticated: 'User is not authenticated',
  cannotRefresh: 'Cannot retrieve a new session. Please authenticate',
  missingIdToken: 'Local storage is missing an ID Token, Please authenticate',
  usernameNull: 'Username is null',
  network: 'Network error',
  idsRequired: 'Both UserPoolId and ClientId are required',
  invalidPoolId: 'Invalid UserPoolId format',
} as const;

/**
 * Why an auth call failed. The login page picks its text by code; the Cognito exception names
 * (NotAuthorizedException, ...) pass through unchanged so callers can tell a rejection from an outage.
 */
export type AuthErrorCode =
  | 'NotConfigured'
  | 'InvalidConfig'
  | 'PasswordResetRequired'
  | 'ChallengeNotSupported'
  | 'NotAuthenticated'
  | 'NetworkError'
  | 'HostedLoginFailed'
  | (string & {});

export class AuthError extends Error {
  constructor(
    message: string,
    public readonly code: AuthErrorCode,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The code of a Cognito error as amazon-cognito-identity-js reports it (`code`, else `name`). */
export function cognitoErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code) return code;
  return typeof name === 'string' && name !== 'Error' ? name : undefined;
}

/** Cognito's verdict on the credentials or tokens (a retry cannot change it; on refresh it signs out). */
export function isNotAuthorized(error: unknown): boolean {
  return cognitoErrorCode(error) === 'NotAuthorizedException';
}

/** Normalises whatever the library or fetch threw into an AuthError with the spec §8 text where one exists. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = cognitoErrorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  // spec §8: "Network error" (code NetworkError); the library sets the code, a bare fetch TypeError does not.
  if (code === 'NetworkError' || message === AUTH_MESSAGES.network || error instanceof TypeError) {
    return new AuthError(AUTH_MESSAGES.network, 'NetworkError');
  }
  return new AuthError(message || 'Authentication failed', code ?? 'Unknown');
}
