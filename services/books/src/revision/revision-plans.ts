import type { StoryPlan, StoryWriter } from '@fabelhaft/book-engine';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { Book } from '../domain/book';
import { revisionPlanKey } from '../production/book-files';
import { planOf } from '../production/production-worker';

/**
 * The story state of one revision of a book: revision 0 is the plan the book was produced from, a later one
 * the plan its revision worker stored before making its pages (issue #14).
 */
export async function planOfRevision(
  deps: { storage: ObjectStorage; writer: StoryWriter },
  book: Book,
  revision: number,
): Promise<StoryPlan> {
  if (revision === 0) return planOf(deps.storage, deps.writer, book);
  const stored = await deps.storage.get(revisionPlanKey(book.ownerId, book.bookId, revision));
  if (!stored) throw new Error(`The plan of revision ${revision} of book ${book.bookId} is missing`);
  return JSON.parse(stored.body.toString('utf8')) as StoryPlan;
}

/** Stores a revision's story state (a redelivered job stores the same plan again). */
export async function storeRevisionPlan(
  storage: ObjectStorage,
  book: { ownerId: string; bookId: string },
  revision: number,
  plan: StoryPlan,
): Promise<void> {
  await storage.put(revisionPlanKey(book.ownerId, book.bookId, revision), Buffer.from(JSON.stringify(plan)), {
    contentType: 'application/json',
  });
}
