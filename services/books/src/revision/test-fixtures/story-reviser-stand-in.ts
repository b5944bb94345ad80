import type { PlannedChange, StoryPlan } from '@fabelhaft/book-engine';
import { InvalidChange, type StoryReviser } from '../../ports/story-reviser.port';

/**
 * Test fixture for the worker's mechanics (crash, refusal) with a producer stand-in that echoes page texts: a
 * character's look goes onto its sheet, a page's new text into the plan's page edits; a page past `pages` or
 * a character the cast lacks is refused. Every other kind of change is not this fixture's business.
 */
export class StoryReviserStandIn implements StoryReviser {
  readonly calls: PlannedChange[][] = [];

  constructor(private readonly pages: number) {}

  revise(plan: StoryPlan, changes: PlannedChange[]): StoryPlan {
    this.calls.push(changes);
    let next: StoryPlan = structuredClone(plan);
    for (const change of changes) {
      if (change.target === 'character' && change.action === 'change_look') {
        const character = next.cast[change.character];
        if (!character) throw new InvalidChange(`Character ${change.character} is not in this book.`);
        character.sheet.colors = { ...character.sheet.colors, ...change.look.colors };
      } else if (change.target === 'page_text' && change.action === 'rewrite') {
        if (change.page >= this.pages)
          throw new InvalidChange(`Page ${change.page + 1} is not in this book.`);
        next = { ...next, pageEdits: { ...next.pageEdits, [change.page]: { body: change.body } } };
      } else {
        throw new Error(`the stand-in reviser does not apply ${change.target} ${change.action}`);
      }
    }
    return next;
  }
}
