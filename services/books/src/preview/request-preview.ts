import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { previewView, type PreviewView, type RequestMetadata } from '@fabelhaft/contracts';
import { foreignReferenceImages, sameRequest, type PreviewRequestDetails } from '../domain/book';
import { bookAlreadyExists, idempotencyKeyReused, referenceImageNotOwned } from '../domain/book.errors';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { bookViewOf } from '../read-model/book.mapper';

export interface RequestPreviewDeps {
  books: BookRepository;
  quota: PreviewQuota;
  logger: Logger;
}

export interface RequestPreviewInput {
  ownerId: string;
  /** Chosen by the client for an idempotent retry; a new uuid otherwise. */
  bookId?: string;
  request: PreviewRequestDetails;
}

/**
 * ADR 0002: the preview is reserved at limits first (idempotent by book id), and only then is the book
 * queued. A refusal passes through unchanged and nothing is written. A retry with the same id (ADR 0011: the
 * BFF derives it from the client's Idempotency-Key) reserves nothing twice and appends nothing twice; when
 * the book cannot be written after the reservation, the reservation is given back.
 */
export async function requestPreview(
  deps: RequestPreviewDeps,
  input: RequestPreviewInput,
  metadata: RequestMetadata,
): Promise<PreviewView> {
  const { books, quota } = deps;
  const { ownerId, request } = input;
  // issue #12: refused before anything is reserved or written (the decider checks it again).
  if (foreignReferenceImages(ownerId, request).length > 0) throw referenceImageNotOwned();
  const bookId = input.bookId ?? randomUUID();
  const existing = await books.load(bookId);
  if (existing.state.status !== 'none') {
    // Checked before reserving, so a foreign or reused id never takes a preview from the caller's quota.
    if (existing.state.ownerId !== ownerId) throw bookAlreadyExists();
    if (!sameRequest(existing.state.request, request)) throw idempotencyKeyReused();
    return previewView(bookViewOf(existing.state), await quota.get(ownerId, metadata));
  }
  const reserved = await quota.reserve(ownerId, bookId, metadata);
  try {
    const { state } = await books.handle(
      bookId,
      { type: 'RequestPreview', bookId, ownerId, request },
      metadata,
    );
    return previewView(bookViewOf(state), reserved);
  } catch (error) {
    await releaseUnlessWritten(deps, ownerId, bookId, metadata);
    throw error;
  }
}

/**
 * The append failed after limits reserved the preview. A concurrent request with the same id may have
 * written the book meanwhile (its reservation is this one: limits keys it by book id), so the reservation
 * is given back only when no book holds it. When the store cannot even be read, the append cannot have
 * committed either, so it is given back too.
 */
async function releaseUnlessWritten(
  { books, quota, logger }: RequestPreviewDeps,
  ownerId: string,
  bookId: string,
  metadata: RequestMetadata,
): Promise<void> {
  const written = await books.load(bookId).then(
    ({ state }) => state.status !== 'none',
    () => false,
  );
  if (written) return;
  await quota.release(ownerId, bookId, metadata).catch((err: unknown) => {
    // Left reserved; a retry under the same id reuses this reservation instead of taking another one.
    logger.error({ err, bookId }, 'could not give back the preview of a book that was not written');
  });
}
