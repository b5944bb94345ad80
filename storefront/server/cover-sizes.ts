// issue #25: the widths the blog's covers are offered in (`srcset`), served by ./cover-images.ts. No sharp here:
// the blog's reader (./blog-source.ts) builds the `srcset` from it.

/** The widths the pages offer in `srcset` (a phone card at 1–3× density, a desktop card, the post's header). */
export const COVER_WIDTHS = [360, 720, 1080] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];

export function isCoverWidth(value: unknown): value is CoverWidth {
  return (
    typeof value === 'string' &&
    /^[0-9]{1,5}$/.test(value) &&
    COVER_WIDTHS.includes(Number(value) as CoverWidth)
  );
}

/** `srcset` for a cover served by this module; `undefined` for one served elsewhere (another origin, a Strapi). */
export function coverSrcSet(url: string, width: number, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const widths = COVER_WIDTHS.filter((w) => w < width);
  if (widths.length === 0) return undefined;
  return [...widths.map((w) => `${url}?w=${w} ${w}w`), `${url} ${width}w`].join(', ');
}
