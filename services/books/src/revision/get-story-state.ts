import type { Pool } from 'pg';
import type { StoryPlan, StoryWriter } from '@fabelhaft/book-engine';
import type { StoryStateView } from '@fabelhaft/contracts';
import type { ObjectStorage } from '@fabelhaft/storage';
import { bookNotFound } from '../domain/book.errors';
import type { BookRepository } from '../infrastructure/book.repository';
import { planKey, revisionPlanKey } from '../production/book-files';
import { planOf } from '../production/production-worker';
import { BOOKS_TABLE } from '../read-model/book.projection';

export interface StoryStateDeps {
  pool: Pool;
  storage: ObjectStorage;
  writer: StoryWriter;
  books: BookRepository;
}

/**
 * issue #14: what a refinement plans over — the story state of the revision the owner sees (its plan with its
 * page edits), the options it is produced with, and whether it may be refined now (spec §4: paid, completed,
 * not a preview, not approved, no revision in flight; the refinement service decides from these). Another
 * customer's book, a deleted one and one that never existed answer BOOKS.NOT_FOUND alike.
 */
export async function getStoryState(
  deps: StoryStateDeps,
  ownerId: string,
  bookId: string,
): Promise<StoryStateView> {
  const { rows } = await deps.pool.query<{
    format: string | null;
    status: string;
    is_preview: boolean;
    payment_status: string;
    text_background_enabled: boolean;
    revision: number;
    revision_in_progress: boolean;
    approved_at: Date | null;
  }>(
    `select format, status, is_preview, payment_status, text_background_enabled, revision, revision_in_progress,
       approved_at from ${BOOKS_TABLE} where book_id = $1 and owner_id = $2 and not deleted`,
    [bookId, ownerId],
  );
  const row = rows[0];
  if (!row) throw bookNotFound();
  const key = row.revision === 0 ? planKey(ownerId, bookId) : revisionPlanKey(ownerId, bookId, row.revision);
  const stored = await deps.storage.get(key);
  // A book from before plans were stored is planned again from its request, as its production did.
  const plan: StoryPlan = stored
    ? (JSON.parse(stored.body.toString('utf8')) as StoryPlan)
    : await planOf(deps.storage, deps.writer, (await deps.books.load(bookId)).state);
  return {
    bookId,
    ownerId,
    revision: row.revision,
    format: row.format === 'board' ? 'board' : 'booklet',
    textBackground: row.text_background_enabled,
    plan: plan as unknown as Record<string, unknown>,
    isPreview: row.is_preview,
    status: row.status,
    paymentStatus: row.payment_status,
    // issue #15: an approved book is frozen; the refinement service refuses to open a session on it.
    approvedAt: row.approved_at?.toISOString() ?? null,
    revisionInProgress: row.revision_in_progress,
  };
}
