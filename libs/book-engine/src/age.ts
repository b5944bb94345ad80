import { AGE_RANGES, type Age, type AgeBand, type AgeRange } from './types';

/**
 * Reads the builder's wire form (spec §5): "5 years", "3-6 years", "3–6", 7 or "7". A specific age is
 * clamped to 0–17 and anything that is not a number becomes 0, as the builder does.
 */
export function parseAge(value: string | number | null | undefined): Age {
  if (typeof value === 'number') return clampAge(value);
  const text = String(value ?? '').trim();
  const range = /^(\d{1,2})\s*[-–—]\s*(\d{1,2})/.exec(text);
  if (range) {
    const candidate = `${Number(range[1])}-${Number(range[2])}`;
    if ((AGE_RANGES as readonly string[]).includes(candidate)) return candidate as AgeRange;
    return clampAge(Number(range[1]));
  }
  const single = /^(\d+(?:\.\d+)?)/.exec(text);
  return clampAge(single ? Number(single[1]) : 0);
}

function clampAge(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(17, Math.max(0, Math.floor(n)));
}

export function ageBounds(age: Age): { min: number; max: number } {
  if (typeof age === 'number') return { min: clampAge(age), max: clampAge(age) };
  const [min, max] = age.split('-').map(Number) as [number, number];
  return { min, max };
}

/** Ranges are read by their lower bound: a 3-6 book is written for the younger end. */
export function ageBand(age: Age): AgeBand {
  const { min } = ageBounds(age);
  if (min < 3) return 'toddler';
  if (min < 6) return 'preschool';
  if (min < 9) return 'early-reader';
  if (min < 12) return 'middle-grade';
  if (min < 15) return 'teen';
  return 'young-adult';
}

export function formatFor(age: Age): 'board' | 'booklet' {
  return ageBand(age) === 'toddler' ? 'board' : 'booklet';
}
