import { allocateDiscount, invoiceTotals, vatFromGross } from './vat';

describe('vatFromGross', () => {
  it('takes the VAT out of a gross price, rounded to the cent', () => {
    expect(vatFromGross(2900, 7)).toEqual({ net: 2710, vat: 190, gross: 2900 });
    expect(vatFromGross(3490, 7)).toEqual({ net: 3262, vat: 228, gross: 3490 }); // 228.32
    expect(vatFromGross(11900, 19)).toEqual({ net: 10000, vat: 1900, gross: 11900 });
    expect(vatFromGross(10700, 7)).toEqual({ net: 10000, vat: 700, gross: 10700 });
  });

  it('handles amounts of a few cents', () => {
    expect(vatFromGross(0, 19)).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(vatFromGross(1, 19)).toEqual({ net: 1, vat: 0, gross: 1 }); // 0.16
    expect(vatFromGross(1, 7)).toEqual({ net: 1, vat: 0, gross: 1 }); // 0.07
    expect(vatFromGross(4, 19)).toEqual({ net: 3, vat: 1, gross: 4 }); // 0.64
    expect(vatFromGross(8, 7)).toEqual({ net: 7, vat: 1, gross: 8 }); // 0.52
    expect(vatFromGross(7, 7)).toEqual({ net: 7, vat: 0, gross: 7 }); // 0.458
  });

  it('rounds an exact half cent up, and a refund to the exact negative', () => {
    // 3 × 20 / 120 = 0.5 exactly (7 % and 19 % can never land on a half cent: 107 and 119 are odd).
    expect(vatFromGross(3, 20)).toEqual({ net: 2, vat: 1, gross: 3 });
    expect(vatFromGross(9, 20)).toEqual({ net: 7, vat: 2, gross: 9 }); // 1.5
    expect(vatFromGross(-9, 20)).toEqual({ net: -7, vat: -2, gross: -9 });
    expect(vatFromGross(-2900, 7)).toEqual({ net: -2710, vat: -190, gross: -2900 });
  });

  it('supports rates with decimals (5.5 %, 8.1 %) in basis points', () => {
    expect(vatFromGross(1055, 5.5)).toEqual({ net: 1000, vat: 55, gross: 1055 });
    expect(vatFromGross(1081, 8.1)).toEqual({ net: 1000, vat: 81, gross: 1081 });
    expect(vatFromGross(999, 0)).toEqual({ net: 999, vat: 0, gross: 999 });
  });

  it('always splits the gross exactly and stays within half a cent of the exact VAT', () => {
    const wrong: string[] = [];
    for (const rate of [0, 5.5, 7, 10, 19, 20, 21]) {
      for (let gross = -5_000; gross <= 25_000; gross += 7) {
        const { net, vat } = vatFromGross(gross, rate);
        if (net + vat !== gross || Math.abs(vat - (gross * rate) / (100 + rate)) > 0.5)
          wrong.push(`${gross}@${rate}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stays exact for large amounts', () => {
    expect(vatFromGross(9_000_000_000_001, 19).vat).toBe(1_436_974_789_916); // .126…
  });

  it('refuses fractions of a cent and odd rates', () => {
    expect(() => vatFromGross(10.5, 7)).toThrow(/whole number of cents/);
    expect(() => vatFromGross(1000, 7.125)).toThrow(/at most two decimals/);
    expect(() => vatFromGross(1000, -7)).toThrow(/between 0 and 100/);
    expect(() => vatFromGross(1000, Number.NaN)).toThrow();
  });
});

describe('invoiceTotals', () => {
  it('computes VAT once per rate on that rate’s gross total, not per line', () => {
    const lines = Array.from({ length: 10 }, () => ({ quantity: 1, unitGrossMinor: 995, vatRate: 7 }));
    // Per line 65.09 → 65, ten lines 650; on the sum 9950 × 7/107 = 650.93 → 651.
    expect(invoiceTotals(lines)).toEqual({
      byRate: [{ rate: 7, net: 9299, vat: 651, gross: 9950 }],
      net: 9299,
      vat: 651,
      gross: 9950,
    });
  });

  it('keeps rates apart and subtracts discount lines from their rate', () => {
    const totals = invoiceTotals([
      { quantity: 1, unitGrossMinor: 3490, vatRate: 7 },
      { quantity: 2, unitGrossMinor: 390, vatRate: 19 },
      { quantity: 1, unitGrossMinor: -349, vatRate: 7 },
    ]);
    expect(totals.byRate).toEqual([
      { rate: 7, net: 2936, vat: 205, gross: 3141 }, // 205.49
      { rate: 19, net: 655, vat: 125, gross: 780 }, // 124.54
    ]);
    expect(totals).toMatchObject({ net: 3591, vat: 330, gross: 3921 });
    expect(totals.net + totals.vat).toBe(totals.gross);
  });

  it('multiplies quantity by unit price', () => {
    expect(invoiceTotals([{ quantity: 3, unitGrossMinor: 2900, vatRate: 7 }]).gross).toBe(8700);
  });

  it('refuses a discount larger than the goods at its rate, and bad quantities', () => {
    expect(() =>
      invoiceTotals([
        { quantity: 1, unitGrossMinor: 500, vatRate: 19 },
        { quantity: 1, unitGrossMinor: -600, vatRate: 19 },
      ]),
    ).toThrow(/exceed the goods at that rate/);
    expect(() => invoiceTotals([{ quantity: 0, unitGrossMinor: 500, vatRate: 19 }])).toThrow(/quantity/);
    expect(() => invoiceTotals([{ quantity: 1.5, unitGrossMinor: 500, vatRate: 19 }])).toThrow(/quantity/);
  });

  it('gives zero totals for no lines', () => {
    expect(invoiceTotals([])).toEqual({ byRate: [], net: 0, vat: 0, gross: 0 });
  });
});

describe('allocateDiscount', () => {
  const lines = [
    { quantity: 1, unitGrossMinor: 3000, vatRate: 7 },
    { quantity: 1, unitGrossMinor: 1000, vatRate: 19 },
  ];

  it('splits an order-wide voucher across rates in proportion to their gross', () => {
    expect(allocateDiscount(1000, lines)).toEqual([
      { rate: 7, amountMinor: 750 },
      { rate: 19, amountMinor: 250 },
    ]);
  });

  it('hands out the odd cents so the parts add up to the voucher exactly', () => {
    const parts = allocateDiscount(333, lines); // 249.75 and 83.25
    expect(parts).toEqual([
      { rate: 7, amountMinor: 250 },
      { rate: 19, amountMinor: 83 },
    ]);
    const even = [
      { quantity: 1, unitGrossMinor: 1000, vatRate: 7 },
      { quantity: 1, unitGrossMinor: 1000, vatRate: 19 },
    ];
    expect(allocateDiscount(1, even)).toEqual([{ rate: 19, amountMinor: 1 }]);
  });

  it('refuses a voucher worth more than the order', () => {
    expect(() => allocateDiscount(4001, lines)).toThrow(/exceeds the order total/);
  });
});
