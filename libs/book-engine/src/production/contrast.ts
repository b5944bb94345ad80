import { hexToRgb, mix } from '../illustration/color';

type Rgb = readonly [number, number, number];

const channel = (v: number): number => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance(color: Rgb | string): number {
  const [r, g, b] = typeof color === 'string' ? hexToRgb(color) : color;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA: 4.5:1 for text, 3:1 for large text (24 px, or bold from 18.66 px). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * `color` as it reads on `background` at `ratio` or more (issue #24): kept when it does, else moved towards
 * black on a light background (white on a dark one) just far enough, so a style's colour keeps its hue. A small
 * margin over the ratio leaves room for rounding in print and on screen.
 */
export function readable(color: string, background: string, ratio: number = AA_TEXT): string {
  const target = ratio + 0.1;
  if (contrastRatio(color, background) >= target) return color;
  const towards = luminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let t = 0.02; t < 1; t += 0.02) {
    const c = mix(color, towards, t);
    if (contrastRatio(c, background) >= target) return c;
  }
  return towards;
}

/** `color` made readable on every one of `backgrounds` (all light, or all dark). */
export function readableOnAll(color: string, backgrounds: string[], ratio: number = AA_TEXT): string {
  let c = color;
  for (let round = 0; round < 3; round++) for (const b of backgrounds) c = readable(c, b, ratio);
  return c;
}
