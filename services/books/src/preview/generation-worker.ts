import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import {
  InvalidStoryInput,
  toPreviewObject,
  warmUpIdeaReader,
  type PhotoAnalysis,
  type StoryWriter,
} from '@fabelhaft/book-engine';
import { DomainError, type RequestMetadata } from '@fabelhaft/contracts';
import { JobWorker, type JobContext, type NatsConnection, type Subjects } from '@fabelhaft/messaging';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from '../books.config';
import {
  BOOKS,
  BOOKS_CONFIG,
  GENERATION_HOOKS,
  PHOTO_ANALYSIS,
  PREVIEW_COVERS,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  PREVIEW_QUOTA,
  STORY_WRITER,
  SUBJECTS,
} from '../books.di-tokens';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { coverKey as coverKeyOf, planKey } from '../production/book-files';
import { completePreview } from './complete-preview';
import { failPreview } from './fail-preview';
import type { PreviewCovers } from './preview-covers.port';
import { startPreview } from './start-preview';
import { storyInputOf } from './story-input';
import { ensureGenerationQueue, GENERATION_WORKER_DURABLE, GenerationJob } from './generation-job';

/** Test seams: called between the steps of a job (a crash test kills the process in one of them). */
export interface GenerationHooks {
  afterStart?(job: GenerationJob): Promise<void> | void;
  beforeComplete?(job: GenerationJob): Promise<void> | void;
}

export type GenerationOutcome = 'completed' | 'already-finished';

/** What the customer sees on a failed preview; the cause is logged. */
export const GENERATION_FAILED_REASON = 'The preview could not be generated';

const FAIL_ATTEMPTS = 3;

/** The book said no (deleted, or a transition that can no longer happen): retrying cannot help. */
function isFinal(error: unknown): boolean {
  return error instanceof DomainError && String(error.code).startsWith('BOOKS.');
}

/**
 * Works the `JOBS_GENERATION` queue with the shared JobWorker (ADR 0009). Per job: StartPreview (progress:
 * generating, shown as running) → plan the story → illustrate the cover → store the cover WebP under
 * `owners/<ownerId>/covers/<bookId>.webp` → CompletePreview → ack. Every step is idempotent by book id
 * (Start/Complete repeat as no-ops, the cover put replaces the file), so a job redelivered after a worker died
 * mid-way — or cut off at its deadline — finishes exactly once. A domain refusal is final (ack); an invalid
 * story input gives up at once; any other error is retried with a growing delay, and the last allowed
 * delivery fails the preview (which gives the reservation back) and dead-letters the job.
 */
@Injectable()
export class GenerationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: JobWorker<GenerationJob>;

  constructor(
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(PREVIEW_QUOTA) private readonly quota: PreviewQuota,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(STORY_WRITER) private readonly writer: StoryWriter,
    @Inject(PREVIEW_COVERS) private readonly covers: PreviewCovers,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Optional() @Inject(GENERATION_HOOKS) private readonly hooks: GenerationHooks | null = null,
    @Optional() @Inject(PHOTO_ANALYSIS) private readonly photos: PhotoAnalysis | null = null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.GENERATION_WORKER_ENABLED) return;
    this.covers.warmUp();
    // The idea reader's English model and WordNet index load once (about a second): before the first job, not in it.
    warmUpIdeaReader();
    const c = this.config;
    this.worker = new JobWorker<GenerationJob>({
      nc: this.nc,
      subjects: this.subjects,
      service: 'books',
      stream: await ensureGenerationQueue(this.nc, this.subjects),
      durable: GENERATION_WORKER_DURABLE,
      concurrency: c.GENERATION_CONCURRENCY,
      ackWaitMs: c.GENERATION_ACK_WAIT_MS,
      deadlineMs: c.GENERATION_JOB_DEADLINE_MS,
      maxDeliver: c.GENERATION_MAX_DELIVER,
      retryDelayMs: c.GENERATION_RETRY_DELAY_MS,
      maxRetryDelayMs: c.GENERATION_RETRY_MAX_DELAY_MS,
      decode: (m) => GenerationJob.parse(m.json()),
      handle: (job, context) => this.generate(job, metadataOf(job, context), context.signal),
      classify: (error) =>
        isFinal(error) ? 'drop' : error instanceof InvalidStoryInput ? 'give-up' : 'retry',
      onGiveUp: (job, _error, context) => this.failPreview(job, metadataOf(job, context)),
      logger: this.logger,
    });
    await this.worker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // Stops fetching; a job in progress finishes (or, if the process dies now, is redelivered).
    await this.worker?.stop();
    await this.covers.close();
    await this.photos?.close();
  }

  private async generate(
    job: GenerationJob,
    metadata: RequestMetadata,
    signal: AbortSignal,
  ): Promise<GenerationOutcome> {
    const started = await startPreview(this.books, job.bookId, metadata);
    // A redelivered job of a finished preview: nothing left to do.
    if (started.status === 'completed' || started.status === 'failed') return 'already-finished';
    await this.hooks?.afterStart?.(job);

    const input = await storyInputOf(this.storage, job, job.request, this.photos);
    const plan = await this.writer.planStory(input);
    // Cut off at the deadline: another delivery does the rest.
    signal.throwIfAborted();
    // Production (issue #6) makes the full book from this very plan, whatever the writer would say next time.
    await this.storage.put(planKey(job.ownerId, job.bookId), Buffer.from(JSON.stringify(plan)), {
      contentType: 'application/json',
    });
    const webp = await this.covers.coverWebp(plan, input.style);
    const coverKey = coverKeyOf(job.ownerId, job.bookId);
    await this.storage.put(coverKey, webp, { contentType: 'image/webp' });

    await this.hooks?.beforeComplete?.(job);
    signal.throwIfAborted();
    await completePreview(
      this.books,
      { bookId: job.bookId, preview: { ...toPreviewObject(plan) }, coverKey },
      metadata,
    );
    return 'completed';
  }

  /**
   * FailPreview also gives the reservation back (idempotently); retried briefly when limits is down, then
   * left to the job's next delivery (and behind that to the preview sweeper).
   */
  private async failPreview(job: GenerationJob, metadata: RequestMetadata): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await failPreview(
          { books: this.books, quota: this.quota },
          { bookId: job.bookId, reason: GENERATION_FAILED_REASON },
          metadata,
        );
        return;
      } catch (error) {
        if (isFinal(error)) {
          this.logger.warn({ err: error, bookId: job.bookId }, 'the book refused the failure; nothing to do');
          return;
        }
        if (attempt >= FAIL_ATTEMPTS) throw error;
        await sleep(500 * attempt);
      }
    }
  }
}

function metadataOf(job: GenerationJob, context: JobContext): RequestMetadata {
  return { correlationId: job.correlationId ?? job.bookId, causationId: context.messageId };
}
