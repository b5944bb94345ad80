import sharp from 'sharp';
import { rgbToHex } from './color';

/**
 * The k most common colours of an image (for reference uploads): shrink it, quantise each channel to
 * 8 levels, count, and average the pixels of the biggest buckets. Near-white and near-black buckets come
 * last so a photo's background or shadows do not dress the character.
 */
export async function dominantColors(image: Buffer, k = 3): Promise<string[]> {
  const { data, info } = await sharp(image)
    .resize(48, 48, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  const dull = (b: { n: number; r: number; g: number; b: number }): boolean => {
    const lum = (b.r + b.g + b.b) / (3 * b.n);
    return lum > 240 || lum < 18;
  };
  return [...buckets.entries()]
    .sort(([ka, a], [kb, b]) => Number(dull(a)) - Number(dull(b)) || b.n - a.n || ka - kb)
    .slice(0, k)
    .map(([, b]) => rgbToHex(b.r / b.n, b.g / b.n, b.b / b.n));
}
