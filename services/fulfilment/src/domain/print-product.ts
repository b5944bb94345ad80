import { createHash } from 'node:crypto';
import type { BookFormat } from '@fabelhaft/contracts/constants';
import type { PrintProduct } from '@fabelhaft/contracts';
import type { PromisedWindow } from './print-job';

/** The trims the books service lays out (libs/printing README: booklet 180 × 240 mm, board book 150 × 200 mm). */
const TRIM_MM: Record<BookFormat, { width: number; height: number }> = {
  booklet: { width: 180, height: 240 },
  board: { width: 150, height: 200 },
};
const BLEED_MM = 3;

export function printProductOf(
  format: BookFormat,
  pageCount: number,
  binding: 'left' | 'right',
): PrintProduct {
  return { format, trimMm: TRIM_MM[format], bleedMm: BLEED_MM, pageCount, binding };
}

/** A UUID-shaped id derived from `seed`: the same approval (or reprint request) always names the same job. */
export function derivedJobId(seed: string): string {
  const h = createHash('sha256').update(`fabelhaft:print-job:${seed}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The first job of an order item. */
export const printJobIdOfItem = (itemId: string) => derivedJobId(`item:${itemId}`);
/** The reprint that replaces `printJobId`. */
export const reprintJobIdOf = (printJobId: string) => derivedJobId(`reprint:${printJobId}`);

export interface PromiseConfig {
  dispatchWorkingDays: number;
  deliveryMinDays: number;
  deliveryMaxDays: number;
}

/** `days` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** issue #15: dispatch within n working days of the request, delivery min–max days after dispatch (dates). */
export function promisedWindow(requestedAt: Date, config: PromiseConfig): PromisedWindow {
  const dispatch = addWorkingDays(requestedAt, config.dispatchWorkingDays);
  const plus = (n: number) => new Date(dispatch.getTime() + n * 86_400_000);
  return {
    dispatchBy: day(dispatch),
    deliverFrom: day(plus(config.deliveryMinDays)),
    deliverTo: day(plus(config.deliveryMaxDays)),
  };
}
