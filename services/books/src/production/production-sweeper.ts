import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import { Periodic } from '@fabelhaft/service-kit';
import type { RequestMetadata } from '@fabelhaft/contracts';
import type { BooksConfig } from '../books.config';
import { BOOKS, BOOKS_CONFIG, LOGGER, PG_POOL } from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
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
@Injectable()
export class ProductionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly periodic: Periodic;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.periodic = new Periodic(
      'production sweep',
      config.PRODUCTION_SWEEP_INTERVAL_MS,
      () => this.sweep(),
      logger,
    );
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.periodic.stop();
  }

  /** One sweep; returns what it settled (exposed for tests). */
  async sweep(now = new Date()): Promise<{ retried: string[]; failed: string[] }> {
    const stuckBefore = new Date(now.getTime() - this.config.PRODUCTION_STUCK_AFTER_MS);
    const { rows } = await this.pool.query<{ book_id: string }>(
      `select book_id from ${BOOKS_TABLE} where not deleted and not is_preview and status = any($1)
         and updated_at < $2 order by updated_at limit 100`,
      [STUCK, stuckBefore],
    );
    const retried: string[] = [];
    const failed: string[] = [];
    for (const { book_id: bookId } of rows) {
      try {
        const { state } = await this.books.load(bookId);
        const { status, attempt } = state.production;
        if (!(STUCK as readonly string[]).includes(status)) continue;
        const metadata: RequestMetadata = { correlationId: `sweep-${bookId}-${attempt}`, causationId: null };
        if (attempt < this.config.PRODUCTION_SWEEP_MAX_ATTEMPTS) {
          await retryProduction(this.books, { bookId, attempt }, metadata);
          retried.push(bookId);
        } else {
          await this.books.handle(
            bookId,
            { type: 'FailProduction', bookId, reason: PRODUCTION_FAILED_REASON },
            metadata,
          );
          failed.push(bookId);
        }
      } catch (err) {
        this.logger.warn({ err, bookId }, 'could not settle a stuck production; next sweep tries again');
      }
    }
    if (retried.length || failed.length)
      this.logger.warn({ retried, failed }, 'production sweep settled stuck productions');
    return { retried, failed };
  }
}
