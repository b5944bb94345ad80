import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { previewView, type BookPreviewRequest, type PreviewView } from '@fabelhaft/contracts';
import { BOOKS, LOGGER, PREVIEW_QUOTA } from '../../books.di-tokens';
import { bookView, sameRequest, type PreviewRequestDetails } from '../../domain/book';
import { bookAlreadyExists, idempotencyKeyReused } from '../../domain/book.errors';
import type { BookRepository } from '../../infrastructure/book.repository';
import type { PreviewQuota } from '../../preview-quota.port';
import { RequestPreviewCommand } from './request-preview.command';

export function toRequestDetails(r: BookPreviewRequest): PreviewRequestDetails {
  return {
    idea: r.idea,
    mainLanguage: r.main_language,
    translationLanguage: r.translation_language ?? null,
    ageRange: r.age_range,
    style: r.style,
    referenceImages: r.reference_images.map((i) =>
      i.description ? { s3Key: i.s3_key, description: i.description } : { s3Key: i.s3_key },
    ),
    textBackgroundEnabled: r.text_background_enabled,
    translateCharacterNames: r.translate_character_names,
  };
}

/**
 * ADR 0002: the preview is reserved at limits first (idempotent by book id), and only then is the book
 * queued. A refusal passes through unchanged and nothing is written. A retry with the same id (ADR 0011: the
 * BFF derives it from the client's Idempotency-Key) reserves nothing twice and appends nothing twice; when
 * the book cannot be written after the reservation, the reservation is given back.
 */
@CommandHandler(RequestPreviewCommand)
export class RequestPreviewHandler implements ICommandHandler<RequestPreviewCommand, PreviewView> {
  constructor(
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(PREVIEW_QUOTA) private readonly quota: PreviewQuota,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(c: RequestPreviewCommand): Promise<PreviewView> {
    const bookId = c.bookId ?? randomUUID();
    const request = toRequestDetails(c.request);
    const existing = await this.books.load(bookId);
    if (existing.state.status !== 'none') {
      // Checked before reserving, so a foreign or reused id never takes a preview from the caller's quota.
      if (existing.state.ownerId !== c.ownerId) throw bookAlreadyExists();
      if (!sameRequest(existing.state.request, request)) throw idempotencyKeyReused();
      return previewView(bookView(existing.state), await this.quota.get(c.ownerId, c.metadata));
    }
    const quota = await this.quota.reserve(c.ownerId, bookId, c.metadata);
    try {
      const { state } = await this.books.handle(
        bookId,
        { type: 'RequestPreview', bookId, ownerId: c.ownerId, request },
        c.metadata,
      );
      return previewView(bookView(state), quota);
    } catch (error) {
      await this.releaseUnlessWritten(c, bookId);
      throw error;
    }
  }

  /**
   * The append failed after limits reserved the preview. A concurrent request with the same id may have
   * written the book meanwhile (its reservation is this one: limits keys it by book id), so the reservation
   * is given back only when no book holds it. When the store cannot even be read, the append cannot have
   * committed either, so it is given back too.
   */
  private async releaseUnlessWritten(c: RequestPreviewCommand, bookId: string): Promise<void> {
    const written = await this.books.load(bookId).then(
      ({ state }) => state.status !== 'none',
      () => false,
    );
    if (written) return;
    await this.quota.release(c.ownerId, bookId, c.metadata).catch((err: unknown) => {
      // Left reserved; a retry under the same id reuses this reservation instead of taking another one.
      this.logger.error({ err, bookId }, 'could not give back the preview of a book that was not written');
    });
  }
}
