import sharp from 'sharp';

/**
 * Images people upload (issue #4/#12 reference photos in the BFF, issue #26 blog covers in the content
 * service) are checked and re-encoded here before they reach the storage port. A subpath of its own
 * (`@fabelhaft/storage/images`), so services that only store files do not load sharp.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface SanitisedImage {
  body: Buffer;
  format: ImageFormat;
  extension: 'png' | 'jpg' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Pixels of the stored image (after scaling): what a page's `<img width height>` needs. */
  width: number;
  height: number;
}

export interface SanitiseOptions {
  /** Pixel cap of the input (width × height of its first frame); more is refused from the header. */
  maxPixels?: number;
  /** Long edge of the stored image; larger images are scaled down (never up). */
  maxEdgePx?: number;
}

/** issue #12: 50 megapixels still lets a 48 MP phone photo through; a decompression bomb is refused. */
export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;
export const DEFAULT_MAX_EDGE_PX = 2048;

const OUTPUT: Record<ImageFormat, Pick<SanitisedImage, 'extension' | 'contentType'>> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

/** The image decodes to more than the pixel cap (issue #12); the file's header says so, nothing was decoded. */
export class TooManyPixelsError extends Error {
  constructor(
    readonly pixels: number,
    readonly maxPixels: number,
  ) {
    super(`image has ${pixels} pixels, at most ${maxPixels} are allowed`);
    this.name = 'TooManyPixelsError';
  }
}

/** The image format by the file's first bytes (its signature), never by its name or declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Re-encodes an uploaded image: turned upright by its EXIF orientation, scaled so the long edge is at most
 * `maxEdgePx`, converted to sRGB, and written without any metadata (sharp keeps none unless asked: no EXIF,
 * GPS, XMP, IPTC, ICC profile or PNG text chunks), in the format it came in. Only the first frame of an
 * animated WEBP is kept. `null` when the bytes are not a PNG, JPEG or WEBP that decodes. Throws
 * `TooManyPixelsError` when the header announces more than `maxPixels` pixels (checked before decoding;
 * sharp's `limitInputPixels` is the same cap again inside the decoder).
 */
export async function sanitiseImage(
  bytes: Buffer,
  { maxPixels = DEFAULT_MAX_INPUT_PIXELS, maxEdgePx = DEFAULT_MAX_EDGE_PX }: SanitiseOptions = {},
): Promise<SanitisedImage | null> {
  const format = sniffImageFormat(bytes);
  if (!format) return null;
  const input = () => sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    // The header only (nothing is decoded), without sharp's own cap, so that a bomb gets its own answer.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    return null;
  }
  if (meta.format !== format) return null;
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (pixels > maxPixels) throw new TooManyPixelsError(pixels, maxPixels);
  try {
    let pipeline = input()
      .autoOrient()
      .resize({ width: maxEdgePx, height: maxEdgePx, fit: 'inside', withoutEnlargement: true });
    pipeline =
      format === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? pipeline.jpeg({ quality: 90 })
          : pipeline.webp({ quality: 90 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, format, ...OUTPUT[format], width: info.width, height: info.height };
  } catch {
    // Corrupt, truncated, too many pixels, or not really that format: not an image we can use.
    return null;
  }
}
