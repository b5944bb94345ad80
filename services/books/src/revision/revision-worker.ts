import type { z } from 'zod';
import { BooksEvents, DomainError } from '@fabelhaft/contracts';
import type { JobRun } from '@fabelhaft/service-kit/service';
import { imageProviderOf } from '../books.config';
import { job as jobBinding, type BooksDeps } from '../books.deps';
import type { RevisionCommand } from '../domain/revision.decide';
import { printedListenUrl } from '../listening/listening-link';
import { StorageArtefactCache } from '../infrastructure/storage-artefact-cache';
import { InvalidChange } from '../ports/story-reviser.port';
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

type RevisionJob = z.output<typeof BooksEvents.revisionAppliedV1.data>;

/**
 * Makes revisions (issue #14): consumes `books.v1.RevisionApplied` through a durable consumer every instance shares (ADR
 * 0009, ADR 0051). Per
 * job: StartRevision → the base revision's story state → the engine's `applyChanges` → the new plan stored as
 * the revision's → production with the book's artefact cache, so only what the changes touch is made again
 * (changed pages, every page of a changed character, then the PDFs and the preflight) → the files stored
 * (PDFs per revision, flipbook pages by content: an unchanged page is the same object) → CompleteRevision,
 * after which the viewer and the download show it. Every step is idempotent by revision id: a redelivered job
 * (a worker that died mid-revision) makes the revision once. A change the book lacks (a page it does not have)
 * fails the revision at once; any other error is retried, and the last delivery fails it with a reason.
 */
export const makeRevisions = jobBinding<RevisionJob>({
  durable: REVISION_WORKER_DURABLE,
  from: { event: BooksEvents.revisionAppliedV1 },
  settings: ({ config: c }) => ({
    enabled: c.REVISION_WORKER_ENABLED,
    concurrency: c.REVISION_CONCURRENCY,
    ackWaitMs: c.REVISION_ACK_WAIT_MS,
    deadlineMs: c.REVISION_JOB_DEADLINE_MS,
    maxDeliver: c.REVISION_MAX_DELIVER,
    retryDelayMs: c.REVISION_RETRY_DELAY_MS,
  }),
  handle: (job, run) => remake(job, run),
  classify: (error) => {
    // The book lacks what a change names: no delivery will do better.
    if (error instanceof InvalidChange) return 'give-up';
    // The book said no (a revision that ended meanwhile): nothing to retry.
    return error instanceof DomainError && String(error.code).startsWith('BOOKS.') ? 'drop' : 'retry';
  },
  /**
   * The last delivery failed, or the book lacks what a change names: the revision fails and the book stays as
   * it was. A revision produced or failed meanwhile has nothing to give up.
   */
  onGiveUp: async (job, error, { deps, metadata }) => {
    const { state } = await deps.books.load(job.bookId);
    const revision = state.revisions.find((r) => r.revisionId === job.revisionId);
    if (!revision || revision.status === 'produced' || revision.status === 'failed') return 'settled';
    const reason = error instanceof InvalidChange ? error.message : REVISION_FAILED_REASON;
    await deps.books.handle(
      job.bookId,
      { type: 'FailRevision', bookId: job.bookId, revisionId: job.revisionId, reason },
      metadata,
    );
  },
});

async function remake(job: RevisionJob, { deps, metadata, signal }: JobRun<BooksDeps>): Promise<Outcome> {
  const change = (command: RevisionCommand) => deps.books.handle(command.bookId, command, metadata);
  const { bookId, revisionId } = job;
  const log = deps.logger.child({ bookId, revision: job.revision });
  const { state: before } = await deps.books.load(bookId);
  const revision = before.revisions.find((r) => r.revisionId === revisionId);
  // A book erased meanwhile, or a revision that ended: nothing to do.
  if (!revision) return 'stale';
  if (revision.status === 'produced' || revision.status === 'failed') return 'already-done';
  await change({ type: 'StartRevision', bookId, revisionId });
  await deps.hooks.revision?.afterStart?.(bookId, revision.revision);

  const started = Date.now();
  const base = await planOfRevision(
    { storage: deps.storage, writer: deps.storyWriter },
    before,
    revision.baseRevision,
  );
  const parsed = parsePlannedChanges(revision.changes);
  if (!parsed.ok) throw new InvalidChange(parsed.reason);
  const format = before.production.format ?? 'booklet';
  const textBackground = before.request?.textBackgroundEnabled ?? true;
  const plan = deps.reviser.revise(base, parsed.changes, { format, textBackground });
  await storeRevisionPlan(deps.storage, before, revision.revision, plan);
  const c = deps.config;
  // issue #23: a look the revision changed gets a new reference first (made from the photos again, with the
  // consent), then its pages; the revision's calls have a budget of their own.
  const photos = await productionPhotos(deps.storage, before, {
    image: imageProviderOf(c),
    photo: c.PHOTO_PROVIDER,
  });
  const budget = await storedCallBudget(deps.storage, before, `revision-${revision.revision}`, {
    image: c.IMAGE_CALL_BUDGET,
    check: c.LIKENESS_CALL_BUDGET,
    speech: c.SPEECH_CALL_BUDGET,
  });
  const produced = await deps.producer
    .produce(
      {
        plan,
        format,
        textBackground,
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
      async () => undefined,
    )
    .finally(() => budget.flush());
  const files = await storeBookFiles(deps.storage, before, revision.revision, produced);
  // The base revision is the one shown until this one completes (one revision at a time).
  const pages = remadePages(before.production.files?.pages ?? [], files.pages);
  // Cut off at the deadline: the next delivery makes the same files again and completes.
  signal.throwIfAborted();
  if (!produced.preflight.passed) log.warn({ preflight: produced.preflight }, 'preflight found problems');
  await deps.hooks.revision?.beforeComplete?.(bookId, revision.revision);
  signal.throwIfAborted();
  // issue #23: the revision's pictures checked again (untouched pages' answers come from the cache).
  if (produced.likeness) {
    await deps.books.handle(
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
  await change({ type: 'CompleteRevision', bookId, revisionId, files, pages });
  log.info(
    { ms: Date.now() - started, remade: pages, readAloud: produced.remadeNarration },
    'revision produced',
  );
  return 'produced';
}
