import type { Logger } from 'pino';
import { BooksRpc, type BookPreviewRequest } from '@fabelhaft/contracts';
import { rpcBinding } from '@fabelhaft/service-kit/service';
import { BOOKS, LOGGER, PREVIEW_QUOTA } from '../books.di-tokens';
import type { PreviewRequestDetails } from '../domain/book';
import type { BookRepository } from '../infrastructure/book.repository';
import type { PreviewQuota } from '../ports/preview-quota.port';
import { requestPreview } from './request-preview';

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

export const requestPreviewRpc = rpcBinding(BooksRpc.requestPreview, (r, m, { moduleRef }) =>
  requestPreview(
    {
      books: moduleRef.get<BookRepository>(BOOKS, { strict: false }),
      quota: moduleRef.get<PreviewQuota>(PREVIEW_QUOTA, { strict: false }),
      logger: moduleRef.get<Logger>(LOGGER, { strict: false }),
    },
    { ownerId: r.ownerId, bookId: r.bookId, request: toRequestDetails(r.request) },
    m,
  ),
);
