import { planStory, type PlannedChange } from '@fabelhaft/book-engine';
import { InvalidChange } from '../ports/story-reviser.port';
import { EngineStoryReviser } from './engine-story-reviser';

const plan = planStory({
  bookId: '4a0f7c55-7a51-4ad4-9d0c-5b1d0b1f2a11',
  idea: 'Mia and her fox Sonni search for the lost colours of the forest',
  age: 5,
  mainLanguage: 'en',
  style: 'watercolor',
});
const options = { format: 'booklet' as const, textBackground: true };
const blueScarf = (character: number) =>
  [
    {
      target: 'character',
      action: 'change_look',
      character,
      look: { clothing: 'scarf', colors: { clothing: '#1d4ed8' } },
      rationale: 'The scarf becomes blue.',
    },
  ] as PlannedChange[];

describe("the books service's one call of the engine's applyChanges (issue #14)", () => {
  const reviser = new EngineStoryReviser();

  it('answers the revised plan, leaving the one it was given as it was', () => {
    const before = JSON.stringify(plan);
    const revised = reviser.revise(plan, blueScarf(1), options);
    expect(revised.cast[1]!.sheet).toMatchObject({ clothing: 'scarf', colors: { clothing: '#1d4ed8' } });
    expect(JSON.stringify(plan)).toBe(before);
  });

  it("turns the engine's InvalidRefinement into InvalidChange, with its reason", () => {
    const shorten999 = [
      { target: 'page_text', action: 'shorten', page: 998, rationale: 'Shorter.' },
    ] as PlannedChange[];
    expect(() => reviser.revise(plan, shorten999, options)).toThrow(InvalidChange);
    expect(() => reviser.revise(plan, blueScarf(7), options)).toThrow(InvalidChange);
  });
});
