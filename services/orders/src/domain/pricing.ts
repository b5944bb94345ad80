import type { BookFormat } from '@fabelhaft/contracts/constants';
import type { OrderItemState, Pricing } from './order';
import { unknownCoupon } from './order.errors';

/** Prices from configuration (issue #5): gross per format in minor units, VAT included. */
export interface PriceList {
  currency: string;
  /** German reduced rate for printed books by default (7 %). */
  vatRatePercent: number;
  unitAmounts: Record<BookFormat, number>;
  /** Coupon code (upper case) → percent off. */
  coupons: Record<string, number>;
}

export interface ItemToPrice {
  itemId: string;
  bookId: string;
  title: string | null;
  coverKey: string | null;
  format: BookFormat;
  quantity: number;
}

/**
 * Prices an order's items. A coupon takes its percentage off each unit price, rounded half up to the minor
 * unit, so item amounts, the order total and the invoice all add up to the cent.
 */
export function priceOrder(items: ItemToPrice[], couponCode: string | null, list: PriceList): Pricing {
  const code = couponCode ? couponCode.toUpperCase() : null;
  const percentOff = code === null ? 0 : list.coupons[code];
  if (percentOff === undefined) throw unknownCoupon();
  let discountTotal = 0;
  const priced: OrderItemState[] = items.map((item) => {
    const listPrice = list.unitAmounts[item.format];
    const unitDiscount = Math.round((listPrice * percentOff) / 100);
    const unitAmount = listPrice - unitDiscount;
    discountTotal += unitDiscount * item.quantity;
    return { ...item, unitAmount, amountTotal: unitAmount * item.quantity, fulfilmentStatus: 'pending' };
  });
  return {
    items: priced,
    currency: list.currency.toUpperCase(),
    amountTotal: priced.reduce((sum, i) => sum + i.amountTotal, 0),
    couponCode: code,
    discountTotal,
    vatRatePercent: list.vatRatePercent,
  };
}

/** spec §5: the checkout format is board when the book's format is board, else booklet. */
export function checkoutFormatOf(bookFormat: string | null): BookFormat {
  return bookFormat === 'board' ? 'board' : 'booklet';
}
