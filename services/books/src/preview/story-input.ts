import { dominantColors, parseAge, type Language, type StoryInput, type Style } from '@fabelhaft/book-engine';
import { isOwnUpload, type ObjectStorage } from '@fabelhaft/storage';
import type { PreviewRequestDetails } from '../domain/book';

/**
 * The request in the book engine's terms; unknown languages or styles fail `validateStoryInput`. The one
 * way a book's story input is made: by the preview's generation and by production when it must plan again,
 * so a re-planned book is planned from what its preview was planned from.
 */
export function toStoryInput(
  bookId: string,
  r: PreviewRequestDetails,
  referenceColors: (string[] | undefined)[] = [],
): StoryInput {
  return {
    bookId,
    idea: r.idea,
    age: parseAge(r.ageRange),
    mainLanguage: r.mainLanguage as Language,
    ...(r.translationLanguage ? { translationLanguage: r.translationLanguage as Language } : {}),
    translateCharacterNames: r.translateCharacterNames,
    style: r.style as Style,
    referenceImages: r.referenceImages.map((image, i) => ({
      ...(image.description ? { description: image.description } : {}),
      ...(referenceColors[i]?.length ? { dominantColors: referenceColors[i] } : {}),
    })),
  };
}

/**
 * Dominant colours of the uploaded references, so the protagonist looks like the child; best effort. Only the
 * owner's own uploads are read (issue #12: a book written before the ownership check may name another's).
 */
export function referenceColors(
  storage: ObjectStorage,
  images: PreviewRequestDetails['referenceImages'],
  ownerId: string,
): Promise<(string[] | undefined)[]> {
  return Promise.all(
    images.map(async ({ s3Key }) => {
      if (!isOwnUpload(ownerId, s3Key)) return undefined;
      try {
        const object = await storage.get(s3Key);
        return object ? await dominantColors(object.body) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
}

/** The story input of a book, with the colours of its stored reference images. */
export async function storyInputOf(
  storage: ObjectStorage,
  book: { bookId: string; ownerId: string },
  request: PreviewRequestDetails,
): Promise<StoryInput> {
  return toStoryInput(
    book.bookId,
    request,
    await referenceColors(storage, request.referenceImages, book.ownerId),
  );
}
