/** @jest-environment jsdom */
import type { ViewerData } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import type { ViewerTarget } from '../likeness/likeness-model';
import { FlipbookViewer } from './FlipbookViewer';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));
const navigate = jest.fn();
jest.mock('vike/client/router', () => ({ navigate: (...args: unknown[]) => navigate(...args) }));

/** The settings the viewer last gave react-pageflip. */
const mockFlipbook: { props: Record<string, unknown> | undefined } = { props: undefined };

/**
 * react-pageflip drives a canvas-less DOM book that jsdom cannot lay out; this stand-in keeps its contract:
 * a ref with pageFlip(), onInit once ready (at startPage) and onFlip with the first page index in view after
 * a turn (landscape with the first page alone: 0, then 1, 3, 5 …; an even count ends on its last page alone).
 */
jest.mock('react-pageflip', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  interface Props {
    children?: React.ReactNode;
    startPage?: number;
    onInit?: (e: { data: { page: number; mode: string } }) => void;
    onFlip?: (e: { data: number }) => void;
  }
  const FakeFlipBook = React.forwardRef<unknown, Props>(function FakeFlipBook(props, ref) {
    mockFlipbook.props = props as Record<string, unknown>;
    const count = React.Children.count(props.children);
    const page = React.useRef(props.startPage ?? 0);
    const { onInit, onFlip, startPage = 0 } = props;
    React.useImperativeHandle(ref, () => {
      const go = (next: number) => {
        if (next < 0 || next >= count) return;
        page.current = next;
        onFlip?.({ data: next });
      };
      return {
        pageFlip: () => ({
          flipNext: () => go(page.current === 0 ? 1 : page.current + 2),
          flipPrev: () => go(page.current <= 1 ? 0 : page.current - 2),
          flip: (to: number) => go(to === 0 ? 0 : to % 2 === 1 ? to : to - 1),
          turnToPage: (to: number) => go(to),
          getCurrentPageIndex: () => page.current,
          getPageCount: () => count,
          getOrientation: () => 'landscape',
        }),
      };
    });
    React.useEffect(() => {
      onInit?.({ data: { page: startPage, mode: 'landscape' } });
    }, [onInit, startPage]);
    return React.createElement('div', { 'data-testid': 'flipbook' }, props.children);
  });
  return { __esModule: true, default: React.memo(FakeFlipBook) };
});

const viewerData = (over: Partial<ViewerData> = {}): ViewerData => ({
  book_id: 'b1',
  reading_direction: 'ltr',
  title: 'Finn lernt schwimmen',
  total_spreads: 3,
  pages: [
    {
      page_type: 'cover',
      page_number: 0,
      image_url: 'https://assets.test/p0.webp',
      alt_text: 'Finn at the lake',
    },
    {
      page_type: 'other',
      page_number: 1,
      image_url: 'https://assets.test/p1.webp',
      alt_text: 'Finn dips a paw',
    },
    {
      page_type: 'other',
      page_number: 2,
      image_url: 'https://assets.test/p2.webp',
      alt_text: 'A duck laughs',
    },
    {
      page_type: 'other',
      page_number: 3,
      image_url: 'https://assets.test/p3.webp',
      alt_text: 'Finn jumps in',
    },
    { page_type: 'other', page_number: 4, image_url: 'https://assets.test/p4.webp', alt_text: '  ' },
    {
      page_type: 'other',
      page_number: 5,
      image_url: 'https://assets.test/p5.webp',
      alt_text: 'Finn swims home',
    },
  ],
  ...over,
});

const fetchMock = jest.fn();
type Reply = { status: number; body?: unknown };
function route(replies: Record<string, Reply>) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
    const reply = replies[key];
    if (!reply) throw new Error(`unexpected ${key}`);
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
}
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

let fullscreenElement: Element | null = null;
const requestFullscreen = jest.fn((element: Element) => {
  fullscreenElement = element;
  document.dispatchEvent(new Event('fullscreenchange'));
  return Promise.resolve();
});
const exitFullscreen = jest.fn(() => {
  fullscreenElement = null;
  document.dispatchEvent(new Event('fullscreenchange'));
  return Promise.resolve();
});

beforeAll(() => {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exitFullscreen });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
    configurable: true,
    value: function requestFullscreenOf(this: HTMLElement) {
      return requestFullscreen(this);
    },
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  requestFullscreen.mockClear();
  exitFullscreen.mockClear();
  fullscreenElement = null;
  mockFlipbook.props = undefined;
  global.fetch = fetchMock as unknown as typeof fetch;
});

const bookDetail = (language = 'de') => ({
  book_id: 'b1',
  status: 'completed',
  preview_status: 'completed',
  is_preview: false,
  payment_status: 'success',
  preview: { title: 'Finn', language },
  tier: null,
  format: 'booklet',
  cover_url: null,
  created_at: '2026-11-20T10:00:00Z',
  download_url: null,
  error: null,
});

async function openBook(
  data = viewerData(),
  language: 'de' | 'en' = 'en',
  extra: Record<string, Reply> = {},
  bookLanguage = 'de',
  target?: ViewerTarget,
) {
  route({
    'GET /books/b1/viewer': { status: 200, body: data },
    'GET /books/b1': { status: 200, body: bookDetail(bookLanguage) },
    'GET /limits': {
      status: 200,
      body: { preview_limit: 10, preview_remaining: 8, edit_limit: 3, edit_remaining: 2 },
    },
    ...extra,
  });
  await renderWithProviders(<FlipbookViewer bookId="b1" {...(target ? { target } : {})} />, { language });
  for (let i = 0; i < 4; i += 1) await settle();
}

const SESSION: Reply = {
  status: 200,
  body: {
    session_id: 's1',
    book_id: 'b1',
    status: 'draft',
    messages: [],
    latest_plan: null,
    requires_confirmation: false,
    revision: null,
    error: null,
  },
};

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const counter = () => screen.getByTestId('viewer-counter').textContent;
const announced = () => screen.getByText(/^Pages? \d/).textContent;
const key = (init: KeyboardEventInit, target: Element | Window = window) =>
  act(async () => {
    fireEvent.keyDown(target, init);
  });

describe('flipbook viewer (spec §2, §9)', () => {
  it('opens the book with the spec §9 settings, every page as an image with its alt text', async () => {
    await openBook();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finn lernt schwimmen');
    expect(mockFlipbook.props).toMatchObject({
      flippingTime: 700,
      showCover: true,
      // issue #25: portrait (one page) only below two readable pages' width; 0.0235 unstated: 596 px.
      usePortrait: true,
      minWidth: 596,
      swipeDistance: 30,
      size: 'stretch',
    });
    const { width, height } = mockFlipbook.props as { width: number; height: number };
    expect(width / height).toBeCloseTo(3 / 4);
    const book = screen.getByRole('region', { name: 'Book “Finn lernt schwimmen”' });
    expect(
      within(book)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Finn at the lake',
      'Finn dips a paw',
      'A duck laughs',
      'Finn jumps in',
      'Page 5',
      'Finn swims home',
    ]);
    expect(screen.getByRole('img', { name: 'Finn at the lake' }).getAttribute('src')).toBe(
      'https://assets.test/p0.webp',
    );
  });

  it('starts on the cover: counter 1 / 6, announced, previous and first disabled, the hint shown', async () => {
    await openBook();
    expect(counter()).toBe('1 / 6');
    expect(announced()).toBe('Page 1 of 6');
    expect(button('Previous page').disabled).toBe(true);
    expect(button('First page').disabled).toBe(true);
    expect(button('Next page').disabled).toBe(false);
    expect(screen.getByTestId('viewer-hint').textContent).toBe(
      'Click and drag a corner or press → to turn the page',
    );
  });

  it('turns spreads with the buttons, hides the hint after page 1 and disables next on the last page', async () => {
    await openBook();
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('2–3 / 6');
    expect(announced()).toBe('Pages 2 and 3 of 6');
    expect(screen.queryByTestId('viewer-hint')).toBeNull();
    expect(button('Previous page').disabled).toBe(false);
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('4–5 / 6');
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('6 / 6');
    expect(announced()).toBe('Page 6 of 6');
    expect(button('Next page').disabled).toBe(true);
    await act(async () => fireEvent.click(button('First page')));
    expect(counter()).toBe('1 / 6');
    expect(screen.getByTestId('viewer-hint')).toBeTruthy();
  });

  it('disables next when the last page is part of the last spread', async () => {
    await openBook(viewerData({ pages: viewerData().pages.slice(0, 5) }));
    await act(async () => fireEvent.click(button('Next page')));
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('4–5 / 5');
    expect(button('Next page').disabled).toBe(true);
  });

  it('turns pages with ← and →, goes to the first page with Home', async () => {
    await openBook();
    await key({ key: 'ArrowRight' });
    await key({ key: 'ArrowRight' });
    expect(counter()).toBe('4–5 / 6');
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('2–3 / 6');
    await key({ key: 'ArrowRight' });
    await key({ key: 'Home' });
    expect(counter()).toBe('1 / 6');
    // Nothing before the cover.
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('1 / 6');
  });

  it('leaves the keys alone with ctrl, meta or alt, and while typing', async () => {
    await openBook();
    await key({ key: 'ArrowRight', ctrlKey: true });
    await key({ key: 'ArrowRight', metaKey: true });
    await key({ key: 'ArrowRight', altKey: true });
    expect(counter()).toBe('1 / 6');

    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.appendChild(inside);
    document.body.append(input, textarea, select, editable);
    for (const target of [input, textarea, select, inside]) {
      await key({ key: 'ArrowRight' }, target);
      await key({ key: 'f' }, target);
    }
    expect(counter()).toBe('1 / 6');
    expect(requestFullscreen).not.toHaveBeenCalled();
    document.body.removeChild(input);
    document.body.removeChild(textarea);
    document.body.removeChild(select);
    document.body.removeChild(editable);

    await key({ key: 'ArrowRight' }, button('Next page'));
    expect(counter()).toBe('2–3 / 6');
  });

  it('toggles fullscreen on the viewer with the button and with f; the label follows', async () => {
    await openBook();
    const viewer = screen.getByTestId('viewer');
    await act(async () => fireEvent.click(button('Fullscreen')));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen).toHaveBeenCalledWith(viewer);
    expect(button('Exit fullscreen')).toBeTruthy();
    await key({ key: 'f' });
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(button('Fullscreen')).toBeTruthy();
    await key({ key: 'f', ctrlKey: true });
    await key({ key: 'f', metaKey: true });
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    await key({ key: 'f' });
    expect(requestFullscreen).toHaveBeenCalledTimes(2);
    expect(viewer.className).toContain('viewer-fullscreen');
  });

  it('opens the refinement dialog from Refine on the pages in view; the keys wait while it is open', async () => {
    await openBook(viewerData(), 'en', { 'POST /books/b1/refine/sessions': SESSION });
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('2–3 / 6');
    const refine = button('Refine');
    refine.focus();
    await act(async () => fireEvent.click(refine));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Refine your book' });
    expect(within(dialog).getByTestId('refine-focus').textContent).toBe(
      'You are looking at pages 2 and 3 – “this page” means page 2.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await key({ key: 'ArrowRight' }, dialog);
    expect(counter()).toBe('2–3 / 6');
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(refine);
  });

  it('opens on the page a likeness problem names, with the refine dialog about that page (issue #23)', async () => {
    await openBook(viewerData(), 'en', { 'POST /books/b1/refine/sessions': SESSION }, 'de', {
      page: 5,
      refine: true,
    });
    expect(mockFlipbook.props).toMatchObject({ startPage: 4 });
    const dialog = screen.getByRole('dialog', { name: 'Refine your book' });
    expect(within(dialog).getByTestId('refine-focus').textContent).toBe(
      'You are looking at page 5 – say “this page” to mean it.',
    );
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Refine from the button is about the pages in view again.
    await act(async () => fireEvent.click(button('Refine')));
    await settle();
    expect(screen.getByTestId('refine-focus').textContent).toMatch(/^You are looking at pages 4 and 5/);
  });

  it('opens at the cover for a page the book does not have', async () => {
    await openBook(viewerData(), 'en', {}, 'de', { page: 40, refine: false });
    expect(mockFlipbook.props).toMatchObject({ startPage: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the edits left next to the Refine button (GET /limits)', async () => {
    await openBook();
    expect(screen.getByTestId('viewer-edits').textContent).toBe('Edits left on your account: 2 of 3');
  });

  it('links back to the books', async () => {
    await openBook(viewerData(), 'de');
    expect(screen.getByRole('link', { name: 'Zurück zu meinen Büchern' }).getAttribute('href')).toBe(
      '/books',
    );
    expect(counter()).toBe('1 / 6');
    expect(screen.getByText('Seite 1 von 6')).toBeTruthy();
  });
});

describe('the viewer and print approval (issue #15)', () => {
  const PRINT = { format: 'booklet', page_count: 24, preflight_passed: true, binding: 'left' };

  it('offers approval for print under the book of a completed, paid book, with the Refine button', async () => {
    await openBook(viewerData(), 'en', {
      'GET /books/b1': { status: 200, body: { ...bookDetail('de'), approved_at: null, print: PRINT } },
    });
    const card = screen.getByRole('region', { name: 'Approve for print' });
    expect(card.textContent).toContain('24 pages');
    expect(button('Refine')).toBeTruthy();
    expect(screen.queryByTestId('viewer-approved')).toBeNull();

    // The dialog keeps the arrow keys: the book behind it does not turn.
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Approve for print' })));
    const dialog = screen.getByRole('dialog', { name: 'Approve your book for print?' });
    await key({ key: 'ArrowRight' }, within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(counter()).toBe('1 / 6');
  });

  it('hides Refine and the edits once approved, says the book is approved and shows the print progress', async () => {
    await openBook(viewerData(), 'de', {
      'GET /books/b1': {
        status: 200,
        body: { ...bookDetail('de'), approved_at: '2026-11-23T09:00:00.000Z', print: PRINT },
      },
      'GET /books/orders': { status: 200, body: { orders: [] } },
    });
    expect(screen.queryByRole('button', { name: 'Überarbeiten' })).toBeNull();
    expect(screen.queryByTestId('viewer-edits')).toBeNull();
    expect(screen.getByTestId('viewer-approved').textContent).toBe(
      'Dieses Buch ist zum Druck freigegeben und kann nicht mehr geändert werden.',
    );
    expect(screen.getByRole('region', { name: 'Druck und Versand' }).textContent).toContain(
      'Freigegeben am 23.11.2026',
    );
    expect(screen.queryByRole('region', { name: 'Zum Druck freigeben' })).toBeNull();
  });

  it('has the owner’s listening link under an ordered book, asked for only when opened (issue #28)', async () => {
    await openBook(viewerData(), 'de');
    const control = screen.getByTestId('listening-link');
    expect(within(control).getByText('Link zum Zuhören')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/listening-link'))).toBe(false);
  });

  it('has no listening link for a book not paid for', async () => {
    await openBook(viewerData(), 'en', {
      'GET /books/b1': { status: 200, body: { ...bookDetail('de'), payment_status: 'pending' } },
    });
    expect(screen.getByTestId('viewer-counter')).toBeTruthy();
    expect(screen.queryByTestId('listening-link')).toBeNull();
  });
});

describe('a right-to-left book (issue #14: Arabic)', () => {
  const order = () =>
    (mockFlipbook.props?.children as { key: string }[]).map((child) => String(child.key).split('-')[0]);
  /** Viewer data from a BFF older than reading_direction: the book's language decides. */
  const withoutDirection = (data: ViewerData) => {
    const { reading_direction: _, ...rest } = data;
    return rest as ViewerData;
  };

  it('gives page-flip the pages in reverse and opens at the end of that list, on the cover', async () => {
    await openBook(withoutDirection(viewerData()), 'en', {}, 'ar');
    expect(screen.getByTestId('viewer').getAttribute('data-direction')).toBe('rtl');
    expect(order()).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(mockFlipbook.props?.startPage).toBe(5);
    expect(counter()).toBe('1 / 6');
    expect(button('Previous page').disabled).toBe(true);
    expect(screen.getByTestId('viewer-hint').textContent).toBe(
      'This book reads right to left: click and drag a corner or press ← to turn the page',
    );
  });

  it('turns forward with ← and the left-hand Next button, back with →, Home to the cover', async () => {
    await openBook(withoutDirection(viewerData()), 'en', {}, 'ar');
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('2–3 / 6');
    await act(async () => fireEvent.click(button('Next page')));
    expect(counter()).toBe('4–5 / 6');
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('6 / 6');
    expect(button('Next page').disabled).toBe(true);
    await key({ key: 'ArrowRight' });
    expect(counter()).toBe('4–5 / 6');
    await key({ key: 'Home' });
    expect(counter()).toBe('1 / 6');
  });

  it('mirrors the control row: Next on the left, First on the right, with mirrored key hints', async () => {
    await openBook(withoutDirection(viewerData()), 'en', {}, 'ar');
    const row = screen.getByRole('group', { name: 'Page controls' });
    const names = within(row)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['‹Next page', 'Previous page›', '⏭First page']);
    expect(button('Next page').getAttribute('aria-keyshortcuts')).toBe('ArrowLeft');
    expect(button('Previous page').getAttribute('aria-keyshortcuts')).toBe('ArrowRight');
  });

  it('keeps the cover alone with an odd page count (a blank leaf at the far end)', async () => {
    await openBook(
      viewerData({ pages: viewerData().pages.slice(0, 5), reading_direction: 'rtl' }),
      'en',
      {},
      'ar',
    );
    expect(order()).toEqual(['blank', '4', '3', '2', '1', '0']);
    expect(counter()).toBe('1 / 5');
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('2–3 / 5');
    await key({ key: 'ArrowLeft' });
    expect(counter()).toBe('4–5 / 5');
    expect(button('Next page').disabled).toBe(true);
  });

  it('follows reading_direction when the viewer data carries it, over the book’s language', async () => {
    await openBook({ ...viewerData(), reading_direction: 'rtl' } as ViewerData, 'en', {}, 'de');
    expect(screen.getByTestId('viewer').getAttribute('data-direction')).toBe('rtl');
    expect(order()).toEqual(['5', '4', '3', '2', '1', '0']);
  });

  it('reads a book whose detail cannot be loaded left to right', async () => {
    await openBook(viewerData(), 'en', { 'GET /books/b1': { status: 500 } });
    expect(screen.getByTestId('viewer').getAttribute('data-direction')).toBe('ltr');
    expect(order()).toEqual(['0', '1', '2', '3', '4', '5']);
  });
});

describe('flipbook viewer states (spec §2, §8)', () => {
  it('shows a loader while the book loads', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    await renderWithProviders(<FlipbookViewer bookId="b1" />, { language: 'en' });
    expect(screen.getByTestId('loader').textContent).toBe('Loading your book …');
  });

  it('shows the server detail with a Back to Books button, and the progress link when not ready', async () => {
    route({
      'GET /books/b1/viewer': {
        status: 409,
        body: { detail: 'This book is not ready to view yet', code: 'BOOKS.NOT_READY' },
      },
    });
    await renderWithProviders(<FlipbookViewer bookId="b1" />, { language: 'en' });
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This book is not ready to view yet');
    expect(within(alert).getByRole('link', { name: 'Back to Books' }).getAttribute('href')).toBe('/books');
    expect(
      within(alert).getByRole('link', { name: 'See how your book is coming along' }).getAttribute('href'),
    ).toBe('/preview/b1');
    // A 4xx is an answer: the viewer data is not asked again.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/viewer'))).toHaveLength(1);
  });

  it.each([
    ['en', 'Failed to load book viewer', 'Back to Books'],
    ['de', 'Der Buch-Viewer konnte nicht geladen werden.', 'Zurück zu meinen Büchern'],
  ] as const)('falls back to the generic error without a detail (%s)', async (language, text, back) => {
    route({ 'GET /books/b1/viewer': { status: 404 } });
    await renderWithProviders(<FlipbookViewer bookId="b1" />, { language });
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(within(alert).getByRole('link', { name: back })).toBeTruthy();
    expect(within(alert).queryByRole('link', { name: /progress|Stand/ })).toBeNull();
  });

  it('treats a book without pages as not loadable', async () => {
    await openBook(viewerData({ pages: [] }));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load book viewer');
  });

  it('redirects to /books without an id, calling nothing', async () => {
    await renderWithProviders(<FlipbookViewer bookId="  " />, { language: 'en' });
    expect(navigate).toHaveBeenCalledWith('/books');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('on a phone (issue #25)', () => {
  const phoneBook = (host = 'assets.test') =>
    viewerData({
      body_text_size: 0.0372,
      pages: viewerData().pages.map((p, i) => ({
        ...p,
        image_url: `https://${host}/p${i}.webp`,
        image_srcset: `https://${host}/p${i}.webp?w=480 480w, https://${host}/p${i}.webp 900w`,
      })),
    });
  /** The viewer's content box as wide as this (jsdom lays nothing out). */
  const withViewerWidth = (width: number) =>
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset['testid'] === 'viewer' ? width + 24 : 0;
    });
  afterEach(() => jest.restoreAllMocks());

  it('shows one page at a time where two readable pages do not fit, spreads where they do', async () => {
    withViewerWidth(336);
    await openBook(phoneBook());
    // 14 px ÷ 0.0372 of the page width: a page must be 377 px wide to read it.
    expect(mockFlipbook.props).toMatchObject({ usePortrait: true, minWidth: 377 });
    expect(screen.getByTestId('viewer').dataset['layout']).toBe('single');
    expect(screen.getByTestId('viewer').style.getPropertyValue('--viewer-min-page')).toBe('377px');
  });

  it('keeps the spread (spec §9) where two readable pages fit', async () => {
    withViewerWidth(760);
    await openBook(phoneBook());
    expect(screen.getByTestId('viewer').dataset['layout']).toBe('spread');
  });

  it('offers each picture in smaller widths, loads only the pages in view and fetches the next two ahead', async () => {
    // Its own host: React fetches a picture ahead once per document, and the other tests' books came first.
    await openBook(phoneBook('ahead.test'));
    const cover = screen.getByRole('img', { name: 'Finn at the lake' });
    expect(cover.getAttribute('srcset')).toBe(
      'https://ahead.test/p0.webp?w=480 480w, https://ahead.test/p0.webp 900w',
    );
    expect(cover.getAttribute('sizes')).toBe('(max-width: 777px) calc(100vw - 24px), min(50vw, 75vh)');
    expect(cover.getAttribute('loading')).toBe('lazy');
    /** The pictures fetched ahead, by the page of their first (smallest) srcset entry. */
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
        .map((l) => /^https:\/\/ahead\.test\/(p\d)/.exec(l.getAttribute('imagesrcset') ?? '')?.[1])
        .filter(Boolean);
    expect(preloaded()).toEqual(['p1', 'p2']);
    expect(
      document.head.querySelector('link[imagesrcset^="https://ahead.test/"]')?.getAttribute('imagesizes'),
    ).toBe(cover.getAttribute('sizes'));
    await act(async () => fireEvent.click(button('Next page')));
    // Pages 2–3 in view: 4 and 5 (p3, p4) come next.
    expect(preloaded()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('enlarges the pages in view; a double tap doubles them, Escape goes back, keys do not turn pages meanwhile', async () => {
    await openBook(phoneBook());
    await act(async () => fireEvent.click(button('Next page')));
    await act(async () => fireEvent.click(button('Zoom in')));
    const dialog = screen.getByRole('dialog', { name: 'Page zoomed in' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Finn dips a paw', 'A duck laughs']);
    const pages = screen.getByTestId('viewer-zoom').querySelector('[data-zoom]') as HTMLElement;
    expect(pages.dataset['zoom']).toBe('1');
    await act(async () => fireEvent.doubleClick(pages, { clientX: 100, clientY: 100 }));
    expect(pages.dataset['zoom']).toBe('2');
    await key({ key: 'ArrowRight' }, within(dialog).getByRole('button', { name: 'Close' }));
    expect(counter()).toBe('2–3 / 6');
    await key({ key: 'Escape' }, dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('covers the window where the browser has no Fullscreen API (iOS Safari), and Escape leaves', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    try {
      await openBook(phoneBook());
      const viewer = screen.getByTestId('viewer');
      await act(async () => fireEvent.click(button('Fullscreen')));
      expect(requestFullscreen).not.toHaveBeenCalled();
      expect(viewer.className).toContain('viewer-full-viewport');
      expect(document.documentElement.classList.contains('viewer-full-viewport-open')).toBe(true);
      expect(button('Exit fullscreen')).toBeTruthy();
      await key({ key: 'Escape' }, document.body);
      expect(viewer.className).not.toContain('viewer-full-viewport');
      expect(document.documentElement.classList.contains('viewer-full-viewport-open')).toBe(false);
      await key({ key: 'f' });
      expect(viewer.className).toContain('viewer-full-viewport');
    } finally {
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    }
  });
});
