/** @jest-environment jsdom */
import type { BookDetail, BookPreviewResponse } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { PreviewDetail } from './PreviewDetail';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));
const navigate = jest.fn();
jest.mock('vike/client/router', () => ({ navigate: (...args: unknown[]) => navigate(...args) }));

const response = (over: Partial<BookPreviewResponse> = {}): BookPreviewResponse => ({
  book_id: 'b1',
  status: 'completed',
  preview_status: 'completed',
  preview_remaining: 4,
  preview_limit: 5,
  preview_threshold: 2,
  preview_needs_support: false,
  created_at: '2025-03-04T15:05:00Z',
  preview: {
    title: 'Finn and the lake',
    synopsis: 'Finn is afraid of water.',
    chapters: [{ title: 'The lake', summary: 'Finn sees the lake.' }, { content: 'Finn swims.' }, {}],
  },
  cover_url: 'http://assets.test/b1.webp',
  is_preview: true,
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
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const previewCalls = () =>
  fetchMock.mock.calls.filter(([url]: [string]) => url.endsWith('/books/preview/b1')).length;

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('preview detail (spec §2)', () => {
  it('shows the missing-id card without calling the BFF', async () => {
    await renderWithProviders(<PreviewDetail bookId="  " />, { language: 'en' });
    expect(screen.getByRole('alert').textContent).toContain(
      "We couldn't identify the preview you were looking for.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a completed preview: title, status, date, cover, synopsis and chapters with fallbacks', async () => {
    route({ 'GET /books/preview/b1': { status: 200, body: response() } });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finn and the lake');
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText(/^Created on .*2025/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover of “Finn and the lake”' }).getAttribute('src')).toBe(
      'http://assets.test/b1.webp',
    );
    expect(screen.getByText('Finn is afraid of water.')).toBeTruthy();
    const chapters = screen.getAllByTestId('preview-chapter');
    expect(chapters.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'The lake',
      'Finn swims.',
      'Chapter 3',
    ]);
    expect(within(chapters[0]!).getByText('Finn sees the lake.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage my books' }).getAttribute('href')).toBe('/books');
    expect((screen.getByRole('button', { name: 'Delete preview' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('uses the synopsis and title fallbacks', async () => {
    route({ 'GET /books/preview/b1': { status: 200, body: response({ preview: {} }) } });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Untitled');
    expect(screen.getByText(/summary appears here/)).toBeTruthy();
  });

  it('polls every 3 s while in progress (showing generating as running), then stops once completed', async () => {
    jest.useFakeTimers();
    route({
      'GET /books/preview/b1': [
        { status: 200, body: response({ preview_status: 'generating', preview: null, cover_url: null }) },
        { status: 200, body: response() },
      ],
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await act(async () => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.getByText('Your story is being created.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete preview' }) as HTMLButtonElement).disabled).toBe(true);
    expect(previewCalls()).toBe(1);
    await act(async () => jest.advanceTimersByTimeAsync(3000));
    expect(previewCalls()).toBe(2);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByText('Your story is being created.')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(9000));
    expect(previewCalls()).toBe(2);
  });

  it('falls back to GET /books/{id} on a 400', async () => {
    const detail: BookDetail = {
      book_id: 'b1',
      revision: 0,
      main_language: 'en',
      age_range: '5 years',
      approved_at: null,
      likeness: null,
      print: null,
      status: 'completed',
      preview_status: 'failed',
      is_preview: true,
      payment_status: 'none',
      preview: { title: 'Fallback' },
      tier: null,
      format: null,
      cover_url: null,
      created_at: '2025-03-04T15:05:00Z',
      download_url: null,
      error: null,
    };
    route({ 'GET /books/preview/b1': { status: 400 }, 'GET /books/b1': { status: 200, body: detail } });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fallback');
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('shows "Preview unavailable" with a retry when loading fails', async () => {
    route({ 'GET /books/preview/b1': [{ status: 500 }, { status: 200, body: response() }] });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Preview unavailable');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finn and the lake');
  });

  it('deletes after confirming and goes to /books; shows the error when it fails', async () => {
    route({
      'GET /books/preview/b1': { status: 200, body: response() },
      'DELETE /books/b1': [{ status: 409 }, { status: 204 }],
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this preview?' });
    expect(dialog.textContent).toContain('Finn and the lake');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' })));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not delete the preview. Please try again.',
    );
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' })));
    await settle();
    expect(navigate).toHaveBeenCalledWith('/books');
  });
});
