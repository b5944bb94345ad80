/** Stable codes clients and the BFF's error mapping rely on; never reworded. */
export const AUTH_ERROR_CODES = {
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  FORBIDDEN: 'AUTH.FORBIDDEN',
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

export interface AuthErrorBody {
  detail: string;
  code: AuthErrorCode;
}

// The 401 text is the spec's (§8, auth internals); one body for every reason, so a caller cannot probe
// which check a forged token failed.
export const UNAUTHENTICATED_BODY: AuthErrorBody = {
  detail: 'User is not authenticated',
  code: AUTH_ERROR_CODES.UNAUTHENTICATED,
};

export const FORBIDDEN_BODY: AuthErrorBody = {
  detail: 'Support access required',
  code: AUTH_ERROR_CODES.FORBIDDEN,
};
