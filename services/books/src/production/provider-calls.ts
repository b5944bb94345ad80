import { CallBudget, PHOTOS_PER_REFERENCE, type CallKind, type CharacterPhoto } from '@fabelhaft/book-engine';
import { isOwnUpload, type ObjectStorage } from '@fabelhaft/storage';
import type { Book } from '../domain/book';
import { photoLinks } from '../preview/story-input';
import { bookCallsKey } from './book-files';

export interface StoredCallBudget {
  meter: CallBudget;
  /** Waits until the last count is stored. */
  flush(): Promise<void>;
}

/**
 * issue #23: the budget of provider calls of one run — a production attempt (`production-<attempt>`) or a
 * revision (`revision-<n>`) — counted in storage next to the book, so every redelivery of the same run shares
 * it: a job that keeps failing cannot keep buying pictures. Each count is stored as it is taken (in order, the
 * last write wins); a crash loses at most the calls in flight.
 */
export async function storedCallBudget(
  storage: ObjectStorage,
  book: { ownerId: string; bookId: string },
  run: string,
  limits: { image: number; check?: number; speech?: number },
): Promise<StoredCallBudget> {
  const key = bookCallsKey(book.ownerId, book.bookId, run);
  const stored = await storage.get(key);
  const already = stored
    ? (JSON.parse(stored.body.toString('utf8')) as Partial<Record<CallKind, number>>)
    : {};
  let writes: Promise<void> = Promise.resolve();
  const meter = new CallBudget(limits, already, (used) => {
    const body = Buffer.from(JSON.stringify(used));
    writes = writes
      .then(() => storage.put(key, body, { contentType: 'application/json' }))
      .catch(() => undefined);
  });
  return { meter, flush: () => writes };
}

const MIME: Array<[RegExp, CharacterPhoto['mimeType']]> = [
  [/^\xff\xd8\xff/, 'image/jpeg'],
  [/^\x89PNG/, 'image/png'],
  [/^RIFF....WEBP/s, 'image/webp'],
];

/** The image type of an upload by its first bytes (uploads are JPEG, PNG or WebP, EXIF stripped). */
export function photoMimeType(bytes: Buffer): CharacterPhoto['mimeType'] | undefined {
  const head = bytes.subarray(0, 12).toString('latin1');
  return MIME.find(([pattern]) => pattern.test(head))?.[1];
}

/**
 * issue #23: the photos production — and, for the photographed characters' references, the preview's cover — may
 * give the image provider: only when the parent agreed to send them to exactly this provider (`PHOTO_PROVIDER`,
 * which the consent text named), each with the character it shows (`photoLinks`: the parent's pick, else the
 * description), the first ones of each character, own uploads only. Photos already deleted (an approved book)
 * are simply not there.
 */
export async function productionPhotos(
  storage: ObjectStorage,
  book: Pick<Book, 'ownerId' | 'request'>,
  providers: { image: string; photo: string },
): Promise<{ photos: CharacterPhoto[]; photoConsent: boolean }> {
  const request = book.request;
  if (!request?.providerPhotoConsent || providers.photo === 'none' || providers.photo !== providers.image)
    return { photos: [], photoConsent: false };
  const links = photoLinks(request);
  const seen = new Map<string, number>();
  const photos: CharacterPhoto[] = [];
  for (const [i, image] of request.referenceImages.entries()) {
    const characterId = links[i];
    if (!characterId || !isOwnUpload(book.ownerId, image.s3Key)) continue;
    const n = (seen.get(characterId) ?? 0) + 1;
    if (n > PHOTOS_PER_REFERENCE) continue;
    const object = await storage.get(image.s3Key).catch(() => null);
    const mimeType = object ? photoMimeType(object.body) : undefined;
    if (!object || !mimeType) continue;
    seen.set(characterId, n);
    photos.push({ characterId, image: object.body, mimeType });
  }
  return { photos, photoConsent: true };
}
