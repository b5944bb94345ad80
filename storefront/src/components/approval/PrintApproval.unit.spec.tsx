/** @jest-environment jsdom */
import type { BookDetail, Order, OrderItem } from '@fabelhaft/contracts';
import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../../test/providers';
import { useBookDetail } from '../books/queries';
import { PrintApproval } from './PrintApproval';
import { PRINT_POLL_MS } from './queries';
import journey from '../../i18n/texts/journey';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const APPROVED_AT = '2026-11-23T09:00:00.000Z';
const book = (over: Partial<BookDetail> = {}): BookDetail => ({
  book_id: 'b1',
  status: 'completed',
  preview_status: 'completed',
  is_preview: false,
  payment_status: 'success',
  preview: { title: 'Finn' },
  tier: null,
  format: 'booklet',
  cover_url: 'https://assets.test/b1-cover.webp',
  created_at: '2026-11-20T10:00:00.000Z',
  download_url: null,
  error: null,
  revision: 0,
  main_language: 'en',
  age_range: '5 years',
  approved_at: null,
  likeness: null,
  print: { format: 'booklet', page_count: 24, preflight_passed: true, binding: 'left' },
  ...over,
});
const item = (over: Partial<OrderItem> & Record<string, unknown> = {}): OrderItem =>
  ({
    id: 'i1',
    book_id: 'b1',
    cover_url: null,
    description: 'Finn',
    format: 'booklet',
    quantity: 1,
    amount_total: 2900,
    currency: 'EUR',
    coupon_code: null,
    amount_subtotal: 2900,
    amount_discount: 0,
    fulfillment_status: 'ready_for_print',
    refunded: false,
    tracking_number: null,
    tracking_url: null,
    carrier: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as OrderItem;
const orders = (...items: OrderItem[]): { orders: Order[] } => ({
  orders: [
    {
      order_id: 'o1',
      status: 'paid',
      created_at: '2026-11-20T10:00:00.000Z',
      paid_at: '2026-11-20T10:00:00.000Z',
      amount_total: 2900,
      currency: 'EUR',
      coupon_code: null,
      amount_subtotal: 2900,
      amount_discount: 0,
      invoice_pdf_url: null,
      receipt_url: null,
      items,
      refunded_amount: 0,
      credit_notes: [],
    },
  ],
});

const fetchMock = jest.fn();
type Reply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);
function route(replies: Record<string, Reply | Reply[]>) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}`;
    const entry = replies[key];
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    if (!next) throw new Error(`unexpected ${key}`);
    const reply = typeof next === 'function' ? await next() : next;
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
}
const calls = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) =>
      `${init?.method ?? 'GET'} ${url.replace('http://bff.test', '')}` === key,
  ).length;
/** A page as the preview page and the viewer use it: the book detail from its query. */
function PageWithBook() {
  const detail = useBookDetail('b1');
  return <PrintApproval book={detail.data} />;
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

/** axe in jsdom: everything but what needs a layout engine (contrast is checked in the browser test). */
async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('approve for print (issue #15)', () => {
  it('shows what will be printed: format, page count, the current cover and a passed print check', async () => {
    // issue #24: the cover of the book as produced and revised (the viewer's first page), not the preview's.
    route({
      'GET /books/b1/viewer': {
        status: 200,
        body: {
          book_id: 'b1',
          title: 'Fin',
          pages: [
            {
              page_type: 'cover',
              page_number: 0,
              image_url: 'https://assets.test/b1-r2-p0.webp',
              alt_text: '',
            },
          ],
          total_spreads: 1,
          reading_direction: 'ltr',
        },
      },
    });
    const { container } = await renderWithProviders(<PrintApproval book={book()} />, { language: 'en' });
    const card = screen.getByRole('region', { name: 'Approve for print' });
    expect(card.textContent).toContain(FORMAT_NAMES.en.booklet);
    expect(card.textContent).toContain('24 pages');
    expect(within(card).getByTestId('approve-preflight').textContent).toBe('✓ passed');
    const cover = await within(card).findByRole('img', { name: 'The cover as it will be printed' });
    expect(cover.getAttribute('src')).toBe('https://assets.test/b1-r2-p0.webp');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the print file needs a check, in German too', async () => {
    await renderWithProviders(
      <PrintApproval
        book={book({ print: { format: 'board', page_count: null, preflight_passed: false, binding: null } })}
      />,
      { language: 'de' },
    );
    const card = screen.getByRole('region', { name: 'Zum Druck freigeben' });
    expect(card.textContent).toContain(FORMAT_NAMES.de.board);
    expect(card.textContent).toContain('wird beim Druck festgelegt');
    expect(within(card).getByTestId('approve-preflight').textContent).toBe('wird noch geprüft');
    expect(card.textContent).toContain('vor dem Druck schaut noch jemand darauf');
  });

  it.each([
    ['a preview', { is_preview: true }],
    ['an unpaid book', { payment_status: 'pending' }],
    ['a book in production', { status: 'running' }],
    ['a book without print files', { print: null }],
  ])('offers nothing for %s', async (_name, over) => {
    const { container } = await renderWithProviders(
      <PrintApproval book={book(over as Partial<BookDetail>)} />,
      {
        language: 'en',
      },
    );
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks first in a modal dialog: focus on cancel, Escape cancels and focus goes back', async () => {
    await renderWithProviders(<PrintApproval book={book()} />, { language: 'en' });
    const open = button('Approve for print');
    open.focus();
    await act(async () => fireEvent.click(open));
    const dialog = screen.getByRole('dialog', { name: 'Approve your book for print?' });
    expect(dialog.textContent).toContain(
      'Once approved, your book is printed as you see it now and can no longer be changed.',
    );
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(await axeViolations(document.body)).toEqual([]);

    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(calls('POST /books/b1/approve')).toBe(0);
  });

  it('keeps Tab inside the dialog', async () => {
    await renderWithProviders(<PrintApproval book={book()} />, { language: 'en' });
    await act(async () => fireEvent.click(button('Approve for print')));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, approve' });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not yet' }));
  });

  it('approves: working state (nothing can be pressed, Escape waits), then the print progress', async () => {
    let answer!: (reply: { status: number; body?: unknown }) => void;
    route({
      'GET /books/b1': { status: 200, body: book() },
      'POST /books/b1/approve': () => new Promise((resolve) => (answer = resolve)),
      'GET /books/orders': { status: 200, body: orders(item()) },
    });
    await renderWithProviders(<PageWithBook />, { language: 'en' });
    await screen.findByRole('button', { name: 'Approve for print' });
    await act(async () => fireEvent.click(button('Approve for print')));
    await act(async () => fireEvent.click(button('Yes, approve')));

    const dialog = screen.getByRole('dialog');
    // The query library tells React on its next tick.
    await waitFor(() => expect(dialog.getAttribute('aria-busy')).toBe('true'));
    expect(within(dialog).getByRole('button', { name: 'Approving …' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Not yet' }).hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.getByRole('dialog')).toBe(dialog);

    await act(async () => answer({ status: 200, body: book({ approved_at: APPROVED_AT }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST /books/b1/approve')).toBe(1);
    // The answer replaced the page's book detail: the page shows the progress without asking for the book again.
    expect(calls('GET /books/b1')).toBe(1);
    expect(screen.queryByRole('region', { name: 'Approve for print' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Printing and shipping' })).toBeTruthy();
    expect(screen.getByTestId('approved-on').textContent).toContain('Approved on 23 Nov 2026');
  });

  it('words a refusal by its code in the site language (issue #25), and can be tried again', async () => {
    route({
      'POST /books/b1/approve': [
        {
          status: 409,
          body: { detail: 'Another change is being made.', code: 'BOOKS.REVISION_IN_PROGRESS' },
        },
        { status: 500, body: {} },
      ],
    });
    await renderWithProviders(<PrintApproval book={book()} />, { language: 'de' });
    await act(async () => fireEvent.click(button('Zum Druck freigeben')));
    await act(async () => fireEvent.click(button('Ja, freigeben')));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Gerade wird eine Änderung an diesem Buch gemacht. Bitte versuche es noch einmal, sobald sie fertig ist.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Ja, freigeben' }).hasAttribute('disabled')).toBe(
      false,
    );

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, freigeben' })));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
        'Das Buch konnte nicht freigegeben werden.',
      ),
    );
  });
});

describe('print and shipping progress after approval (issue #15)', () => {
  const steps = () =>
    screen
      .getAllByRole('listitem')
      .map((li) => `${li.getAttribute('data-step')}:${li.getAttribute('data-state')}`);

  it('shows the approval date and printing as the step under way', async () => {
    route({ 'GET /books/orders': { status: 200, body: orders(item()) } });
    const { container } = await renderWithProviders(
      <PrintApproval book={book({ approved_at: APPROVED_AT })} />,
      {
        language: 'en',
      },
    );
    await screen.findByRole('list');
    expect(screen.getByTestId('approved-on').textContent).toBe('Approved on 23 Nov 2026');
    expect(steps()).toEqual([
      'approved:done',
      'printing:current',
      'printed:upcoming',
      'label_created:upcoming',
      'in_transit:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).not.toContain('Shipped');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Printing');
    expect(screen.queryByTestId('print-shipment')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks again at "Delivered" while an answer lacks the parcel’s facts, then stops (a slow lookup, issue #24)', async () => {
    jest.useFakeTimers();
    // The BFF answers without the parcel's status when the tracking service is slow: delivered, but no dates.
    const delivered = (withFacts: boolean) =>
      orders(
        item({
          fulfillment_status: 'delivered',
          carrier: 'DHL',
          tracking_number: '00340434610000012345',
          print_status: 'delivered',
          ...(withFacts
            ? {
                shipment_status: 'delivered',
                shipment_events: [
                  { at: '2026-11-24T10:00:00Z', status: 'label_created' },
                  { at: '2026-11-26T12:00:00Z', status: 'delivered' },
                ],
              }
            : {}),
        } as Partial<OrderItem>),
      );
    try {
      route({
        'GET /books/orders': [
          { status: 200, body: delivered(false) },
          { status: 200, body: delivered(false) },
          { status: 200, body: delivered(true) },
        ],
      });
      await renderWithProviders(<PrintApproval book={book({ approved_at: APPROVED_AT })} />, {
        language: 'en',
      });
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getAllByRole('listitem')[6]!.querySelector('time')).toBeNull();
      await act(async () => jest.advanceTimersByTimeAsync((PRINT_POLL_MS + 50) * 2));
      expect(calls('GET /books/orders')).toBe(3);
      expect(screen.getAllByRole('listitem')[6]!.querySelector('time')?.getAttribute('dateTime')).toBe(
        '2026-11-26T12:00:00Z',
      );
      // With the facts in, nothing changes any more: it stops asking.
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS * 3));
      expect(calls('GET /books/orders')).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows the book to "Delivered" without a reload, in the words of /tracking, dating each step (issue #24)', async () => {
    jest.useFakeTimers();
    const shipped = (shipment_status: string, shipment_events: { at: string; status: string }[]) =>
      orders(
        item({
          fulfillment_status: 'shipped',
          carrier: 'DHL',
          tracking_number: '00340434610000012345',
          tracking_url: 'https://www.dhl.de/track?n=00340434610000012345',
          shipment_status,
          shipment_events,
          print_status: 'shipped',
        } as Partial<OrderItem>),
      );
    const label = { at: '2026-11-24T10:00:00Z', status: 'label_created' };
    try {
      route({
        'GET /books/orders': [
          { status: 200, body: orders(item({ fulfillment_status: 'printed' })) },
          { status: 200, body: shipped('label_created', [label]) },
          {
            status: 200,
            body: shipped('delivered', [
              label,
              { at: '2026-11-25T08:00:00Z', status: 'in_transit' },
              { at: '2026-11-26T07:00:00Z', status: 'out_for_delivery' },
              { at: '2026-11-26T12:00:00Z', status: 'delivered' },
            ]),
          },
        ],
      });
      await renderWithProviders(<PrintApproval book={book({ approved_at: APPROVED_AT })} />, {
        language: 'de',
      });
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(steps().slice(0, 4)).toEqual([
        'approved:done',
        'printing:done',
        'printed:current',
        'label_created:upcoming',
      ]);

      // Shipped, but the carrier has not scanned it yet: "Versandlabel erstellt", as /tracking says, not "Verschickt".
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS + 50));
      expect(steps().slice(2, 5)).toEqual(['printed:done', 'label_created:current', 'in_transit:upcoming']);
      const current = screen.getByRole('listitem', { current: 'step' });
      expect(current.textContent).toContain(journey.de.status.label_created);
      expect(current.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T10:00:00Z');
      const shipment = screen.getByTestId('print-shipment');
      expect(shipment.textContent).toContain('Paket bei DHL');
      expect(shipment.textContent).toContain('00340434610000012345');
      expect(
        within(shipment)
          .getByRole('link', { name: 'Sendung verfolgen: 00340434610000012345' })
          .getAttribute('href'),
      ).toBe('/tracking?number=00340434610000012345');

      // … and at the door: every step done, "Zugestellt" last, each parcel step with its date.
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS + 50));
      expect(steps()).toEqual([
        'approved:done',
        'printing:done',
        'printed:done',
        'label_created:done',
        'in_transit:done',
        'out_for_delivery:done',
        'delivered:done',
      ]);
      const items = screen.getAllByRole('listitem');
      expect(items[6]!.textContent).toContain(journey.de.status.delivered);
      expect(items.slice(3).every((li) => li.querySelector('time') !== null)).toBe(true);

      // Delivered: nothing changes any more on this page, so it stops asking.
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS * 3));
      expect(calls('GET /books/orders')).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when printing failed, with the way to support', async () => {
    route({ 'GET /books/orders': { status: 200, body: orders(item({ fulfillment_status: 'failed' })) } });
    await renderWithProviders(<PrintApproval book={book({ approved_at: APPROVED_AT })} />, {
      language: 'en',
    });
    await screen.findByTestId('print-failed');
    expect(screen.getByTestId('print-failed').textContent).toContain('Something went wrong while printing.');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@verlag.test',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('a refunded book (issue #13 refunds, issue #15 printing)', () => {
  it('offers no approval and says the book will not be printed', async () => {
    route({ 'GET /books/orders': { status: 200, body: orders(item({ refunded: true })) } });
    await renderWithProviders(<PrintApproval book={book()} />, { language: 'en' });
    const card = await screen.findByTestId('print-refunded');
    expect(card.textContent).toContain('This order was refunded, so the book will not be printed.');
    expect(screen.queryByRole('button', { name: 'Approve for print' })).toBeNull();
  });

  it('shows no print steps for an approved book refunded afterwards, and stops asking', async () => {
    jest.useFakeTimers();
    try {
      route({ 'GET /books/orders': { status: 200, body: orders(item({ refunded: true })) } });
      await renderWithProviders(<PrintApproval book={book({ approved_at: APPROVED_AT })} />, {
        language: 'de',
      });
      const card = await screen.findByTestId('print-refunded');
      expect(card.textContent).toContain('Diese Bestellung wurde erstattet');
      expect(screen.queryByRole('list')).toBeNull();
      const asked = calls('GET /books/orders');
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS * 3));
      expect(calls('GET /books/orders')).toBe(asked);
    } finally {
      jest.useRealTimers();
    }
  });

  it('still offers the approval when another order of the book was refunded but this one was not', async () => {
    route({
      'GET /books/orders': {
        status: 200,
        body: orders(item({ id: 'old', refunded: true }), item({ id: 'new', refunded: false })),
      },
    });
    await renderWithProviders(<PrintApproval book={book()} />, { language: 'en' });
    await waitFor(() => expect(calls('GET /books/orders')).toBe(1));
    expect(screen.getByRole('region', { name: 'Approve for print' })).toBeTruthy();
    expect(screen.queryByTestId('print-refunded')).toBeNull();
  });
});
