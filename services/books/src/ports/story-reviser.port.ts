import type { BookFormat, PlannedChange, StoryPlan } from '@fabelhaft/book-engine';

/**
 * Applies confirmed changes to a story state (libs/book-engine `applyChanges`: pure, the next StoryPlan with its
 * page edits). A change the plan cannot take (a page or character the book lacks) throws `InvalidChange`.
 */
export interface StoryReviser {
  revise(
    plan: StoryPlan,
    changes: PlannedChange[],
    options: { format: BookFormat; textBackground: boolean },
  ): StoryPlan;
}

/** The book lacks what a change names: the revision fails at once with this reason, and is not retried. */
export class InvalidChange extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidChange';
  }
}
