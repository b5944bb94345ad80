import { illustrateCover, type Cover, type CoverOptions } from './illustration/cover';
import { illustratePage, type PageIllustration, type PageIllustrationOptions } from './illustration/page';
import type { IllustrationBrief } from './production/types';
import { planStory } from './story/plan-story';
import type { StoryInput, StoryPlan } from './types';

/** Turns a parent's request into a story plan. Providers: embedded (offline) now, HTTP models later. */
export interface StoryWriter {
  planStory(input: StoryInput): Promise<StoryPlan>;
}

/** Draws pictures for a plan. Providers: embedded SVG renderer now, image models later. */
export interface Illustrator {
  illustrateCover(plan: StoryPlan, options?: CoverOptions): Promise<Cover>;
  /**
   * One page's picture from its brief (scene, beat, mood, the cast with the plan's character sheets), so
   * every page shows the same characters. JPEG or PNG at `width` × `height` (print size at 300+ ppi).
   */
  illustratePage(
    plan: StoryPlan,
    page: IllustrationBrief,
    options?: PageIllustrationOptions,
  ): Promise<PageIllustration>;
}

/** Offline, deterministic writer: the same book id always gives the same plan. */
export class EmbeddedStoryWriter implements StoryWriter {
  async planStory(input: StoryInput): Promise<StoryPlan> {
    return planStory(input);
  }
}

/** Offline, deterministic illustrator: SVG scenes rendered with sharp. */
export class EmbeddedIllustrator implements Illustrator {
  async illustrateCover(plan: StoryPlan, options: CoverOptions = {}): Promise<Cover> {
    return illustrateCover(plan, options);
  }

  async illustratePage(
    plan: StoryPlan,
    page: IllustrationBrief,
    options: PageIllustrationOptions = {},
  ): Promise<PageIllustration> {
    return illustratePage(plan, page, options);
  }
}
