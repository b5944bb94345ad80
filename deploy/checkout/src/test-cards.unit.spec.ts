import { isExpired, normaliseCardNumber, outcomeOf, parseExpiry, passesLuhn, TEST_CARDS } from './test-cards';

describe('test cards', () => {
  it('knows the four Stripe test cards, all of which pass the Luhn check', () => {
    expect(TEST_CARDS.map((card) => [card.number, outcomeOf(card.number), passesLuhn(card.number)])).toEqual([
      ['4242424242424242', 'succeeds', true],
      ['4000000000000002', 'declined', true],
      ['4000000000000077', 'delayed_success', true],
      ['4000000000000341', 'delayed_failure', true],
    ]);
  });

  it('treats another valid number as no test card', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(outcomeOf('5555555555554444')).toBe('not_a_test_card');
  });

  it.each(['4242424242424241', '4242', '42424242424242424242', 'abcd424242424242'])(
    'rejects %s by the Luhn check',
    (number) => expect(passesLuhn(number)).toBe(false),
  );

  it('ignores the spaces and dashes people type', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-15T10:00:00Z');

  it.each([
    ['05/26', { month: 5, year: 2026 }],
    ['5 / 27', { month: 5, year: 2027 }],
    ['1230', { month: 12, year: 2030 }],
    ['12/2031', { month: 12, year: 2031 }],
  ])('reads %s', (input, expected) => expect(parseExpiry(input)).toEqual(expected));

  it.each(['13/26', '00/26', '5-26', 'tomorrow', ''])('does not read %j', (input) =>
    expect(parseExpiry(input)).toBeNull(),
  );

  it('accepts a card through the end of its expiry month and refuses earlier months', () => {
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});
