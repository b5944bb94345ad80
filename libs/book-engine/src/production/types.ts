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
import type { PictureBrief, Pose } from '../story/model';
import type { LikenessReport } from '../providers/likeness';
import type { CharacterPhoto } from '../providers/references';
import type { Narration } from '../narration/narrate-book';

export type BookFormat = 'booklet' | 'board';

export interface ProductionInput {
  plan: StoryPlan;
  format: BookFormat;
  /** Spec §3 text_background_enabled: text over artwork sits on a soft paper panel. */
  textBackground: boolean;
  /**
   * issue #23: the parent's photos of the characters, for an illustrator that makes references. They go to the
   * provider only with `photoConsent`; otherwise every reference is made from its character's sheet.
   */
  photos?: CharacterPhoto[];
  photoConsent?: boolean;
  /**
   * issue #28 part 4 (ADR 0038): the book's listening link; the imprint page prints it as a vector QR code with
   * the short link beneath, and the preflight reads the code back. Absent: no code.
   */
  listenUrl?: string;
}

/** What a scene needs to show; the mood follows the beat (grey while the colours are gone, night at home). */
export type Mood = 'bright' | 'glow' | 'grey' | 'stormy' | 'dusk' | 'night';

export type SceneKind = 'cover' | 'portrait' | 'cast' | 'story' | 'end';

/** The light of a page's picture (issue #21): a night scene is drawn at night. */
export type TimeOfDay = PictureBrief['timeOfDay'];
export type Weather = PictureBrief['weather'];

/** One character in a picture: the plan's character sheet, and what this page has it do. */
export interface CastMember {
  /** The plan character's id (`c1` …) where the plan has ids. */
  id?: string;
  role: 'protagonist' | 'companion';
  name: string;
  sheet: CharacterSheet;
  /** What it is in the parent's words, in the main language ("pangolin", "Dackel"); for prompts and alt text. */
  kind?: string;
  /**
   * The nearest kind the embedded illustrator draws when `sheet.kind` is one it cannot ("pangolin" →
   * `hedgehog`); the character keeps its own name and kind everywhere else.
   */
  drawAs?: string;
  /** What it does on this page (`run`, `sleep`, `read` …); absent: it stands as it always did. */
  pose?: Pose;
}

/** Everything an illustrator needs for one picture; the cast is copied from the plan's character sheets. */
export interface IllustrationBrief {
  /** Stable per book: `cover`, `p3`, … Pictures are rendered once per id. */
  id: string;
  scene: SceneKind;
  beat?: Beat;
  place: Place;
  object: StoryObject;
  /** The story frame's setting (lexicon id: `farm`, `city`, `underwater` …), drawn over `place`. */
  setting?: string;
  /** The idea's things to show (lexicon ids: `harvest`, `cake`, `tree-house` …), first in hand. */
  things?: string[];
  mood: Mood;
  /** Seeded by the book id: which staging of the beat (positions, who faces whom). */
  variant: number;
  /**
   * Who is in the picture: on a story page only the page's cast (the hero, and a companion or pet when the page
   * names it or they act together), each with its pose; on the cover and frame pages the whole cast.
   */
  cast: CastMember[];
  /** What happens, in the main language (the chapter title or the page's first sentence). */
  caption: string;
  /** Time of day of the page (issue #21); absent on older briefs, whose light follows `mood`. */
  timeOfDay?: TimeOfDay;
  /** Weather of the page; absent on older briefs (a `stormy` mood rains). */
  weather?: Weather;
  /** What happens, one short English sentence (the writer's picture brief), for a model illustrator. */
  action?: string;
  /** The idea's own place in the main language ("the jungle library"), for a model illustrator. */
  placeName?: string;
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

/** The edge the book is bound at: left for left-to-right books, right for Arabic (read right to left). */
export type Binding = 'left' | 'right';
export type ReadingDirection = 'ltr' | 'rtl';

export interface Page {
  /**
   * 1-based interior page number. Odd pages are rectos: right-hand pages of a left-bound book, left-hand
   * pages of a right-bound (Arabic) one, whose spreads are mirrored.
   */
  number: number;
  kind: PageKind;
  /** Where the page lies in the open book; its inner (binding) edge is the other side. */
  side: 'left' | 'right';
  /** Printed page number (folio), on text pages only, at the outer bottom corner. */
  folio?: string;
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
  /** Extra margin at the inner (binding) edge of every page, on top of the safe margin. */
  gutterMm: number;
  /** Follows the main language: right for Arabic, so spreads, gutters and folios are mirrored. */
  binding: Binding;
  readingDirection: ReadingDirection;
  pageCount: number;
  /** The page-count rule of the format, in words, e.g. "multiple of 4, 8–48 (saddle stitch)". */
  pageCountRule: string;
  cover: { front: IllustrationBrief; title: Localized; synopsis: Localized };
  pages: Page[];
  /** issue #28 part 4: the listening link the imprint page prints as a QR code (`ProductionInput.listenUrl`). */
  listenUrl?: string;
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
  /** Notes for the printer that do not fail the book (e.g. the binding edge of a right-bound book). */
  notes: string[];
  format: BookFormat;
  /** The binding edge the printer must bind at (right for Arabic books). */
  binding: Binding;
  pageCountRule: { rule: string; pages: number; ok: boolean };
  interior: FileReport;
  cover: FileReport;
  screen: FileReport;
  /**
   * issue #28 part 4: the listening QR code as the preflight read it back from the print file (the imprint page
   * of the interior; a board book's outside back cover), the link it should carry, and what a reader decoded
   * (null when none was found).
   */
  listeningCode?: { file: 'interior' | 'cover'; page: number; url: string; decoded: string | null };
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
  /** Cover first, in page order (the same for both reading directions). */
  flipbook: FlipbookPage[];
  preflight: PreflightReport;
  /** The binding edge (= preflight.binding). */
  binding: Binding;
  /**
   * How the book is read: 'rtl' for Arabic books, whose next page lies to the left; a viewer shows their
   * spreads mirrored (flipbook page n + 1 to the left of page n) and turns pages the other way.
   */
  readingDirection: ReadingDirection;
  /**
   * What this production made rather than found in the artefact cache (ADR 0019): the brief ids whose
   * pictures were drawn, and the flipbook page numbers (cover = 1) rendered. A first production lists
   * everything; a revision only what its changes touched.
   */
  remade: {
    pictures: string[];
    pages: number[];
    /** issue #28: the narrations spoken anew (`<page>:<language>`), when production was given a narrator. */
    narration?: string[];
  };
  /** issue #28: every page read aloud in the book's languages, when production was given a narrator. */
  narration?: Narration;
  /** issue #23: every page picture checked against its characters, when production was given a checker. */
  likeness?: LikenessReport;
}

export type ProductionStage = 'illustrating' | 'laying-out' | 'rendering' | 'preflight';
