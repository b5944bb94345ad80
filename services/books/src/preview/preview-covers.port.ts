import type { StoryPlan, Style } from '@fabelhaft/book-engine';

/** The preview's cover as WebP (the only image a preview stores). */
export interface PreviewCovers {
  coverWebp(plan: StoryPlan, style: Style): Promise<Buffer>;
  /** Prepares what the first cover would otherwise wait for (threads, fonts). */
  warmUp(): void;
  close(): Promise<void>;
}
