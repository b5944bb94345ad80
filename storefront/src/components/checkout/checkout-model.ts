import type { BookFormat, CheckoutRequestInput } from '@fabelhaft/contracts';
import { PAYMENT_STATUSES } from '@fabelhaft/contracts/constants';
import { ApiError } from '../../api/client';

/** spec §4 payment status (the contracts' zod-free values). */
export const PAYMENT_STATES = PAYMENT_STATUSES;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The contracts' CouponCode rule (spec §3 checkout request): letters, digits, "-" and "_", at most 64. */
export const COUPON_CODE_MAX = 64;
const COUPON_PATTERN = /^[A-Za-z0-9_-]*$/;

/** Compared in lowercase; anything unknown or missing means no payment has been started. */
export function paymentState(raw: unknown): PaymentState {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return (PAYMENT_STATES as readonly string[]).includes(value) ? (value as PaymentState) : 'none';
}

/** spec §5: board if the book's format is board, else booklet. */
export function checkoutFormat(format: unknown): BookFormat {
  return typeof format === 'string' && format.trim().toLowerCase() === 'board' ? 'board' : 'booklet';
}

export type CouponState = 'empty' | 'tooLong' | 'invalid' | 'ok';

export function couponState(input: string): CouponState {
  const code = input.trim();
  if (!code) return 'empty';
  if (code.length > COUPON_CODE_MAX) return 'tooLong';
  return COUPON_PATTERN.test(code) ? 'ok' : 'invalid';
}

/**
 * The POST /books/{id}/checkout body. `format` is the book's format (null: it has none, so booklet); undefined
 * means the storefront could not read it, and the field is left out so the server uses the book's own (it
 * refuses a format that differs from the book's). An empty or unusable coupon code is left out.
 */
export function checkoutRequest(
  format: string | null | undefined,
  couponCode?: string,
): CheckoutRequestInput {
  const code = couponCode?.trim() ?? '';
  return {
    ...(format === undefined ? {} : { format: checkoutFormat(format) }),
    ...(couponState(code) === 'ok' ? { coupon_code: code.toUpperCase() } : {}),
  };
}

/**
 * spec §8 checkout error: the server's detail if present, else the message, else the generic text. A refusal
 * the customer can act on is worded by its code in the site's language (`word`: useRefusalText, issue #25); an
 * ApiError's own message is a technical stand-in ("Request failed (502)"), so without a detail it gets the
 * generic text.
 */
export function checkoutErrorText(
  error: unknown,
  generic: string,
  word: (error: ApiError, fallback: string) => string = (e, fallback) => e.detail?.trim() || fallback,
): string {
  if (error instanceof ApiError) return word(error, generic);
  if (error instanceof Error && error.message.trim()) return error.message.trim();
  return generic;
}

/** The checkout may only be opened on the provider's page: an http(s) address, absolute or relative. */
export function isSafeCheckoutUrl(url: unknown, base: string): url is string {
  if (typeof url !== 'string' || !url.trim()) return false;
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
