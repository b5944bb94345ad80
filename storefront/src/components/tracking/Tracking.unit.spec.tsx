/** @jest-environment jsdom */
import type { TrackingResultResponse } from '@fabelhaft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import texts from '../../i18n/texts/tracking';
import journey from '../../i18n/texts/journey';
import { TrackingLookup, TrackingResultView } from './Tracking';
import { PRINT_POLL_MS } from '../approval/approval-model';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const RESULT: TrackingResultResponse = {
  tracking_number: '00340434161094015902',
  carrier: 'dhl',
  status: 'in_transit',
  estimated_delivery: { from: '2026-12-01', to: '2026-12-03' },
  events: [
    {
      at: '2026-11-30T13:05:00Z',
      status: 'in_transit',
      code: 'in_transit',
      carrier_code: 'transit',
      description: 'Die Sendung wurde im Paketzentrum bearbeitet',
      location: 'Leipzig, DE',
    },
    {
      at: '2026-11-29T09:00:00Z',
      status: 'label_created',
      code: 'label_created',
      carrier_code: 'pre-transit',
      description: 'Die Sendungsdaten wurden übermittelt',
      location: null,
    },
  ],
  tracking_url:
    'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094015902',
};

const reply = (status: number, body?: unknown) => ({
  ok: status < 400,
  status,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});
/** The customer's orders: the item this parcel carries, with its print job's steps (issue #24). */
const ORDERS = {
  orders: [
    {
      order_id: 'o1',
      items: [
        {
          id: 'i1',
          book_id: 'b1',
          fulfillment_status: 'shipped',
          tracking_number: RESULT.tracking_number,
          print_status: 'shipped',
          print_events: [
            { status: 'requested', at: '2026-11-26T10:00:00Z' },
            { status: 'in_production', at: '2026-11-27T10:00:00Z' },
            { status: 'printed', at: '2026-11-28T10:00:00Z' },
            { status: 'shipped', at: '2026-11-29T08:00:00Z' },
          ],
        },
      ],
    },
  ],
};
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  // The page asks for the customer's orders once a parcel is found; a test's own answers come first.
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('/books/orders') ? reply(200, ORDERS) : reply(500),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
});
/** The page's parcel lookups (not the orders it asks for beside them). */
const lookups = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/tracking/'));
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const input = (language: 'de' | 'en' = 'en') => screen.getByLabelText(texts[language].form.label);
const submit = (language: 'de' | 'en' = 'en') =>
  screen.getByRole('button', { name: texts[language].form.submit }) as HTMLButtonElement;

async function type(value: string, language: 'de' | 'en' = 'en') {
  await act(async () => {
    fireEvent.change(input(language), { target: { value } });
  });
}
async function send(language: 'de' | 'en' = 'en') {
  await act(async () => {
    fireEvent.submit(submit(language).closest('form')!);
  });
  await settle();
}

describe('the tracking page (spec §2 Tracking, §5, §8)', () => {
  it('keeps the button disabled while the number is empty or blank and calls nothing', async () => {
    await renderWithProviders(<TrackingLookup />, { language: 'en' });
    expect(input().getAttribute('type')).toBe('text');
    expect(submit().disabled).toBe(true);
    await type('   ');
    expect(submit().disabled).toBe(true);
    await send();
    expect(fetchMock).not.toHaveBeenCalled();
    await type(' 00340434161094015902 ');
    expect(submit().disabled).toBe(false);
  });

  it('looks the trimmed number up with the bearer token and disables the button while pending', async () => {
    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await renderWithProviders(<TrackingLookup />, { language: 'en' });
    await type(' 00340434161094015902 ');
    await send();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/tracking/00340434161094015902');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token-of-demo');
    const pending = screen.getByRole('button', { name: texts.en.form.pending }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);

    await act(async () => answer(reply(200, RESULT)));
    await settle();
    expect(submit().disabled).toBe(false);
    expect(screen.getByTestId('tracking-result')).toBeTruthy();
    expect(lookups()).toHaveLength(1);
  });

  it('shows the status with its tone, the estimated delivery, the carrier with its page and the events (en)', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, RESULT));
    await renderWithProviders(<TrackingLookup />, { language: 'en' });
    await type('00340434161094015902');
    await send();

    const result = screen.getByTestId('tracking-result');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe(
      'Shipment 00340434161094015902',
    );
    const status = within(result).getByTestId('tracking-status');
    expect(status.textContent).toBe('In transit');
    expect(status.className).toContain('badge-info');
    expect(within(result).getByTestId('tracking-eta').textContent).toBe('Tue, 1 Dec – Thu, 3 Dec');
    expect(within(result).getByTestId('tracking-carrier').textContent).toBe('DHL');
    const link = within(result).getByRole('link', { name: 'View shipment at DHL' });
    expect(link.getAttribute('href')).toBe(RESULT.tracking_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const events = within(result).getAllByTestId('tracking-event');
    expect(events).toHaveLength(2);
    expect(events[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T13:05:00Z');
    // Each step in the page's language first, then the carrier's own words.
    // issue #24: our own words for the carrier's code in the page's language; the carrier's German as a detail.
    expect(within(events[0]!).getByTestId('tracking-event-status').textContent).toBe(
      journey.en.events.in_transit,
    );
    expect(within(events[1]!).getByTestId('tracking-event-status').textContent).toBe(
      journey.en.events.label_created,
    );
    expect(within(events[0]!).getByTestId('tracking-event-carrier').textContent).toBe(
      `${journey.en.carrierNote} Die Sendung wurde im Paketzentrum bearbeitet`,
    );
    expect(events[0]!.textContent).toContain('Die Sendung wurde im Paketzentrum bearbeitet');
    expect(events[0]!.textContent).toContain('Leipzig, DE');
    expect(events[1]!.textContent).toContain('Die Sendungsdaten wurden übermittelt');
    // A customer-started lookup moves focus to its outcome.
    expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 2 }));
  });

  it('writes the result in German and leaves out an estimate the carrier does not give', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(200, {
        ...RESULT,
        status: 'delivered',
        estimated_delivery: null,
        tracking_url: null,
        events: [],
      }),
    );
    await renderWithProviders(<TrackingLookup />, { language: 'de' });
    await type('00340434161094015902', 'de');
    await send('de');
    const result = screen.getByTestId('tracking-result');
    const status = within(result).getByTestId('tracking-status');
    expect(status.textContent).toBe('Zugestellt');
    expect(status.getAttribute('data-tone')).toBe('success');
    expect(within(result).queryByTestId('tracking-eta')).toBeNull();
    expect(within(result).queryByRole('link')).toBeNull();
    expect(within(result).getByText(texts.de.result.noEvents)).toBeTruthy();
  });

  it('shows the German estimated delivery with the events in Berlin time', async () => {
    await renderWithProviders(<TrackingResultView result={RESULT} timeZone="Europe/Berlin" />, {
      language: 'de',
    });
    expect(screen.getByTestId('tracking-eta').textContent).toBe('Di., 1. Dez. – Do., 3. Dez.');
    expect(screen.getByText(texts.de.result.estimatedDelivery)).toBeTruthy();
    expect(plain(screen.getAllByTestId('tracking-event')[0]!.querySelector('time')?.textContent)).toBe(
      '30.11.2026, 14:05',
    );
    expect(screen.getByRole('link', { name: 'Sendung bei DHL ansehen' })).toBeTruthy();
  });

  it('says "We could not find that shipment." for a 404, in English and in German', async () => {
    fetchMock.mockResolvedValue(
      reply(404, { detail: 'We could not find that shipment.', code: 'TRACKING.NOT_FOUND' }),
    );
    const { unmount } = await renderWithProviders(<TrackingLookup />, { language: 'en' });
    await type('NOT-MINE-1');
    await send();
    const error = screen.getByRole('alert');
    expect(error.getAttribute('data-kind')).toBe('notFound');
    expect(error.textContent).toContain('We could not find that shipment.');
    expect(screen.queryByTestId('tracking-result')).toBeNull();
    expect(document.activeElement).toBe(error);
    unmount();

    await renderWithProviders(<TrackingLookup />, { language: 'de' });
    await type('NOT-MINE-1', 'de');
    await send('de');
    expect(screen.getByRole('alert').textContent).toContain('Wir konnten diese Sendung nicht finden.');
  });

  it('shows the generic error for a server failure or no network, and a wait message for too many lookups', async () => {
    // A hiccup is tried twice more before the error shows (one slow answer does not stop the page).
    for (let i = 0; i < 3; i++) {
      fetchMock.mockResolvedValueOnce(reply(500, { detail: 'Internal error (correlation id x)' }));
    }
    await renderWithProviders(<TrackingLookup />, { language: 'en' });
    await type('00340434161094015902');
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.en.error.generic), {
      timeout: 3000,
    });
    expect(lookups()).toHaveLength(3);

    for (let i = 0; i < 3; i++) fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.en.error.generic), {
      timeout: 3000,
    });

    fetchMock.mockResolvedValueOnce(reply(429, { detail: 'Too many requests' }));
    await send();
    expect(screen.getByRole('alert').textContent).toBe(texts.en.error.tooMany);

    // A later lookup that succeeds clears the error.
    fetchMock.mockResolvedValueOnce(reply(200, RESULT));
    await send();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('tracking-result')).toBeTruthy();
  });

  it('fills the input from ?number= and looks it up exactly once', async () => {
    fetchMock.mockResolvedValue(reply(200, RESULT));
    await renderWithProviders(<TrackingLookup initialNumber=" 00340434161094015902 " />, { language: 'en' });
    await settle();
    expect((input() as HTMLInputElement).value).toBe('00340434161094015902');
    expect(lookups()).toHaveLength(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://bff.test/tracking/00340434161094015902');
    expect(screen.getByTestId('tracking-status').textContent).toBe('In transit');
    // The page's own lookup does not pull focus away from where the customer is.
    expect(document.activeElement).toBe(document.body);

    // Typing re-renders the page; only sending the form looks up again.
    await type('00340434161094015903');
    await settle();
    expect(lookups()).toHaveLength(1);
    await send();
    expect(lookups()).toHaveLength(2);
  });

  it('lists the same seven steps as the book page, the print shop’s dated by the order item’s print job (issue #24)', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, RESULT));
    await renderWithProviders(<TrackingLookup initialNumber={RESULT.tracking_number} />, { language: 'en' });
    await settle();
    await settle();
    const list = screen.getByTestId('tracking-steps');
    expect(list.getAttribute('data-journey')).toBe('in_transit');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-step'))).toEqual([
      'approved',
      'printing',
      'printed',
      'label_created',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
    expect(steps.map((s) => s.querySelector('.print-step-name')?.textContent)).toEqual([
      journey.en.status.approved,
      journey.en.status.printing,
      journey.en.status.printed,
      journey.en.status.label_created,
      journey.en.status.in_transit,
      journey.en.status.out_for_delivery,
      journey.en.status.delivered,
    ]);
    expect(steps.map((s) => s.querySelector('time')?.getAttribute('dateTime') ?? null)).toEqual([
      '2026-11-26T10:00:00Z',
      '2026-11-27T10:00:00Z',
      '2026-11-28T10:00:00Z',
      '2026-11-29T09:00:00Z',
      '2026-11-30T13:05:00Z',
      null,
      null,
    ]);
    expect(steps[4]!.getAttribute('aria-current')).toBe('step');
  });

  it('asks again for the order item while an answer lacks its print job’s steps (a slow lookup), then dates them', async () => {
    jest.useFakeTimers();
    try {
      const item = ORDERS.orders[0]!.items[0]!;
      const withoutSteps = {
        orders: [
          { ...ORDERS.orders[0]!, items: [{ ...item, print_status: undefined, print_events: undefined }] },
        ],
      };
      let orderAnswers = 0;
      fetchMock.mockImplementation(async (url: string) => {
        if (!url.endsWith('/books/orders')) return reply(200, RESULT);
        orderAnswers += 1;
        return reply(200, orderAnswers === 1 ? withoutSteps : ORDERS);
      });
      await renderWithProviders(<TrackingLookup initialNumber={RESULT.tracking_number} />, {
        language: 'en',
      });
      await act(async () => jest.advanceTimersByTimeAsync(0));
      const printedDate = () =>
        within(screen.getByTestId('tracking-steps'))
          .getAllByRole('listitem')[2]!
          .querySelector('time')
          ?.getAttribute('dateTime') ?? null;
      expect(printedDate()).toBeNull();
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS + 50));
      expect(orderAnswers).toBe(2);
      expect(printedDate()).toBe('2026-11-28T10:00:00Z');
      // With the facts in, the order item is not asked for again.
      await act(async () => jest.advanceTimersByTimeAsync(PRINT_POLL_MS * 3));
      expect(orderAnswers).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('looks nothing up for an empty ?number=', async () => {
    await renderWithProviders(<TrackingLookup initialNumber="  " />, { language: 'en' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(true);
  });
});
