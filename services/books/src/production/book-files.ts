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
export const flipbookPageKey = (ownerId: string, bookId: string, pageNumber: number) =>
  ownerKey(ownerId, 'books', bookId, 'flipbook', `page-${String(pageNumber).padStart(3, '0')}.webp`);

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
