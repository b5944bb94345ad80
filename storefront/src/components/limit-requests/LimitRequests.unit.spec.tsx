/** @jest-environment jsdom */
import type { BookListItem, LimitRequestResponse, LimitsResponse } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import requestsTexts from '../../i18n/texts/requests';
import { renderWithProviders } from '../../test/providers';
import { MyBooks } from '../books/BookList';
import { RequestPreviewsCard } from '../RequestPreviewsCard';
import { AccountUsage } from '../UsageCard';
import { recentDecision } from './request-model';

jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const PAID = '11111111-1111-4111-8111-111111111111';
const request = (over: Partial<LimitRequestResponse> = {}): LimitRequestResponse => ({
  id: 'r1',
  kind: 'preview',
  book_id: null,
  message: 'More previews please',
  status: 'pending',
  granted: null,
  reason: null,
  created_at: '2026-11-23T10:00:00Z',
  decided_at: null,
  ...over,
});
const limits = (over: Partial<LimitsResponse> = {}): LimitsResponse => ({
  preview_limit: 5,
  preview_remaining: 0,
  edit_limit: 3,
  edit_remaining: 3,
  ...over,
});
const paidBook: BookListItem = {
  book_id: PAID,
  approved_at: null,
  title: 'Finn lernt schwimmen',
  idea: 'A fox named Finn learns to swim',
  format: 'booklet',
  preview_status: 'completed',
  payment_status: 'success',
  status: 'completed',
  is_preview: false,
  cover_url: null,
  download_url: null,
  created_at: '2025-03-04T15:05:00Z',
};

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
const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]: [string, RequestInit | undefined]) => init?.method === 'POST' && url.endsWith(path))
    .map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as unknown);
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('request more previews (spec §2, §5, §8)', () => {
  it('keeps the button disabled below 10 characters after trimming and makes no call', async () => {
    route({ 'GET /limits/requests': { status: 200, body: { requests: [] } } });
    await renderWithProviders(<RequestPreviewsCard />, { language: 'en' });
    await settle();
    const field = screen.getByLabelText('What are you working on?');
    const send = screen.getByRole('button', { name: 'Send request' });
    type(field, '   123456789    ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(field.closest('form')!);
    await settle();
    expect(posts('/limits/preview/request')).toEqual([]);
    type(field, '  1234567890 ');
    expect((send as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the trimmed message, confirms it and then shows the pending request instead of the form (de)', async () => {
    route({
      'GET /limits/requests': [
        { status: 200, body: { requests: [] } },
        { status: 200, body: { requests: [request()] } },
      ],
      'POST /limits/preview/request': { status: 201, body: request() },
    });
    await renderWithProviders(<RequestPreviewsCard />, { language: 'de' });
    await settle();
    type(screen.getByLabelText('Woran arbeitest du gerade?'), '  Ein Buch für meine Zwillinge  ');
    fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await settle();
    await settle();
    expect(posts('/limits/preview/request')).toEqual([{ message: 'Ein Buch für meine Zwillinge' }]);
    const card = screen.getByTestId('request-previews');
    expect(within(card).getByText(/Danke! Deine Anfrage ist bei uns angekommen/)).toBeTruthy();
    expect(screen.getByTestId('request-state-preview').dataset.status).toBe('pending');
    expect(screen.getByTestId('request-state-preview').textContent).toContain('wird gerade geprüft');
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
  });

  it('shows the spec §8 text when the request could not be sent, and keeps the message', async () => {
    route({
      'GET /limits/requests': { status: 200, body: { requests: [] } },
      'POST /limits/preview/request': {
        status: 503,
        body: { detail: 'down', code: 'COMMON.UPSTREAM_UNAVAILABLE' },
      },
    });
    await renderWithProviders(<RequestPreviewsCard />, { language: 'en' });
    await settle();
    const field = screen.getByLabelText('What are you working on?');
    type(field, 'A book for my twins please');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not submit your request. Please try again later.',
    );
    expect((field as HTMLTextAreaElement).value).toBe('A book for my twins please');
  });

  it('shows an approval with what was granted', async () => {
    route({
      'GET /limits/requests': {
        status: 200,
        body: { requests: [request({ status: 'approved', granted: 3 })] },
      },
    });
    await renderWithProviders(<RequestPreviewsCard />, { language: 'en' });
    await settle();
    expect(screen.getByTestId('request-state-preview').textContent).toBe(
      'Your request was approved: 3 more previews are unlocked.',
    );
  });

  it('reads the limits again once the request is approved, so the account works again', async () => {
    route({
      'GET /limits/requests': {
        status: 200,
        body: { requests: [request({ status: 'approved', granted: 3 })] },
      },
      'GET /limits': [
        { status: 200, body: limits() },
        { status: 200, body: limits({ preview_limit: 8, preview_remaining: 3 }) },
      ],
    });
    await renderWithProviders(<AccountUsage />, { language: 'de' });
    await settle();
    expect(screen.getByTestId('usage-preview').textContent).toContain('3 von 8 übrig');
    expect(screen.queryByTestId('request-previews')).toBeNull();
  });

  it('shows a rejection with the reason, and the form to ask again', async () => {
    route({
      'GET /limits/requests': {
        status: 200,
        body: { requests: [request({ status: 'rejected', reason: 'Fair use limit' })] },
      },
    });
    await renderWithProviders(<RequestPreviewsCard />, { language: 'de' });
    await settle();
    expect(screen.getByTestId('request-state-preview').textContent).toBe(
      'Deine Anfrage wurde abgelehnt. Begründung: Fair use limit',
    );
    expect((screen.getByRole('button', { name: 'Anfrage senden' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('more edits on My books (spec §2, §4)', () => {
  const books = (over: Partial<LimitsResponse>, requests: LimitRequestResponse[] = []) =>
    route({
      'GET /books': { status: 200, body: { books: [paidBook] } },
      'GET /limits': { status: 200, body: limits(over) },
      'GET /limits/requests': { status: 200, body: { requests } },
      'POST /limits/edit/request': { status: 201, body: request({ kind: 'edit', book_id: PAID }) },
    });

  it('shows the edits left and warns when exactly one is left', async () => {
    books({ edit_remaining: 1 });
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const edits = screen.getByTestId('book-edits');
    expect(edits.textContent).toContain('Edits left on your account: 1 of 3');
    expect(within(edits).getByRole('status').textContent).toContain('Only one edit left');
    expect(screen.queryByTestId('more-edits')).toBeNull();
  });

  it('offers the amber more-edits box when edits are used up: cancel closes, submit sends for this book', async () => {
    books({ edit_remaining: 0 });
    await renderWithProviders(<MyBooks />, { language: 'de' });
    await settle();
    const box = screen.getByTestId('more-edits');
    expect(within(screen.getByTestId('book-edits')).queryByRole('status')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Weitere Änderungen anfragen' }));
    const field = within(box).getByLabelText('Was möchtest du an „Finn lernt schwimmen“ ändern?');
    fireEvent.click(within(box).getByRole('button', { name: 'Abbrechen' }));
    expect(within(box).queryByRole('textbox')).toBeNull();
    expect(field.isConnected).toBe(false);

    fireEvent.click(within(box).getByRole('button', { name: 'Weitere Änderungen anfragen' }));
    type(within(box).getByRole('textbox'), 'kurz');
    expect((within(box).getByRole('button', { name: 'Anfrage senden' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    type(within(box).getByRole('textbox'), 'Finn soll ein rotes Halstuch tragen');
    fireEvent.click(within(box).getByRole('button', { name: 'Anfrage senden' }));
    await settle();
    await settle();
    expect(posts('/limits/edit/request')).toEqual([
      { book_id: PAID, message: 'Finn soll ein rotes Halstuch tragen' },
    ]);
    expect(within(box).getByText(/Danke! Deine Anfrage ist bei uns angekommen/)).toBeTruthy();
  });

  it('shows the state of this book’s edit request instead of the form while it is pending', async () => {
    books({ edit_remaining: 0 }, [request({ kind: 'edit', book_id: PAID })]);
    await renderWithProviders(<MyBooks />, { language: 'en' });
    await settle();
    const box = screen.getByTestId('more-edits');
    expect(within(box).getByTestId('request-state-edit').textContent).toContain('is being reviewed');
    expect(within(box).queryByRole('button', { name: 'Request more edits' })).toBeNull();
  });
});

it('has the same request texts in German and English', () => {
  const keys = (o: object, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`],
    );
  expect(keys(requestsTexts.de).sort()).toEqual(keys(requestsTexts.en).sort());
});

describe('recentDecision (issue #13: the customer sees support’s answer)', () => {
  const base = {
    id: 'r1',
    kind: 'preview' as const,
    book_id: null,
    message: 'Please more previews',
    granted: 3,
    reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
  };
  const now = Date.parse('2026-11-23T10:00:00.000Z');

  it('shows a recent approval or rejection, not a pending or old one', () => {
    expect(
      recentDecision([{ ...base, status: 'approved', decided_at: '2026-11-22T10:00:00.000Z' }], now),
    ).toMatchObject({ id: 'r1' });
    expect(recentDecision([{ ...base, status: 'pending', decided_at: null }], now)).toBeUndefined();
    expect(
      recentDecision([{ ...base, status: 'rejected', decided_at: '2026-10-01T10:00:00.000Z' }], now),
    ).toBeUndefined();
  });
});
