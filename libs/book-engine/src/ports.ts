import { illustrateCover, type Cover, type CoverOptions } from './illustration/cover';
import { illustratePage, type PageIllustration, type PageIllustrationOptions } from './illustration/page';
import { embeddedManuscript } from './production/manuscript';
import type { BookFormat, IllustrationBrief } from './production/types';
import type { Manuscript } from './story/model';
import type { ReferenceMaker } from './providers/references';
import { plannerInput, withPhotoLooks } from './photos/looks';
import { planStory } from './story/plan-story';
import type { StoryInput, StoryPlan } from './types';

/** Turns a parent's request into a story plan. Providers: embedded (offline) now, HTTP models later. */
export interface StoryWriter {
  planStory(input: StoryInput): Promise<StoryPlan>;
}

/**
 * Writes the full book after payment (issue #21): every story page's text for the format and the age band, in
 * the book's languages, with a picture brief per page, consistent with the preview's plan (title, cast,
 * chapters). Providers: embedded (offline, deterministic) and a chat model (`OpenAiBookWriter`).
 */
export interface BookWriter {
  writeBook(plan: StoryPlan, format: BookFormat): Promise<Manuscript>;
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
  /**
   * Everything this illustrator's picture for `page` depends on, as a JSON value: who draws (name, model,
   * version), the brief fields it uses, what of the plan it reads, the options. Production keys the picture
   * by it (ADR 0019) and draws it again only when it changes, so it must name every input and only those.
   * Without it, production counts the whole plan, brief and options.
   */
  pictureInputs?(plan: StoryPlan, page: IllustrationBrief, options?: PageIllustrationOptions): unknown;
  /**
   * issue #23, provider path: how this illustrator makes one reference picture per character, which production
   * then passes with every page request (`options.references`). Absent: pages are drawn without references
   * (the embedded illustrator draws every page from the same sheets).
   */
  readonly references?: ReferenceMaker;
  /** Pictures production asks for at once (a provider's configured limit); absent: two (the machine's cores). */
  readonly concurrency?: number;
}

/**
 * Bump when the embedded drawing changes, so stored pictures are drawn again (ADR 0019). 2: every page's cast
 * steps by its page number (`pageStep`), so no two pages of a book are byte-identical. 3: pictures follow the
 * page (issue #21): time of day, weather, the page's own cast and their poses; unknown animals as their
 * nearest drawable relative.
 */
export const EMBEDDED_PICTURES_VERSION = 3;

/** Offline, deterministic writer: the same book id always gives the same plan. */
export class EmbeddedStoryWriter implements StoryWriter {
  async planStory(input: StoryInput): Promise<StoryPlan> {
    // issue #23: each photo colours only the character it shows.
    return withPhotoLooks(planStory(plannerInput(input)), input);
  }
}

/** Offline, deterministic book writer: the same plan and format always give the same manuscript. */
export class EmbeddedBookWriter implements BookWriter {
  async writeBook(plan: StoryPlan, format: BookFormat): Promise<Manuscript> {
    return embeddedManuscript(plan, format);
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

  /**
   * The embedded drawing reads the brief's scene, mood, light (time of day, weather), staging, the cast's
   * sheets, poses and drawn kinds, the style and size, and of the plan only the book id (the seed); not the
   * caption, alt text, action, place name or names, which it never draws.
   */
  pictureInputs(plan: StoryPlan, page: IllustrationBrief, options: PageIllustrationOptions = {}): unknown {
    const {
      caption: _caption,
      altText: _altText,
      action: _action,
      placeName: _placeName,
      cast,
      ...scene
    } = page;
    return {
      illustrator: 'embedded',
      version: EMBEDDED_PICTURES_VERSION,
      bookId: plan.bookId,
      style: options.style ?? plan.style,
      width: options.width ?? null,
      height: options.height ?? null,
      scene,
      cast: cast.map((c) => ({
        role: c.role,
        sheet: c.sheet,
        ...(c.pose ? { pose: c.pose } : {}),
        ...(c.drawAs ? { drawAs: c.drawAs } : {}),
      })),
    };
  }
}
