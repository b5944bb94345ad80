import './FlipbookViewer.css';
import type { BookDetail, ViewerData } from '@fabelhaft/contracts';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { ApiError } from '../../api/client';
import { usePageTexts } from '../../i18n/page-texts';
import viewerTexts from '../../i18n/texts/viewer';
import { ListeningLinkControl } from '../books/ListeningLink';
import { useBookDetail } from '../books/queries';
import { paymentState } from '../checkout/checkout-model';
import { Loader } from '../Loader';
import { RefineDialog } from '../refine/RefineDialog';
import { approvalState } from '../approval/approval-model';
import { PrintApproval } from '../approval/PrintApproval';
import approvalTexts from '../../i18n/texts/approval';
import { focusPages } from '../refine/refine-model';
import type { ViewerTarget } from '../likeness/likeness-model';
import { useLimits } from '../UsageCard';
import type { FlipPage, PageFlipBookProps, PageFlipHandle } from './PageFlipBook';
import { useViewerData } from './queries';
import { ReadAloudPlayer } from './read-aloud/ReadAloudPlayer';
import { useElementWidth } from './use-element-width';
import { useFullscreen } from './use-fullscreen';
import { ZoomDialog } from './ZoomDialog';
import {
  directionOfBook,
  directionOfViewer,
  fitsSpread,
  flipLayout,
  keyAction,
  minReadablePageWidth,
  orderedPages,
  pagesAhead,
  pagesInView,
  pictureSizes,
  visiblePages,
  type Orientation,
  type ReadingDirection,
  type ViewerKeyAction,
} from './viewer-model';
import { useRefusalText } from '../../api/refusal';

/** The book's error code for a book still in production (409 from GET /books/{bookId}/viewer). */
const NOT_READY = 'BOOKS.NOT_READY';

/** spec §2 Flipbook viewer: no id (→ /books), loading, the error state, or the book. */
export function FlipbookViewer({
  bookId,
  target,
}: {
  bookId: string;
  /** issue #23: open at this page (the viewer's numbers, 1 = cover) and, with `refine`, with the refine dialog. */
  target?: ViewerTarget;
}) {
  usePageTexts('viewer', viewerTexts);
  const { t } = useTranslation();
  const word = useRefusalText();
  const id = bookId.trim();
  const viewer = useViewerData(id);
  // Issue #14: the reading direction, from the viewer data when it states it, else from the book's language.
  const stated = viewer.data ? directionOfViewer(viewer.data) : undefined;
  // Asked alongside the viewer data (not after it), so a book opens no later for it. Issue #15: always asked,
  // as it also says whether the book is approved for print (the print step, no refining once approved).
  const detail = useBookDetail(id, !viewer.isError);
  const direction: ReadingDirection | undefined =
    stated ?? (detail.isSuccess ? directionOfBook(detail.data) : detail.isError ? 'ltr' : undefined);

  useEffect(() => {
    if (!id) void navigate('/books');
  }, [id]);

  if (!id) return <Loader label={t('viewer.redirecting')} />;
  if (viewer.isPending) return <Loader label={t('viewer.loading')} />;
  if (viewer.isError || viewer.data.pages.length === 0) {
    const error = viewer.error instanceof ApiError ? viewer.error : undefined;
    const worded = error ? word(error, '') || undefined : undefined;
    return <ViewerError bookId={id} detail={worded} notReady={error?.code === NOT_READY} />;
  }
  // page-flip takes its page order and start page once: the book opens only when its direction is known.
  if (!direction) return <Loader label={t('viewer.loading')} />;
  return (
    <ViewerScreen
      key={direction}
      bookId={id}
      data={viewer.data}
      direction={direction}
      book={detail.data}
      {...(target ? { target } : {})}
    />
  );
}

interface ViewerErrorProps {
  bookId: string;
  /** The server's text (spec §8: shown when present). */
  detail?: string | undefined;
  /** The book is still being made: offer the page that shows its progress. */
  notReady?: boolean;
}

/** spec §8: the server's detail, else "Failed to load book viewer", and a Back to Books button. */
export function ViewerError({ bookId, detail, notReady = false }: ViewerErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <div className="card books-state viewer-state" role="alert">
        <h1 className="books-state-title">{t('viewer.error.title')}</h1>
        <p>{detail ?? t('viewer.error.text')}</p>
        <div className="books-state-actions">
          <a className="btn btn-primary" href="/books">
            {t('viewer.backToBooks')}
          </a>
          {notReady && (
            <a className="btn btn-secondary" href={`/preview/${encodeURIComponent(bookId)}`}>
              {t('viewer.error.progress')}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

type BookComponent = ComponentType<PageFlipBookProps>;

/**
 * react-pageflip touches `window` as soon as it is imported, so it is loaded here, in the browser, after the
 * first render (effects never run on the server); it also stays out of the page's first JavaScript.
 */
function usePageFlipBook(): { Book: BookComponent | null; failed: boolean } {
  const [state, setState] = useState<{ Book: BookComponent | null; failed: boolean }>({
    Book: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    import('./PageFlipBook').then(
      (module) => {
        if (live) setState({ Book: module.PageFlipBook, failed: false });
      },
      () => {
        if (live) setState({ Book: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * The open book: title bar, the page-flip book, page controls, keys, fullscreen and the refine button. A
 * right-to-left book (issue #14) shows page n + 1 to the left of page n, and its arrows and keys are mirrored.
 */
/**
 * issue #26: a showcase sample in the same viewer, read-only — no refining, no print step, no limits asked,
 * and the way back leads to the showcase.
 */
export function SampleBookViewer({ data }: { data: ViewerData }) {
  usePageTexts('viewer', viewerTexts);
  return (
    <ViewerScreen
      bookId={data.book_id}
      data={data}
      direction={data.reading_direction}
      book={undefined}
      sample
    />
  );
}

function ViewerScreen({
  bookId,
  data,
  direction,
  book,
  sample = false,
  target,
}: {
  bookId: string;
  data: ViewerData;
  direction: ReadingDirection;
  /** The book detail (issue #15: approved_at and what will be printed); undefined while it loads or failed. */
  book: BookDetail | undefined;
  /** issue #26: a showcase sample, read-only. */
  sample?: boolean;
  /** issue #23: the page to open at (a likeness problem's "ask for a change") and whether to refine it. */
  target?: ViewerTarget;
}) {
  usePageTexts('approval', approvalTexts);
  const { t } = useTranslation();
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const bookRef = useRef<PageFlipHandle>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { Book, failed } = usePageFlipBook();
  const fullscreen = useFullscreen(rootRef);
  const limits = useLimits(!sample);
  // issue #15: the print step under the book, and no refining once the book is approved (it is frozen).
  const approved = approvalState(book) === 'approved';
  const rtl = direction === 'rtl';
  const reading = useMemo(() => orderedPages(data.pages), [data.pages]);
  const layout = useMemo(() => flipLayout(reading.length, direction), [reading.length, direction]);
  // issue #23: a link to a page opens the book there (its place in page-flip's order), else at the cover.
  const start = useMemo(() => {
    const at = target?.page !== undefined ? layout.order.indexOf(target.page - 1) : -1;
    return at >= 0 ? at : layout.start;
  }, [layout, target?.page]);
  const [ready, setReady] = useState(false);
  const [index, setIndex] = useState(start);
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const [refining, setRefining] = useState(Boolean(target?.refine) && !sample);
  const [zooming, setZooming] = useState(false);
  // issue #25 (ADR 0039): one page at a time where two pages side by side would draw the text under 14 px.
  const minPageWidth = useMemo(() => minReadablePageWidth(data.body_text_size), [data.body_text_size]);
  const sizes = useMemo(() => pictureSizes(minPageWidth), [minPageWidth]);
  const width = useElementWidth(rootRef);
  const single = width !== null && !fitsSpread(width, minPageWidth);
  // Opened from a likeness problem, the dialog is about that page alone; from Refine, about the pages in view.
  const [refinePage, setRefinePage] = useState(target?.refine ? target.page : undefined);

  const title = data.title.trim() || t('viewer.untitled');
  const pages = useMemo<FlipPage[]>(
    () =>
      layout.order.map((r) => {
        const page = r === null ? undefined : reading[r];
        if (r === null || !page) return { key: 'blank', src: null, alt: '', hard: true };
        return {
          key: `${r}-${page.page_number}`,
          src: page.image_url,
          srcSet: page.image_srcset,
          // Screen readers get each page's picture through its alt text (spec §3 Viewer data).
          alt: page.alt_text.trim() || t('viewer.pageAlt', { number: r + 1 }),
          hard: page.page_type === 'cover',
        };
      }),
    [layout, reading, t],
  );
  const total = reading.length;
  const visible = pagesInView(index, layout, orientation);
  const firstVisible = (visible[0] ?? 0) + 1;
  const lastVisible = (visible[visible.length - 1] ?? 0) + 1;
  const atStart = firstVisible === 1;
  const atEnd = lastVisible === total;

  // issue #25: the page read one at a time, kept while the phone is turned to show the spread, so turning it
  // back opens that page again (page-flip itself goes back to the spread's first page).
  const shownMode = useRef<Orientation>('landscape');
  const singlePage = useRef<number | null>(null);
  const onInit = useCallback((page: number, mode: Orientation) => {
    shownMode.current = mode;
    singlePage.current = mode === 'portrait' ? page : null;
    setIndex(page);
    setOrientation(mode);
    setReady(true);
  }, []);
  const onFlip = useCallback((page: number) => {
    // page-flip also reports a page while it lays the book out for a new orientation (before it tells the
    // new orientation): only a page shown in the orientation already told is one the reader turned to.
    const mode = bookRef.current?.pageFlip()?.getOrientation();
    if (shownMode.current === 'portrait' && mode === 'portrait') singlePage.current = page;
    setIndex(page);
  }, []);
  const onOrientation = useCallback((mode: Orientation) => {
    shownMode.current = mode;
    setOrientation(mode);
    const flip = bookRef.current?.pageFlip();
    if (!flip) return;
    const current = flip.getCurrentPageIndex();
    const kept = singlePage.current;
    if (
      mode === 'portrait' &&
      kept !== null &&
      kept !== current &&
      visiblePages(current, flip.getPageCount(), 'landscape').includes(kept)
    ) {
      flip.turnToPage(kept);
      setIndex(kept);
      return;
    }
    if (mode === 'portrait') singlePage.current = current;
    setIndex(current);
  }, []);

  const api = () => bookRef.current?.pageFlip();
  // page-flip only turns forward through its list; a right-to-left book's list is reversed (flipLayout).
  const actions: Record<ViewerKeyAction, () => void> = {
    previous: () => {
      if (!ready || atStart) return;
      if (rtl) api()?.flipNext();
      else api()?.flipPrev();
    },
    next: () => {
      if (!ready || atEnd) return;
      if (rtl) api()?.flipPrev();
      else api()?.flipNext();
    },
    first: () => {
      if (ready && !atStart) api()?.flip(layout.start);
    },
    fullscreen: () => {
      fullscreen.toggle();
    },
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // The dialog has the keyboard while it is open.
    if (refining || zooming || event.defaultPrevented) return;
    // Any other dialog over the book (approve for print, issue #15) keeps its keys too.
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    const action = keyAction(event, direction);
    if (!action) return;
    event.preventDefault();
    actions[action]();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // page-flip measures itself on window resizes only; entering or leaving fullscreen (or a scrollbar coming
  // and going) changes the stage's size after that, so the book is laid out again whenever the stage changes.
  useEffect(() => {
    const stage = stageRef.current;
    if (!ready || !stage || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => bookRef.current?.pageFlip()?.update());
    });
    observer.observe(stage);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ready]);

  // issue #25: the pictures of the next two pages are fetched ahead, in the size this screen shows them.
  const ahead = pagesAhead(visible, total).join(',');
  useEffect(() => {
    for (const i of ahead.split(',').filter(Boolean).map(Number)) {
      const page = reading[i];
      if (!page?.image_url) continue;
      preload(page.image_url, {
        as: 'image',
        ...(page.image_srcset ? { imageSrcSet: page.image_srcset, imageSizes: sizes } : {}),
      });
    }
  }, [ahead, reading, sizes]);

  // A control that just became disabled under the keyboard hands focus to its opposite instead of dropping it.
  useEffect(() => {
    if (atEnd && document.activeElement === nextRef.current) previousRef.current?.focus();
    if (atStart && document.activeElement === previousRef.current) nextRef.current?.focus();
  }, [atStart, atEnd]);

  const position =
    visible.length > 1
      ? t('viewer.pagesOf', { from: firstVisible, to: lastVisible, total })
      : t('viewer.pageOf', { page: firstVisible, total });
  const counter = t('viewer.counter', {
    current: visible.length > 1 ? `${firstVisible}–${lastVisible}` : `${firstVisible}`,
    total,
  });
  const edits = limits.data;

  // Left to right: first, previous, counter, next. Right to left the row is mirrored (next on the left), in
  // the DOM too, so Tab still moves the way the eye reads the row.
  const controls = [
    <button
      key="first"
      type="button"
      className="btn btn-ghost btn-small viewer-control"
      aria-keyshortcuts="Home"
      disabled={!ready || atStart}
      onClick={actions.first}
    >
      <span aria-hidden="true">{rtl ? '⏭' : '⏮'}</span>
      <span className="viewer-control-text">{t('viewer.first')}</span>
    </button>,
    <button
      key="previous"
      ref={previousRef}
      type="button"
      className="btn btn-secondary btn-small viewer-control"
      aria-keyshortcuts={rtl ? 'ArrowRight' : 'ArrowLeft'}
      disabled={!ready || atStart}
      onClick={actions.previous}
    >
      {!rtl && <span aria-hidden="true">‹</span>}
      <span className="viewer-control-text">{t('viewer.previous')}</span>
      {rtl && <span aria-hidden="true">›</span>}
    </button>,
    <span key="counter" className="viewer-counter" aria-hidden="true" data-testid="viewer-counter">
      {counter}
    </span>,
    <button
      key="next"
      ref={nextRef}
      type="button"
      className="btn btn-secondary btn-small viewer-control"
      aria-keyshortcuts={rtl ? 'ArrowLeft' : 'ArrowRight'}
      disabled={!ready || atEnd}
      onClick={actions.next}
    >
      {rtl && <span aria-hidden="true">‹</span>}
      <span className="viewer-control-text">{t('viewer.next')}</span>
      {!rtl && <span aria-hidden="true">›</span>}
    </button>,
  ];

  return (
    <section
      ref={rootRef}
      className={[
        'viewer',
        fullscreen.active ? 'viewer-fullscreen' : '',
        fullscreen.viewport ? 'viewer-full-viewport' : '',
        single ? 'viewer-single' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ '--viewer-min-page': `${minPageWidth}px` } as CSSProperties}
      aria-labelledby={titleId}
      data-testid="viewer"
      data-direction={direction}
      data-layout={single ? 'single' : 'spread'}
    >
      <header className="viewer-bar">
        <a className="btn btn-secondary btn-small viewer-back" href={sample ? '/showcase' : '/books'}>
          <span aria-hidden="true">←</span>{' '}
          <span className="viewer-control-text">
            {sample ? t('viewer.backToShowcase') : t('viewer.backToBooks')}
          </span>
        </a>
        <h1 id={titleId} className="viewer-title">
          {title}
        </h1>
        <div className="viewer-tools">
          {edits && !approved && !sample && (
            <span className="viewer-edits" data-testid="viewer-edits">
              {t('viewer.edits', { remaining: Math.max(0, edits.edit_remaining), limit: edits.edit_limit })}
            </span>
          )}
          {sample ? null : approved ? (
            <span className="viewer-approved" data-testid="viewer-approved">
              {t('approval.approvedLine')}
            </span>
          ) : (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-haspopup="dialog"
              onClick={() => {
                setRefinePage(undefined);
                setRefining(true);
              }}
            >
              {t('viewer.refine.button')}
            </button>
          )}
          {/* issue #25: the pages in view, large (pinch and double tap there). */}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-haspopup="dialog"
            disabled={!ready}
            onClick={() => setZooming(true)}
          >
            {t('viewer.zoom.open')}
          </button>
          {fullscreen.supported && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-keyshortcuts="F"
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? t('viewer.fullscreen.exit') : t('viewer.fullscreen.enter')}
            </button>
          )}
        </div>
      </header>

      <div ref={stageRef} className="viewer-stage">
        {Book ? (
          <Book
            pages={pages}
            label={t('viewer.bookLabel', { title })}
            bookRef={bookRef}
            startPage={start}
            minPageWidth={minPageWidth}
            sizes={sizes}
            onInit={onInit}
            onFlip={onFlip}
            onOrientation={onOrientation}
          />
        ) : failed ? (
          <p className="notice notice-danger" role="alert">
            {t('viewer.error.text')}
          </p>
        ) : (
          <Loader label={t('viewer.opening')} />
        )}
      </div>

      {/* spec §2: the hint shows on the first page only. */}
      {atStart && (
        <p className="viewer-hint" data-testid="viewer-hint">
          {rtl ? t('viewer.hintRtl') : t('viewer.hint')}
        </p>
      )}

      <div className="viewer-controls" role="group" aria-label={t('viewer.controlsLabel')}>
        {rtl ? controls.reverse() : controls}
      </div>

      {/* issue #28: the book read aloud; it turns the book to the page it reads on. */}
      {data.audio_languages && data.audio_languages.length > 0 && (
        <ReadAloudPlayer
          pages={reading}
          languages={data.audio_languages}
          visible={visible}
          onShow={(page) => {
            const at = layout.order.indexOf(page);
            if (ready && at >= 0) api()?.flip(at);
          }}
        />
      )}

      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {position}
      </p>

      {/* Inside the viewer so it is seen in fullscreen too (only the fullscreen element is shown then). The
          focus pages are the pages in view (spec §3 focus_pages, cover = 1). */}
      {!sample && (
        <div className="viewer-print">
          <PrintApproval book={book} />
          {/* issue #28 part 4 (ADR 0038): the owner's listening link (the printed QR code), as in My books. */}
          {book && paymentState(book.payment_status) === 'success' && !book.is_preview && (
            <div className="card viewer-listening">
              <ListeningLinkControl bookId={bookId} />
            </div>
          )}
        </div>
      )}

      {zooming && (
        <ZoomDialog
          pictures={visible.flatMap((i) => {
            const page = reading[i];
            if (!page) return [];
            return [
              {
                key: `${i}-${page.page_number}`,
                src: page.image_url,
                srcSet: page.image_srcset,
                alt: page.alt_text.trim() || t('viewer.pageAlt', { number: i + 1 }),
              },
            ];
          })}
          onClose={() => setZooming(false)}
        />
      )}

      {refining && !approved && !sample && (
        <RefineDialog
          bookId={bookId}
          focusPages={focusPages(refinePage !== undefined ? [refinePage] : visible.map((i) => i + 1))}
          onClose={() => setRefining(false)}
        />
      )}
    </section>
  );
}
