import { periodic, type BooksDeps } from '../books.deps';
import { BOOKS_TABLE } from '../read-model/book.projection';
import { failPreview } from './fail-preview';

export const PREVIEW_TIMED_OUT_REASON = 'Preview generation timed out';

/**
 * The safety net behind the generation worker (issue #4): a preview whose job was lost — the worker could not
 * record the failure, the queue lost the message — stays queued or generating forever, and a failed preview
 * whose release could not reach limits keeps its reservation. Every sweep fails the first (giving the
 * reservation back) and repeats FailPreview for the second; both are idempotent, so several instances may
 * sweep at once.
 */
export const previewSweep = periodic({
  name: 'preview sweep',
  intervalMs: ({ config }) => config.PREVIEW_SWEEP_INTERVAL_MS,
  run: (deps) => sweepPreviews(deps),
});

/** One sweep; returns what it settled (exposed for tests). */
export async function sweepPreviews(
  deps: BooksDeps,
  now = new Date(),
): Promise<{ timedOut: string[]; released: string[] }> {
  const stuckBefore = new Date(now.getTime() - deps.config.PREVIEW_STUCK_AFTER_MS);
  const { rows: stuck } = await deps.pool.query<{ book_id: string }>(
    `select book_id from ${BOOKS_TABLE} where not deleted and preview_status in ('queued', 'generating')
       and updated_at < $1 order by updated_at limit 100`,
    [stuckBefore],
  );
  // The release is retried a little later than the failure, so the worker's own attempt goes first.
  const { rows: unreleased } = await deps.pool.query<{ book_id: string }>(
    `select book_id from ${BOOKS_TABLE} where not deleted and preview_status = 'failed'
       and not reservation_released and updated_at < $1 order by updated_at limit 100`,
    [new Date(now.getTime() - Math.min(60_000, deps.config.PREVIEW_STUCK_AFTER_MS))],
  );
  const settle = async (bookId: string, reason: string) => {
    try {
      await failPreview(deps, { bookId, reason }, { correlationId: `sweep-${bookId}`, causationId: null });
      return true;
    } catch (err) {
      deps.logger.warn({ err, bookId }, 'could not settle a stuck preview; next sweep tries again');
      return false;
    }
  };
  const timedOut: string[] = [];
  for (const { book_id } of stuck)
    if (await settle(book_id, PREVIEW_TIMED_OUT_REASON)) timedOut.push(book_id);
  const released: string[] = [];
  for (const { book_id } of unreleased)
    if (await settle(book_id, PREVIEW_TIMED_OUT_REASON)) released.push(book_id);
  if (timedOut.length || released.length) {
    deps.logger.warn({ timedOut, released }, 'preview sweep settled stuck previews');
  }
  return { timedOut, released };
}
