/** @jest-environment jsdom */
import type { LimitsResponse } from '@fabelhaft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../api/client';
import { renderWithProviders } from '../test/providers';
import { AccountUsage, UsageCardView } from './UsageCard';

jest.mock('../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo' }),
}));

const limits = (over: Partial<LimitsResponse> = {}): LimitsResponse => ({
  preview_limit: 5,
  preview_remaining: 5,
  edit_limit: 3,
  edit_remaining: 3,
  ...over,
});

const view = (l: LimitsResponse, language: 'de' | 'en' = 'de') =>
  renderWithProviders(<UsageCardView limits={l} isLoading={false} error={null} onRetry={() => undefined} />, {
    language,
  });

const previews = () => screen.getByTestId('usage-preview');
const edits = () => screen.getByTestId('usage-edit');

const text = (el: Element | null | undefined) => el?.textContent ?? '';

describe('usage card (spec §2 account, §4 quota states)', () => {
  it('shows previews and edits remaining of their limits, without warnings when plenty are left', async () => {
    await view(limits({ preview_remaining: 3, edit_remaining: 2 }));
    expect(text(previews())).toContain('3 von 5 übrig');
    expect(text(edits())).toContain('2 von 3 übrig');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns when two previews remain', async () => {
    await view(limits({ preview_remaining: 2 }));
    expect(previews().dataset.level).toBe('warning');
    expect(text(within(previews()).getByRole('status'))).toContain('Nur noch 2 Vorschauen übrig.');
  });

  it('warns when one preview remains', async () => {
    await view(limits({ preview_remaining: 1 }), 'en');
    expect(text(within(previews()).getByRole('status'))).toContain('Only one preview left.');
  });

  it.each([0, -1])('calls previews exhausted at %i remaining and never shows a negative count', async (n) => {
    await view(limits({ preview_remaining: n }));
    expect(previews().dataset.level).toBe('exhausted');
    expect(text(previews())).toContain('0 von 5 übrig');
    expect(text(within(previews()).getByRole('status'))).toContain('Vorschau-Limit erreicht');
  });

  it('warns about edits only when exactly one remains', async () => {
    await view(limits({ edit_remaining: 2 }));
    expect(within(edits()).queryByRole('status')).toBeNull();
  });

  it('warns about edits when exactly one remains', async () => {
    await view(limits({ edit_remaining: 1 }), 'en');
    expect(edits().dataset.level).toBe('warning');
    expect(text(within(edits()).getByRole('status'))).toContain('Only one edit left');
  });

  it.each([0, -2])('calls edits exhausted at %i remaining', async (n) => {
    await view(limits({ edit_remaining: n }), 'en');
    expect(edits().dataset.level).toBe('exhausted');
    expect(text(within(edits()).getByRole('status'))).toContain('Edit limit reached');
  });

  it('shows a loader while the limits load', async () => {
    await renderWithProviders(
      <UsageCardView limits={undefined} isLoading error={null} onRetry={() => undefined} />,
    );
    expect(text(screen.getByRole('status'))).toContain('Dein Kontingent wird geladen');
  });

  it('shows the server detail when loading fails, and retries on request', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(
      <UsageCardView
        limits={undefined}
        isLoading={false}
        error={new ApiError(503, 'Limits are resting', 'UNAVAILABLE')}
        onRetry={onRetry}
      />,
    );
    expect(text(screen.getByRole('alert'))).toContain('Limits are resting');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('falls back to a generic text when the error has no detail', async () => {
    await renderWithProviders(
      <UsageCardView
        limits={undefined}
        isLoading={false}
        error={new Error('boom')}
        onRetry={() => undefined}
      />,
      { language: 'en' },
    );
    expect(text(screen.getByRole('alert'))).toContain('Please try again in a moment.');
  });
});

describe('account usage (GET /limits)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValue({ ok: status < 400, status, text: async () => JSON.stringify(body) });

  const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

  it('loads the limits with the bearer token and offers no request card while previews remain', async () => {
    answer(200, limits({ preview_remaining: 4 }));
    await renderWithProviders(<AccountUsage />);
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/limits');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token-of-demo');
    expect(text(previews())).toContain('4 von 5 übrig');
    expect(screen.queryByTestId('request-previews')).toBeNull();
  });

  it('offers the request form for more previews once previews are exhausted (issue #13)', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      const body = url.endsWith('/limits/requests') ? { requests: [] } : limits({ preview_remaining: 0 });
      return { ok: true, status: 200, text: async () => JSON.stringify(body) };
    });
    await renderWithProviders(<AccountUsage />);
    await settle();
    await settle();
    const card = screen.getByTestId('request-previews');
    expect(text(within(card).getByRole('heading'))).toContain('Mehr Vorschauen anfragen');
    expect(within(card).getByLabelText('Woran arbeitest du gerade?')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Anfrage senden' })).toBeTruthy();
  });

  it('shows the server detail of a failed request', async () => {
    answer(500, { detail: 'The limits service is not reachable', code: 'UPSTREAM' });
    await renderWithProviders(<AccountUsage />, { language: 'en' });
    await settle();
    expect(text(screen.getByRole('alert'))).toContain('The limits service is not reachable');
  });
});
