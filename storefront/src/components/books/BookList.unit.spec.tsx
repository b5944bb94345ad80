/** @jest-environment jsdom */
import type { BookListItem } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { checkoutRedirect } from '../checkout/queries';
import { MyBooks } from './BookList';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const book = (over: Partial<BookListItem> = {}): BookListItem => ({
  book_id: 'b1',
  approved_at: null,
  title: 'Finn lernt schwimmen',
  idea: 'A fox named Finn learns to swim',
  format: 'booklet',
  preview_status: 'completed',
  payment_status: 'none',
  status: 'queued',
  is_preview: true,
  cover_url: 'http://assets.test/b1.webp',
  download_url: null,
  created_at: '2025-03-04T15:05:00Z',
  ...over,
});

const fetchMock = jest.fn();
type Reply = { status: number; body?: unknown };
function route(replies: Record<string, Reply | Promise<Reply> | (Reply | Promise<Reply>)[]>) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
    const entry = replies[key];
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    if (!next) throw new Error(`unexpected ${key}`);
    const reply = await next;
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
}
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const calls = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) =>
      `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}` === key,
  ).length;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('My books (spec §2)', () => {
  it('shows a card per book: title, cover, date, preview note, status and open-preview link', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book()] } } });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const card = screen.getByTestId('book-card');
    expect(within(card).getByRole('heading').textContent).toBe('Finn lernt schwimmen');
    expect(within(card).getByRole('img').getAttribute('src')).toBe('http://assets.test/b1.webp');
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText(/This is only a preview/)).toBeTruthy();
    expect(within(card).getByText(/^Created on .*2025/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Open preview/ })
        .getAttribute('href'),
    ).toBe('/preview/b1');
    expect(within(card).queryByRole('link', { name: 'View Flipbook' })).toBeNull();
  });

  it('links a completed full book to its flipbook, and offers no delete for it', async () => {
    route({
      'GET /books': {
        status: 200,
        body: { books: [book({ is_preview: false, status: 'completed', title: null })] },
      },
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const card = screen.getByTestId('book-card');
    expect(within(card).getByRole('heading').textContent).toBe('A fox named Finn learns to swim');
    expect(within(card).getByRole('link', { name: 'View Flipbook' }).getAttribute('href')).toBe(
      '/books/b1/viewer',
    );
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('offers no delete while a preview is still being made, and shows generating as running', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book({ preview_status: 'generating' })] } } });
    await renderWithProviders(<MyBooks />);
    await settle();
    expect(screen.getByText('Wird erstellt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Löschen/ })).toBeNull();
  });

  it('shows a friendly empty state with a call to create', async () => {
    route({ 'GET /books': { status: 200, body: { books: [] } } });
    await renderWithProviders(<MyBooks />);
    await settle();
    expect(screen.getByRole('link', { name: 'Erstes Buch gestalten' }).getAttribute('href')).toBe('/builder');
  });

  it('shows an error with retry when the list cannot load', async () => {
    route({ 'GET /books': [{ status: 503 }, { status: 200, body: { books: [book()] } }] });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load your books');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.getByTestId('book-card')).toBeTruthy();
  });

  it('refetches the list when the preview parameter is present', async () => {
    route({ 'GET /books': { status: 200, body: { books: [] } } });
    await renderWithProviders(<MyBooks refresh="b9" />);
    await settle();
    expect(calls('GET /books')).toBeGreaterThanOrEqual(1);
  });

  it('deletes a completed preview through the confirm dialog and refetches the list', async () => {
    route({
      'GET /books': [
        { status: 200, body: { books: [book()] } },
        { status: 200, body: { books: [] } },
      ],
      'DELETE /books/b1': { status: 204 },
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this preview?' });
    expect(dialog.textContent).toContain('Finn lernt schwimmen');
    expect(dialog.textContent).toContain('2025');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' })));
    await settle();
    expect(calls('DELETE /books/b1')).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('book-card')).toBeNull();
  });

  it('shows the delete error when deleting fails, and cancels with Escape', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book()] } }, 'DELETE /books/b1': { status: 409 } });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' })));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not delete the preview. Please try again.',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('book-card')).toBeTruthy();
  });
});

describe('My books checkout (spec §2, §5, §8)', () => {
  let redirect: jest.SpyInstance;
  beforeEach(() => {
    redirect = jest.spyOn(checkoutRedirect, 'to').mockImplementation(() => undefined);
  });
  afterEach(() => redirect.mockRestore());

  const checkoutBody = () => {
    const call = fetchMock.mock.calls.find(
      ([, init]: [string, RequestInit | undefined]) => init?.method === 'POST',
    );
    return JSON.parse((call![1] as RequestInit).body as string);
  };

  it('offers checkout on a completed preview and goes to the provider with the board format', async () => {
    let answer!: (reply: Reply) => void;
    route({
      'GET /books': { status: 200, body: { books: [book({ format: 'board' })] } },
      'POST /books/b1/checkout': new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const card = screen.getByTestId('book-card');
    const button = within(card).getByRole('button', { name: 'Checkout now: Finn lernt schwimmen' });
    await act(async () => fireEvent.click(button));
    await settle(); // TanStack tells observers in a timeout
    expect(button.textContent).toBe('Redirecting to checkout…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls('POST /books/b1/checkout')).toBe(1);
    expect(checkoutBody()).toEqual({ format: 'board' });
    await act(async () =>
      answer({
        status: 200,
        body: { checkout_url: 'https://pay.test/cs_9', session_id: 'cs_9', payment_status: 'pending' },
      }),
    );
    await settle();
    expect(redirect).toHaveBeenCalledWith('https://pay.test/cs_9');
  });

  it('shows the error per book: the server detail first (spec §8), else the generic text', async () => {
    route({
      'GET /books': {
        status: 200,
        body: { books: [book(), book({ book_id: 'b2', title: 'Mia fliegt', format: null })] },
      },
      'POST /books/b1/checkout': {
        status: 409,
        // The BFF writes the detail in the site's language (Accept-Language).
        body: { detail: 'This book has already been paid for.', code: 'ORDERS.ALREADY_PAID' },
      },
      'POST /books/b2/checkout': { status: 502 },
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const [first, second] = screen.getAllByTestId('book-card');
    await act(async () => fireEvent.click(within(second!).getByRole('button', { name: /^Checkout now/ })));
    await settle();
    expect(within(second!).getByTestId('checkout-error').textContent).toBe(
      'We could not start the checkout. Please try again.',
    );
    expect(within(first!).queryByTestId('checkout-error')).toBeNull();
    expect(checkoutBody()).toEqual({ format: 'booklet' });

    await act(async () => fireEvent.click(within(first!).getByRole('button', { name: /^Checkout now/ })));
    await settle();
    // The server's detail, as spec §8 orders it.
    expect(within(first!).getByTestId('checkout-error').textContent).toBe(
      'This book has already been paid for.',
    );
    expect(within(first!).getByTestId('checkout-error').closest('[aria-live="polite"]')).toBeTruthy();
    // 409: the list is asked again, so the paid state can show.
    expect(calls('GET /books')).toBe(2);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows no checkout while the preview is being made', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book({ preview_status: 'running' })] } } });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    expect(screen.queryByRole('button', { name: /Checkout now/ })).toBeNull();
  });

  it('says when a book is paid and being made, without checkout or delete', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book({ payment_status: 'success' })] } } });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const card = screen.getByTestId('book-card');
    expect(within(card).getByRole('status').textContent).toBe('Paid — your book is being made');
    expect(within(card).queryByRole('button', { name: /Checkout now/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it.each([
    ['pending', 'Deine Zahlung wird bearbeitet…'],
    ['failed', 'Die Zahlung ist fehlgeschlagen. Du kannst es noch einmal versuchen.'],
  ])('shows a %s payment and still offers checkout', async (payment, line) => {
    route({ 'GET /books': { status: 200, body: { books: [book({ payment_status: payment })] } } });
    await renderWithProviders(<MyBooks />);
    await settle();
    const card = screen.getByTestId('book-card');
    expect(within(card).getByRole('status').textContent).toBe(line);
    expect(within(card).getByRole('button', { name: /^Jetzt bestellen/ })).toBeTruthy();
  });

  it('marks a finished paid book as paid, links its flipbook and its download', async () => {
    route({
      'GET /books': {
        status: 200,
        body: {
          books: [
            book({
              is_preview: false,
              status: 'completed',
              payment_status: 'success',
              download_url: 'https://assets.test/b1.pdf',
            }),
          ],
        },
      },
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const card = screen.getByTestId('book-card');
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View Flipbook' }).getAttribute('href')).toBe(
      '/books/b1/viewer',
    );
    expect(
      within(card).getByRole('link', { name: 'Download PDF: Finn lernt schwimmen' }).getAttribute('href'),
    ).toBe('https://assets.test/b1.pdf');
  });
});

describe('My books after approval for print (issue #15)', () => {
  const approved = (id: string) =>
    book({
      book_id: id,
      title: `Finn ${id}`,
      is_preview: false,
      status: 'completed',
      payment_status: 'success',
      approved_at: '2026-11-23T09:00:00.000Z',
    });
  const orderItem = (bookId: string, over: Record<string, unknown>) => ({
    id: `i-${bookId}`,
    book_id: bookId,
    cover_url: null,
    description: 'Finn',
    format: 'booklet',
    quantity: 1,
    amount_total: 2900,
    currency: 'EUR',
    fulfillment_status: 'ready_for_print',
    refunded: false,
    created_at: '2026-11-20T10:00:00.000Z',
    ...over,
  });

  it('marks approved books and links the parcel of a shipped one to the tracking page', async () => {
    route({
      'GET /books': {
        status: 200,
        body: { books: [approved('b1'), approved('b2'), book({ book_id: 'b3' })] },
      },
      'GET /limits': {
        status: 200,
        body: { preview_limit: 5, preview_remaining: 1, edit_limit: 3, edit_remaining: 3 },
      },
      'GET /limits/requests': { status: 200, body: { requests: [] } },
      'GET /books/orders': {
        status: 200,
        body: {
          orders: [
            {
              order_id: 'o1',
              status: 'paid',
              created_at: '2026-11-20T10:00:00.000Z',
              paid_at: '2026-11-20T10:00:00.000Z',
              amount_total: 5800,
              currency: 'EUR',
              invoice_pdf_url: null,
              receipt_url: null,
              items: [
                orderItem('b1', {
                  fulfillment_status: 'shipped',
                  carrier: 'DHL',
                  tracking_number: 'JJD0099',
                }),
                orderItem('b2', { fulfillment_status: 'printed' }),
              ],
              refunded_amount: 0,
              credit_notes: [],
            },
          ],
        },
      },
    });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await screen.findByTestId('book-tracking');
    const [shipped, printing, preview] = screen.getAllByTestId('book-card');
    expect(within(shipped!).getByTestId('book-approved').textContent).toBe('Approved');
    // issue #24: the parcel's word, as the book page and /tracking say it, not "Shipped".
    expect(within(shipped!).getByTestId('book-tracking').textContent).toContain(
      'Label created · Parcel with DHL',
    );
    expect(within(shipped!).getByRole('link', { name: 'Track parcel JJD0099' }).getAttribute('href')).toBe(
      '/tracking?number=JJD0099',
    );
    expect(within(printing!).getByTestId('book-approved')).toBeTruthy();
    expect(within(printing!).queryByTestId('book-tracking')).toBeNull();
    expect(within(preview!).queryByTestId('book-approved')).toBeNull();
    // issue #24: editing ended with the approval, so no edit allowance is shown on an approved book.
    expect(within(shipped!).queryByTestId('book-edits')).toBeNull();
    expect(within(printing!).queryByTestId('book-edits')).toBeNull();
    expect(calls('GET /books/orders')).toBe(1);
  });

  it('does not ask for the orders while no book is approved', async () => {
    route({ 'GET /books': { status: 200, body: { books: [book()] } } });
    await renderWithProviders(<MyBooks />, { language: 'de' });
    await settle();
    expect(calls('GET /books/orders')).toBe(0);
    expect(screen.queryByTestId('book-approved')).toBeNull();
  });
});
