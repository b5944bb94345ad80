import type { RequestMetadata } from '@fabelhaft/contracts';
import type { BookFacts } from '../domain/refinable-book';

/** The book's current story state, which a plan is made over (the books service's `StoryStateView`). */
export interface StoryState extends BookFacts {
  bookId: string;
  revision: number;
  format: 'booklet' | 'board';
  textBackground: boolean;
  /** The book engine's StoryPlan as JSON (page edits included). */
  plan: Record<string, unknown>;
  /** A revision is applied or being made. */
  revisionInProgress: boolean;
}

/**
 * What refinement reads of a book. Only the owner's own books are found (null otherwise: unknown and someone
 * else's are not told apart). An unreachable books service is COMMON.UPSTREAM_UNAVAILABLE.
 */
export interface BookCatalog {
  findBook(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<BookFacts | null>;
  storyState(ownerId: string, bookId: string, metadata: RequestMetadata): Promise<StoryState | null>;
}
