import { periodic, type BooksDeps } from '../books.deps';
import { OWNERS_PREFIX, UPLOADS_FOLDER, type ObjectInfo } from '@fabelhaft/storage';
import { BOOKS_TABLE } from '../read-model/book.projection';

/** `owners/<ownerId>/uploads/<file>`, exactly (nothing deeper). */
const UPLOAD_KEY = new RegExp(`^${OWNERS_PREFIX}[^/]+/${UPLOADS_FOLDER}/[^/]+$`);

/** The uploads older than `before`: the sweeper's candidates. Pure. */
export function oldUploads(objects: ObjectInfo[], before: Date): string[] {
  return objects
    .filter((o) => UPLOAD_KEY.test(o.key) && o.lastModified.getTime() < before.getTime())
    .map((o) => o.key);
}

/**
 * issue #12: a reference image nobody made a book with is not kept for ever. Every
 * `UPLOAD_SWEEP_INTERVAL_MS` the uploads older than `UPLOAD_UNREFERENCED_AFTER_MS` (7 days) that no live
 * (not deleted) book names are deleted. It runs in the books service because the books read model is what
 * knows which uploads are referenced; the BFF only writes them. Deleting is idempotent, so several instances
 * may sweep at once. A young upload is kept: the customer may still be filling in the builder.
 */
export const uploadSweep = periodic({
  name: 'upload sweep',
  intervalMs: ({ config }) => config.UPLOAD_SWEEP_INTERVAL_MS,
  run: (deps) => sweepUnreferencedUploads(deps),
});

/** One sweep; answers the keys it deleted (exposed for tests). */
export async function sweepUnreferencedUploads(deps: BooksDeps, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - deps.config.UPLOAD_UNREFERENCED_AFTER_MS);
  const candidates = oldUploads(await deps.storage.listObjects(OWNERS_PREFIX), before);
  if (candidates.length === 0) return [];
  const { rows } = await deps.pool.query<{ key: string }>(
    `select distinct img->>'s3Key' as key
       from ${BOOKS_TABLE}, jsonb_array_elements(reference_images) as img
      where not deleted and img->>'s3Key' = any($1::text[])`,
    [candidates],
  );
  const referenced = new Set(rows.map((r) => r.key));
  const deleted: string[] = [];
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    await deps.storage.delete(key);
    deleted.push(key);
  }
  if (deleted.length) deps.logger.info({ count: deleted.length }, 'deleted unreferenced uploads');
  return deleted;
}
