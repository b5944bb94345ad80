import { ApiError } from '../../api/client';
import {
  checkoutErrorText,
  checkoutFormat,
  checkoutRequest,
  couponState,
  isSafeCheckoutUrl,
  paymentState,
} from './checkout-model';

const GENERIC = 'We could not start the checkout. Please try again.';

describe('checkout rules', () => {
  it.each([
    ['board', 'board'],
    ['Board ', 'board'],
    ['booklet', 'booklet'],
    ['pending', 'booklet'],
    [null, 'booklet'],
    [undefined, 'booklet'],
  ])('orders format %p as %s (spec §5)', (format, expected) => expect(checkoutFormat(format)).toBe(expected));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['SUMMER25', 'ok'],
    ['a-b_c9', 'ok'],
    ['X'.repeat(64), 'ok'],
    ['X'.repeat(65), 'tooLong'],
    ['summer 25', 'invalid'],
    ['rabatt€', 'invalid'],
  ])('judges coupon code %p as %s', (code, state) => expect(couponState(code)).toBe(state));

  it('builds the request body: the format, and a usable coupon code trimmed in capitals', () => {
    expect(checkoutRequest('board')).toEqual({ format: 'board' });
    expect(checkoutRequest(null, ' summer_25 ')).toEqual({ format: 'booklet', coupon_code: 'SUMMER_25' });
    expect(checkoutRequest('booklet', '   ')).toEqual({ format: 'booklet' });
    expect(checkoutRequest('booklet', 'no way!')).toEqual({ format: 'booklet' });
    // Not known in the browser: the server takes the book's own format.
    expect(checkoutRequest(undefined, 'a1')).toEqual({ coupon_code: 'A1' });
  });

  it('shows the server detail, else the message, else the generic text (spec §8)', () => {
    expect(checkoutErrorText(new ApiError(409, 'This book has already been paid for', 'X'), GENERIC)).toBe(
      'This book has already been paid for',
    );
    expect(checkoutErrorText(new ApiError(502, undefined, undefined), GENERIC)).toBe(GENERIC);
    expect(checkoutErrorText(new ApiError(0, undefined, 'NETWORK'), GENERIC)).toBe(GENERIC);
    expect(checkoutErrorText(new Error('Something specific'), GENERIC)).toBe('Something specific');
    expect(checkoutErrorText(new Error(''), GENERIC)).toBe(GENERIC);
    expect(checkoutErrorText('boom', GENERIC)).toBe(GENERIC);
  });

  it.each([
    ['success', 'success'],
    ['PENDING', 'pending'],
    ['failed', 'failed'],
    ['none', 'none'],
    ['', 'none'],
    ['refunded', 'none'],
    [null, 'none'],
  ])('reads payment status %p as %s', (raw, state) => expect(paymentState(raw)).toBe(state));

  it('goes only to an http(s) checkout address', () => {
    const base = 'https://fabelhaft.test/preview/b1';
    expect(isSafeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_1', base)).toBe(true);
    expect(isSafeCheckoutUrl('/checkout/success?session_id=cs_1', base)).toBe(true);
    expect(isSafeCheckoutUrl('javascript:alert(1)', base)).toBe(false);
    expect(isSafeCheckoutUrl('', base)).toBe(false);
    expect(isSafeCheckoutUrl(undefined, base)).toBe(false);
  });
});
