import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BookPreviewRequest, PreviewView } from '@fabelhaft/contracts';
import { BOOKS, PREVIEW_QUOTA } from '../../books.di-tokens';
import { bookView, type PreviewRequestDetails } from '../../domain/book';
import { bookAlreadyExists } from '../../domain/book.errors';
import type { BookRepository } from '../../infrastructure/book.repository';
import type { PreviewQuota } from '../../preview-quota.port';
import { previewView } from '../../queries/get-preview/preview-view';
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
 * queued. A refusal passes through unchanged and nothing is written. A retry with the same id reserves
 * nothing twice and appends nothing twice.
 */
@CommandHandler(RequestPreviewCommand)
export class RequestPreviewHandler implements ICommandHandler<RequestPreviewCommand, PreviewView> {
  constructor(
    @Inject(BOOKS) private readonly books: BookRepository,
    @Inject(PREVIEW_QUOTA) private readonly quota: PreviewQuota,
  ) {}

  async execute(c: RequestPreviewCommand): Promise<PreviewView> {
    const bookId = c.bookId ?? randomUUID();
    const existing = await this.books.load(bookId);
    if (existing.state.status !== 'none') {
      // Checked before reserving, so a foreign id never takes a preview from the caller's quota.
      if (existing.state.ownerId !== c.ownerId) throw bookAlreadyExists();
      return previewView(bookView(existing.state), await this.quota.get(c.ownerId, c.metadata));
    }
    const quota = await this.quota.reserve(c.ownerId, bookId, c.metadata);
    const { state } = await this.books.handle(
      bookId,
      { type: 'RequestPreview', bookId, ownerId: c.ownerId, request: toRequestDetails(c.request) },
      c.metadata,
    );
    return previewView(bookView(state), quota);
  }
}
