import type {
  AgeBand,
  Beat,
  CharacterSheet,
  Language,
  Localized,
  Place,
  StoryObject,
  StoryPlan,
  Style,
} from '../types';

export type BookFormat = 'booklet' | 'board';

export interface ProductionInput {
  plan: StoryPlan;
  format: BookFormat;
  /** Spec §3 text_background_enabled: text over artwork sits on a soft paper panel. */
  textBackground: boolean;
}

/** What a scene needs to show; the mood follows the beat (grey while the colours are gone, night at home). */
export type Mood = 'bright' | 'glow' | 'grey' | 'stormy' | 'dusk' | 'night';

export type SceneKind = 'cover' | 'portrait' | 'cast' | 'story' | 'end';

/** Everything an illustrator needs for one picture; the cast is copied from the plan's character sheets. */
export interface IllustrationBrief {
  /** Stable per book: `cover`, `p3`, … Pictures are rendered once per id. */
  id: string;
  scene: SceneKind;
  beat?: Beat;
  place: Place;
  object: StoryObject;
  mood: Mood;
  /** Seeded by the book id: which staging of the beat (positions, who faces whom). */
  variant: number;
  cast: Array<{ role: 'protagonist' | 'companion'; name: string; sheet: CharacterSheet }>;
  /** What happens, in the main language (the chapter title or the page's first sentence). */
  caption: string;
  /** In the main language; describes the scene and the characters (spec §3 viewer alt_text). */
  altText: string;
}

export type PageKind =
  'title' | 'imprint' | 'cast' | 'story-picture' | 'story-text' | 'story' | 'end-picture' | 'end' | 'about';

export interface PageText {
  /** Chapter label ("Chapter 2"), only on the first page of a chapter. */
  label?: Localized;
  heading?: Localized;
  body: Localized;
}

export interface Page {
  /** 1-based interior page number; odd pages are right-hand pages. */
  number: number;
  kind: PageKind;
  side: 'left' | 'right';
  /** The chapter this page tells (index into plan.chapters). */
  chapter?: number;
  text?: PageText;
  illustration?: IllustrationBrief;
  /** A text page shows the picture of the page facing it: alt text for the viewer comes from there. */
  altText: string;
}

export interface Trim {
  widthMm: number;
  heightMm: number;
}

export interface PagePlan {
  bookId: string;
  format: BookFormat;
  style: Style;
  ageBand: AgeBand;
  mainLanguage: Language;
  translationLanguage?: Language;
  textBackground: boolean;
  trim: Trim;
  bleedMm: number;
  /** Text stays this far inside the trim. */
  safeMarginMm: number;
  pageCount: number;
  /** The page-count rule of the format, in words, e.g. "multiple of 4, 8–48 (saddle stitch)". */
  pageCountRule: string;
  cover: { front: IllustrationBrief; title: Localized; synopsis: Localized };
  pages: Page[];
}

export interface FileReport {
  pages: number;
  bytes: number;
  /** Size of every page's TrimBox / BleedBox in mm (the first page's; all pages are checked). */
  trimMm?: Trim;
  bleedBoxMm?: Trim;
  mediaBoxMm: Trim;
  images: number;
  minImagePpi: number | null;
  fonts: Array<{ name: string; type: string; embedded: boolean }>;
  allFontsEmbedded: boolean;
}

export interface PreflightReport {
  passed: boolean;
  problems: string[];
  /** Notes that do not fail the book (e.g. CJK glyphs as embedded Type 3 outlines). */
  notes: string[];
  format: BookFormat;
  pageCountRule: { rule: string; pages: number; ok: boolean };
  interior: FileReport;
  cover: FileReport;
  screen: FileReport;
}

export interface FlipbookPage {
  pageNumber: number;
  pageType: 'cover' | 'other';
  webp: Buffer;
  altText: string;
}

export interface ProducedBook {
  pagePlan: PagePlan;
  interiorPdf: Buffer;
  coverPdf: Buffer;
  screenPdf: Buffer;
  flipbook: FlipbookPage[];
  preflight: PreflightReport;
}

export type ProductionStage = 'illustrating' | 'laying-out' | 'rendering' | 'preflight';
