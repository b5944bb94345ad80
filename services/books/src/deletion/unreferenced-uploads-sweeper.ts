import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { Periodic } from '@fabelhaft/service-kit';
import { OWNERS_PREFIX, UPLOADS_FOLDER, type ObjectInfo, type ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from '../books.config';
import { BOOKS_CONFIG, LOGGER, OBJECT_STORAGE, PG_POOL } from '../books.di-tokens';
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
@Injectable()
export class UnreferencedUploadsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly periodic: Periodic;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.periodic = new Periodic('upload sweep', config.UPLOAD_SWEEP_INTERVAL_MS, () => this.sweep(), logger);
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.periodic.stop();
  }

  /** One sweep; answers the keys it deleted (exposed for tests). */
  async sweep(now = new Date()): Promise<string[]> {
    const before = new Date(now.getTime() - this.config.UPLOAD_UNREFERENCED_AFTER_MS);
    const candidates = oldUploads(await this.storage.listObjects(OWNERS_PREFIX), before);
    if (candidates.length === 0) return [];
    const { rows } = await this.pool.query<{ key: string }>(
      `select distinct img->>'s3Key' as key
         from ${BOOKS_TABLE}, jsonb_array_elements(reference_images) as img
        where not deleted and img->>'s3Key' = any($1::text[])`,
      [candidates],
    );
    const referenced = new Set(rows.map((r) => r.key));
    const deleted: string[] = [];
    for (const key of candidates) {
      if (referenced.has(key)) continue;
      await this.storage.delete(key);
      deleted.push(key);
    }
    if (deleted.length) this.logger.info({ count: deleted.length }, 'deleted unreferenced uploads');
    return deleted;
  }
}
