import type { z } from 'zod';
import { ProviderError, type StoryPlan, type StoryWriter } from '@fabelhaft/book-engine';
import { BooksEvents, DomainError } from '@fabelhaft/contracts';
import type { JobRun } from '@fabelhaft/service-kit/service';
import type { ObjectStorage } from '@fabelhaft/storage';
import { imageProviderOf } from '../books.config';
import { job as jobBinding, type BooksDeps } from '../books.deps';
import type { Book } from '../domain/book';
import type { ProductionCommand } from '../domain/production.decide';
import { printedListenUrl } from '../listening/listening-link';
import { storyInputOf } from '../preview/story-input';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import { planKey } from './book-files';
import { likenessCheckOf } from './likeness-check';
import { productionPhotos, storedCallBudget } from './provider-calls';
import { storeBookFiles } from './store-book-files';
import { writtenPlanOf } from './write-book';

export const PRODUCTION_WORKER_DURABLE = 'books-production-worker';
/** What the customer sees on a failed production; the cause is logged and support can retry. */
export const PRODUCTION_FAILED_REASON =
  'Your book could not be produced. Our team has been notified and will take care of it.';

/** Test seams between the steps of a production (a crash test kills the process in one of them). */
export interface ProductionHooks {
  afterStart?(bookId: string): Promise<void> | void;
  beforeComplete?(bookId: string): Promise<void> | void;
}

type Outcome = 'produced' | 'already-done' | 'stale';

type ProductionJob = z.output<typeof BooksEvents.productionRequestedV1.data>;

/**
 * Produces paid books (issue #6): consumes `books.v1.ProductionRequested` from the books stream through a
 * durable consumer every instance shares (ADR 0009, ADR 0051). Per job: StartProduction (orchestrating) → the
 * preview's own plan → the full book written once and stored with the plan (issue #21, `writtenPlanOf`) →
 * illustrations and layout → MarkProductionRunning when rendering starts → the files stored under the owner →
 * CompleteProduction (completed, no longer a preview) → ack. Every step is idempotent by book id and attempt,
 * so a redelivered job (a duplicate payment, a worker that died mid-book, a delivery cut off at its deadline)
 * produces the book once. The last failed delivery fails the production (support can retry) and dead-letters
 * the job; the production sweeper catches the rest.
 */
export const produceBooks = jobBinding<ProductionJob>({
  durable: PRODUCTION_WORKER_DURABLE,
  from: { event: BooksEvents.productionRequestedV1 },
  settings: ({ config: c }) => ({
    enabled: c.PRODUCTION_WORKER_ENABLED,
    concurrency: c.PRODUCTION_CONCURRENCY,
    ackWaitMs: c.PRODUCTION_ACK_WAIT_MS,
    deadlineMs: c.PRODUCTION_JOB_DEADLINE_MS,
    maxDeliver: c.PRODUCTION_MAX_DELIVER,
    retryDelayMs: c.PRODUCTION_RETRY_DELAY_MS,
  }),
  handle: (job, run) => produce(job, run),
  classify: (error) => {
    // The book said no (an earlier attempt's job, a transition that can no longer happen): nothing to retry.
    if (error instanceof DomainError && String(error.code).startsWith('BOOKS.')) return 'drop';
    // A provider that will answer the same again (an unusable answer after its retries, a rejected request,
    // bad configuration): fail the production now; support can retry it (issue #21).
    if (error instanceof ProviderError && !error.retryable) return 'give-up';
    return 'retry';
  },
  /**
   * The last delivery failed (or came back after its worker died): fail this attempt of the production. A job
   * of an earlier attempt, or of a book produced meanwhile, has nothing to give up.
   */
  onGiveUp: async (job, _error, { deps, metadata }) => {
    const { state } = await deps.books.load(job.bookId);
    const { attempt, status } = state.production;
    if (attempt !== job.attempt || status === 'completed') return 'settled';
    await deps.books.handle(
      job.bookId,
      { type: 'FailProduction', bookId: job.bookId, reason: PRODUCTION_FAILED_REASON },
      metadata,
    );
  },
});

async function produce(job: ProductionJob, { deps, metadata, signal }: JobRun<BooksDeps>): Promise<Outcome> {
  const change = (command: ProductionCommand) => deps.books.handle(command.bookId, command, metadata);
  const { bookId } = job;
  const log = deps.logger.child({ bookId, attempt: job.attempt });
  const { state: before } = await deps.books.load(bookId);
  // A job of an earlier attempt (its retry is queued already), or one whose book is done: nothing to do.
  if (before.production.attempt !== job.attempt) return 'stale';
  if (before.production.status === 'completed' || before.production.status === 'failed')
    return 'already-done';
  await change({ type: 'StartProduction', bookId });
  await deps.hooks.production?.afterStart?.(bookId);

  const format = before.production.format ?? 'booklet';
  const started = Date.now();
  const { plan, written } = await writtenPlanOf(
    deps.storage,
    deps.bookWriter,
    before,
    await planOf(deps.storage, deps.storyWriter, before),
    format,
  );
  if (written) log.info({ ms: Date.now() - started, pages: plan.manuscript?.pages.length }, 'book written');
  const c = deps.config;
  // issue #23: photos go to the image provider only with the parent's consent to exactly that provider; the
  // attempt's provider calls are counted against its budget across redeliveries.
  const photos = await productionPhotos(deps.storage, before, {
    image: imageProviderOf(c),
    photo: c.PHOTO_PROVIDER,
  });
  const budget = await storedCallBudget(deps.storage, before, `production-${job.attempt}`, {
    image: c.IMAGE_CALL_BUDGET,
    check: c.LIKENESS_CALL_BUDGET,
    speech: c.SPEECH_CALL_BUDGET,
  });
  const produced = await deps.producer
    .produce(
      {
        plan,
        format,
        textBackground: before.request?.textBackgroundEnabled ?? true,
        // Filled here, so the book's first revision re-makes only what it touches (issue #14).
        cache: new StorageArtefactCache(deps.storage, before.ownerId, bookId),
        ...photos,
        meter: budget.meter,
        // issue #28 part 4: the listening link printed as the imprint page's QR code (ADR 0038).
        listenUrl: await printedListenUrl(
          { books: deps.books, storefrontBaseUrl: c.STOREFRONT_BASE_URL },
          bookId,
          metadata,
        ),
      },
      async (stage) => {
        if (stage === 'rendering') await change({ type: 'MarkProductionRunning', bookId });
      },
    )
    .finally(() => budget.flush());
  log.info({ calls: budget.meter.used }, 'provider calls');
  if (produced.narration)
    log.info({ readings: produced.narration.length, seconds: produced.narrationSeconds }, 'book read aloud');
  const files = await storeBookFiles(deps.storage, before, 0, produced);
  // Cut off at the deadline: the next delivery stores the files again and completes.
  signal.throwIfAborted();
  if (!produced.preflight.passed) log.warn({ preflight: produced.preflight }, 'preflight found problems');
  // issue #23: the pictures' likeness check goes with the book (a redelivery records the same check once).
  if (produced.likeness) {
    await deps.books.handle(
      bookId,
      { type: 'RecordLikeness', bookId, revision: 0, likeness: likenessCheckOf(produced.likeness) },
      metadata,
    );
    if (!produced.likeness.passed)
      log.info(
        { problems: produced.likeness.characters.filter((ch) => ch.failing.length) },
        'likeness differs',
      );
  }
  await deps.hooks.production?.beforeComplete?.(bookId);
  signal.throwIfAborted();
  await change({ type: 'CompleteProduction', bookId, files });
  log.info({ ms: Date.now() - started, pages: files.pages.length }, 'book produced');
  return 'produced';
}

/**
 * The plan the preview was made from; an older preview without a stored plan is planned again from the same
 * story input the preview was (`storyInputOf`: the request and the colours of its reference images), and
 * that plan is stored: the book's revisions (issue #14) build on the very plan it was produced from.
 */
export async function planOf(storage: ObjectStorage, writer: StoryWriter, book: Book): Promise<StoryPlan> {
  const key = planKey(book.ownerId, book.bookId);
  const stored = await storage.get(key);
  if (stored) return withNameRule(JSON.parse(stored.body.toString('utf8')) as StoryPlan, book);
  const plan = await writer.planStory(await storyInputOf(storage, book, book.request!));
  await storage.put(key, Buffer.from(JSON.stringify(plan)), { contentType: 'application/json' });
  return plan;
}

/**
 * A plan stored before plans carried their name rule (issue #14) gets it from the book's request, so a rename
 * treats names as the parent asked (translated or kept) even when they happen to read the same in both languages.
 */
function withNameRule(plan: StoryPlan, book: Book): StoryPlan {
  if (plan.translateCharacterNames !== undefined || !plan.translationLanguage || !book.request) return plan;
  return { ...plan, translateCharacterNames: book.request.translateCharacterNames };
}
