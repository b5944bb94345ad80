/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from '../config';
import { AuthProvider, useAuth } from './AuthContext';
import { nowSeconds, publicConfigWith, storeSession, testManager, tokenSet } from './auth-test-kit';
import type { AuthManager } from './session';

const USER = 'demo@fabelhaft.local';

/** Shows the auth state and records every state it rendered with. */
function Probe({ seen }: { seen?: string[] }) {
  const auth = useAuth();
  const text = auth.isLoading
    ? 'loading'
    : auth.isAuthenticated
      ? `signed in as ${auth.user?.email}`
      : 'signed out';
  seen?.push(text);
  return <p data-testid="probe">{text}</p>;
}

function tree(manager: AuthManager, seen?: string[]) {
  return (
    <ConfigProvider config={publicConfigWith()}>
      <AuthProvider manager={manager}>
        <Probe seen={seen} />
      </AuthProvider>
    </ConfigProvider>
  );
}

describe('AuthProvider (spec §3, §4)', () => {
  it('renders loading first, then the restored user', async () => {
    const t = testManager();
    storeSession(t.storage, USER, tokenSet({ iat: nowSeconds(t.clock.now) }));
    const seen: string[] = [];
    await act(async () => {
      render(tree(t.manager, seen));
    });
    expect(seen[0]).toBe('loading');
    expect(screen.getByTestId('probe').textContent).toBe(`signed in as ${USER}`);
  });

  it('ends loading signed out when nothing is stored', async () => {
    const t = testManager();
    await act(async () => {
      render(tree(t.manager));
    });
    expect(screen.getByTestId('probe').textContent).toBe('signed out');
  });

  it('hydrates the server’s loading markup without a mismatch, then shows the stored session', async () => {
    const server = testManager();
    const html = renderToString(tree(server.manager));
    expect(html).toContain('loading');

    const browser = testManager();
    storeSession(browser.storage, USER, tokenSet({ iat: nowSeconds(browser.clock.now) }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(browser.manager), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(`signed in as ${USER}`);
    act(() => root?.unmount());
    container.remove();
  });

  it('updates every consumer on sign-out', async () => {
    const t = testManager();
    storeSession(t.storage, USER, tokenSet({ iat: nowSeconds(t.clock.now) }));
    t.cognito.handlers.RevokeToken = () => ({});
    let signOut: () => Promise<void> = async () => undefined;
    function SignOutGrabber() {
      signOut = useAuth().signOut;
      return null;
    }
    await act(async () => {
      render(
        <ConfigProvider config={publicConfigWith()}>
          <AuthProvider manager={t.manager}>
            <Probe />
            <SignOutGrabber />
          </AuthProvider>
        </ConfigProvider>,
      );
    });
    await act(() => signOut());
    expect(screen.getByTestId('probe').textContent).toBe('signed out');
  });

  it('throws the spec text when useAuth is used outside an AuthProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
