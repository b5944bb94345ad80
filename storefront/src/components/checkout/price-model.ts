import type { PriceListResponse } from '@fabelhaft/contracts';
import { suggestedFormat, type BookFormat } from '@fabelhaft/contracts/constants';

/** The gross price of `format` in minor units (VAT included, spec §1), or undefined while unknown. */
export function priceOf(prices: PriceListResponse | undefined, format: BookFormat): number | undefined {
  return prices?.formats.find((f) => f.format === format)?.amount;
}

/** The age a book is written for, as its parts: one age ("5 years") or a range ("3-6 years"). */
export type AgeParts = { kind: 'years'; count: number } | { kind: 'range'; from: number; to: number };

/** Reads spec §5's wire form ("5 years", "3-6 years"); undefined when it says nothing readable. */
export function ageParts(ageRange: string | null | undefined): AgeParts | undefined {
  const text = (ageRange ?? '').trim();
  const range = /^(\d{1,2})\s*[-–]\s*(\d{1,2})/.exec(text);
  if (range) return { kind: 'range', from: Number(range[1]), to: Number(range[2]) };
  const single = /^(\d{1,2})\b/.exec(text);
  return single ? { kind: 'years', count: Number(single[1]) } : undefined;
}

/**
 * What the preview page says about the format before the checkout (issue #24): the book's own format (the one
 * it is laid out in and the checkout charges, spec §5) and the format its age suggests (board books for the
 * youngest). They agree for every book the builder makes; `matchesAge` is false only for an odd old book.
 */
export function formatAdvice(
  bookFormat: BookFormat,
  ageRange: string | null | undefined,
): { format: BookFormat; suggested: BookFormat | undefined; matchesAge: boolean } {
  const suggested = ageParts(ageRange) ? suggestedFormat(ageRange) : undefined;
  return { format: bookFormat, suggested, matchesAge: suggested === undefined || suggested === bookFormat };
}
