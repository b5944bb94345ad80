import type { CallMeter, CharacterPhoto, Language, LikenessReport, StoryPlan } from '@fabelhaft/book-engine';
import type { ArtefactCache } from './artefact-cache.port';

export type ProductionStage = 'illustrating' | 'laying-out' | 'rendering' | 'preflight';

/** What production makes of a plan (libs/book-engine `produceBook`): print files, download, flipbook pages. */
export interface ProducedBookFiles {
  interiorPdf: Buffer;
  coverPdf: Buffer;
  screenPdf: Buffer;
  flipbook: Array<{ pageNumber: number; pageType: 'cover' | 'other'; webp: Buffer; altText: string }>;
  preflight: { passed: boolean } & Record<string, unknown>;
  /** issue #23: every page picture checked against its characters (absent when the check is off). */
  likeness?: LikenessReport;
  /** issue #28: every narrated page read aloud per language (MP3); absent when no voice is configured. */
  narration?: Array<{ pageNumber: number; language: Language; mp3: Buffer; durationMs: number }>;
  /** issue #28: the readings spoken anew (`<page>:<language>`) rather than found in the artefact cache. */
  remadeNarration?: string[];
  narrationSeconds?: number;
}

/**
 * Turns a story plan into the full book's files. The engine adapter prints with Chromium. With a `cache`, what
 * an earlier run of the same book made is taken from it (a revision re-makes only the touched pages).
 */
export interface BookProducer {
  produce(
    input: {
      plan: StoryPlan;
      format: 'booklet' | 'board';
      textBackground: boolean;
      cache?: ArtefactCache;
      /** issue #23: the parent's photos per character, sent to the image provider only with `photoConsent`. */
      photos?: CharacterPhoto[];
      photoConsent?: boolean;
      /** issue #23: this run's provider calls, counted against its budget. */
      meter?: CallMeter;
      /** issue #28 part 4: the listening link the imprint page prints as a QR code (ADR 0038). */
      listenUrl?: string;
    },
    onStage: (stage: ProductionStage) => Promise<void>,
  ): Promise<ProducedBookFiles>;
  close(): Promise<void>;
}
