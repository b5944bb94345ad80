import { HttpException } from '@nestjs/common';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';
import { statusForCode } from './error-mapping';

const DETAILS: Partial<Record<string, string>> = {
  ...ErrorTexts,
  // A service busy with the customer's data at this very moment (its own detail names internals).
  [ErrorCodes.CONFLICT]: 'Your data is being changed right now. Please try again in a moment.',
};

/**
 * issue #25 (ADR 0042): a service's refusal that a customer can act on, as the BFF answers it — its `code`, and
 * an English `detail` for API clients (libs/contracts ErrorTexts, or `details` where an action says more). The
 * storefront words it by the code in the customer's language (storefront/src/i18n/texts/refusals.ts); the BFF
 * holds no customer texts. Only `codes` are answered so; anything else leaves unchanged. A code of a 5xx (the
 * refinement planner's failures) is an answer with words too, not an internal error: it leaves as such.
 */
export function refusal(
  error: unknown,
  codes: readonly string[],
  details: Partial<Record<string, string>> = {},
): unknown {
  const code = error instanceof RemoteError || error instanceof DomainError ? error.code : undefined;
  if (!code || !codes.includes(code)) return error;
  const detail = details[code] ?? DETAILS[code] ?? (error as RemoteError | DomainError).detail;
  if (statusForCode(code) >= 500) return new HttpException({ detail, code }, statusForCode(code));
  return new DomainError(code, detail);
}
