export type ProviderErrorCode =
  | 'BOOK_ENGINE.PROVIDER_TIMEOUT'
  | 'BOOK_ENGINE.PROVIDER_UNAVAILABLE'
  | 'BOOK_ENGINE.PROVIDER_REJECTED'
  | 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE'
  | 'BOOK_ENGINE.PROVIDER_CONFIG';

/**
 * A model provider failed. `retryable` tells the caller whether the same request may succeed later
 * (timeouts, 429, 5xx, network errors) or will fail again (other 4xx, unusable answers, bad configuration).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly retryable: boolean,
    /** HTTP status of the provider's answer, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
