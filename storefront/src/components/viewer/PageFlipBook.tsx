import './PageFlipBook.css';
import { memo, useCallback, useMemo, type CSSProperties, type Ref } from 'react';
// react-pageflip (and page-flip under it) touch `window` and `document` when imported: this module is only
// ever loaded with a dynamic import() from an effect (FlipbookViewer), never during server rendering.
import HTMLFlipBook from 'react-pageflip';
import { FLIP_TIME_MS, PAGE_HEIGHT, PAGE_WIDTH, SWIPE_DISTANCE, type Orientation } from './viewer-model';

/** The part of page-flip's PageFlip object the viewer drives. */
export interface PageFlipApi {
  flipNext(corner?: 'top' | 'bottom'): void;
  flipPrev(corner?: 'top' | 'bottom'): void;
  flip(page: number, corner?: 'top' | 'bottom'): void;
  turnToPage(page: number): void;
  /** Lays the book out again for the size its parent has now. */
  update(): void;
  getCurrentPageIndex(): number;
  getPageCount(): number;
  getOrientation(): Orientation;
}

/** What react-pageflip's ref holds. */
export interface PageFlipHandle {
  pageFlip(): PageFlipApi | undefined;
}

export interface FlipPage {
  key: string;
  /** null: the blank leaf that keeps a right-to-left book's cover alone (viewer-model flipLayout). */
  src: string | null;
  /** issue #25: the picture in smaller widths, so a phone loads one the size of its screen. */
  srcSet?: string | undefined;
  alt: string;
  /** A cover turns like board (page-flip's "hard" density). */
  hard: boolean;
}

export interface PageFlipBookProps {
  pages: readonly FlipPage[];
  /** The accessible name of the book's region. */
  label: string;
  bookRef: Ref<PageFlipHandle>;
  /** page-flip's index the book opens at (the end of the list for a right-to-left book). */
  startPage: number;
  /**
   * issue #25: the narrowest a page may be drawn for its text to be read; where two do not fit side by side,
   * page-flip shows one page at a time (its portrait mode), and back to spreads when they fit again.
   */
  minPageWidth: number;
  /** The pictures' `sizes` (viewer-model pictureSizes). */
  sizes: string;
  /** page-flip is ready: the first page index in view and the orientation it chose. */
  onInit(page: number, orientation: Orientation): void;
  /** A turn ended: the first page index now in view. */
  onFlip(page: number): void;
  onOrientation(orientation: Orientation): void;
}

interface FlipEvent<T> {
  data: T;
}

// Stable props: react-pageflip rebuilds its pages whenever its children change, and binds its event
// handlers only then, so nothing here may change identity on a re-render of the viewer.
const BOOK_STYLE: CSSProperties = {};

/** spec §2 / §9: the page-flip book itself, 3:4 pages stretched to the space its parent gives it. */
export const PageFlipBook = memo(function PageFlipBook(props: PageFlipBookProps) {
  const { pages, label, bookRef, startPage, minPageWidth, sizes, onInit, onFlip, onOrientation } = props;

  const handleInit = useCallback(
    (event: FlipEvent<{ page: number; mode: Orientation }>) => onInit(event.data.page, event.data.mode),
    [onInit],
  );
  const handleFlip = useCallback((event: FlipEvent<number>) => onFlip(event.data), [onFlip]);
  const handleOrientation = useCallback(
    (event: FlipEvent<Orientation>) => onOrientation(event.data),
    [onOrientation],
  );

  const children = useMemo(
    () =>
      pages.map((page) =>
        page.src === null ? (
          <div
            key={page.key}
            className="viewer-page viewer-page-blank"
            data-density="hard"
            aria-hidden="true"
          />
        ) : (
          <div key={page.key} className="viewer-page" data-density={page.hard ? 'hard' : 'soft'}>
            {/* Lazy: page-flip hides the pages not in view (display: none), so only those in view and the
                ones the viewer preloads are fetched (issue #25). */}
            <img
              className="viewer-page-img"
              src={page.src}
              srcSet={page.srcSet}
              sizes={page.srcSet ? sizes : undefined}
              alt={page.alt}
              draggable={false}
              decoding="async"
              loading="lazy"
            />
          </div>
        ),
      ),
    [pages, sizes],
  );

  return (
    <div className="viewer-book-frame" role="region" aria-label={label}>
      <HTMLFlipBook
        ref={bookRef}
        className="viewer-book"
        style={BOOK_STYLE}
        startPage={startPage}
        size="stretch"
        width={PAGE_WIDTH}
        height={PAGE_HEIGHT}
        minWidth={minPageWidth}
        maxWidth={1000}
        minHeight={160}
        maxHeight={1334}
        drawShadow
        flippingTime={FLIP_TIME_MS}
        // spec §9 "portrait mode off" holds wherever two readable pages fit; below that one page at a time
        // (issue #25, ADR 0039): page-flip turns to portrait when its width is under 2 × minWidth.
        usePortrait
        startZIndex={0}
        autoSize
        maxShadowOpacity={0.5}
        showCover
        mobileScrollSupport
        clickEventForward
        useMouseEvents
        swipeDistance={SWIPE_DISTANCE}
        showPageCorners
        disableFlipByClick={false}
        onInit={handleInit}
        onFlip={handleFlip}
        onChangeOrientation={handleOrientation}
      >
        {children}
      </HTMLFlipBook>
    </div>
  );
});
