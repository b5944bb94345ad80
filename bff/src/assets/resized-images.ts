import sharp from 'sharp';

/**
 * issue #25: the smaller widths a flipbook page is served in besides its own (900 px), so a phone loads a
 * picture the size of its screen (`<img srcset>`). Only these widths: a link cannot ask for arbitrary work.
 */
export const RESIZED_WIDTHS = [480, 720] as const;
export type ResizedWidth = (typeof RESIZED_WIDTHS)[number];

export function resizedWidth(value: unknown): ResizedWidth | undefined {
  const n = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return (RESIZED_WIDTHS as readonly number[]).includes(n) ? (n as ResizedWidth) : undefined;
}

/** `<url> 480w, <url> 720w, <url> <full>w` for a signed image link (its query already holds expires and sig). */
export function srcsetOf(url: string, fullWidth: number): string {
  const join = url.includes('?') ? '&' : '?';
  return [
    ...RESIZED_WIDTHS.filter((w) => w < fullWidth).map((w) => `${url}${join}w=${w} ${w}w`),
    `${url} ${fullWidth}w`,
  ].join(', ');
}

/** Page pictures are stored by their content (never rewritten), so a resized copy never goes stale. */
const CACHE_ENTRIES = 256;
const cache = new Map<string, Promise<Buffer | null>>();

/**
 * The WebP picture at `width` (never wider than it is), or null when the bytes are no picture sharp can read;
 * the most recently asked ones are kept in memory (a few hundred kB for a book).
 */
export function resizedWebp(key: string, body: Buffer, width: ResizedWidth): Promise<Buffer | null> {
  const id = `${width}:${key}`;
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const made = sharp(body)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer()
    .catch(() => null);
  cache.set(id, made);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return made;
}
