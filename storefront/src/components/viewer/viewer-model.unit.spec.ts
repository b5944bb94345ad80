import type { BookDetail, ViewerData, ViewerPage } from '@fabelhaft/contracts';
import {
  directionOfBook,
  directionOfViewer,
  fitsSpread,
  minReadablePageWidth,
  pagesAhead,
  flipLayout,
  keyAction,
  orderedPages,
  pagesInView,
  visiblePages,
} from './viewer-model';

const page = (page_number: number, page_type: ViewerPage['page_type'] = 'other'): ViewerPage => ({
  page_type,
  page_number,
  image_url: `https://assets.test/p${page_number}.webp`,
  alt_text: `Page ${page_number}`,
});

describe('the pages in view (spec §9: cover shown, portrait mode off)', () => {
  it('shows the cover alone, then pairs, and a last even page alone', () => {
    expect(visiblePages(0, 6, 'landscape')).toEqual([0]);
    expect(visiblePages(1, 6, 'landscape')).toEqual([1, 2]);
    expect(visiblePages(2, 6, 'landscape')).toEqual([1, 2]);
    expect(visiblePages(3, 6, 'landscape')).toEqual([3, 4]);
    expect(visiblePages(5, 6, 'landscape')).toEqual([5]);
  });

  it('ends on a pair when the page count is odd', () => {
    expect(visiblePages(3, 5, 'landscape')).toEqual([3, 4]);
    expect(visiblePages(4, 5, 'landscape')).toEqual([3, 4]);
  });

  it('shows one page at a time in portrait, and clamps out-of-range indexes', () => {
    expect(visiblePages(2, 6, 'portrait')).toEqual([2]);
    expect(visiblePages(9, 6, 'portrait')).toEqual([5]);
    expect(visiblePages(-1, 6, 'landscape')).toEqual([0]);
    expect(visiblePages(0, 0, 'landscape')).toEqual([]);
    expect(visiblePages(0, 1, 'landscape')).toEqual([0]);
  });
});

describe('reading order (spec §3 Viewer data)', () => {
  it('orders by page number and keeps ties as they came', () => {
    const a = { ...page(2), alt_text: 'a' };
    const b = { ...page(2), alt_text: 'b' };
    expect(orderedPages([page(3), a, page(0, 'cover'), b]).map((p) => p.alt_text)).toEqual([
      'Page 0',
      'a',
      'b',
      'Page 3',
    ]);
  });
});

describe('viewer keys (spec §2)', () => {
  const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
    keyAction({ key, ctrlKey: false, metaKey: false, altKey: false, target: null, ...mods });

  it('maps ← → Home and f', () => {
    expect(press('ArrowLeft')).toBe('previous');
    expect(press('ArrowRight')).toBe('next');
    expect(press('Home')).toBe('first');
    expect(press('f')).toBe('fullscreen');
    expect(press('F')).toBe('fullscreen');
    expect(press('End')).toBeUndefined();
    expect(press(' ')).toBeUndefined();
  });

  it('ignores them with ctrl, meta or alt', () => {
    expect(press('f', { ctrlKey: true })).toBeUndefined();
    expect(press('ArrowRight', { metaKey: true })).toBeUndefined();
    expect(press('ArrowLeft', { altKey: true })).toBeUndefined();
  });
});

describe('right-to-left keys (issue #14)', () => {
  const press = (key: string) =>
    keyAction({ key, ctrlKey: false, metaKey: false, altKey: false, target: null }, 'rtl');

  it('turns forward with ← and back with →; Home and f stay', () => {
    expect(press('ArrowLeft')).toBe('next');
    expect(press('ArrowRight')).toBe('previous');
    expect(press('Home')).toBe('first');
    expect(press('f')).toBe('fullscreen');
  });

  it('still ignores modified keys', () => {
    expect(
      keyAction({ key: 'ArrowLeft', ctrlKey: true, metaKey: false, altKey: false, target: null }, 'rtl'),
    ).toBeUndefined();
  });
});

describe('page-flip order for each reading direction (issue #14)', () => {
  it('keeps a left-to-right book as it is, opening at the cover', () => {
    expect(flipLayout(4, 'ltr')).toEqual({ direction: 'ltr', order: [0, 1, 2, 3], start: 0 });
  });

  it('reverses a right-to-left book and opens it at the end of the list', () => {
    expect(flipLayout(6, 'rtl')).toEqual({ direction: 'rtl', order: [5, 4, 3, 2, 1, 0], start: 5 });
  });

  it('pads an odd right-to-left book with a blank leaf after its last page, so the cover stays alone', () => {
    expect(flipLayout(5, 'rtl')).toEqual({ direction: 'rtl', order: [null, 4, 3, 2, 1, 0], start: 5 });
    expect(flipLayout(1, 'rtl').order).toEqual([0]);
    expect(flipLayout(0, 'rtl').order).toEqual([]);
  });

  it('names the pages in view in reading order: page n on the right, n + 1 on the left', () => {
    const rtl = flipLayout(6, 'rtl');
    expect(pagesInView(5, rtl, 'landscape')).toEqual([0]);
    // page-flip's spread [3, 4] holds reading pages 2 (left) and 1 (right).
    expect(pagesInView(3, rtl, 'landscape')).toEqual([1, 2]);
    expect(pagesInView(1, rtl, 'landscape')).toEqual([3, 4]);
    expect(pagesInView(0, rtl, 'landscape')).toEqual([5]);
    expect(pagesInView(2, flipLayout(6, 'ltr'), 'landscape')).toEqual([1, 2]);
  });

  it('reads the blank leaf of an odd right-to-left book as its last page', () => {
    const rtl = flipLayout(5, 'rtl');
    expect(pagesInView(1, rtl, 'landscape')).toEqual([3, 4]);
    expect(pagesInView(0, rtl, 'landscape')).toEqual([4]);
  });
});

describe('where the reading direction comes from (issue #14)', () => {
  const detail = (over: Record<string, unknown>) =>
    ({ book_id: 'b1', preview: null, ...over }) as unknown as BookDetail;
  const viewer = (over: Record<string, unknown>) =>
    ({ book_id: 'b1', title: 'T', pages: [], total_spreads: 0, ...over }) as unknown as ViewerData;

  it('takes reading_direction from the viewer data when it is there', () => {
    expect(directionOfViewer(viewer({ reading_direction: 'rtl' }))).toBe('rtl');
    expect(directionOfViewer(viewer({ readingDirection: 'ltr' }))).toBe('ltr');
    expect(directionOfViewer(viewer({}))).toBeUndefined();
    expect(directionOfViewer(viewer({ reading_direction: 'sideways' }))).toBeUndefined();
  });

  it('reads an Arabic main language from the book detail as right to left, anything else left to right', () => {
    expect(directionOfBook(detail({ preview: { language: 'ar' } }))).toBe('rtl');
    expect(directionOfBook(detail({ main_language: 'ar-EG' }))).toBe('rtl');
    expect(directionOfBook(detail({ reading_direction: 'rtl', preview: { language: 'de' } }))).toBe('rtl');
    expect(directionOfBook(detail({ preview: { language: 'de' } }))).toBe('ltr');
    expect(directionOfBook(detail({}))).toBe('ltr');
    expect(directionOfBook(undefined)).toBe('ltr');
  });
});

describe('one page or a spread (issue #25)', () => {
  it('needs a page wide enough for 14 px body text; the smallest text any book has when unstated', () => {
    expect(minReadablePageWidth(0.0372)).toBe(377);
    expect(minReadablePageWidth(undefined)).toBe(596);
    expect(minReadablePageWidth(0)).toBe(596);
  });
  it('shows a spread only where two readable pages fit side by side', () => {
    expect(fitsSpread(336, 377)).toBe(false);
    expect(fitsSpread(754, 377)).toBe(true);
    expect(fitsSpread(753, 377)).toBe(false);
  });
  it('fetches the two pages after those in view, never past the end', () => {
    expect(pagesAhead([0], 6)).toEqual([1, 2]);
    expect(pagesAhead([1, 2], 6)).toEqual([3, 4]);
    expect(pagesAhead([4], 6)).toEqual([5]);
    expect(pagesAhead([5], 6)).toEqual([]);
  });
});
