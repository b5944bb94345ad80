import type { AgeBand } from '../types';
import type { BookFormat, Trim } from './types';

export interface FormatSpec {
  /** Finished page size; 3:4 like the viewer (spec §9). */
  trim: Trim;
  bleedMm: number;
  safeMarginMm: number;
  /** Extra margin at the binding edge (text moves away from the fold). */
  gutterMm: number;
  pageCountRule: string;
  isValidPageCount(pages: number): boolean;
}

/**
 * Booklet: saddle-stitched, 180 × 240 mm, sheets folded in four pages, so the interior is a multiple of 4.
 * Board book: 150 × 200 mm thick pages, an even count of 10–12 (each board carries two pages).
 * Both are 3:4 (width:height) so flipbook images and print pages are the same picture.
 */
export const FORMAT_SPECS: Record<BookFormat, FormatSpec> = {
  booklet: {
    trim: { widthMm: 180, heightMm: 240 },
    bleedMm: 3,
    safeMarginMm: 12,
    gutterMm: 3,
    pageCountRule: 'multiple of 4, 8–48 pages (saddle stitch)',
    isValidPageCount: (pages) => pages % 4 === 0 && pages >= 8 && pages <= 48,
  },
  board: {
    trim: { widthMm: 150, heightMm: 200 },
    bleedMm: 3,
    safeMarginMm: 10,
    gutterMm: 2,
    pageCountRule: 'even, 10–12 pages (board book)',
    isValidPageCount: (pages) => pages % 2 === 0 && pages >= 10 && pages <= 12,
  },
};

/**
 * Story spreads of a booklet per age band: 9 spreads make 24 pages (title, imprint, cast, 9 × picture +
 * text, "The End" spread, about page). Younger readers get a chapter over two or more spreads (a sentence
 * or two per page); teenagers' 8–10 chapters fill a text page each (whole paragraphs).
 */
export const BOOKLET_STORY_SPREADS: Record<AgeBand, number> = {
  toddler: 9,
  preschool: 9,
  'early-reader': 9,
  'middle-grade': 9,
  teen: 9,
  'young-adult': 9,
};

/** A board book: title page, 10 story pages, "The End". */
export const BOARD_STORY_PAGES = 10;
