/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import Landing from '../../pages/index/+Page';
import Showcase from '../../pages/showcase/index/+Page';
import { RETURN_PATH_KEY } from '../auth/return-path';
import { returnPathOf } from '../navigation/access';
import { pageAccessOf } from '../test/page-access';
import { renderWithProviders } from '../test/providers';
import { Header } from './Header';

const auth = {
  isAuthenticated: false,
  isLoading: false,
  user: null as { email: string } | null,
  openHostedLogin: jest.fn(),
  signOut: jest.fn(),
};
jest.mock('../auth/AuthContext', () => ({ useAuth: () => auth }));
let page = { urlPathname: '/', urlOriginal: 'http://localhost:3000/' };
jest.mock('vike-react/usePageContext', () => ({ usePageContext: () => page }));
jest.mock('vike-react/useData', () => ({ useData: () => ({ books: {} }) }));
jest.mock('vike/client/router', () => ({ navigate: jest.fn() }));
jest.mock('./PageTitle', () => ({ PageTitle: () => null }));

/** Every link of the rendered page that leads (directly or through /login) to a page that needs signing in. */
function actionLinks(): { label: string; href: string }[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map((a) => ({ label: a.textContent ?? '', href: a.getAttribute('href') ?? '' }))
    .filter(
      ({ href }) => href.startsWith('/login') || pageAccessOf(href.split(/[?#]/)[0] ?? '') === 'signed-in',
    );
}

/**
 * issue #24: the return path holds for every call to action. A signed-out visitor who clicks one that needs
 * signing in goes to /login with the action's page as `next` (and lands there after signing in), never to a
 * bare /login that would send them back to where they were.
 */
describe('calls to action that need signing in', () => {
  beforeEach(() => {
    auth.isAuthenticated = false;
    auth.openHostedLogin.mockReset();
    window.sessionStorage.clear();
  });

  it.each([
    ['the landing', () => <Landing />],
    ['the showcase', () => <Showcase />],
  ])('on %s lead a signed-out visitor to /login?next=/builder', async (_name, ui) => {
    await renderWithProviders(ui(), { language: 'en' });
    const links = actionLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href.startsWith('/login')).toBe(true);
      expect(returnPathOf(link.href.slice(link.href.indexOf('?')))).toBe('/builder');
    }
  });

  it('lead a signed-in customer straight to the builder', async () => {
    auth.isAuthenticated = true;
    await renderWithProviders(<Landing />, { language: 'de' });
    expect(screen.getByRole('link', { name: 'Kostenlose Vorschau erstellen' }).getAttribute('href')).toBe(
      '/builder',
    );
  });

  it('the header’s login comes back to the page it was clicked on; the hosted login keeps it too', async () => {
    page = { urlPathname: '/showcase', urlOriginal: 'http://localhost:3000/showcase?x=1' };
    await renderWithProviders(<Header />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fshowcase%3Fx%3D1',
    );
    fireEvent.click(screen.getByRole('button', { name: /Google/ }));
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/showcase?x=1');
    expect(auth.openHostedLogin).toHaveBeenCalledWith('Google');
  });

  it('on /login the header keeps the page’s own return path', async () => {
    page = { urlPathname: '/login', urlOriginal: 'http://localhost:3000/login?next=%2Fbuilder' };
    await renderWithProviders(<Header />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fbuilder');
    fireEvent.click(screen.getByRole('button', { name: /Apple/ }));
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/builder');
  });
});
