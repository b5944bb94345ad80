import { createHash } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import type { ObjectStorage } from '@fabelhaft/storage';
import { sanitiseImage, TooManyPixelsError } from '@fabelhaft/storage/images';
import { CONTENT_ERROR_CODES } from '../posts/blogs-query';

export const COVERS_PREFIX = 'content/covers/';

/** The largest cover file support may upload (the same 10 MB as a parent's photo, spec §5). */
export const MAX_COVER_BYTES = 10 * 1024 * 1024;
/** Stored covers are at most this wide or high: a card on a 2× screen, a post's page, a link preview. */
export const COVER_MAX_EDGE_PX = 1600;
/** A decompression bomb is refused from its header (issue #12's cap). */
export const COVER_MAX_PIXELS = 50_000_000;

export const COVER_MESSAGES = {
  missing: 'Choose an image file for the cover (field "file").',
  tooLarge: `The cover image is larger than ${MAX_COVER_BYTES / (1024 * 1024)} MB.`,
  unsupported: 'The cover must be a JPEG, PNG or WebP image.',
  tooManyPixels: `The cover image has more than ${COVER_MAX_PIXELS / 1_000_000} megapixels.`,
} as const;

/** What is stored about a post's cover besides its alt text (the `cover_*` columns). */
export interface CoverFacts {
  key: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  size: number;
}

/** The part of multer's file the upload reads. */
export interface UploadedCover {
  buffer: Buffer;
  originalname: string;
  size: number;
}

const unsupported = () =>
  new HttpException(
    { detail: COVER_MESSAGES.unsupported, code: CONTENT_ERROR_CODES.COVER_UNSUPPORTED_TYPE },
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  );

/** The client's file name, shown in the console and as Strapi's `name`: its last segment, printable, short. */
function fileName(original: string, fallback: string): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  return Array.from(clean).slice(0, 200).join('') || fallback;
}

/**
 * Checks an uploaded cover and stores it through the storage port (issue #26): judged by its content (a
 * JPEG, PNG or WebP that decodes, at most 10 MB and 50 megapixels), never by its name or declared type;
 * re-encoded without metadata (no camera EXIF, GPS) and scaled to at most 1600 px; stored under a key made of
 * the post's id and the stored bytes' hash, so a new cover is a new URL (caches never show an old one) and the
 * same upload again is the same object.
 */
export async function storeCover(
  storage: ObjectStorage,
  postId: number,
  file: UploadedCover | undefined,
): Promise<CoverFacts> {
  if (!file?.buffer?.length) {
    throw new BadRequestException({
      detail: COVER_MESSAGES.missing,
      code: CONTENT_ERROR_CODES.COVER_MISSING,
    });
  }
  if (file.size > MAX_COVER_BYTES || file.buffer.length > MAX_COVER_BYTES) throw coverTooLarge();
  let image;
  try {
    image = await sanitiseImage(file.buffer, { maxPixels: COVER_MAX_PIXELS, maxEdgePx: COVER_MAX_EDGE_PX });
  } catch (err) {
    if (err instanceof TooManyPixelsError) {
      throw new BadRequestException({
        detail: COVER_MESSAGES.tooManyPixels,
        code: CONTENT_ERROR_CODES.COVER_TOO_MANY_PIXELS,
      });
    }
    throw err;
  }
  if (!image) throw unsupported();
  const hash = createHash('sha256').update(image.body).digest('hex').slice(0, 16);
  const key = `${COVERS_PREFIX}post-${postId}-${hash}.${image.extension}`;
  await storage.put(key, image.body, { contentType: image.contentType });
  return {
    key,
    name: fileName(file.originalname, `cover.${image.extension}`),
    mime: image.contentType,
    width: image.width,
    height: image.height,
    size: image.body.length,
  };
}

export function coverTooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException({
    detail: COVER_MESSAGES.tooLarge,
    code: CONTENT_ERROR_CODES.COVER_TOO_LARGE,
  });
}

/** Multer's refusals (a file past 10 MB, a second file) in the content service's `{ detail, code }`. */
@Injectable()
export class CoverUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof PayloadTooLargeException && !(err.getResponse() as { code?: string }).code) {
          throw coverTooLarge();
        }
        if (err instanceof BadRequestException && !(err.getResponse() as { code?: string }).code) {
          throw new BadRequestException({
            detail: `${COVER_MESSAGES.missing} One file only: ${err.message}`,
            code: CONTENT_ERROR_CODES.COVER_MISSING,
          });
        }
        throw err;
      }),
    );
  }
}
