/** @jest-environment jsdom */
import type { Order } from '@fabelhaft/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/providers';
import { CheckoutResult, checkoutBookId, isCancelPath } from './CheckoutResult';

jest.mock('../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const BOOK = '3f1c9a52-0000-4000-8000-000000000024';
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const reply = (status: number, body?: unknown) => ({
  ok: status < 400,
  status,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

const text = (el: Element | null | undefined) => el?.textContent ?? '';

describe('checkout result (spec §2)', () => {
  it('tells the cancel path from every other path', () => {
    expect(isCancelPath('/checkout/cancel')).toBe(true);
    expect(isCancelPath('/checkout/cancel/')).toBe(true);
    expect(isCancelPath('/checkout/cancel?session_id=cs_1')).toBe(true);
    expect(isCancelPath('/checkout/success')).toBe(false);
    expect(isCancelPath('/checkout/cancelled')).toBe(false);
  });

  it('says that no payment was taken on /checkout/cancel', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/cancel" />);
    expect(text(screen.getByRole('heading', { level: 1 }))).toContain('Bezahlung abgebrochen');
    expect(screen.getByText(/Es wurde keine Zahlung ausgeführt/)).toBeTruthy();
  });

  it('confirms the payment on /checkout/success', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/success" />, { language: 'en' });
    expect(text(screen.getByRole('heading', { level: 1 }))).toContain('Thank you! Your book is being made');
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
  });

  it('links to the books and to the builder', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/success" />);
    expect(screen.getByRole('link', { name: 'Zu meinen Büchern' }).getAttribute('href')).toBe('/books');
    expect(screen.getByRole('link', { name: 'Neues Buch erstellen' }).getAttribute('href')).toBe('/builder');
  });

  it.each(['/checkout/success', '/checkout/cancel'])(
    'marks the books, the book, the preview and the orders stale on %s, so they are fetched fresh',
    async (pathname) => {
      const queryClient = new QueryClient();
      for (const key of [['books'], ['orders'], ['book', 'b1'], ['preview', 'b1'], ['limits']]) {
        queryClient.setQueryData(key, { cached: true });
      }
      await renderWithProviders(<CheckoutResult pathname={pathname} />, { queryClient });
      const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
      expect(stale(['books'])).toBe(true);
      expect(stale(['orders'])).toBe(true);
      expect(stale(['book', 'b1'])).toBe(true);
      expect(stale(['preview', 'b1'])).toBe(true);
      expect(stale(['limits'])).toBe(false);
    },
  );

  it('reads the book from the return URL only when it looks like a book id', () => {
    expect(checkoutBookId(BOOK)).toBe(BOOK);
    expect(checkoutBookId('../../admin')).toBeUndefined();
    expect(checkoutBookId(undefined)).toBeUndefined();
  });

  it('closes the cancelled checkout once and leads back to that book’s preview (issue #24)', async () => {
    fetchMock.mockResolvedValue(reply(200, { payment_status: 'none' }));
    await renderWithProviders(<CheckoutResult pathname="/checkout/cancel" bookId={BOOK} />, {
      language: 'en',
    });
    await settle();
    const posts = fetchMock.mock.calls.filter(([, init]: [string, RequestInit]) => init?.method === 'POST');
    expect(posts.map(([url]: [string]) => url)).toEqual([`http://bff.test/books/${BOOK}/checkout/cancel`]);
    expect(screen.getByTestId('cancel-status').textContent).toBe(
      'All reset: you can order again from your preview at any time.',
    );
    expect(screen.getByRole('link', { name: 'Back to your preview' }).getAttribute('href')).toBe(
      `/preview/${BOOK}`,
    );
    expect(screen.getByRole('link', { name: 'Go to my books' }).getAttribute('href')).toBe('/books');
    expect(screen.queryByRole('link', { name: 'Create a new book' })).toBeNull();
  });

  it('still leads back to the preview when the checkout could not be closed', async () => {
    fetchMock.mockResolvedValue(reply(503, { detail: 'down' }));
    await renderWithProviders(<CheckoutResult pathname="/checkout/cancel" bookId={BOOK} />);
    await settle();
    expect(screen.getByTestId('cancel-status').getAttribute('data-state')).toBe('failed');
    expect(screen.getByRole('link', { name: 'Zurück zur Vorschau' }).getAttribute('href')).toBe(
      `/preview/${BOOK}`,
    );
  });

  it('shows the order just checked out with its coupon and discount (issue #24)', async () => {
    const order: Order = {
      order_id: '7b1c9a52-1111-4000-8000-000000000001',
      status: 'paid',
      created_at: '2026-11-21T10:00:00.000Z',
      paid_at: '2026-11-21T10:05:00.000Z',
      amount_total: 2610,
      currency: 'EUR',
      coupon_code: 'WELCOME10',
      amount_subtotal: 2900,
      amount_discount: 290,
      invoice_pdf_url: null,
      receipt_url: null,
      refunded_amount: 0,
      credit_notes: [],
      items: [
        {
          id: 'i1',
          book_id: BOOK,
          cover_url: null,
          description: 'Mia und die Karte',
          format: 'booklet',
          quantity: 1,
          amount_total: 2610,
          currency: 'EUR',
          fulfillment_status: 'pending',
          refunded: false,
          tracking_number: null,
          tracking_url: null,
          carrier: null,
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    fetchMock.mockResolvedValue(reply(200, { orders: [order] }));
    await renderWithProviders(<CheckoutResult pathname="/checkout/success" bookId={BOOK} />);
    await settle();
    const summary = screen.getByTestId('order-summary');
    const norm = (s: string | null) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(norm(summary.textContent)).toContain('Bestellung 7B1C9A52');
    expect(norm(summary.textContent)).toContain('Mia und die KarteHeft');
    expect(norm(screen.getByTestId('order-summary-discount').textContent)).toBe('Gutschein WELCOME10-2,90 €');
    expect(norm(summary.textContent)).toContain('Betrag26,10 €');
    expect(
      fetchMock.mock.calls.every(([, init]: [string, RequestInit]) => !init?.method || init.method === 'GET'),
    ).toBe(true);
  });
});
