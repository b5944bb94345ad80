import type { INestApplicationContext } from '@nestjs/common';
import type { BookView, RequestMetadata } from '@fabelhaft/contracts';
import { serviceDeps } from '@fabelhaft/service-kit/service';
import type { BooksDeps } from '../../books.deps';
import type { Preview } from '../../domain/book';
import { bookViewOf } from '../../read-model/book.mapper';
import { completePreview } from '../complete-preview';
import { failPreview } from '../fail-preview';
import { startPreview } from '../start-preview';

/**
 * The generation worker's steps, called in-process exactly as the worker calls them, for specs that drive a
 * preview without a story writer: each answers the book as a view.
 */
export function generationSteps(app: INestApplicationContext) {
  const deps = serviceDeps<BooksDeps>(app);
  const { books } = deps;
  const metadata: RequestMetadata = { correlationId: 'generation-steps' };
  return {
    start: async (bookId: string): Promise<BookView> =>
      bookViewOf(await startPreview(books, bookId, metadata)),
    complete: async (input: { bookId: string; preview: Preview; coverKey?: string }): Promise<BookView> =>
      bookViewOf(await completePreview(books, input, metadata)),
    fail: async (input: { bookId: string; reason: string }): Promise<BookView> =>
      bookViewOf(await failPreview(deps, input, metadata)),
  };
}
