export type ProviderErrorCode =
  | 'BOOK_ENGINE.PROVIDER_TIMEOUT'
  | 'BOOK_ENGINE.PROVIDER_UNAVAILABLE'
  | 'BOOK_ENGINE.PROVIDER_REJECTED'
  | 'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE'
  | 'BOOK_ENGINE.PROVIDER_CONFIG'
  /** issue #23: the book's image calls reached their budget; more would cost money nobody planned for. */
  | 'BOOK_ENGINE.PROVIDER_BUDGET';

/**
 * A model provider failed. `retryable` tells the caller whether the same request may succeed later
 * (timeouts, 429, 5xx, network errors) or will fail again (other 4xx, unusable answers, bad configuration).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  /** How long the provider asked to wait before the next try (its Retry-After), when it said. */
  readonly retryAfterMs?: number;

  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly retryable: boolean,
    /** HTTP status of the provider's answer, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown; retryAfterMs?: number | undefined },
  ) {
    super(message, options?.cause !== undefined ? { cause: options.cause } : undefined);
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
  }
}
