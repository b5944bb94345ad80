import { ownerKey, ownerPrefix, validateSegment } from '@fabelhaft/storage';

/** Where a book's files live, all under its owner's prefix (signed links only for the owner). */
export const planKey = (ownerId: string, bookId: string) => ownerKey(ownerId, 'books', bookId, 'plan.json');
/** The preview's cover WebP (issue #4). */
export const coverKey = (ownerId: string, bookId: string) => ownerKey(ownerId, 'covers', `${bookId}.webp`);
/** Every file of one book (plan, PDFs, flipbook pages) starts with this (for `list`). */
export const bookFilesPrefix = (ownerId: string, bookId: string) =>
  `${ownerPrefix(ownerId)}books/${validateSegment(bookId)}/`;
export const bookFileKey = (ownerId: string, bookId: string, name: string) =>
  ownerKey(ownerId, 'books', bookId, name);
/**
 * issue #14: a flipbook page image, content-addressed (the first 16 hex digits of its SHA-256): a page no
 * revision touched is the very same object in every revision, and the viewer's link to it stays the same.
 * (Books produced before kept `flipbook/page-NNN.webp`; their keys are in their events.)
 */
export const pageImageKey = (ownerId: string, bookId: string, sha256Hex: string) =>
  ownerKey(ownerId, 'books', bookId, 'pages', `${sha256Hex.slice(0, 16)}.webp`);
/**
 * issue #28: a page read aloud in one language, content-addressed like the flipbook pages: a reading no revision
 * changed is the very same object, and its link stays the same. Deleted with the book's other files.
 */
export const pageAudioKey = (ownerId: string, bookId: string, sha256Hex: string) =>
  ownerKey(ownerId, 'books', bookId, 'audio', `${sha256Hex.slice(0, 16)}.mp3`);
/** The story state of revision n ≥ 1 (revision 0's is `planKey`). */
export const revisionPlanKey = (ownerId: string, bookId: string, revision: number) =>
  revisionFileKey(ownerId, bookId, revision, 'plan.json');
/** A file of one revision: revision 0 (as first produced) in the book's folder, later ones in `revisions/<n>/`. */
export const revisionFileKey = (ownerId: string, bookId: string, revision: number, name: string) =>
  revision === 0
    ? bookFileKey(ownerId, bookId, name)
    : ownerKey(ownerId, 'books', bookId, 'revisions', String(revision), name);
/** What production made of the book, by content key, for the next revision (`StorageArtefactCache`). */
export const bookCacheKey = (ownerId: string, bookId: string, name: string) =>
  ownerKey(ownerId, 'books', bookId, 'cache', name);

/**
 * issue #23: the book's character references (provider path), kept with the book by content key and never shown;
 * deleted with its photos when the book is approved for print.
 */
export const bookReferencesPrefix = (ownerId: string, bookId: string) =>
  `${bookFilesPrefix(ownerId, bookId)}references/`;
export const bookReferenceKey = (ownerId: string, bookId: string, name: string) =>
  ownerKey(ownerId, 'books', bookId, 'references', name);
/** issue #23: how many provider calls one production attempt or revision has made (its budget). */
export const bookCallsKey = (ownerId: string, bookId: string, run: string) =>
  ownerKey(ownerId, 'books', bookId, 'calls', `${run}.json`);

/** The download's file name: the title in plain letters (the storage keys allow no spaces or accents). */
export function downloadName(title: string | null): string {
  const plain = (title ?? 'book')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${plain || 'book'}.pdf`;
}
