/**
 * Stripe's test card numbers and what each one does here, plus the checks a card form makes before it
 * tries to charge (Luhn, expiry). https://docs.stripe.com/testing
 */
export type CardOutcome = 'succeeds' | 'declined' | 'delayed_success' | 'delayed_failure';

export interface TestCard {
  number: string;
  outcome: CardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000000077', outcome: 'delayed_success' },
  { number: '4000000000000341', outcome: 'delayed_failure' },
];

/** Digits only: people type card numbers with spaces or dashes. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Test mode never charges a real card: any other valid number is declined, as Stripe's test mode does
 * with live card numbers.
 */
export function outcomeOf(digits: string): CardOutcome | 'not_a_test_card' {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'not_a_test_card';
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** `MM/YY`, `MM / YY`, `MM/YYYY` or `MMYY`. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: CardExpiry, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

export function formatCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
