// The kit's connections under the names this service's code injects.
export {
  EVENT_STORE,
  LOGGER,
  NATS_CONNECTION,
  PG_POOL,
  SERVICE_CONFIG as BOOKS_CONFIG,
  SUBJECTS,
} from '@fabelhaft/service-kit/service';
export const BOOKS = Symbol('BOOKS');
export const PREVIEW_QUOTA = Symbol('PREVIEW_QUOTA');
/** Generation worker ports (libs/book-engine): the embedded writer and illustrator unless configured. */
export const STORY_WRITER = Symbol('STORY_WRITER');
export const ILLUSTRATOR = Symbol('ILLUSTRATOR');
/** The preview's cover as WebP (`PreviewCovers`): a thread pool for the embedded illustrator. */
export const PREVIEW_COVERS = Symbol('PREVIEW_COVERS');
/** issue #23: reads reference photos into looks (`PhotoAnalysis`, embedded face model); null when off. */
export const PHOTO_ANALYSIS = Symbol('PHOTO_ANALYSIS');
/** Where covers are stored (libs/storage); the BFF serves the same folder. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
/** Optional test hooks of the generation worker (`GenerationHooks`). */
export const GENERATION_HOOKS = Symbol('GENERATION_HOOKS');
/** issue #21: writes the full book's pages after payment (libs/book-engine `BookWriter`), embedded unless configured. */
export const BOOK_WRITER = Symbol('BOOK_WRITER');
/** Makes the full book's files from a plan (issue #6; libs/book-engine + Chromium). */
export const BOOK_PRODUCER = Symbol('BOOK_PRODUCER');
/** Optional test hooks of the production worker (`ProductionHooks`). */
export const PRODUCTION_HOOKS = Symbol('PRODUCTION_HOOKS');
/** issue #14: applies confirmed refinement changes to a story plan (libs/book-engine `applyChanges`). */
export const STORY_REVISER = Symbol('STORY_REVISER');
/** Optional test hooks of the revision worker (`RevisionHooks`). */
export const REVISION_HOOKS = Symbol('REVISION_HOOKS');
