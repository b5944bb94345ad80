/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/providers';
import { DeleteAccountSection } from './DeleteAccount';

const signOut = jest.fn(async () => undefined);
const refreshSession = jest.fn(async () => ({
  idToken: 'id-token-of-demo',
  accessToken: 'access-token-of-demo',
  refreshToken: 'r',
}));
jest.mock('../../auth/AuthContext', () => ({
  useAuth: () => ({ getToken: async () => 'id-token-of-demo', refreshSession, signOut }),
}));
const navigate = jest.fn(async () => undefined);
jest.mock('vike/client/router', () => ({ navigate: (...args: unknown[]) => navigate(...(args as [])) }));

const fetchMock = jest.fn();
const reply = (status: number, body?: unknown) => ({
  ok: status < 400,
  status,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockClear();
  signOut.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('delete account (issue #12, GDPR Art. 17)', () => {
  it('explains in German what is deleted and what is kept, and cancels without calling anything', async () => {
    await renderWithProviders(<DeleteAccountSection />, { language: 'de' });
    const section = screen.getByRole('region', { name: 'Konto löschen' });
    expect(section.textContent).toContain('§ 147 AO');
    fireEvent.click(within(section).getByRole('button', { name: 'Konto löschen …' }));
    const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Das lässt sich nicht rückgängig machen.');
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    await renderWithProviders(<DeleteAccountSection />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account …' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes with the access token, then signs out and goes to the start page', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await renderWithProviders(<DeleteAccountSection />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account …' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' })),
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bff.test/account');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(String(init.body))).toEqual({
      access_token: 'access-token-of-demo',
      refresh_token: 'r',
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer id-token-of-demo');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows the server’s reason when it refuses, stays signed in, and can try again', async () => {
    fetchMock
      .mockResolvedValueOnce(
        reply(409, {
          detail: 'A payment is still being processed. Please try again once it has completed or expired.',
          code: 'ORDERS.ERASURE_BLOCKED',
        }),
      )
      .mockResolvedValueOnce(reply(500));
    await renderWithProviders(<DeleteAccountSection />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account …' }));
    const dialog = screen.getByRole('dialog');
    const confirm = () =>
      act(async () =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' })),
      );
    await confirm();
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A payment is still being processed. Please try again once it has completed or expired.',
    );
    await confirm();
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'We could not delete your account. Please try again.',
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
