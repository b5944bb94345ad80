import { DomainError, ErrorCodes } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';
import { localizedCheckoutRefusal } from './checkout-refusals';

describe('checkout refusals in the customer’s language (spec §8: the detail is shown first)', () => {
  const refused = () => new RemoteError(ErrorCodes.ORDERS_UNKNOWN_COUPON, 'This coupon code is not valid');

  it('writes the detail of a refusal the customer can act on in German or English', () => {
    expect(localizedCheckoutRefusal(refused(), 'de')).toMatchObject({
      code: ErrorCodes.ORDERS_UNKNOWN_COUPON,
      detail: 'Dieser Gutscheincode ist nicht gültig.',
    });
    expect(localizedCheckoutRefusal(refused(), 'en')).toMatchObject({
      detail: 'This coupon code is not valid.',
    });
    expect(
      localizedCheckoutRefusal(new DomainError(ErrorCodes.ORDERS_ALREADY_PAID, 'x'), 'de'),
    ).toMatchObject({ detail: 'Dieses Buch ist bereits bezahlt.' });
  });

  it('leaves every other error as it is', () => {
    const other = new Error('boom');
    expect(localizedCheckoutRefusal(other, 'de')).toBe(other);
  });
});
