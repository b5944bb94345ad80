import type { INestApplicationContext } from '@nestjs/common';
import type { BookView, RequestMetadata } from '@fabelhaft/contracts';
import { BOOKS, PREVIEW_QUOTA } from '../../books.di-tokens';
import type { Preview } from '../../domain/book';
import type { BookRepository } from '../../infrastructure/book.repository';
import type { PreviewQuota } from '../../ports/preview-quota.port';
import { bookViewOf } from '../../read-model/book.mapper';
import { completePreview } from '../complete-preview';
import { failPreview } from '../fail-preview';
import { startPreview } from '../start-preview';

/**
 * The generation worker's steps, called in-process exactly as the worker calls them, for specs that drive a
 * preview without a story writer: each answers the book as a view.
 */
export function generationSteps(app: INestApplicationContext) {
  const books = app.get<BookRepository>(BOOKS);
  const quota = app.get<PreviewQuota>(PREVIEW_QUOTA);
  const metadata: RequestMetadata = { correlationId: 'generation-steps' };
  return {
    start: async (bookId: string): Promise<BookView> =>
      bookViewOf(await startPreview(books, bookId, metadata)),
    complete: async (input: { bookId: string; preview: Preview; coverKey?: string }): Promise<BookView> =>
      bookViewOf(await completePreview(books, input, metadata)),
    fail: async (input: { bookId: string; reason: string }): Promise<BookView> =>
      bookViewOf(await failPreview({ books, quota }, input, metadata)),
  };
}
