/** @jest-environment jsdom */
import type { BookDetail, BookPreviewResponse } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { checkoutRedirect } from '../checkout/queries';
import { PreviewDetail } from './PreviewDetail';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));
jest.mock('vike/client/router', () => ({ navigate: jest.fn() }));

const preview = (over: Partial<BookPreviewResponse> = {}): BookPreviewResponse => ({
  book_id: 'b1',
  status: 'completed',
  preview_status: 'completed',
  preview_remaining: 4,
  preview_limit: 5,
  preview_threshold: 2,
  preview_needs_support: false,
  created_at: '2025-03-04T15:05:00Z',
  preview: { title: 'Finn and the lake', synopsis: 'Finn is afraid of water.' },
  cover_url: null,
  is_preview: true,
  ...over,
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
  is_preview: true,
  payment_status: 'none',
  preview: { title: 'Finn and the lake' },
  tier: null,
  format: 'booklet',
  cover_url: null,
  created_at: '2025-03-04T15:05:00Z',
  download_url: null,
  error: null,
  ...over,
});

const fetchMock = jest.fn();
type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
function route(replies: Record<string, Reply | Reply[]>) {
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
const checkoutCalls = () =>
  fetchMock.mock.calls.filter(([, init]: [string, RequestInit | undefined]) => init?.method === 'POST');
const checkoutButton = () =>
  screen.getByRole('button', { name: /^(Checkout now|Redirecting to checkout…)$/ }) as HTMLButtonElement;

let redirect: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  redirect = jest.spyOn(checkoutRedirect, 'to').mockImplementation(() => undefined);
});
afterEach(() => redirect.mockRestore());

async function renderPreview(
  over: { preview?: Partial<BookPreviewResponse>; book?: Partial<BookDetail>; prices?: Reply },
  checkout?: Reply | Reply[],
  language: 'de' | 'en' = 'en',
) {
  route({
    'GET /books/preview/b1': { status: 200, body: preview(over.preview) },
    'GET /books/b1': { status: 200, body: detail(over.book) },
    'GET /prices': over.prices ?? { status: 200, body: priceList },
    ...(checkout ? { 'POST /books/b1/checkout': checkout } : {}),
  });
  await renderWithProviders(<PreviewDetail bookId="b1" />, { language });
  await settle();
  await settle();
}

describe('preview checkout (spec §2 side column, §5 format, §8 checkout error)', () => {
  it('keeps checkout-now disabled until the preview is completed, and does not ask for the book before', async () => {
    await renderPreview({ preview: { preview_status: 'generating' } });
    expect(checkoutButton().disabled).toBe(true);
    expect(screen.getByText('You can order as soon as the preview is completed.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]: [string]) => url.endsWith('/books/b1'))).toBe(false);
  });

  it('shows the format with its explanation, the age-based suggestion and the price with VAT before the button (issue #24)', async () => {
    await renderPreview({});
    const offer = screen.getByTestId('offer');
    const norm = (el: Element) => (el.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(norm(within(offer).getByTestId('offer-format'))).toBe('Booklet');
    expect(norm(within(offer).getByTestId('offer-price'))).toBe(
      '€29.00 incl. 7 % VAT and shipping within the EU',
    );
    expect(norm(within(offer).getByTestId('offer-explain'))).toContain('24 pages, 18 × 24 cm');
    expect(norm(within(offer).getByTestId('offer-suggest'))).toBe(
      'We suggest the booklet from age 3 – your book is written for a 5-year-old.',
    );
    // Read before the button: the offer comes first in the card.
    expect(offer.compareDocumentPosition(checkoutButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in German for a board book for the youngest', async () => {
    await renderPreview({ book: { format: 'board', age_range: '0-3 years' } }, undefined, 'de');
    const offer = screen.getByTestId('offer');
    const norm = (el: Element) => (el.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(norm(within(offer).getByTestId('offer-format'))).toBe('Pappbilderbuch');
    expect(norm(within(offer).getByTestId('offer-price'))).toBe(
      '39,00 € inkl. 7 % MwSt. und Versand innerhalb der EU',
    );
    expect(norm(within(offer).getByTestId('offer-suggest'))).toBe(
      'Wir empfehlen das Pappbilderbuch für Kinder unter 3 Jahren – dein Buch ist für Kinder von 0–3 Jahren geschrieben.',
    );
  });

  it('points to the payment page for the price when the price list cannot be read, and still offers the checkout', async () => {
    await renderPreview({ prices: { status: 503 } });
    expect(screen.getByTestId('offer-price').textContent).toBe(
      'You see the price on the payment page before you pay.',
    );
    expect(checkoutButton().disabled).toBe(false);
  });

  it('starts the checkout of a board book with format board and goes to checkout_url', async () => {
    let answer!: (reply: { status: number; body?: unknown }) => void;
    const pending = new Promise<{ status: number; body?: unknown }>((resolve) => (answer = resolve));
    await renderPreview({ book: { format: 'board' } }, pending);
    expect(checkoutButton().disabled).toBe(false);

    await act(async () => fireEvent.click(checkoutButton()));
    await settle(); // TanStack tells observers in a timeout
    expect(checkoutButton().textContent).toBe('Redirecting to checkout…');
    expect(checkoutButton().disabled).toBe(true);
    const [url, init] = checkoutCalls()[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/books/b1/checkout');
    expect(JSON.parse(init.body as string)).toEqual({ format: 'board' });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token-of-demo');

    await act(async () => answer({ status: 200, body: checkoutResponse }));
    await settle();
    expect(redirect).toHaveBeenCalledWith('https://pay.test/cs_1');
    // Still leaving for the provider: no second checkout can start.
    expect(checkoutButton().textContent).toBe('Redirecting to checkout…');
    expect(checkoutButton().disabled).toBe(true);
  });

  it('orders a booklet for any other format', async () => {
    await renderPreview({ book: { format: null } }, { status: 200, body: checkoutResponse });
    await act(async () => fireEvent.click(checkoutButton()));
    await settle();
    expect(JSON.parse(checkoutCalls()[0]![1].body as string)).toEqual({ format: 'booklet' });
  });

  it("leaves the format to the server when the book's detail cannot be read", async () => {
    route({
      'GET /books/preview/b1': { status: 200, body: preview() },
      'GET /books/b1': { status: 503 },
      'POST /books/b1/checkout': { status: 200, body: checkoutResponse },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    await settle();
    await act(async () => fireEvent.click(checkoutButton()));
    await settle();
    expect(JSON.parse(checkoutCalls()[0]![1].body as string)).toEqual({});
    expect(redirect).toHaveBeenCalledWith('https://pay.test/cs_1');
  });

  it("shows the server's detail when the checkout cannot start, and the button works again", async () => {
    await renderPreview(
      {},
      {
        status: 400,
        body: { detail: 'This coupon code is not valid', code: 'ORDERS.COUPON_INVALID' },
      },
    );
    await act(async () => fireEvent.click(checkoutButton()));
    await settle();
    expect(screen.getByTestId('checkout-error').textContent).toBe('This coupon code is not valid');
    expect(screen.getByTestId('checkout-error').closest('[aria-live="polite"]')).toBeTruthy();
    expect(checkoutButton().textContent).toBe('Checkout now');
    expect(checkoutButton().disabled).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('falls back to the generic text without a detail (German too)', async () => {
    await renderPreview({}, { status: 502 }, 'de');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Jetzt bestellen' })));
    await settle();
    expect(screen.getByTestId('checkout-error').textContent).toBe(
      'Die Bezahlung konnte nicht gestartet werden. Bitte versuche es noch einmal.',
    );
  });

  it('uses the generic English text when the response has no checkout address', async () => {
    await renderPreview({}, { status: 200, body: { session_id: 'cs_1', payment_status: 'pending' } });
    await act(async () => fireEvent.click(checkoutButton()));
    await settle();
    expect(screen.getByTestId('checkout-error').textContent).toBe(
      'We could not start the checkout. Please try again.',
    );
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends a valid coupon code in capitals and refuses an invalid one', async () => {
    await renderPreview({}, { status: 200, body: checkoutResponse });
    const toggle = screen.getByRole('button', { name: /I have a coupon code/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = screen.getByRole('textbox', { name: 'Coupon code' });

    fireEvent.change(input, { target: { value: 'summer 25!' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('only letters, digits');
    expect(checkoutButton().disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'X'.repeat(65) } });
    expect(screen.getByRole('alert').textContent).toBe('A coupon code has at most 64 characters.');
    expect(checkoutButton().disabled).toBe(true);

    fireEvent.change(input, { target: { value: ' summer_25-a ' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(checkoutButton()));
    await settle();
    expect(JSON.parse(checkoutCalls()[0]![1].body as string)).toEqual({
      format: 'booklet',
      coupon_code: 'SUMMER_25-A',
    });
  });

  it.each([
    ['pending', 'Payment in progress…'],
    ['failed', 'The payment failed. You can try again.'],
  ])('says so when the payment is %s and still offers the checkout', async (payment, text) => {
    await renderPreview({ book: { payment_status: payment } });
    expect(screen.getByTestId('payment-notice').textContent).toBe(text);
    expect(checkoutButton().disabled).toBe(false);
  });

  it('replaces the checkout with a paid state once paid, and then offers no delete', async () => {
    await renderPreview({ book: { payment_status: 'success' } });
    expect(screen.queryByRole('button', { name: 'Checkout now' })).toBeNull();
    expect(screen.getByTestId('payment-notice').textContent).toBe('Paid — your book is being made');
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete preview' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Paid books cannot be deleted.')).toBeTruthy();
  });

  it('lists what happens after payment next to the button', async () => {
    await renderPreview({});
    const hints = screen.getByRole('list', { name: 'Good to know' });
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'After payment your whole book is made with all its illustrations – in up to 1 hour.',
      'Printed and bound in the EU.',
      'All prices include VAT.',
      'You pay securely on our payment provider’s hosted checkout page.',
    ]);
  });

  it('shows a full book its generation card, then its flipbook, and no checkout', async () => {
    route({
      'GET /books/preview/b1': { status: 400 },
      'GET /books/b1': { status: 200, body: detail({ is_preview: false, payment_status: 'success' }) },
    });
    await renderWithProviders(<PreviewDetail bookId="b1" />, { language: 'en' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Checkout now' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your book' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Flipbook' }).getAttribute('href')).toBe('/books/b1/viewer');
    expect(screen.getByRole('link', { name: 'View all books' }).getAttribute('href')).toBe('/books');
  });
});

const priceList = {
  currency: 'EUR',
  vat_rate_percent: 7,
  vat_included: true,
  formats: [
    { format: 'booklet', amount: 2900 },
    { format: 'board', amount: 3900 },
  ],
};

const checkoutResponse = {
  checkout_url: 'https://pay.test/cs_1',
  session_id: 'cs_1',
  payment_status: 'pending',
};
