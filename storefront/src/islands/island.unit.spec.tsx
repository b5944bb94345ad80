/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { CookieBanner } from '../components/CookieBanner';
import { CookieSettings } from '../components/CookieSettings';
import { Header } from '../components/Header';
import { Overlays } from '../components/Overlays';
import { ConfigProvider } from '../config';
import { LanguageProvider } from '../i18n/LanguageProvider';
import common from '../i18n/texts/common';
import legal from '../i18n/texts/legal';
import { usePageTexts } from '../i18n/page-texts';
import { TEST_CONFIG } from '../test/providers';
import { IslandContext } from './IslandContext';

// ADR 0044: an HTML-only page is the server's HTML plus src/islands/island.ts. These tests take the real
// components' HTML (no React in the page afterwards, as in the browser) and check the island wires it up.
const auth = {
  isAuthenticated: false,
  isLoading: false,
  user: null,
  openHostedLogin: jest.fn(),
  signOut: jest.fn(),
};
jest.mock('../auth/AuthContext', () => ({ useAuth: () => auth }));
jest.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', urlOriginal: 'http://localhost/', config: { htmlOnly: true } }),
}));
jest.mock('vike/client/router', () => ({ navigate: jest.fn() }));
const openHostedLogin = jest.fn();
jest.mock('./sign-in', () => ({ openHostedLogin }));
const config = { ...TEST_CONFIG, cognito: { ...TEST_CONFIG.cognito, clientId: 'client-1' } };

/** The legal page's part of it (pages/legal: its texts and the cookie settings). */
function LegalCookies() {
  usePageTexts('legal', legal);
  return <CookieSettings />;
}

function serverHtml(): string {
  return renderToString(
    <ConfigProvider config={config}>
      <LanguageProvider initial="de">
        <Header />
        <main id="main">
          <a href="/login?next=%2Fbuilder">Los</a>
          <LegalCookies />
        </main>
        <Overlays htmlOnly />
        <IslandContext locale="de" publicConfig={config} />
      </LanguageProvider>
    </ConfigProvider>,
  );
}

function loadIsland(): void {
  jest.isolateModules(() => {
    // The island runs once, on load (as a module script in the page): a fresh copy for each test.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./island');
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = serverHtml();
});

it('renders the floating column hidden on the server, with the banner, and shows it once wired', () => {
  const column = document.querySelector<HTMLElement>('[data-island="overlays"]')!;
  expect(column.hidden).toBe(true);
  expect(column.querySelector('[data-testid="cookie-banner"]')).not.toBeNull();
  expect(column.querySelector('.assistant-fab')).not.toBeNull();
  loadIsland();
  expect(column.hidden).toBe(false);
  expect(document.documentElement.dataset.hydrated).toBe('true');
});

it('opens and closes the menu on a small screen', () => {
  loadIsland();
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle')!;
  const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  toggle.click();
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(menu.classList.contains('site-menu-open')).toBe(true);
  expect(toggle.textContent).toBe(common.de.nav.closeMenu);
  toggle.click();
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(menu.classList.contains('site-menu-open')).toBe(false);
  expect(toggle.textContent).toBe(common.de.nav.menu);
});

it.each(['accepted', 'declined'])('stores the cookie choice "%s" and removes the banner', (choice) => {
  loadIsland();
  document
    .querySelector<HTMLButtonElement>(`[data-testid="cookie-banner"] [data-consent="${choice}"]`)!
    .click();
  expect(localStorage.getItem('fabelhaft.cookie-consent')).toBe(choice);
  expect(document.querySelector('[data-testid="cookie-banner"]')).toBeNull();
  expect(document.querySelector('.assistant-fab')).not.toBeNull();
});

it('shows no banner when the choice is stored already', () => {
  localStorage.setItem('fabelhaft.cookie-consent', 'declined');
  loadIsland();
  expect(document.querySelector('[data-testid="cookie-banner"]')).toBeNull();
});

it('opens the hosted login of the pressed provider with the page configuration', async () => {
  loadIsland();
  document.querySelector<HTMLButtonElement>('.site-header button[data-provider="SignInWithApple"]')!.click();
  await flush();
  expect(openHostedLogin).toHaveBeenCalledWith(config.cognito, 'SignInWithApple');
});

it('lets a call to action skip /login when a session is stored', async () => {
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'someone');
  jest.doMock('./react-islands', () => ({ mountHeader: jest.fn(), mountAssistant: jest.fn() }));
  loadIsland();
  expect(document.querySelector('main a')!.getAttribute('href')).toBe('/builder');
});

it('keeps the banner component hidden without a choice known (hydrated pages)', () => {
  expect(renderToString(<CookieBanner />)).toBe('');
});

describe('the legal page’s cookie settings (HTML only, ADR 0044)', () => {
  const settings = () => document.querySelector<HTMLElement>('[data-island="cookie-settings"]')!;
  const line = () => settings().querySelector('.cookie-settings-current')!.textContent;
  const reset = () => settings().querySelector('button')!;
  const banner = () => document.querySelector('[data-testid="cookie-banner"]');

  it('shows the stored choice and resets it: the banner comes back, the line and the status say so', () => {
    localStorage.setItem('fabelhaft.cookie-consent', 'accepted');
    expect(reset().disabled).toBe(true); // the server cannot know the choice
    loadIsland();
    expect(line()).toBe('Deine aktuelle Auswahl: akzeptiert');
    expect(reset().disabled).toBe(false);
    expect(banner()).toBeNull();

    reset().click();
    expect(localStorage.getItem('fabelhaft.cookie-consent')).toBeNull();
    expect(line()).toBe('Deine aktuelle Auswahl: noch keine');
    expect(reset().disabled).toBe(true);
    expect(settings().querySelector('[role="status"]')!.textContent).toBe(legal.de.cookies.resetDone);
    expect(banner()).not.toBeNull();

    // Choosing again in the banner that came back updates the line and hides the banner once more.
    document
      .querySelector<HTMLButtonElement>('[data-testid="cookie-banner"] [data-consent="declined"]')!
      .click();
    expect(line()).toBe('Deine aktuelle Auswahl: abgelehnt');
    expect(banner()).toBeNull();
  });

  it('offers no reset before a choice is made', () => {
    loadIsland();
    expect(line()).toBe('Deine aktuelle Auswahl: noch keine');
    expect(reset().disabled).toBe(true);
  });
});
