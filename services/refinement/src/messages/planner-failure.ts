import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { ProviderError } from '@fabelhaft/book-engine';

/**
 * A planner that failed (issue #14): the parent's message stays recorded and the session as it was. A provider
 * that may answer later (timeout, 429, 5xx, unreachable) is 503 so the client tries again; an answer it could
 * not use, or a bug, is 502.
 */
export function plannerFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const retryable = error instanceof ProviderError && error.retryable;
  const code = retryable ? ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE : ErrorCodes.REFINEMENT_PLANNER_FAILED;
  return new DomainError(code, ErrorTexts[code]);
}
