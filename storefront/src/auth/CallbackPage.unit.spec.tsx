/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { navigate } from 'vike/client/router';
import AuthCallbackPage from '../../pages/auth/callback/+Page';
import { RETURN_PATH_KEY } from './return-path';
import { ConfigProvider } from '../config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import texts from '../i18n/texts/auth';
import { AuthProvider } from './AuthContext';
import { CLIENT_ID, nowSeconds, publicConfigWith, testManager, tokenSet } from './auth-test-kit';

jest.mock('vike/client/router', () => ({ navigate: jest.fn(async () => undefined) }));

const USERNAME = 'Google_1000000001';

function tokenResponse() {
  const tokens = tokenSet({
    username: USERNAME,
    email: 'google.tester@fabelhaft.local',
    iat: nowSeconds(Date.now()),
  });
  // jsdom has no Response: a minimal stand-in with what exchangeCode reads.
  const fetchFn = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      id_token: tokens.idToken,
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
    }),
  }));
  return { tokens, fetchFn };
}

async function arrive(search: string, fetchFn: typeof fetch, startLogin = true) {
  const t = testManager({ fetch: fetchFn });
  if (startLogin) t.manager.openHostedLogin('Google');
  window.history.replaceState(null, '', `/auth/callback${search}`);
  await act(async () => {
    render(
      <ConfigProvider config={publicConfigWith()}>
        <LanguageProvider initial="en">
          <AuthProvider manager={t.manager}>
            <AuthCallbackPage />
          </AuthProvider>
        </LanguageProvider>
      </ConfigProvider>,
    );
  });
  return t;
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/auth/callback (spec §4 hosted login)', () => {
  it('redeems the code, stores the session for the library and goes to / without keeping the code in history', async () => {
    const { tokens, fetchFn } = tokenResponse();
    const t = await arrive('?code=abc&state=state-123', fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(t.storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`)).toBe(USERNAME);
    expect(t.storage.getItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.${USERNAME}.idToken`)).toBe(
      tokens.idToken,
    );
    expect(t.manager.getState().user?.email).toBe('google.tester@fabelhaft.local');
    expect(navigate).toHaveBeenCalledWith('/', { overwriteLastHistoryEntry: true });
  });

  it('goes back to the page that sent the visitor to sign in, kept by /login (checked again)', async () => {
    const { fetchFn } = tokenResponse();
    window.sessionStorage.setItem(RETURN_PATH_KEY, '/tracking?number=JJD1');
    await arrive('?code=abc&state=state-123', fetchFn as unknown as typeof fetch);
    expect(navigate).toHaveBeenCalledWith('/tracking?number=JJD1', { overwriteLastHistoryEntry: true });
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();

    jest.mocked(navigate).mockClear();
    window.sessionStorage.setItem(RETURN_PATH_KEY, '//evil.example/');
    await arrive('?code=abc&state=state-123', tokenResponse().fetchFn as unknown as typeof fetch);
    expect(navigate).toHaveBeenCalledWith('/', { overwriteLastHistoryEntry: true });
  });

  it.each([
    ['the customer cancelled', '?error=access_denied&state=state-123', true],
    ['the state does not match', '?code=abc&state=other', true],
    ['no login was started here', '?code=abc&state=state-123', false],
  ])('shows the generic login error with a link back to /login when %s', async (_case, search, started) => {
    const { fetchFn } = tokenResponse();
    await arrive(search, fetchFn as unknown as typeof fetch, started);
    expect(screen.getByRole('alert').textContent).toContain(texts.en.login.genericError);
    expect(screen.getByRole('link', { name: texts.en.callback.backToLogin }).getAttribute('href')).toBe(
      '/login',
    );
    expect(fetchFn).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
