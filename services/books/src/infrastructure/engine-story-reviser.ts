import {
  applyChanges,
  InvalidRefinement,
  type BookFormat,
  type PlannedChange,
  type StoryPlan,
} from '@fabelhaft/book-engine';
import { InvalidChange, type StoryReviser } from '../ports/story-reviser.port';

/**
 * The one place the books service calls the engine's `applyChanges` (issue #14), with the book's own format
 * (page numbers depend on it): its `InvalidRefinement` (a page or character the book lacks) becomes the port's
 * `InvalidChange`, which fails the revision at once; any other error is retried.
 */
export class EngineStoryReviser implements StoryReviser {
  revise(
    plan: StoryPlan,
    changes: PlannedChange[],
    options: { format: BookFormat; textBackground: boolean },
  ): StoryPlan {
    try {
      return applyChanges(plan, changes, options);
    } catch (error) {
      if (error instanceof InvalidRefinement) throw new InvalidChange(error.message);
      throw error;
    }
  }
}
