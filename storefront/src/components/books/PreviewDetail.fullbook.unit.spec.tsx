/** @jest-environment jsdom */
import type { BookDetail, BookPreviewResponse } from '@fabelhaft/contracts';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { PreviewDetail } from './PreviewDetail';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));
jest.mock('vike/client/router', () => ({ navigate: jest.fn() }));

/** A paid book: is_preview false, its preview long completed, the production's status in `status`. */
const fullBook = (status: string): BookPreviewResponse => ({
  book_id: 'b1',
  status,
  preview_status: 'completed',
  preview_remaining: 4,
  preview_limit: 5,
  preview_threshold: 2,
  preview_needs_support: false,
  created_at: '2025-03-04T15:05:00Z',
  preview: { title: 'Finn and the lake', synopsis: 'Finn is afraid of water.' },
  cover_url: 'http://assets.test/b1.webp',
  is_preview: false,
});

const detail = (over: Partial<BookDetail> = {}): BookDetail => ({
  book_id: 'b1',
  revision: 0,
  main_language: 'en',
  age_range: '5 years',
  approved_at: null,
  likeness: null,
  print: null,
  status: 'completed',
  preview_status: 'completed',
  is_preview: false,
  payment_status: 'success',
  preview: null,
  tier: null,
  format: 'booklet',
  cover_url: null,
  created_at: '2025-03-04T15:05:00Z',
  download_url: 'https://assets.test/b1.pdf',
  error: null,
  ...over,
});

const fetchMock = jest.fn();
type Reply = { status: number; body?: unknown };
function route(replies: Record<string, Reply | Reply[]>) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
    const entry = replies[key];
    const reply = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    if (!reply) throw new Error(`unexpected ${key}`);
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
}
const calls = (path: string) => fetchMock.mock.calls.filter(([url]: [string]) => url.endsWith(path)).length;
const side = () => screen.getByRole('region', { name: 'Your book' });
const tick = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('preview detail of a full book (spec §2, §4)', () => {
  it('follows production every 3 s (queued, orchestrating, running) and stops once completed', async () => {
    route({
      'GET /books/preview/b1': [
        { status: 200, body: fullBook('queued') },
        { status: 200, body: fullBook('orchestrating') },
        { status: 200, body: fullBook('running') },
        { status: 200, body: fullBook('completed') },
      ],
      'GET /books/b1': { status: 200, body: detail() },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await tick(10);

    // The full-book layout: no checkout and no delete, the generation card instead.
    expect(screen.queryByRole('button', { name: /Checkout now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete preview' })).toBeNull();
    expect(screen.getByText('Queued')).toBeTruthy();
    const processing = screen.getByText('Your book is being made.').parentElement!;
    expect(processing.textContent).toContain(
      'The whole book can take up to 1 hour – the page updates on its own.',
    );
    expect(within(side()).getByTestId('production-status').textContent).toBe(
      'Your book is in the queue – we start in a moment.',
    );
    expect(within(side()).queryByRole('link', { name: 'View Flipbook' })).toBeNull();
    expect(within(side()).getByRole('link', { name: 'View all books' }).getAttribute('href')).toBe('/books');

    await tick(3000);
    expect(screen.getByText('Orchestrating')).toBeTruthy();
    expect(within(side()).getByTestId('production-status').textContent).toBe(
      'We are planning every page of your book.',
    );
    await tick(3000);
    expect(screen.getByText('Running')).toBeTruthy();
    const current = within(side())
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current'));
    expect(current?.textContent).toContain('Writing and illustrating');
    expect(calls('/books/b1')).toBe(0);

    await tick(3000);
    expect(calls('/books/preview/b1')).toBe(4);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByText('Your book is being made.')).toBeNull();
    expect(within(side()).getByRole('link', { name: 'View Flipbook' }).getAttribute('href')).toBe(
      '/books/b1/viewer',
    );
    const pdf = within(side()).getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('https://assets.test/b1.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);

    await tick(9000);
    expect(calls('/books/preview/b1')).toBe(4);
  });

  it('shows the likeness check of a produced book under its story (issue #23)', async () => {
    route({
      'GET /books/preview/b1': { status: 200, body: fullBook('completed') },
      'GET /books/b1': {
        status: 200,
        body: detail({
          likeness: {
            checker: 'embedded-sheets',
            checked_at: '2025-03-04T15:10:00Z',
            passed: true,
            pages_checked: 13,
            characters: [{ character_id: 'c1', name: 'Finn', pages: 13, failing_pages: [] }],
            problems: [],
            remade_pages: [],
            unchecked_pages: [],
          },
        }),
      },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await tick(10);
    const check = screen.getByRole('region', { name: 'Does everyone look the same?' });
    expect(within(check).getByTestId('likeness-same').textContent).toBe(
      '✓ Finn looks the same on all 13 pages',
    );
  });

  it('offers no download when the book has no PDF link', async () => {
    route({
      'GET /books/preview/b1': { status: 200, body: fullBook('completed') },
      'GET /books/b1': { status: 200, body: detail({ download_url: null }) },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'de' });
    await tick(10);
    expect(
      within(screen.getByRole('region', { name: 'Dein Buch' })).getByRole('link', {
        name: 'Buch durchblättern',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'PDF herunterladen' })).toBeNull();
  });

  it('shows a failed production with its error and how to reach support', async () => {
    route({
      'GET /books/preview/b1': { status: 200, body: fullBook('failed') },
      'GET /books/b1': {
        status: 200,
        body: detail({ status: 'failed', download_url: null, error: 'Illustration timed out' }),
      },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await tick(10);
    expect(screen.getByRole('alert').textContent).toBe(
      'We couldn’t finish your book. Please contact support – we’ll sort it out.',
    );
    expect(within(side()).getByText('Details: Illustration timed out')).toBeTruthy();
    expect(within(side()).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@verlag.test',
    );
    expect(within(side()).queryByRole('link', { name: 'View Flipbook' })).toBeNull();
    await tick(9000);
    expect(calls('/books/preview/b1')).toBe(1);
  });
});

describe('a preview just paid for', () => {
  it('turns into the full book’s page once its production starts, without a reload', async () => {
    const preview = { ...fullBook('completed'), is_preview: true };
    route({
      'GET /books/preview/b1': [
        { status: 200, body: preview },
        { status: 200, body: fullBook('queued') },
      ],
      'GET /books/b1': [
        { status: 200, body: detail({ is_preview: true, status: 'completed', download_url: null }) },
        { status: 200, body: detail({ is_preview: false, status: 'queued', download_url: null }) },
      ],
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await tick(0);
    expect(screen.queryByRole('region', { name: 'Your book' })).toBeNull();
    // Paid, still a preview: the book detail is asked again until the production has started …
    await tick(5000);
    for (let i = 0; i < 5; i++) await tick(50);
    // … and then the page is the full book's, following the production.
    expect(calls('/books/preview/b1')).toBe(2);
    expect(side()).toBeTruthy();
  });
});
