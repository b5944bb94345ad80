import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import type { StoryWriter } from '@fabelhaft/book-engine';
import {
  BooksEvents,
  BooksEventStream,
  DomainError,
  IntegrationEnvelope,
  type RequestMetadata,
} from '@fabelhaft/contracts';
import {
  ensureStream,
  JobWorker,
  type JobContext,
  type NatsConnection,
  type Subjects,
} from '@fabelhaft/messaging';
import type { ObjectStorage } from '@fabelhaft/storage';
import { imageProviderOf, type BooksConfig } from '../books.config';
import {
  BOOK_PRODUCER,
  BOOKS,
  BOOKS_CONFIG,
  LOGGER,
  NATS_CONNECTION,
  OBJECT_STORAGE,
  REVISION_HOOKS,
  STORY_REVISER,
  STORY_WRITER,
  SUBJECTS,
} from '../books.di-tokens';
import type { RevisionCommand } from '../domain/revision.decide';
import type { BookRepository } from '../infrastructure/book.repository';
import { printedListenUrl } from '../listening/listening-link';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import type { BookProducer } from '../ports/book-producer.port';
import { InvalidChange, type StoryReviser } from '../ports/story-reviser.port';
import { likenessCheckOf } from '../production/likeness-check';
import { productionPhotos, storedCallBudget } from '../production/provider-calls';
import { remadePages, storeBookFiles } from '../production/store-book-files';
import { parsePlannedChanges } from './planned-changes';
import { planOfRevision, storeRevisionPlan } from './revision-plans';

export const REVISION_WORKER_DURABLE = 'books-revision-worker';
/** What the parent hears of a revision that could not be made; the cause is logged, the edit goes back. */
export const REVISION_FAILED_REASON =
  'Your change could not be made. Your book stays as it was and the edit has been given back.';

/** Test seams between the steps of a revision (a crash test kills the process in one of them). */
export interface RevisionHooks {
  afterStart?(bookId: string, revision: number): Promise<void> | void;
  beforeComplete?(bookId: string, revision: number): Promise<void> | void;
}

type Outcome = 'produced' | 'already-done' | 'stale';

interface RevisionJob {
  bookId: string;
  revisionId: string;
  revision: number;
  correlationId: string;
}

/**
 * Makes revisions (issue #14): consumes `books.v1.RevisionApplied` with the shared JobWorker (ADR 0009). Per
 * job: StartRevision → the base revision's story state → the engine's `applyChanges` → the new plan stored as
 * the revision's → production with the book's artefact cache, so only what the changes touch is made again
 * (changed pages, every page of a changed character, then the PDFs and the preflight) → the files stored
 * (PDFs per revision, flipbook pages by content: an unchanged page is the same object) → CompleteRevision,
 * after which the viewer and the download show it. Every step is idempotent by revision id: a redelivered job
 * (a worker that died mid-revision) makes the revision once. A change the book lacks (a page it does not have)
 * fails the revision at once; any other error is retried, and the last delivery fails it with a reason.
 */
@Injectable()
export class RevisionWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker?: JobWorker<RevisionJob>;

  constructor(
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SUBJECTS) private readonly subjects: Subjects,
    @Inject(BOOKS_CONFIG) private readonly config: BooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(STORY_WRITER) private readonly writer: StoryWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(BOOK_PRODUCER) private readonly producer: BookProducer,
    @Inject(STORY_REVISER) private readonly reviser: StoryReviser,
    @Inject(REVISION_HOOKS) private readonly hooks: RevisionHooks | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.REVISION_WORKER_ENABLED) return;
    const stream = this.subjects.stream(BooksEventStream.name);
    await ensureStream(this.nc, {
      name: stream,
      subjects: [this.subjects.subject(BooksEventStream.subjects)],
    });
    const c = this.config;
    this.worker = new JobWorker<RevisionJob>({
      nc: this.nc,
      subjects: this.subjects,
      service: 'books',
      stream,
      durable: REVISION_WORKER_DURABLE,
      filterSubjects: [this.subjects.subject(BooksEvents.revisionAppliedV1.subject)],
      concurrency: c.REVISION_CONCURRENCY,
      ackWaitMs: c.REVISION_ACK_WAIT_MS,
      deadlineMs: c.REVISION_JOB_DEADLINE_MS,
      maxDeliver: c.REVISION_MAX_DELIVER,
      retryDelayMs: c.REVISION_RETRY_DELAY_MS,
      maxRetryDelayMs: 60_000,
      decode: (m) => {
        const envelope = IntegrationEnvelope.parse(m.json());
        const data = BooksEvents.revisionAppliedV1.data.parse(envelope.data);
        return {
          bookId: data.bookId,
          revisionId: data.revisionId,
          revision: data.revision,
          correlationId: envelope.correlationId ?? envelope.id,
        };
      },
      handle: (job, context) => this.remake(job, metadataOf(job, context), context.signal),
      classify: (error) => {
        // The book lacks what a change names: no delivery will do better.
        if (error instanceof InvalidChange) return 'give-up';
        // The book said no (a revision that ended meanwhile): nothing to retry.
        return error instanceof DomainError && String(error.code).startsWith('BOOKS.') ? 'drop' : 'retry';
      },
      onGiveUp: (job, error, context) => this.giveUp(job, error, metadataOf(job, context)),
      logger: this.logger,
    });
    await this.worker.start();
  }

  /**
   * Stopped a phase before the rest: the producer (and its Chromium), shared with production, is closed by the
   * production worker on application shutdown, after the revision in hand is done.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.stop();
  }

  /**
   * The last delivery failed, or the book lacks what a change names: the revision fails and the book stays as
   * it was. A revision produced or failed meanwhile has nothing to give up.
   */
  private async giveUp(
    job: RevisionJob,
    error: unknown,
    metadata: RequestMetadata,
  ): Promise<void | 'settled'> {
    const { state } = await this.books.load(job.bookId);
    const revision = state.revisions.find((r) => r.revisionId === job.revisionId);
    if (!revision || revision.status === 'produced' || revision.status === 'failed') return 'settled';
    const reason = error instanceof InvalidChange ? error.message : REVISION_FAILED_REASON;
    await this.change(
      { type: 'FailRevision', bookId: job.bookId, revisionId: job.revisionId, reason },
      metadata,
    );
  }

  private change(command: RevisionCommand, metadata: RequestMetadata) {
    return this.books.handle(command.bookId, command, metadata);
  }

  private async remake(job: RevisionJob, metadata: RequestMetadata, signal: AbortSignal): Promise<Outcome> {
    const { bookId, revisionId } = job;
    const log = this.logger.child({ bookId, revision: job.revision });
    const { state: before } = await this.books.load(bookId);
    const revision = before.revisions.find((r) => r.revisionId === revisionId);
    // A book erased meanwhile, or a revision that ended: nothing to do.
    if (!revision) return 'stale';
    if (revision.status === 'produced' || revision.status === 'failed') return 'already-done';
    await this.change({ type: 'StartRevision', bookId, revisionId }, metadata);
    await this.hooks?.afterStart?.(bookId, revision.revision);

    const started = Date.now();
    const base = await planOfRevision(
      { storage: this.storage, writer: this.writer },
      before,
      revision.baseRevision,
    );
    const parsed = parsePlannedChanges(revision.changes);
    if (!parsed.ok) throw new InvalidChange(parsed.reason);
    const format = before.production.format ?? 'booklet';
    const textBackground = before.request?.textBackgroundEnabled ?? true;
    const plan = this.reviser.revise(base, parsed.changes, { format, textBackground });
    await storeRevisionPlan(this.storage, before, revision.revision, plan);
    const c = this.config;
    // issue #23: a look the revision changed gets a new reference first (made from the photos again, with the
    // consent), then its pages; the revision's calls have a budget of their own.
    const photos = await productionPhotos(this.storage, before, {
      image: imageProviderOf(c),
      photo: c.PHOTO_PROVIDER,
    });
    const budget = await storedCallBudget(this.storage, before, `revision-${revision.revision}`, {
      image: c.IMAGE_CALL_BUDGET,
      check: c.LIKENESS_CALL_BUDGET,
      speech: c.SPEECH_CALL_BUDGET,
    });
    const produced = await this.producer
      .produce(
        {
          plan,
          format,
          textBackground,
          cache: new StorageArtefactCache(this.storage, before.ownerId, bookId),
          ...photos,
          meter: budget.meter,
          // issue #28 part 4: the listening link printed as the imprint page's QR code (ADR 0038).
          listenUrl: await printedListenUrl(
            { books: this.books, storefrontBaseUrl: c.STOREFRONT_BASE_URL },
            bookId,
            metadata,
          ),
        },
        async () => undefined,
      )
      .finally(() => budget.flush());
    const files = await storeBookFiles(this.storage, before, revision.revision, produced);
    // The base revision is the one shown until this one completes (one revision at a time).
    const pages = remadePages(before.production.files?.pages ?? [], files.pages);
    // Cut off at the deadline: the next delivery makes the same files again and completes.
    signal.throwIfAborted();
    if (!produced.preflight.passed) log.warn({ preflight: produced.preflight }, 'preflight found problems');
    await this.hooks?.beforeComplete?.(bookId, revision.revision);
    signal.throwIfAborted();
    // issue #23: the revision's pictures checked again (untouched pages' answers come from the cache).
    if (produced.likeness) {
      await this.books.handle(
        bookId,
        {
          type: 'RecordLikeness',
          bookId,
          revision: revision.revision,
          likeness: likenessCheckOf(produced.likeness),
        },
        metadata,
      );
    }
    await this.change({ type: 'CompleteRevision', bookId, revisionId, files, pages }, metadata);
    log.info(
      { ms: Date.now() - started, remade: pages, readAloud: produced.remadeNarration },
      'revision produced',
    );
    return 'produced';
  }
}

function metadataOf(job: RevisionJob, context: JobContext): RequestMetadata {
  return { correlationId: job.correlationId, causationId: context.messageId };
}
