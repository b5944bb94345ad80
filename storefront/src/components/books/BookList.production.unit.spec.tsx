/** @jest-environment jsdom */
import type { BookListItem } from '@fabelhaft/contracts';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { MyBooks } from './BookList';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

/** A paid book in production: is_preview false, the production's status in `status`. */
const book = (over: Partial<BookListItem> = {}): BookListItem => ({
  book_id: 'b1',
  approved_at: null,
  title: 'Finn lernt schwimmen',
  idea: 'A fox named Finn learns to swim',
  format: 'booklet',
  preview_status: 'completed',
  payment_status: 'success',
  status: 'running',
  is_preview: false,
  cover_url: null,
  download_url: null,
  created_at: '2025-03-04T15:05:00Z',
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
const listCalls = () => fetchMock.mock.calls.filter(([url]: [string]) => url.endsWith('/books')).length;
const tick = (ms: number) => act(async () => jest.advanceTimersByTimeAsync(ms));
const list = (...books: BookListItem[]) => ({ status: 200, body: { books } });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('My books while a book is made (spec §2, §4, §9)', () => {
  it('says the book is being made, keeps polling every 3 s, then links the flipbook and the PDF', async () => {
    route({
      'GET /books': [
        list(book({ status: 'queued' })),
        list(book({ status: 'orchestrating' })),
        list(book()),
        list(book({ status: 'completed', download_url: 'https://assets.test/b1.pdf' })),
      ],
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await tick(10);
    let card = screen.getByTestId('book-card');
    expect(within(card).getByRole('status').textContent).toBe(
      'Your book is being made — this can take up to 1 hour.',
    );
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).getByText('Queued')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'View Flipbook' })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Open preview: Finn lernt schwimmen' }).getAttribute('href'),
    ).toBe('/preview/b1');

    await tick(3000);
    await tick(3000);
    expect(within(screen.getByTestId('book-card')).getByText('Running')).toBeTruthy();
    await tick(3000);
    expect(listCalls()).toBe(4);
    card = screen.getByTestId('book-card');
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View Flipbook' }).getAttribute('href')).toBe(
      '/books/b1/viewer',
    );
    const pdf = within(card).getByRole('link', { name: 'Download PDF: Finn lernt schwimmen' });
    expect(pdf.getAttribute('href')).toBe('https://assets.test/b1.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);

    await tick(9000);
    expect(listCalls()).toBe(4);
  });

  it('keeps polling after payment until the production has been requested', async () => {
    route({
      'GET /books': [list(book({ is_preview: true, status: 'completed' })), list(book({ status: 'queued' }))],
    });
    await renderWithProviders(<MyBooks />);
    await tick(10);
    expect(within(screen.getByTestId('book-card')).getByRole('status').textContent).toBe(
      'Bezahlt – dein Buch entsteht gerade',
    );
    await tick(3000);
    expect(listCalls()).toBe(2);
    expect(within(screen.getByTestId('book-card')).getByRole('status').textContent).toBe(
      'Dein Buch entsteht gerade – das kann bis zu einer Stunde dauern.',
    );
  });

  it('stops polling when nothing is changing any more', async () => {
    route({
      'GET /books': list(
        book({ status: 'completed' }),
        book({ book_id: 'b2', is_preview: true, payment_status: 'none', status: 'completed' }),
      ),
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await tick(10);
    await tick(9000);
    expect(listCalls()).toBe(1);
  });

  it('shows a failed production with a way to reach support, and no flipbook', async () => {
    route({ 'GET /books': list(book({ status: 'failed' })) });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await tick(10);
    const card = screen.getByTestId('book-card');
    expect(within(card).getByText('We couldn’t finish your book.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@verlag.test',
    );
    expect(within(card).queryByRole('link', { name: 'View Flipbook' })).toBeNull();
    expect(within(card).queryByText('Paid — your book is being made')).toBeNull();
  });
});
