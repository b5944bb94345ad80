import {
  formatAmount,
  formatDate,
  fulfilmentKey,
  itemFormatKey,
  orderDocument,
  orderStatusKey,
  orderStatusTone,
  shortOrderId,
} from './order-model';

// Intl separates amount and currency sign with a no-break space.
const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('order rules (spec §4, §9)', () => {
  it.each([
    ['paid', 'success'],
    ['processing', 'success'],
    ['fulfilled', 'success'],
    ['requires_payment', 'warning'],
    ['created', 'warning'],
    ['cancelled', 'secondary'],
    ['refunded', 'secondary'],
    ['PAID', 'success'],
    ['on_hold', 'secondary'],
    ['', 'secondary'],
  ])('tones order status %p as %s', (status, tone) => expect(orderStatusTone(status)).toBe(tone));

  it('labels known values and leaves unknown ones to be shown raw', () => {
    expect(orderStatusKey('requires_payment')).toBe('account.orders.statuses.requires_payment');
    expect(orderStatusKey('on_hold')).toBeUndefined();
    expect(fulfilmentKey('ready_for_print')).toBe('account.orders.fulfilment.ready_for_print');
    expect(fulfilmentKey('lost_in_post')).toBeUndefined();
    expect(itemFormatKey('board')).toBe('account.orders.format.board');
    expect(itemFormatKey('hardcover')).toBeUndefined();
  });

  it('shortens the order id to its first 8 characters in capitals', () => {
    expect(shortOrderId('3f2a9c1b-77aa-4d0e-9e0b-1c2d3e4f5a6b')).toBe('3F2A9C1B');
    expect(shortOrderId('ab12')).toBe('AB12');
  });

  it('formats minor units for the language, EUR by default', () => {
    expect(nbsp(formatAmount(2900, 'EUR', 'de'))).toBe('29,00 €');
    expect(formatAmount(2900, 'EUR', 'en')).toBe('€29.00');
    expect(nbsp(formatAmount(123456, 'eur', 'de'))).toBe('1.234,56 €');
    expect(formatAmount(999, '', 'en')).toBe('€9.99');
    expect(formatAmount(999, null, 'en')).toBe('€9.99');
    expect(formatAmount(2900, 'USD', 'en')).toBe('US$29.00');
    expect(formatAmount(2900, 'not-a-currency', 'en')).toBe('29.00 NOT-A-CURRENCY');
  });

  it('formats dates for the language and keeps an unreadable one as it came', () => {
    expect(formatDate('2025-03-04T12:00:00Z', 'de', 'Europe/Berlin')).toBe('04.03.2025');
    expect(formatDate('2025-03-04T12:00:00Z', 'en', 'Europe/Berlin')).toBe('4 Mar 2025');
    expect(formatDate(null, 'en')).toBeUndefined();
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('links the invoice PDF, else the receipt, else nothing', () => {
    expect(
      orderDocument({ invoice_pdf_url: 'https://s.test/i.pdf', receipt_url: 'https://r.test/1' }),
    ).toEqual({
      kind: 'invoice',
      href: 'https://s.test/i.pdf',
    });
    expect(orderDocument({ invoice_pdf_url: null, receipt_url: 'https://r.test/1' })).toEqual({
      kind: 'receipt',
      href: 'https://r.test/1',
    });
    expect(orderDocument({ invoice_pdf_url: ' ', receipt_url: null })).toBeUndefined();
  });
});
