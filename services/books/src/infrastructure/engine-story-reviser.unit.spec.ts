import type { PlannedChange, StoryPlan } from '@fabelhaft/book-engine';
import { InvalidChange } from '../ports/story-reviser.port';
import { EngineStoryReviser } from './engine-story-reviser';

// The engine's refinement as its contract names it (libs/book-engine/src/refinement): `applyChanges` is pure
// and throws `InvalidRefinement` for a page or character the book lacks.
jest.mock('@fabelhaft/book-engine', () => {
  class InvalidRefinement extends Error {
    constructor(message: string) {
      super(message);
      this.name = 'InvalidRefinement';
    }
  }
  return {
    InvalidRefinement,
    applyChanges: (plan: { pages: number }, changes: Array<{ page: number }>) => {
      const missing = changes.find((c) => c.page >= plan.pages);
      if (missing) throw new InvalidRefinement(`Page ${missing.page + 1} is not in this book.`);
      if (changes.some((c) => c.page < 0)) throw new TypeError('engine bug');
      return { ...plan, revised: true };
    },
  };
});

const plan = { pages: 12 } as unknown as StoryPlan;
const shorten = (page: number) =>
  [{ target: 'page_text', action: 'shorten', page, rationale: 'Shorter.' }] as PlannedChange[];

describe("the books service's one call of the engine's applyChanges (issue #14)", () => {
  const reviser = new EngineStoryReviser();

  it('answers the revised plan', () => {
    expect(reviser.revise(plan, shorten(3))).toEqual({ pages: 12, revised: true });
  });

  it("turns the engine's InvalidRefinement into InvalidChange, with its reason", () => {
    expect(() => reviser.revise(plan, shorten(998))).toThrow(
      new InvalidChange('Page 999 is not in this book.'),
    );
    expect(() => reviser.revise(plan, shorten(998))).toThrow(InvalidChange);
  });

  it('lets any other error through, to be retried', () => {
    expect(() => reviser.revise(plan, shorten(-1))).toThrow(TypeError);
  });
});
