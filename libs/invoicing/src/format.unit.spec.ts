import { formatDate, formatMoney, formatRate, formatServiceDate } from './format';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('invoice formatting', () => {
  it('writes amounts the German and the English way', () => {
    expect(formatMoney(2710, 'de')).toBe(nbsp('27,10 €'));
    expect(formatMoney(2710, 'en')).toBe('€27.10');
    expect(formatMoney(123456789, 'de')).toBe(nbsp('1.234.567,89 €'));
    expect(formatMoney(123456789, 'en')).toBe('€1,234,567.89');
    expect(formatMoney(5, 'de')).toBe(nbsp('0,05 €'));
    expect(formatMoney(-349, 'de')).toBe(nbsp('-3,49 €'));
    expect(formatMoney(-349, 'en')).toBe('-€3.49');
    expect(formatMoney(0, 'en')).toBe('€0.00');
  });

  it('writes rates with a space before % in German', () => {
    expect(formatRate(7, 'de')).toBe(nbsp('7 %'));
    expect(formatRate(5.5, 'de')).toBe(nbsp('5,5 %'));
    expect(formatRate(19, 'en')).toBe('19%');
  });

  it('writes dates as 21.11.2026 and 21 Nov 2026', () => {
    expect(formatDate('2026-11-21', 'de')).toBe('21.11.2026');
    expect(formatDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDate('2026-11-21', 'en')).toBe('21 Nov 2026');
    expect(formatDate('2026-09-01', 'en')).toBe('1 Sep 2026');
  });

  it('writes the delivery date as a day, the invoice date or an expected month', () => {
    const month = { kind: 'month', year: 2026, month: 11, expected: true } as const;
    expect(formatServiceDate(month, '2026-10-02', 'de')).toBe('voraussichtlich November 2026');
    expect(formatServiceDate(month, '2026-10-02', 'en')).toBe('expected November 2026');
    expect(formatServiceDate({ ...month, month: 3, expected: false }, '2026-10-02', 'de')).toBe('März 2026');
    expect(formatServiceDate({ kind: 'date', date: '2026-11-24' }, '2026-11-21', 'de')).toBe('24.11.2026');
    expect(formatServiceDate({ kind: 'sameAsInvoiceDate' }, '2026-11-21', 'de')).toBe(
      '21.11.2026 (entspricht Rechnungsdatum)',
    );
  });
});
