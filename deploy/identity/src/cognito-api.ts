/** An error answer of the Cognito JSON API, with the short exception name (`NotAuthorizedException`). */
export class CognitoApiError extends Error {
  override name = 'CognitoApiError';

  constructor(
    readonly operation: string,
    readonly type: string,
    /** Cognito's own message, as it answered it. */
    readonly detail: string,
    readonly status: number,
  ) {
    super(`${operation} failed: ${type}: ${detail}`);
  }
}

export interface CognitoApi {
  call<T = Record<string, unknown>>(operation: string, body: object): Promise<T>;
}

/**
 * The Cognito user-pool JSON protocol over plain fetch: POST / with the operation in X-Amz-Target. No
 * signing: cognito-local does not check credentials, and no AWS SDK is needed for the handful of calls.
 */
export function cognitoApi(baseUrl: string): CognitoApi {
  return {
    async call<T>(operation: string, body: object): Promise<T> {
      const response = await fetch(`${baseUrl}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (!response.ok) {
        // Real Cognito prefixes the type with a namespace (`com.amazonaws...#NotAuthorizedException`).
        const type = String(json['__type'] ?? 'UnknownError').replace(/^.*#/, '');
        throw new CognitoApiError(operation, type, String(json['message'] ?? text), response.status);
      }
      return json as T;
    },
  };
}

export function isCognitoError(error: unknown, type: string): error is CognitoApiError {
  return error instanceof CognitoApiError && error.type === type;
}
