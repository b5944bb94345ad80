import {
  dominantColors,
  linkPhotos,
  parseAge,
  type Language,
  type PhotoAnalysis,
  type PhotoLooks,
  type StoryInput,
  type Style,
} from '@fabelhaft/book-engine';
import { isOwnUpload, type ObjectStorage } from '@fabelhaft/storage';
import type { PreviewRequestDetails } from '../domain/book';

/** What was read from each stored reference photo, in the request's order; best effort (absent: unread). */
export interface PhotoReadings {
  colors?: (string[] | undefined)[];
  looks?: (PhotoLooks | undefined)[];
}

/**
 * Who each reference photo shows (issue #23): the parent's pick, else the character its description names
 * (`linkPhotos`, the story engine's idea reader), else no one.
 */
export function photoLinks(r: PreviewRequestDetails): (string | null)[] {
  if (r.referenceImages.length === 0) return [];
  return linkPhotos(
    r.idea,
    r.mainLanguage as Language,
    r.referenceImages.map((i) => ({
      ...(i.description ? { description: i.description } : {}),
      ...(i.characterId !== undefined ? { characterId: i.characterId } : {}),
    })),
  );
}

/**
 * The request in the book engine's terms; unknown languages or styles fail `validateStoryInput`. The one
 * way a book's story input is made: by the preview's generation and by production when it must plan again,
 * so a re-planned book is planned from what its preview was planned from.
 */
export function toStoryInput(
  bookId: string,
  r: PreviewRequestDetails,
  readings: PhotoReadings = {},
): StoryInput {
  const links = photoLinks(r);
  return {
    bookId,
    idea: r.idea,
    age: parseAge(r.ageRange),
    mainLanguage: r.mainLanguage as Language,
    ...(r.translationLanguage ? { translationLanguage: r.translationLanguage as Language } : {}),
    translateCharacterNames: r.translateCharacterNames,
    ...(r.providerPhotoConsent ? { photoConsent: true } : {}),
    style: r.style as Style,
    referenceImages: r.referenceImages.map((image, i) => ({
      ...(image.description ? { description: image.description } : {}),
      ...(readings.colors?.[i]?.length ? { dominantColors: readings.colors[i] } : {}),
      characterId: links[i] ?? null,
      ...(readings.looks?.[i] ? { looks: readings.looks[i] } : {}),
    })),
  };
}

/**
 * Reads each photo that shows someone (`read`), best effort. Only the owner's own uploads are read (issue
 * #12: a book written before the ownership check may name another's); a photo of no one is not read at all.
 */
async function readLinked<T>(
  storage: ObjectStorage,
  images: PreviewRequestDetails['referenceImages'],
  links: (string | null)[],
  ownerId: string,
  read: (body: Buffer) => Promise<T | undefined>,
): Promise<(T | undefined)[]> {
  return Promise.all(
    images.map(async ({ s3Key }, i) => {
      if (!links[i] || !isOwnUpload(ownerId, s3Key)) return undefined;
      try {
        const object = await storage.get(s3Key);
        return object ? await read(object.body) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
}

/** Dominant colours of the uploaded references of the hero, so the protagonist looks like the child. */
export function referenceColors(
  storage: ObjectStorage,
  images: PreviewRequestDetails['referenceImages'],
  ownerId: string,
  links: (string | null)[] = images.map(() => 'c1'),
): Promise<(string[] | undefined)[]> {
  return readLinked(storage, images, links, ownerId, (body) => dominantColors(body));
}

/** Photos read per character: the first ones say it (`withPhotoLooks`), 20 photos of one child add only time. */
export const PHOTOS_READ_PER_CHARACTER = 2;

/** The links of the photos to analyse: each character's first `PHOTOS_READ_PER_CHARACTER` own uploads. */
function firstPhotos(
  links: (string | null)[],
  images: PreviewRequestDetails['referenceImages'],
  ownerId: string,
): (string | null)[] {
  const seen = new Map<string, number>();
  return links.map((id, i) => {
    if (!id || !isOwnUpload(ownerId, images[i]!.s3Key)) return null;
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n <= PHOTOS_READ_PER_CHARACTER ? id : null;
  });
}

/**
 * The story input of a book, with what its stored reference photos show: the hero's dominant colours (as
 * before) and, with `photos`, the embedded analysis of every photo linked to a character (issue #23). A photo
 * that cannot be read is left out; the book never fails on it.
 */
export async function storyInputOf(
  storage: ObjectStorage,
  book: { bookId: string; ownerId: string },
  request: PreviewRequestDetails,
  photos: PhotoAnalysis | null = null,
): Promise<StoryInput> {
  const links = photoLinks(request);
  // The planner colours only the hero from them (`plannerInput`).
  const heroOnly = links.map((l) => (l === 'c1' ? l : null));
  const colors = await referenceColors(storage, request.referenceImages, book.ownerId, heroOnly);
  const looks = photos
    ? await readLinked(
        storage,
        request.referenceImages,
        firstPhotos(links, request.referenceImages, book.ownerId),
        book.ownerId,
        (body) => photos.analyse(body),
      )
    : [];
  return toStoryInput(book.bookId, request, { colors, looks });
}
