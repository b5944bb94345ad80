import type { BookDetail, ViewerData, ViewerPage } from '@fabelhaft/contracts';

/** spec §9 viewer constants: flip time 700 ms, cover shown, portrait mode off, swipe distance 30. */
export const FLIP_TIME_MS = 700;
export const SWIPE_DISTANCE = 30;
/** spec §9: pages are 3:4; react-pageflip stretches them to the space given, keeping this ratio. */
export const PAGE_WIDTH = 600;
export const PAGE_HEIGHT = 800;

export type Orientation = 'portrait' | 'landscape';

// ---------- One page or a spread (issue #25: readable on a phone; ADR 0039) ----------

/** issue #25: body text on a page picture is drawn at least this large (CSS px). */
export const MIN_TEXT_PX = 14;
/**
 * The smallest text any book has, for a book that does not state its own (`body_text_size`): a young
 * reader's booklet, 12 pt on a 180 mm page.
 */
export const SMALLEST_BODY_TEXT_SIZE = (12 * 25.4) / 72 / 180;

/**
 * How wide (CSS px) a page must be drawn for its body text to be at least 14 px: the text's size as a share
 * of the page's width is the book's (`body_text_size`); a 3:4 page's height follows from its width.
 * A 19 pt picture book (0.0372) needs 377 px a page, a 12 pt booklet 596 px.
 */
export function minReadablePageWidth(bodyTextSize: number | undefined): number {
  const size = bodyTextSize !== undefined && bodyTextSize > 0 ? bodyTextSize : SMALLEST_BODY_TEXT_SIZE;
  return Math.ceil(MIN_TEXT_PX / size);
}

/**
 * spec §9 shows spreads (portrait mode off); below two readable pages' width (issue #25) the viewer shows one
 * page at a time instead, filling the width.
 */
export function fitsSpread(availableWidth: number, minPageWidth: number): boolean {
  return availableWidth >= 2 * minPageWidth;
}

/**
 * The `sizes` of a page picture: the whole width (less the viewer's padding) where one page is shown, else
 * half of it, never more than the height allows a 3:4 page.
 */
export function pictureSizes(minPageWidth: number): string {
  return `(max-width: ${2 * minPageWidth + VIEWER_PADDING_PX - 1}px) calc(100vw - ${VIEWER_PADDING_PX}px), min(50vw, 75vh)`;
}
/** The viewer's side padding on both sides together (viewer.css `.viewer` padding). */
export const VIEWER_PADDING_PX = 24;

/** Reading indexes whose pictures are fetched ahead: the two after the pages in view (issue #25). */
export function pagesAhead(visible: readonly number[], total: number, count = 2): number[] {
  const last = visible.length > 0 ? Math.max(...visible) : -1;
  return Array.from({ length: count }, (_, i) => last + 1 + i).filter((i) => i >= 0 && i < total);
}

/** spec §3 Viewer data: the pages in reading order by page_number (a stable sort keeps ties as they came). */
export function orderedPages(pages: readonly ViewerPage[]): ViewerPage[] {
  return [...pages].sort((a, b) => a.page_number - b.page_number);
}

/**
 * The page indexes in view. With the cover shown (showCover) a landscape book shows the cover alone, then
 * pairs [1, 2], [3, 4] …, and a last even page alone; in portrait one page at a time.
 */
export function visiblePages(index: number, total: number, orientation: Orientation): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(Math.trunc(index), 0), total - 1);
  if (orientation === 'portrait' || page === 0) return [page];
  const left = page % 2 === 1 ? page : page - 1;
  return left + 1 < total ? [left, left + 1] : [left];
}

export type ViewerKeyAction = 'previous' | 'next' | 'first' | 'fullscreen';

/** Typing into a field must not turn pages (spec §2: not while typing in an input). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.matches('input, textarea, select')) return true;
  return (
    (target instanceof HTMLElement && target.isContentEditable) ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}

/**
 * spec §2 keys: ← and → turn pages, Home goes to the first page, f toggles fullscreen; none of them with
 * ctrl or meta (browser shortcuts) or alt (alt+← is "back"), and never while typing. A right-to-left book
 * (issue #14) has its next page on the left, so ← turns forward and → back.
 */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  direction: ReadingDirection = 'ltr',
): ViewerKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  switch (event.key) {
    case 'ArrowLeft':
      return direction === 'rtl' ? 'next' : 'previous';
    case 'ArrowRight':
      return direction === 'rtl' ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return undefined;
  }
}

// ---------- Reading direction (issue #14: Arabic books turn right to left) ----------

export type ReadingDirection = 'ltr' | 'rtl';

/** Book languages written right to left (of spec §9's list, Arabic). */
const RTL_LANGUAGES = new Set(['ar']);

const asDirection = (value: unknown): ReadingDirection | undefined =>
  value === 'rtl' || value === 'ltr' ? value : undefined;

/** The direction the viewer data states, when the BFF passes it (`reading_direction`). */
export function directionOfViewer(data: ViewerData): ReadingDirection | undefined {
  const open = data as ViewerData & Record<string, unknown>;
  return asDirection(open.reading_direction) ?? asDirection(open.readingDirection);
}

/**
 * The direction from the book detail: a stated `reading_direction`, else its main language (`main_language`,
 * or the preview object's `language`, which the book engine writes); unknown reads as left to right.
 */
export function directionOfBook(detail: BookDetail | undefined): ReadingDirection {
  if (!detail) return 'ltr';
  const open = detail as BookDetail & Record<string, unknown>;
  const stated = asDirection(open.reading_direction);
  if (stated) return stated;
  const language = open.main_language ?? detail.preview?.language ?? detail.preview?.main_language;
  if (typeof language !== 'string') return 'ltr';
  return RTL_LANGUAGES.has(language.trim().toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';
}

/**
 * page-flip has no right-to-left mode: it always shows the first page of its list on the right and turns
 * forward to the left. A right-to-left book therefore gets its pages in reverse and starts at the end of the
 * list — the cover alone, on the left of the spine; each spread then holds page n on the right and n + 1 on
 * the left, and turning "back" in page-flip's terms reads forward. The cover is alone only when page-flip's
 * list has an even length, so an odd page count gets a blank leaf at the far end (after the last page).
 *
 * `order[i]` is the reading index shown at page-flip index i (null: the blank leaf); `start` is where the
 * book opens.
 */
export interface FlipLayout {
  direction: ReadingDirection;
  order: Array<number | null>;
  start: number;
}

export function flipLayout(total: number, direction: ReadingDirection): FlipLayout {
  const reading = Array.from({ length: Math.max(0, total) }, (_, i) => i);
  if (direction === 'ltr' || total <= 1) return { direction, order: reading, start: 0 };
  const order: Array<number | null> = reading.reverse();
  if (total % 2 === 1) order.unshift(null);
  return { direction, order, start: order.length - 1 };
}

/**
 * The reading indexes (0 = cover) in view when page-flip shows its index `flipIndex`, in reading order. The
 * blank leaf of an odd right-to-left book shows nothing of the book: it reads as the last page.
 */
export function pagesInView(flipIndex: number, layout: FlipLayout, orientation: Orientation): number[] {
  const shown = visiblePages(flipIndex, layout.order.length, orientation)
    .map((i) => layout.order[i])
    .filter((page): page is number => page !== null && page !== undefined)
    .sort((a, b) => a - b);
  if (shown.length > 0 || layout.order.length === 0) return shown;
  return [layout.order.length - 2];
}
