import * as engine from '@fabelhaft/book-engine';
import type { PlannedChange, StoryPlan } from '@fabelhaft/book-engine';
import { InvalidChange, type StoryReviser } from '../ports/story-reviser.port';

/** The book engine's refinement functions (libs/book-engine/src/refinement), looked up by their names. */
interface EngineRefinement {
  applyChanges?: (plan: StoryPlan, changes: PlannedChange[]) => StoryPlan;
  InvalidRefinement?: abstract new (...args: never[]) => Error;
}

/**
 * The one place the books service calls the engine's `applyChanges` (issue #14): its `InvalidRefinement` (a
 * page or character the book lacks) becomes the port's `InvalidChange`, which fails the revision at once.
 */
export class EngineStoryReviser implements StoryReviser {
  revise(plan: StoryPlan, changes: PlannedChange[]): StoryPlan {
    const { applyChanges, InvalidRefinement } = engine as unknown as EngineRefinement;
    if (!applyChanges) throw new Error('@fabelhaft/book-engine does not export applyChanges');
    try {
      return applyChanges(plan, changes);
    } catch (error) {
      const invalid = InvalidRefinement
        ? error instanceof InvalidRefinement
        : error instanceof Error && error.name === 'InvalidRefinement';
      if (invalid) throw new InvalidChange((error as Error).message);
      throw error;
    }
  }
}
