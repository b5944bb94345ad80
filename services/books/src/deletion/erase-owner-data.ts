import type { Pool } from 'pg';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import {
  deleteStreamsOutsidePostgres,
  markPublishedForErasure,
  withErasureLock,
  type EventStore,
} from '@fabelhaft/eventsourcing';
import { ownerPrefix, UPLOADS_FOLDER, type ObjectStorage } from '@fabelhaft/storage';
import { BOOKS_SCHEMA } from '../books.config';
import { BOOKS_TABLE } from '../read-model/book.projection';

export interface EraseOwnerDataDeps {
  pool: Pool;
  storage: ObjectStorage;
  /** The service's event store: on KurrentDB the streams are deleted there too (ADR 0046). */
  store?: EventStore;
}

/** The folders of a customer this service owns; `invoices/` belongs to the orders service and stays. */
export const BOOKS_OWNED_FOLDERS = [UPLOADS_FOLDER, 'covers', 'books'] as const;

/**
 * issue #12, GDPR Art. 17 (ADR 0016): everything the books service holds about one customer goes — every
 * book's events and read-model row (the idea, the photo descriptions, the story) in one transaction, then
 * every object under `owners/<sub>/{uploads,covers,books}/`. A book's events are personal data through and
 * through, so its stream is removed rather than redacted; nothing else refers to it once the account is
 * gone. Idempotent: a repeat (the BFF retrying after a crash between the two steps) finds no rows and
 * deletes whatever objects are left. Refused while a paid book is being produced or revised (issue #14): its
 * worker would write files again after the erasure. A preview's generation job is not waited for: it deletes
 * what it wrote once it finds its book gone (issue #23, `generation-worker.ts`).
 *
 * On KurrentDB (`store`, ADR 0046 "Erasure on KurrentDB") the book streams are soft-deleted there first, inside the
 * transaction (a failure erases nothing; the saga asks again; a repeated delete is a no-op). The read-model rows
 * name every stream: an append returns only once its projection wrote the row.
 */
export async function eraseOwnerData(
  { pool, storage, store }: EraseOwnerDataDeps,
  { ownerId }: { ownerId: string },
): Promise<{ erasedBooks: number; deletedObjects: number }> {
  const prefix = ownerPrefix(ownerId);
  // Holds the events table for the few milliseconds it takes (ADR 0016, issue #22): an append already under way
  // (a generation job's CompletePreview) commits first and is erased with the rest; one that starts meanwhile
  // finds its stream removed. Without it an append racing the delete could leave an event of an erased book.
  const erasedBooks = await withErasureLock(pool, BOOKS_SCHEMA, async (tx) => {
    // Locks the owner's rows, so a production starting meanwhile waits for this decision.
    const { rows } = await tx.query<{ book_id: string; producing: boolean }>(
      `select book_id,
         (not is_preview and (status in ('queued', 'orchestrating', 'running') or revision_in_progress))
           as producing
         from ${BOOKS_TABLE} where owner_id = $1 for update`,
      [ownerId],
    );
    if (rows.some((r) => r.producing)) {
      throw new DomainError(ErrorCodes.BOOKS_ERASURE_BLOCKED, ErrorTexts[ErrorCodes.BOOKS_ERASURE_BLOCKED]);
    }
    const streams = rows.map((r) => `book-${r.book_id}`);
    // The read model is kept in the events' transaction, so its rows name every stream of the owner.
    await deleteStreamsOutsidePostgres(store, streams);
    await markPublishedForErasure(tx, BOOKS_SCHEMA, streams);
    await tx.query(`delete from ${BOOKS_SCHEMA}.events where stream_id = any($1::text[])`, [streams]);
    await tx.query(`delete from ${BOOKS_TABLE} where owner_id = $1`, [ownerId]);
    return rows.length;
  });
  let deletedObjects = 0;
  for (const folder of BOOKS_OWNED_FOLDERS) {
    for (const key of await storage.list(`${prefix}${folder}/`)) {
      await storage.delete(key);
      deletedObjects += 1;
    }
  }
  return { erasedBooks, deletedObjects };
}
