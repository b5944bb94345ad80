import type { ViewerPage } from '@fabelhaft/contracts';

/** spec §9 viewer constants: flip time 700 ms, cover shown, portrait mode off, swipe distance 30. */
export const FLIP_TIME_MS = 700;
export const SWIPE_DISTANCE = 30;
/** spec §9: pages are 3:4; react-pageflip stretches them to the space given, keeping this ratio. */
export const PAGE_WIDTH = 600;
export const PAGE_HEIGHT = 800;

export type Orientation = 'portrait' | 'landscape';

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
 * ctrl or meta (browser shortcuts) or alt (alt+← is "back"), and never while typing.
 */
export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
): ViewerKeyAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  switch (event.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return undefined;
  }
}
