import { checkoutEmail } from './order-mapping';

describe('checkoutEmail (issue #12)', () => {
  it('passes a verified email to the payment provider', () => {
    expect(checkoutEmail({ email: 'anna@example.com', emailVerified: true })).toBe('anna@example.com');
  });

  it('passes no unverified or empty email: the hosted page asks for one', () => {
    expect(checkoutEmail({ email: 'victim@example.com', emailVerified: false })).toBeUndefined();
    expect(checkoutEmail({ email: '', emailVerified: true })).toBeUndefined();
  });
});
