import {
  formatInvoiceNumber,
  isInvoiceNumber,
  nextInvoiceNumber,
  parseInvoiceNumber,
} from './invoice-number';

describe('invoice numbers', () => {
  it('formats prefix, year and a six-digit sequence', () => {
    expect(formatInvoiceNumber('FH', 2026, 42)).toBe('FH-2026-000042');
    expect(formatInvoiceNumber('FH', 2027, 999_999)).toBe('FH-2027-999999');
  });

  it('parses what it formats', () => {
    expect(parseInvoiceNumber('FH-2026-000042')).toEqual({ prefix: 'FH', year: 2026, sequence: 42 });
    expect(parseInvoiceNumber(formatInvoiceNumber('FHB', 2030, 7))).toEqual({
      prefix: 'FHB',
      year: 2030,
      sequence: 7,
    });
  });

  it('refuses numbers that are not in the series format', () => {
    for (const bad of [
      'FH-2026-42',
      'fh-2026-000042',
      'FH-2026-000000',
      'FH-0999-000001',
      'FH-2026-0000042',
      ' FH-2026-000042',
      '',
    ]) {
      expect(isInvoiceNumber(bad)).toBe(false);
    }
    expect(() => parseInvoiceNumber('FH-2026-42')).toThrow(/not an invoice number/);
    expect(() => formatInvoiceNumber('FH', 2026, 0)).toThrow(/sequence/);
    expect(() => formatInvoiceNumber('FH', 2026, 1_000_000)).toThrow(/sequence/);
    expect(() => formatInvoiceNumber('F-H', 2026, 1)).toThrow(/prefix/);
    expect(() => formatInvoiceNumber('FH', 26, 1)).toThrow(/year/);
  });

  it('continues the sequence within a year and restarts it in a new year', () => {
    expect(nextInvoiceNumber(null, 'FH', 2026)).toBe('FH-2026-000001');
    expect(nextInvoiceNumber('FH-2026-000041', 'FH', 2026)).toBe('FH-2026-000042');
    expect(nextInvoiceNumber('FH-2026-000917', 'FH', 2027)).toBe('FH-2027-000001');
    expect(() => nextInvoiceNumber('FH-2027-000003', 'FH', 2026)).toThrow(/before the last invoice/);
    expect(() => nextInvoiceNumber('FH-2026-999999', 'FH', 2026)).toThrow(/sequence/);
  });
});
