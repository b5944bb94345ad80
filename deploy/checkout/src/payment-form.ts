import { isExpired, normaliseCardNumber, parseExpiry, passesLuhn, type CardExpiry } from './test-cards';
import type { ErrorKey } from './texts';

/** The hosted page's form fields, in page order (the error summary lists errors in this order). */
export const PAYMENT_FIELDS = [
  'email',
  'name',
  'line1',
  'line2',
  'postal_code',
  'city',
  'country',
  'card_number',
  'card_expiry',
  'card_cvc',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export type PaymentValues = Record<PaymentField, string>;
export type PaymentErrors = Partial<Record<PaymentField, ErrorKey>>;

export interface ValidPayment {
  email: string;
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
  cardNumber: string;
  expiry: CardExpiry;
}

export function readPaymentValues(form: URLSearchParams): PaymentValues {
  const values = {} as PaymentValues;
  for (const field of PAYMENT_FIELDS) values[field] = (form.get(field) ?? '').trim().slice(0, 200);
  return values;
}

/** Server-side checks of the payment form: every field's problem at once, so one round trip shows all. */
export function validatePayment(
  values: PaymentValues,
  allowedCountries: readonly string[],
  now: Date,
): { ok: true; payment: ValidPayment } | { ok: false; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  if (!values.email) errors.email = 'emailRequired';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'emailInvalid';
  if (!values.name) errors.name = 'nameRequired';
  if (!values.line1) errors.line1 = 'line1Required';
  if (!values.postal_code) errors.postal_code = 'postalCodeRequired';
  if (!values.city) errors.city = 'cityRequired';
  const country = values.country.toUpperCase();
  if (!country) errors.country = 'countryRequired';
  else if (!allowedCountries.includes(country)) errors.country = 'countryNotAllowed';

  const cardNumber = normaliseCardNumber(values.card_number);
  if (!cardNumber) errors.card_number = 'cardNumberRequired';
  else if (!passesLuhn(cardNumber)) errors.card_number = 'cardNumberInvalid';
  const expiry = parseExpiry(values.card_expiry);
  if (!values.card_expiry) errors.card_expiry = 'cardExpiryRequired';
  else if (!expiry) errors.card_expiry = 'cardExpiryInvalid';
  else if (isExpired(expiry, now)) errors.card_expiry = 'cardExpired';
  if (!values.card_cvc) errors.card_cvc = 'cardCvcRequired';
  else if (!/^\d{3,4}$/.test(values.card_cvc)) errors.card_cvc = 'cardCvcInvalid';

  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  return {
    ok: true,
    payment: {
      email: values.email,
      name: values.name,
      line1: values.line1,
      line2: values.line2 || null,
      postalCode: values.postal_code,
      city: values.city,
      country,
      cardNumber,
      expiry,
    },
  };
}
