import type { StoryPlan } from '@fabelhaft/book-engine';

export type ProductionStage = 'illustrating' | 'laying-out' | 'rendering' | 'preflight';

/** What production makes of a plan (libs/book-engine `produceBook`): print files, download, flipbook pages. */
export interface ProducedBookFiles {
  interiorPdf: Buffer;
  coverPdf: Buffer;
  screenPdf: Buffer;
  flipbook: Array<{ pageNumber: number; pageType: 'cover' | 'other'; webp: Buffer; altText: string }>;
  preflight: { passed: boolean } & Record<string, unknown>;
}

/** Turns a story plan into the full book's files. The engine adapter prints with Chromium. */
export interface BookProducer {
  produce(
    input: { plan: StoryPlan; format: 'booklet' | 'board'; textBackground: boolean },
    onStage: (stage: ProductionStage) => Promise<void>,
  ): Promise<ProducedBookFiles>;
  close(): Promise<void>;
}
