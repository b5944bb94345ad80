import sharp from 'sharp';
import { ProviderError } from '../openai/errors';
import type { ReferencePicture } from './references';

/** A provider's picture cut to the page's shape (cover, centred) and scaled to the requested size (lanczos). */
export async function fitPicture(source: Buffer, width: number, height: number): Promise<sharp.Sharp> {
  try {
    await sharp(source).metadata();
    return sharp(source).resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' });
  } catch (error) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      'The provider answered with data that is not an image',
      false,
      undefined,
      { cause: error },
    );
  }
}

/** A reference picture as pages are sent it: a JPEG at most 768 px wide (smaller uploads, the same likeness). */
export async function asReference(image: Buffer): Promise<ReferencePicture> {
  try {
    const jpeg = await sharp(image)
      .resize({ width: 768, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    return { image: jpeg, mimeType: 'image/jpeg' };
  } catch (error) {
    throw new ProviderError(
      'BOOK_ENGINE.PROVIDER_INVALID_RESPONSE',
      'The provider answered with data that is not an image',
      false,
      undefined,
      { cause: error },
    );
  }
}
