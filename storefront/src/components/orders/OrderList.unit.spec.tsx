/** @jest-environment jsdom */
import type { Order, OrderItem } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { AccountOrders, OrderListView } from './OrderList';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 'i1',
  book_id: 'b1',
  cover_url: 'https://assets.test/b1.webp',
  description: 'Finn lernt schwimmen',
  format: 'board',
  quantity: 1,
  amount_total: 2900,
  currency: 'EUR',
  fulfillment_status: 'ready_for_print',
  refunded: false,
  tracking_number: null,
  tracking_url: null,
  carrier: null,
  created_at: '2025-03-04T12:00:00Z',
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  order_id: '3f2a9c1b-77aa-4d0e-9e0b-1c2d3e4f5a6b',
  status: 'paid',
  created_at: '2025-03-04T12:00:00Z',
  paid_at: '2025-03-05T12:00:00Z',
  amount_total: 2900,
  currency: 'EUR',
  coupon_code: null,
  amount_subtotal: 2900,
  amount_discount: 0,
  invoice_pdf_url: 'https://assets.test/invoices/3f2a.pdf?sig=1',
  receipt_url: 'https://pay.test/receipts/1',
  items: [item()],
  refunded_amount: 0,
  credit_notes: [],
  ...over,
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
const view = (orders: Order[], language: 'de' | 'en' = 'en') =>
  renderWithProviders(
    <OrderListView orders={orders} isLoading={false} isError={false} onRetry={() => undefined} />,
    { language },
  );
/** The value next to a label in an order's facts. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const reply = (status: number, body?: unknown) => ({
  ok: status < 400,
  status,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});

describe('account orders (spec §2 Login and account, §4, §8, §9)', () => {
  it('shows an order in English: short id, dates, amount, status, invoice and its item', async () => {
    await view([order()]);
    const card = screen.getByTestId('order');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Order 3F2A9C1B');
    expect(text(fact(card, 'Ordered on'))).toBe('4 Mar 2025');
    expect(fact(card, 'Ordered on').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2025-03-04T12:00:00Z',
    );
    expect(text(fact(card, 'Paid on'))).toBe('5 Mar 2025');
    expect(text(fact(card, 'Total'))).toBe('€29.00');
    const badge = within(fact(card, 'Status')).getByText('Paid');
    expect(badge.className).toContain('badge-success');

    const invoice = within(card).getByRole('link', { name: 'Invoice (PDF)' });
    expect(invoice.getAttribute('href')).toBe('https://assets.test/invoices/3f2a.pdf?sig=1');
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('rel')).toContain('noopener');
    expect(within(card).queryByRole('link', { name: 'Receipt' })).toBeNull();

    const items = within(card).getByRole('list', { name: 'Books in order 3F2A9C1B' });
    const row = within(items).getByTestId('order-item');
    expect(within(row).getByText('Finn lernt schwimmen')).toBeTruthy();
    const cover = within(row).getByRole('img', { name: 'Cover of “Finn lernt schwimmen”' });
    expect(cover.getAttribute('src')).toBe('https://assets.test/b1.webp');
    expect(
      within(row).getByRole('link', { name: 'Open book: Finn lernt schwimmen' }).getAttribute('href'),
    ).toBe('/preview/b1');
    expect(text(fact(row, 'Format'))).toBe('Board book');
    expect(text(fact(row, 'Quantity'))).toBe('1');
    expect(text(fact(row, 'Price'))).toBe('€29.00');
    expect(text(fact(row, 'Progress'))).toBe('Ready for print');
    expect(text(fact(row, 'Date'))).toBe('4 Mar 2025');
  });

  it('shows the coupon and what it took off above the total (issue #24)', async () => {
    await view([
      order({ amount_total: 2610, coupon_code: 'WELCOME10', amount_subtotal: 2900, amount_discount: 290 }),
    ]);
    const card = screen.getByTestId('order');
    expect(text(fact(card, 'Subtotal'))).toBe('€29.00');
    expect(text(fact(card, 'Coupon WELCOME10'))).toBe('-€2.90');
    expect(text(fact(card, 'Total'))).toBe('€26.10');
  });

  it('shows no discount line without a discount', async () => {
    await view([order()]);
    expect(screen.queryByTestId('order-discount')).toBeNull();
  });

  it('shows amounts and dates the German way, and "—" before payment', async () => {
    await view(
      [
        order({
          status: 'requires_payment',
          paid_at: null,
          amount_total: 123456,
          invoice_pdf_url: null,
          receipt_url: null,
          items: [
            item({ format: 'booklet', quantity: 2, amount_total: 5800, fulfillment_status: 'pending' }),
          ],
        }),
      ],
      'de',
    );
    const card = screen.getByTestId('order');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Bestellung 3F2A9C1B');
    expect(text(fact(card, 'Bestellt am'))).toBe('04.03.2025');
    expect(text(fact(card, 'Bezahlt am'))).toBe('—');
    expect(text(fact(card, 'Betrag'))).toBe('1.234,56 €');
    const badge = within(fact(card, 'Status')).getByText('Zahlung ausstehend');
    expect(badge.className).toContain('badge-warning');
    expect(within(card).queryByRole('link', { name: /Rechnung|Zahlungsbeleg/ })).toBeNull();
    const row = within(card).getByTestId('order-item');
    expect(text(fact(row, 'Format'))).toBe('Heft');
    expect(text(fact(row, 'Menge'))).toBe('2');
    expect(text(fact(row, 'Preis'))).toBe('58,00 €');
    expect(text(fact(row, 'Fortschritt'))).toBe('Ausstehend');
  });

  it('shows a partly refunded order (issue #13): badge, refunded amount, credit-note link, refunded item', async () => {
    await view(
      [
        order({
          status: 'partially_refunded',
          amount_total: 6800,
          refunded_amount: 3900,
          items: [item(), item({ id: 'i2', description: 'Leo', refunded: true })],
          credit_notes: [
            {
              number: 'GS-2026-000001',
              date: '2026-11-25',
              amount: 3900,
              pdf_url: 'https://assets.test/gs1.pdf?sig=2',
            },
          ],
        }),
      ],
      'de',
    );
    const card = screen.getByTestId('order');
    expect(within(fact(card, 'Status')).getByText('Teilweise erstattet')).toBeTruthy();
    expect(text(fact(card, 'Erstattet'))).toBe('-39,00 €');
    const note = within(card).getByRole('link', { name: 'Rechnungskorrektur GS-2026-000001 (PDF)' });
    expect(note.getAttribute('href')).toBe('https://assets.test/gs1.pdf?sig=2');
    expect(note.getAttribute('target')).toBe('_blank');
    const [kept, refunded] = within(card).getAllByTestId('order-item');
    expect(within(kept!).queryByText('Erstattet')).toBeNull();
    expect(within(refunded!).getByText('Erstattet').className).toContain('order-item-refunded');
  });

  it('names a wholly refunded order in English', async () => {
    await view([order({ status: 'refunded', refunded_amount: 2900 })]);
    const card = screen.getByTestId('order');
    expect(within(fact(card, 'Status')).getByText('Refunded')).toBeTruthy();
    expect(text(fact(card, 'Refunded'))).toBe('-€29.00');
  });

  it('links the receipt when there is no invoice', async () => {
    await view([order({ invoice_pdf_url: null })]);
    const receipt = screen.getByRole('link', { name: 'Receipt' });
    expect(receipt.getAttribute('href')).toBe('https://pay.test/receipts/1');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(receipt.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it.each([
    ['fulfilled', 'Fulfilled', 'badge-success'],
    ['processing', 'In production', 'badge-success'],
    ['created', 'Created', 'badge-warning'],
    ['cancelled', 'Cancelled', 'badge-secondary'],
    ['refunded', 'Refunded', 'badge-secondary'],
    ['on_hold', 'on_hold', 'badge-secondary'],
  ])('badges status %s as “%s” (%s)', async (status, label, tone) => {
    await view([order({ status })]);
    const badge = within(fact(screen.getByTestId('order'), 'Status')).getByText(label);
    expect(badge.className).toContain(tone);
  });

  it('shows unknown formats and fulfilment statuses as they came, and a cover placeholder', async () => {
    await view([
      order({ items: [item({ format: 'hardcover', fulfillment_status: 'lost', cover_url: null })] }),
    ]);
    const row = screen.getByTestId('order-item');
    expect(text(fact(row, 'Format'))).toBe('hardcover');
    expect(text(fact(row, 'Progress'))).toBe('lost');
    expect(within(row).queryByRole('img')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Open book: Finn lernt schwimmen' })).toBeTruthy();
  });

  it('lists orders in the order they came (newest first from the BFF)', async () => {
    await view([order({ order_id: 'bbbbbbbb-2' }), order({ order_id: 'aaaaaaaa-1' })]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Order BBBBBBBB',
      'Order AAAAAAAA',
    ]);
  });

  it('loads GET /books/orders and says when there are none yet, with a link to the books', async () => {
    fetchMock.mockResolvedValue(reply(200, { orders: [] }));
    await renderWithProviders(<AccountOrders />, { language: 'en' });
    await settle();
    expect(fetchMock.mock.calls[0]![0]).toBe('http://bff.test/books/orders');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your orders');
    expect(screen.getByText(/You have not ordered a book yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my books' }).getAttribute('href')).toBe('/books');
  });

  it('shows a loader while loading', async () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await renderWithProviders(<AccountOrders />, { language: 'en' });
    expect(screen.getByTestId('loader').textContent).toContain('Loading your orders');
  });

  it('says it could not load the orders and tries again on request', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(502, { detail: 'upstream', code: 'X' }))
      .mockResolvedValueOnce(reply(200, { orders: [order()] }));
    await renderWithProviders(<AccountOrders />, { language: 'en' });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your orders right now.");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('order')).toBeTruthy();
  });

  it('has the German error text', async () => {
    await renderWithProviders(
      <OrderListView orders={undefined} isLoading={false} isError onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Deine Bestellungen konnten gerade nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('links a shipped item to its parcel on /tracking, and an unshipped one to nothing (issue #15)', async () => {
    // The order item gains tracking_number, carrier and tracking_url once shipped (read when present).
    const shipped = {
      ...item({ id: 'i1', fulfillment_status: 'shipped' }),
      tracking_number: '00340434161094015902',
      carrier: 'dhl',
      tracking_url: 'https://www.dhl.de/track?piececode=00340434161094015902',
    };
    const waiting = item({
      id: 'i2',
      book_id: 'b2',
      description: 'Mia im Wald',
      fulfillment_status: 'printed',
    });
    await view([order({ status: 'processing', items: [shipped, waiting] })]);
    const [first, second] = screen.getAllByTestId('order-item');
    const link = within(first!).getByRole('link', { name: 'Track parcel: Finn lernt schwimmen' });
    expect(link.getAttribute('href')).toBe('/tracking?number=00340434161094015902');
    expect(link.textContent).toBe('Track parcel');
    expect(first!.textContent).toContain('DHL, tracking number 00340434161094015902');
    // issue #24: the parcel's word, as the book page and /tracking say it (no status from tracking: a label).
    expect(text(fact(first!, 'Progress'))).toBe('Label created');
    expect(within(second!).queryByTestId('order-item-tracking')).toBeNull();
  });

  it('says "Sendung verfolgen" in German and shows the number without a carrier when none is given', async () => {
    const shipped = {
      ...item({ fulfillment_status: 'shipped' }),
      tracking_number: 'JJD 0001',
      carrier: null,
    };
    await view([order({ items: [shipped] })], 'de');
    const row = screen.getByTestId('order-item');
    const link = within(row).getByRole('link', { name: 'Sendung verfolgen: Finn lernt schwimmen' });
    expect(link.getAttribute('href')).toBe('/tracking?number=JJD%200001');
    expect(row.textContent).toContain('Sendungsnummer JJD 0001');
  });
});
