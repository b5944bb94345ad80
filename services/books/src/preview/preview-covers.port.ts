import type { CallBudget, CharacterPhoto, StoryPlan, Style } from '@fabelhaft/book-engine';
import type { ArtefactCache } from '../ports/artefact-cache.port';

/**
 * issue #23, provider path: what the preview's cover follows — the parent's photos, given only with the consent
 * to send them to exactly this provider, and the book's artefact cache, where the photographed characters'
 * references are kept under production's keys (production reuses them).
 */
export interface CoverLikeness {
  photos: CharacterPhoto[];
  photoConsent: boolean;
  cache: ArtefactCache;
}

/** The preview's cover as WebP (the only image a preview stores). */
export interface PreviewCovers {
  /**
   * `likeness` is read only by an illustrator that makes references (an image provider's); `budget` (the
   * preview's image calls, issue #23) only by one that calls a provider.
   */
  coverWebp(plan: StoryPlan, style: Style, likeness?: CoverLikeness, budget?: CallBudget): Promise<Buffer>;
  /** Prepares what the first cover would otherwise wait for (threads, fonts). */
  warmUp(): void;
  close(): Promise<void>;
}
