import { z } from 'zod';
import { eventStream } from './integration-event';

/** Every integration event the books service publishes. */
export const BooksEventStream = eventStream('EVT_BOOKS', 'books');

/**
 * What a customer asked for as the books service stores and publishes it (spec §3 "Book preview request"),
 * declared once: the stored `BookPreviewRequested`, the published `books.v1.PreviewRequested` and the generation
 * worker's job are this shape with ids around it. Tolerant of older events (the RPC's `PreviewRequest` is the
 * strict form callers must send).
 */
export const PreviewRequestDetails = z.object({
  idea: z.string(),
  mainLanguage: z.string(),
  translationLanguage: z.string().nullable(),
  ageRange: z.string(),
  style: z.string(),
  referenceImages: z.array(
    z.object({
      s3Key: z.string(),
      description: z.string().optional(),
      // issue #23: the parent's pick of who the photo shows (null: no one); older events have none.
      characterId: z.string().nullable().optional(),
    }),
  ),
  textBackgroundEnabled: z.boolean(),
  translateCharacterNames: z.boolean(),
  // issue #23: the parent's consent to send the photos to an outside provider; older events have none (no).
  providerPhotoConsent: z.boolean().optional(),
});
export type PreviewRequestDetails = z.output<typeof PreviewRequestDetails>;

/** The book's life as other parts see it: the generation job starts from PreviewRequested. */
export const BooksEvents = {
  previewRequestedV1: BooksEventStream.event(
    'books.v1.PreviewRequested',
    'evt.books.book.preview-requested',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      ...PreviewRequestDetails.shape,
      requestedAt: z.string(),
    }),
  ),
  previewStartedV1: BooksEventStream.event(
    'books.v1.PreviewStarted',
    'evt.books.book.preview-started',
    z.object({ bookId: z.string(), ownerId: z.string(), startedAt: z.string() }),
  ),
  previewCompletedV1: BooksEventStream.event(
    'books.v1.PreviewCompleted',
    'evt.books.book.preview-completed',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      title: z.string().nullable(),
      coverKey: z.string().nullable(),
      completedAt: z.string(),
    }),
  ),
  previewFailedV1: BooksEventStream.event(
    'books.v1.PreviewFailed',
    'evt.books.book.preview-failed',
    z.object({ bookId: z.string(), ownerId: z.string(), reason: z.string(), failedAt: z.string() }),
  ),
  previewDeletedV1: BooksEventStream.event(
    'books.v1.PreviewDeleted',
    'evt.books.book.preview-deleted',
    z.object({ bookId: z.string(), ownerId: z.string(), deletedAt: z.string() }),
  ),
  /** A paid preview is to be produced (issue #6); also a retry after a failure (the next attempt). */
  productionRequestedV1: BooksEventStream.event(
    'books.v1.ProductionRequested',
    'evt.books.book.production-requested',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      orderId: z.string(),
      format: z.enum(['booklet', 'board']),
      attempt: z.number().int(),
      requestedAt: z.string(),
    }),
  ),
  /** The full book and its print files exist (for fulfilment and the order's item status). */
  producedV1: BooksEventStream.event(
    'books.v1.BookProduced',
    'evt.books.book.produced',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      orderId: z.string().nullable(),
      printInteriorKey: z.string(),
      printCoverKey: z.string(),
      preflightPassed: z.boolean(),
      producedAt: z.string(),
    }),
  ),
  productionFailedV1: BooksEventStream.event(
    'books.v1.ProductionFailed',
    'evt.books.book.production-failed',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      orderId: z.string().nullable(),
      reason: z.string(),
      failedAt: z.string(),
    }),
  ),
  /**
   * issue #14: a confirmed refinement plan became the book's next revision (the story state changed); the revision
   * worker re-makes the pages it touches. Idempotent by `revisionId`.
   */
  revisionAppliedV1: BooksEventStream.event(
    'books.v1.RevisionApplied',
    'evt.books.book.revision-applied',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      revisionId: z.string(),
      revision: z.number().int().min(1),
      appliedAt: z.string(),
    }),
  ),
  /** The revision worker started re-making the touched pages. */
  revisionStartedV1: BooksEventStream.event(
    'books.v1.RevisionStarted',
    'evt.books.book.revision-started',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      revisionId: z.string(),
      revision: z.number().int().min(1),
      startedAt: z.string(),
    }),
  ),
  /** The revision's files exist; the viewer and the download show it. `pages`: the viewer pages re-made. */
  revisionProducedV1: BooksEventStream.event(
    'books.v1.RevisionProduced',
    'evt.books.book.revision-produced',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      revisionId: z.string(),
      revision: z.number().int().min(1),
      pages: z.array(z.number().int()),
      producedAt: z.string(),
    }),
  ),
  /** The revision could not be made (or was refused when applied); the book stays as it was. */
  revisionFailedV1: BooksEventStream.event(
    'books.v1.RevisionFailed',
    'evt.books.book.revision-failed',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      revisionId: z.string(),
      reason: z.string(),
      failedAt: z.string(),
    }),
  ),
  /**
   * issue #15: the owner approved the book for print; this revision is frozen and goes to a printing partner.
   */
  approvedV1: BooksEventStream.event(
    'books.v1.BookApproved',
    'evt.books.book.approved',
    z.object({
      bookId: z.string(),
      ownerId: z.string(),
      orderId: z.string(),
      revision: z.number().int().min(0),
      format: z.enum(['booklet', 'board']),
      pageCount: z.number().int().min(1),
      binding: z.enum(['left', 'right']),
      printInteriorKey: z.string(),
      printCoverKey: z.string(),
      approvedAt: z.string(),
    }),
  ),
} as const;
