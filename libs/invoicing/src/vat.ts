/**
 * VAT arithmetic for gross prices (B2C: every price Fabelhaft shows includes VAT), in integer minor units
 * (cents). Rates are percentages with at most two decimals (7, 19, 5.5, 8.1) and are computed in basis
 * points as BigInt, so no amount is ever a float.
 */

export interface VatSplit {
  net: number;
  vat: number;
  gross: number;
}

export class InvalidAmountError extends Error {
  readonly code = 'INVOICING.INVALID_AMOUNT';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAmountError';
  }
}

/** 7 → 700, 5.5 → 550; refuses rates that are not a whole number of basis points. */
export function rateToBasisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < 0 ||
    ratePercent > 100 ||
    Math.abs(bp - ratePercent * 100) > 1e-6
  ) {
    throw new InvalidAmountError(
      `VAT rate ${ratePercent} % must be between 0 and 100 with at most two decimals`,
    );
  }
  return bp;
}

export function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new InvalidAmountError(`${what} must be a whole number of cents, got ${value}`);
}

/**
 * The VAT contained in a gross amount: vat = gross × rate / (100 + rate), rounded half up to the cent
 * (kaufmännisches Runden; symmetric, so a refund is the exact negative of the sale), net = gross − vat so
 * net + vat always equals the gross the customer paid.
 */
export function vatFromGross(grossMinor: number, ratePercent: number): VatSplit {
  assertMinorUnits(grossMinor, 'gross');
  const bp = BigInt(rateToBasisPoints(ratePercent));
  const gross = BigInt(grossMinor);
  const vat = divideRoundHalfUp(gross * bp, 10_000n + bp);
  return { net: Number(gross - vat), vat: Number(vat), gross: grossMinor };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/**
 * One line of an invoice for the arithmetic. Discounts are their own lines with a negative unit price
 * and the VAT rate of the goods they reduce (a reduction of the Entgelt, §17 UStG, belongs to the rate of
 * what it reduces); an order-wide voucher over several rates is split with `allocateDiscount` first.
 */
export interface TotalsLine {
  quantity: number;
  unitGrossMinor: number;
  vatRate: number;
}

export interface RateTotals extends VatSplit {
  rate: number;
}

export interface InvoiceTotals {
  /** One entry per VAT rate, ascending by rate. */
  byRate: RateTotals[];
  net: number;
  vat: number;
  gross: number;
}

export function lineGross(line: TotalsLine): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    throw new InvalidAmountError(`quantity must be a positive whole number, got ${line.quantity}`);
  }
  assertMinorUnits(line.unitGrossMinor, 'unit gross');
  const gross = line.quantity * line.unitGrossMinor;
  assertMinorUnits(gross, 'line gross');
  return gross;
}

/**
 * Totals as German invoices show them: the gross of all lines at one rate is added up first and the VAT
 * is computed once on that sum (§14 Abs. 4 Nr. 7/8 UStG ask for the amount and the tax per rate), instead
 * of rounding per line, which could drift a cent per line away from what the customer paid.
 */
export function invoiceTotals(lines: readonly TotalsLine[]): InvoiceTotals {
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    rateToBasisPoints(line.vatRate);
    grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + lineGross(line));
  }
  const byRate = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      if (gross < 0) throw new InvalidAmountError(`Discounts at ${rate} % exceed the goods at that rate`);
      return { rate, ...vatFromGross(gross, rate) };
    });
  return {
    byRate,
    net: sum(byRate.map((r) => r.net)),
    vat: sum(byRate.map((r) => r.vat)),
    gross: sum(byRate.map((r) => r.gross)),
  };
}

/**
 * Splits an order-wide discount across VAT rates in proportion to each rate's gross (largest remainder,
 * so the parts add up to the discount exactly). Returns positive amounts per rate, ascending by rate.
 */
export function allocateDiscount(
  discountMinor: number,
  lines: readonly TotalsLine[],
): Array<{ rate: number; amountMinor: number }> {
  assertMinorUnits(discountMinor, 'discount');
  if (discountMinor < 0) throw new InvalidAmountError('discount must not be negative');
  const totals = invoiceTotals(lines.filter((l) => l.unitGrossMinor > 0));
  if (discountMinor > totals.gross) throw new InvalidAmountError('discount exceeds the order total');
  if (totals.gross === 0) return [];
  const shares = totals.byRate.map((r) => {
    const exact = BigInt(discountMinor) * BigInt(r.gross);
    return {
      rate: r.rate,
      floor: Number(exact / BigInt(totals.gross)),
      remainder: exact % BigInt(totals.gross),
    };
  });
  let left = discountMinor - sum(shares.map((s) => s.floor));
  // Highest remainder first; ties go to the higher rate so the result does not depend on input order.
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? b.rate - a.rate : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of order) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.filter((s) => s.floor > 0).map((s) => ({ rate: s.rate, amountMinor: s.floor }));
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
