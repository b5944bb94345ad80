import type { ViewerPage } from '@fabelhaft/contracts';
import { keyAction, orderedPages, visiblePages } from './viewer-model';

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
