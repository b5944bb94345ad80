import { chapterSplit } from '../production/manuscript';
import { planPages } from '../production/plan-pages';
import type { Page } from '../production/types';
import { planStory } from '../story/plan-story';
import type { StoryPlan } from '../types';
import { applyChanges } from './apply-changes';

/**
 * Refinement over a written book (issue #21): page edits lie over the manuscript's page texts, and a rename
 * renames in the manuscript too.
 */
const base = planStory({
  bookId: 'refine-manuscript',
  idea: 'Mia und ihr Fuchs suchen einen Schatz im Wald',
  age: 5,
  mainLanguage: 'de',
  translationLanguage: 'en',
  style: 'watercolor',
});
const hero = base.cast[0]?.name.de as string;
const split = chapterSplit(base, 'booklet');
/** A written book whose pages say more than the chapter split: two sentences each, the hero named. */
const plan: StoryPlan = {
  ...base,
  manuscript: {
    ...split,
    writer: 'openai',
    pages: split.pages.map((p, i) => ({
      ...p,
      text: {
        de: `${hero} geht zur Seite ${i + 1}. Dort wartet ein kleines Wunder.`,
        en: `${hero} walks to page ${i + 1}. A small wonder waits there.`,
      },
    })),
  },
};
const storyTexts = (p: StoryPlan): Page[] =>
  planPages({ plan: p, format: 'booklet', textBackground: true }).pages.filter(
    (x) => x.kind === 'story-text',
  );

describe('refinement over a written manuscript (issue #21)', () => {
  it('lays the manuscript text on its pages', () => {
    expect(storyTexts(plan).map((p) => p.text?.body.de)).toEqual(
      plan.manuscript?.pages.map((p) => p.text.de),
    );
  });

  it('rewrites and shortens the manuscript text of that page only', () => {
    const [first, second] = storyTexts(plan);
    const rewritten = applyChanges(
      plan,
      [
        {
          target: 'page_text',
          action: 'rewrite',
          page: first!.number,
          body: { de: 'Ganz neu.', en: 'All new.' },
          rationale: 'test',
        },
        { target: 'page_text', action: 'shorten', page: second!.number, rationale: 'test' },
      ],
      { format: 'booklet' },
    );
    const after = storyTexts(rewritten);
    expect(after[0]?.text?.body).toEqual({ de: 'Ganz neu.', en: 'All new.' });
    expect(after[1]?.text?.body).toEqual({ de: `${hero} geht zur Seite 2.`, en: `${hero} walks to page 2.` });
    expect(after.slice(2).map((p) => p.text?.body)).toEqual(
      storyTexts(plan)
        .slice(2)
        .map((p) => p.text?.body),
    );
  });

  it('renames a character in the manuscript as in the rest of the plan', () => {
    const renamed = applyChanges(
      plan,
      [
        {
          target: 'character',
          action: 'rename',
          character: 0,
          name: { de: 'Lotta', en: 'Lotta' },
          rationale: 'x',
        },
      ],
      { format: 'booklet' },
    );
    const texts = storyTexts(renamed).map((p) => p.text?.body.de ?? '');
    expect(texts.every((t) => t.startsWith('Lotta geht'))).toBe(true);
    expect(texts.join(' ')).not.toContain(hero);
  });
});
