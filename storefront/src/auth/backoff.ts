import { cognitoErrorCode } from './errors';

export interface BackoffOptions {
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1), for the jitter. */
  random: () => number;
  /** First delay (spec §9: 100 ms), doubled on every further attempt. */
  baseDelayMs?: number;
  /** Up to this much random jitter is added to every delay (the library's factor: 100 ms). */
  jitterMs?: number;
  /** spec §9: give up once the next delay would be past 5 seconds. */
  maxDelayMs?: number;
  isRetryable?: (error: unknown) => boolean;
}

/**
 * Answers that a retry cannot change. amazon-cognito-identity-js retries every error; retrying a revoked
 * refresh token would only keep the customer waiting ~6 s before the same NotAuthorizedException.
 */
const FINAL_ERRORS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'InvalidParameterException',
  'ResourceNotFoundException',
]);

export function isRetryableCognitoError(error: unknown): boolean {
  return !FINAL_ERRORS.has(cognitoErrorCode(error) ?? '');
}

/**
 * spec §9: retry with exponential backoff starting at 100 ms plus random jitter, giving up past 5 seconds
 * (delays 100, 200, 400, 800, 1600, 3200 ms, each plus up to 100 ms jitter; the next, 6400 ms, is past the
 * limit, so there are at most 7 attempts). Rejects with the last error.
 */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: BackoffOptions): Promise<T> {
  const {
    sleep,
    random,
    baseDelayMs = 100,
    jitterMs = 100,
    maxDelayMs = 5000,
    isRetryable = isRetryableCognitoError,
  } = options;
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const delay = baseDelayMs * 2 ** n + jitterMs * random();
      if (delay > maxDelayMs) throw error;
      await sleep(delay);
    }
  }
}
