import { periodic, type BooksDeps } from '../books.deps';
import type { RequestMetadata } from '@fabelhaft/contracts';
import { BOOKS_TABLE } from '../read-model/book.projection';
import { PRODUCTION_FAILED_REASON } from './production-worker';
import { retryProduction } from './retry-production';

const STUCK = ['queued', 'orchestrating', 'running'] as const;

/**
 * The safety net behind the production worker: a paid book whose job was lost — its worker killed on the
 * last delivery, the job never redelivered — stays queued, orchestrating or running forever. A sweep runs such
 * a production again (a new attempt; the old attempt's job, should it come back, is stale) until
 * PRODUCTION_SWEEP_MAX_ATTEMPTS, and fails it with a reason after that, so support sees it and can retry.
 * Both commands name the attempt the sweep found stuck, so several instances may sweep at once.
 */
export const productionSweep = periodic({
  name: 'production sweep',
  intervalMs: ({ config }) => config.PRODUCTION_SWEEP_INTERVAL_MS,
  run: (deps) => sweepProductions(deps),
});

/** One sweep; returns what it settled (exposed for tests). */
export async function sweepProductions(
  deps: BooksDeps,
  now = new Date(),
): Promise<{ retried: string[]; failed: string[] }> {
  const stuckBefore = new Date(now.getTime() - deps.config.PRODUCTION_STUCK_AFTER_MS);
  const { rows } = await deps.pool.query<{ book_id: string }>(
    `select book_id from ${BOOKS_TABLE} where not deleted and not is_preview and status = any($1)
       and updated_at < $2 order by updated_at limit 100`,
    [STUCK, stuckBefore],
  );
  const retried: string[] = [];
  const failed: string[] = [];
  for (const { book_id: bookId } of rows) {
    try {
      const { state } = await deps.books.load(bookId);
      const { status, attempt } = state.production;
      if (!(STUCK as readonly string[]).includes(status)) continue;
      const metadata: RequestMetadata = { correlationId: `sweep-${bookId}-${attempt}`, causationId: null };
      if (attempt < deps.config.PRODUCTION_SWEEP_MAX_ATTEMPTS) {
        await retryProduction(deps.books, { bookId, attempt }, metadata);
        retried.push(bookId);
      } else {
        await deps.books.handle(
          bookId,
          { type: 'FailProduction', bookId, reason: PRODUCTION_FAILED_REASON },
          metadata,
        );
        failed.push(bookId);
      }
    } catch (err) {
      deps.logger.warn({ err, bookId }, 'could not settle a stuck production; next sweep tries again');
    }
  }
  if (retried.length || failed.length)
    deps.logger.warn({ retried, failed }, 'production sweep settled stuck productions');
  return { retried, failed };
}
