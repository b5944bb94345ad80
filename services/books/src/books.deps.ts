import type { BookWriter, Illustrator, PhotoAnalysis, StoryWriter } from '@fabelhaft/book-engine';
import { bindingsFor, type ServiceParts } from '@fabelhaft/service-kit/service';
import type { ObjectStorage } from '@fabelhaft/storage';
import type { BooksConfig } from './books.config';
import type { BookRepository } from './infrastructure/book.repository';
import type { BookProducer } from './ports/book-producer.port';
import type { PreviewQuota } from './ports/preview-quota.port';
import type { StoryReviser } from './ports/story-reviser.port';
import type { GenerationHooks } from './preview/generation-worker';
import type { PreviewCovers } from './preview/preview-covers.port';
import type { ProductionHooks } from './production/production-worker';
import type { RevisionHooks } from './revision/revision-worker';

/**
 * Everything the books service's use cases, workers, sweepers and policies work with, made once at start
 * (books.module.ts) and given to each of them by the service kit: no DI token, no look-up.
 */
export interface BooksDeps extends ServiceParts<BooksConfig> {
  books: BookRepository;
  quota: PreviewQuota;
  storage: ObjectStorage;
  /** libs/book-engine ports: the embedded writer and illustrator unless configured. */
  storyWriter: StoryWriter;
  illustrator: Illustrator;
  /** The preview's cover as WebP: a thread pool for the embedded illustrator. */
  covers: PreviewCovers;
  /** issue #23: reads reference photos into looks (embedded face model); null when off. */
  photos: PhotoAnalysis | null;
  /** issue #21: writes the full book's pages after payment. */
  bookWriter: BookWriter;
  /** Makes the full book's files from a plan (issue #6; Chromium), shared by production and revision. */
  producer: BookProducer;
  /** issue #14: applies confirmed refinement changes to a story plan. */
  reviser: StoryReviser;
  /** Test seams between the steps of a job (a crash test kills the process in one of them). */
  hooks: { generation?: GenerationHooks; production?: ProductionHooks; revision?: RevisionHooks };
}

/** The kit's binding helpers, typed against the books deps. */
export const { rpc, job, periodic, policy } = bindingsFor<BooksDeps>();
