import type { SqlExecutor } from '@fabelhaft/eventsourcing';
import { isOwnUpload, isValidKey, ownerPrefix, type ObjectStorage } from '@fabelhaft/storage';
import type { BookReferenceImage } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import { bookFilesPrefix, bookReferencesPrefix, coverKey } from '../production/book-files';
import { BOOKS_TABLE } from '../read-model/book.projection';

export interface DeletePreviewFilesDeps {
  books: BookRepository;
  storage: ObjectStorage;
  /** Reads the read model in the policy's transaction. */
  tx: SqlExecutor;
}

/**
 * The uploads a deleted book may take with it: its own reference images (only keys in the owner's upload
 * folder — a book written before issue #12 may name a foreign key, which is never deleted from here) that no
 * other live book of the owner still uses. Pure.
 */
export function uploadsToDelete(
  ownerId: string,
  deletedBookImages: BookReferenceImage[],
  otherLiveBooksImages: BookReferenceImage[][],
): string[] {
  const stillUsed = new Set(otherLiveBooksImages.flat().map((i) => i.s3Key));
  const own = deletedBookImages.map((i) => i.s3Key).filter((k) => isOwnUpload(ownerId, k));
  return [...new Set(own)].filter((k) => !stillUsed.has(k));
}

/**
 * issue #12: a deleted preview's objects really go — its cover, its plan and any other file under
 * `owners/<sub>/books/<bookId>/`, and the uploads it alone used. Run by a policy on `PreviewDeleted`
 * (at least once): every delete is idempotent (a missing object is fine), so a redelivery after a crash
 * half-way simply deletes the rest. Answers the keys it deleted (or found gone).
 */
export async function deletePreviewFiles(
  { books, storage, tx }: DeletePreviewFilesDeps,
  { bookId, ownerId }: { bookId: string; ownerId: string },
): Promise<string[]> {
  const { state } = await books.load(bookId, tx);
  // Only a book that is (still) deleted and belongs to this owner; a paid book is never a deleted preview.
  if (state.status === 'none' || !state.deleted || state.ownerId !== ownerId) return [];
  const { rows } = await tx.query<{ reference_images: BookReferenceImage[] }>(
    `select reference_images from ${BOOKS_TABLE} where owner_id = $1 and book_id <> $2 and not deleted`,
    [ownerId, bookId],
  );
  const keys = [
    ...uploadsToDelete(
      ownerId,
      state.request?.referenceImages ?? [],
      rows.map((r) => r.reference_images),
    ),
    coverKey(ownerId, bookId),
    ...(isValidKey(state.coverKey) && state.coverKey.startsWith(ownerPrefix(ownerId))
      ? [state.coverKey]
      : []),
    ...(await storage.list(bookFilesPrefix(ownerId, bookId))),
  ];
  const unique = [...new Set(keys)];
  // One at a time: a failure stops here and the redelivery deletes what is left.
  for (const key of unique) await storage.delete(key);
  return unique;
}

/**
 * issue #23, ADR 0016: an approved book's reference photos go — the uploads it names that no other live book of
 * the owner, not yet approved itself, still uses (a preview made from the same photos keeps them until it is
 * approved or deleted) — and with them the character references made from them (ADR 0035). The plan and its
 * character sheets stay. Idempotent; answers the keys it deleted.
 */
export async function deleteApprovedBookPhotos(
  { books, storage, tx }: DeletePreviewFilesDeps,
  { bookId, ownerId }: { bookId: string; ownerId: string },
): Promise<string[]> {
  const { state } = await books.load(bookId, tx);
  if (state.status === 'none' || !state.approval || state.ownerId !== ownerId) return [];
  const { rows } = await tx.query<{ reference_images: BookReferenceImage[] }>(
    `select reference_images from ${BOOKS_TABLE}
      where owner_id = $1 and book_id <> $2 and not deleted and approved_at is null`,
    [ownerId, bookId],
  );
  const keys = [
    ...uploadsToDelete(
      ownerId,
      state.request?.referenceImages ?? [],
      rows.map((r) => r.reference_images),
    ),
    ...(await storage.list(bookReferencesPrefix(ownerId, bookId))),
  ];
  for (const key of keys) await storage.delete(key);
  return keys;
}
