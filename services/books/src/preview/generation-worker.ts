import { setTimeout as sleep } from 'node:timers/promises';
import { InvalidStoryInput, isBudgetSpent, toPreviewObject, warmUpIdeaReader } from '@fabelhaft/book-engine';
import type { z } from 'zod';
import { BooksEvents, DomainError, type RequestMetadata } from '@fabelhaft/contracts';
import type { JobRun } from '@fabelhaft/service-kit/service';
import { imageProviderOf } from '../books.config';
import { job as jobBinding, type BooksDeps } from '../books.deps';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import { bookFilesPrefix, coverKey as coverKeyOf, planKey } from '../production/book-files';
import { productionPhotos, storedCallBudget } from '../production/provider-calls';
import { completePreview } from './complete-preview';
import { failPreview } from './fail-preview';
import type { CoverLikeness } from './preview-covers.port';
import { startPreview } from './start-preview';
import { storyInputOf } from './story-input';

/** A durable consumer of `books.v1.PreviewRequested` on the books stream, shared by every instance. */
export const GENERATION_WORKER_DURABLE = 'books-generation-worker';

/** One requested preview: the published event's data, everything the worker needs (it never reads the tables). */
export type GenerationJob = z.output<typeof BooksEvents.previewRequestedV1.data>;

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
 * Generates previews (issue #4): consumes `books.v1.PreviewRequested` from the books stream (ADR 0009, ADR 0051)
 * through a durable consumer every instance shares. Per job:
 * StartPreview (progress: generating, shown as running) → plan the story → illustrate the cover (issue #23: on the
 * provider path with consented photos, from the photographed characters' references) → store the
 * cover WebP under `owners/<ownerId>/covers/<bookId>.webp` → CompletePreview → ack. Every step is idempotent by
 * book id (Start/Complete repeat as no-ops, the cover put replaces the file), so a job redelivered after a
 * worker died mid-way — or cut off at its deadline — finishes exactly once. A domain refusal is final (ack); an
 * invalid story input gives up at once; any other error is retried with a growing delay, and the last allowed
 * delivery fails the preview (which gives the reservation back) and dead-letters the job.
 */
export const generatePreviews = jobBinding<GenerationJob>({
  durable: GENERATION_WORKER_DURABLE,
  from: { event: BooksEvents.previewRequestedV1 },
  settings: ({ config: c }) => ({
    enabled: c.GENERATION_WORKER_ENABLED,
    concurrency: c.GENERATION_CONCURRENCY,
    ackWaitMs: c.GENERATION_ACK_WAIT_MS,
    deadlineMs: c.GENERATION_JOB_DEADLINE_MS,
    maxDeliver: c.GENERATION_MAX_DELIVER,
    retryDelayMs: c.GENERATION_RETRY_DELAY_MS,
    maxRetryDelayMs: c.GENERATION_RETRY_MAX_DELAY_MS,
  }),
  prepare: ({ covers }) => {
    covers.warmUp();
    // The idea reader's English model and WordNet index load once (about a second): before the first job, not in it.
    warmUpIdeaReader();
  },
  handle: (job, run) => generateUnlessErased(job, run),
  // A spent preview budget (issue #23) is final for this preview: it fails now and the free preview is given back.
  classify: (error) =>
    isFinal(error)
      ? 'drop'
      : error instanceof InvalidStoryInput || isBudgetSpent(error)
        ? 'give-up'
        : 'retry',
  onGiveUp: (job, _error, { deps, metadata }) => giveUp(deps, job, metadata),
});

/**
 * issue #23 / ADR 0016: an account erasure may remove the book while its job runs; the files the job wrote
 * (plan, references, cover) must not outlive it. Every write of `generate` is followed either by CompletePreview —
 * which succeeds only while the book exists, so an erasure after it deletes what was written before it — or by
 * a failure (the book is gone: not found; a deadline; a provider error). On a failure the book is loaded again
 * and, when its stream is gone (erased — a job's book was created before its job was published), everything the
 * job writes is deleted again; a later delivery finds the book gone at StartPreview and does the same.
 */
async function generateUnlessErased(job: GenerationJob, run: JobRun<BooksDeps>): Promise<GenerationOutcome> {
  try {
    return await generate(job, run);
  } catch (error) {
    const { state } = await run.deps.books.load(job.bookId).catch(() => ({ state: null }));
    if (state?.status === 'none') {
      const deleted = await deleteGenerationFiles(run.deps, job);
      run.deps.logger.info(
        { bookId: job.bookId, deleted },
        'the book was erased: its files are deleted again',
      );
    }
    throw error;
  }
}

/** What a generation job writes for its book: the cover, and the book's folder (plan, references, calls). */
export async function deleteGenerationFiles(
  { storage }: Pick<BooksDeps, 'storage'>,
  job: Pick<GenerationJob, 'ownerId' | 'bookId'>,
): Promise<number> {
  const keys = [
    coverKeyOf(job.ownerId, job.bookId),
    ...(await storage.list(bookFilesPrefix(job.ownerId, job.bookId))),
  ];
  for (const key of keys) await storage.delete(key);
  return keys.length;
}

async function generate(
  job: GenerationJob,
  { deps, metadata, signal }: JobRun<BooksDeps>,
): Promise<GenerationOutcome> {
  const { books, storage, hooks } = deps;
  const started = await startPreview(books, job.bookId, metadata);
  // A redelivered job of a finished preview: nothing left to do.
  if (started.status === 'completed' || started.status === 'failed') return 'already-finished';
  await hooks.generation?.afterStart?.(job);

  const input = await storyInputOf(storage, job, job, deps.photos);
  const plan = await deps.storyWriter.planStory(input);
  // Cut off at the deadline: another delivery does the rest.
  signal.throwIfAborted();
  // Production (issue #6) makes the full book from this very plan, whatever the writer would say next time.
  await storage.put(planKey(job.ownerId, job.bookId), Buffer.from(JSON.stringify(plan)), {
    contentType: 'application/json',
  });
  const budget = await previewBudget(deps, job);
  const webp = await deps.covers
    .coverWebp(plan, input.style, await coverLikeness(deps, job), budget?.meter)
    .finally(() => budget?.flush());
  if (budget) deps.logger.info({ bookId: job.bookId, calls: budget.meter.used }, 'preview provider calls');
  const coverKey = coverKeyOf(job.ownerId, job.bookId);
  await storage.put(coverKey, webp, { contentType: 'image/webp' });

  await hooks.generation?.beforeComplete?.(job);
  signal.throwIfAborted();
  await completePreview(
    books,
    { bookId: job.bookId, preview: { ...toPreviewObject(plan) }, coverKey },
    metadata,
  );
  return 'completed';
}

/**
 * issue #23, provider path: the photos the preview's cover may follow — read only when the illustrator makes
 * references and the parent agreed to send them to exactly this provider (production's own rule,
 * `productionPhotos`) — with the book's artefact cache, the one production fills, so the references made for
 * the cover are production's. Otherwise none: the cover is drawn from its prompt, and no photo leaves.
 */
async function coverLikeness(deps: BooksDeps, job: GenerationJob): Promise<CoverLikeness | undefined> {
  if (!deps.illustrator.references) return undefined;
  const { photos, photoConsent } = await productionPhotos(
    deps.storage,
    { ownerId: job.ownerId, request: job },
    { image: imageProviderOf(deps.config), photo: deps.config.PHOTO_PROVIDER },
  );
  if (!photoConsent || photos.length === 0) return undefined;
  return { photos, photoConsent, cache: new StorageArtefactCache(deps.storage, job.ownerId, job.bookId) };
}

/**
 * issue #23: on the provider path the free preview has its own budget of image calls
 * (`PREVIEW_IMAGE_CALL_BUDGET`), stored next to the book (`calls/preview.json`) like production's per run, so
 * the job's redeliveries share it. The embedded illustrator calls no provider: no budget.
 */
async function previewBudget(deps: BooksDeps, job: GenerationJob) {
  if (imageProviderOf(deps.config) === 'embedded') return undefined;
  return storedCallBudget(deps.storage, job, 'preview', { image: deps.config.PREVIEW_IMAGE_CALL_BUDGET });
}

/**
 * FailPreview also gives the reservation back (idempotently); retried briefly when limits is down, then left to
 * the job's next delivery (and behind that to the preview sweeper).
 */
async function giveUp(deps: BooksDeps, job: GenerationJob, metadata: RequestMetadata): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await failPreview(deps, { bookId: job.bookId, reason: GENERATION_FAILED_REASON }, metadata);
      return;
    } catch (error) {
      if (isFinal(error)) {
        deps.logger.warn({ err: error, bookId: job.bookId }, 'the book refused the failure; nothing to do');
        return;
      }
      if (attempt >= FAIL_ATTEMPTS) throw error;
      await sleep(500 * attempt);
    }
  }
}
