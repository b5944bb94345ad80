/**
 * ADR 0044: the whole client-side JavaScript of an HTML-only page (the landing page, the showcase). The
 * server renders the page with React as every other page; here, without React, the few things on it that
 * are more than links are wired to that HTML:
 * - the header's menu button on small screens and the language choice (stored, then the page loads again);
 * - the floating column: the cookie banner (spec §2) and the "Questions?" button, whose chat (React) loads
 *   when it is pressed;
 * - the legal page's cookie settings: the stored choice, and resetting it (the banner comes back);
 * - the Google and Apple buttons, whose hosted-login code loads when one is pressed;
 * - a stored session: the header, rendered by React in the browser (account menu, "My books"), replaces the
 *   server's signed-out one, and the calls to action lead straight where they promise.
 */
import { readConsent, subscribeConsent, writeConsent, type CookieConsent } from '../components/consent-store';
import { isUiLanguage } from '../i18n/language';
import { readIslandContext, type IslandContextValue } from './context';
import { showPageIn, storeLanguage } from './language';

function wireMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.site-header .menu-toggle');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('site-menu-open', open);
    toggle.querySelector('.burger')?.classList.toggle('burger-open', open);
    const label = toggle.querySelector('span:not(.burger)');
    const text = open ? toggle.dataset.labelClose : toggle.dataset.labelMenu;
    if (label && text) label.textContent = text;
  });
}

function wireLanguage(): void {
  const select = document.querySelector<HTMLSelectElement>('.site-header .language-select');
  select?.addEventListener('change', () => {
    if (!isUiLanguage(select.value)) return;
    storeLanguage(select.value);
    showPageIn(select.value);
  });
}

/** The column's height stays free at the page's end and above focused controls (see Overlays.tsx). */
function publishOverlaysHeight(column: HTMLElement): void {
  const root = document.documentElement;
  const publish = () =>
    root.style.setProperty('--overlays-height', `${Math.ceil(column.getBoundingClientRect().height)}px`);
  publish();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(publish).observe(column);
}

function wireOverlays(context: IslandContextValue): void {
  const column = document.querySelector<HTMLElement>('[data-island="overlays"]');
  if (!column) return;
  const banner = column.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
  if (banner) {
    // Out of the page while a choice is stored; back at the column's end when the choice is reset (legal page).
    const place = () => {
      if (readConsent() !== 'none') banner.remove();
      else if (!banner.isConnected) column.append(banner);
    };
    place();
    subscribeConsent(place);
    for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-consent]'))
      button.addEventListener('click', () => writeConsent(button.dataset.consent as CookieConsent));
  }
  const fab = column.querySelector<HTMLButtonElement>('.assistant-fab');
  fab?.addEventListener('click', () => {
    fab.disabled = true;
    void import('./react-islands').then(({ mountAssistant }) =>
      mountAssistant(context, fab.closest('aside') ?? fab),
    );
  });
  column.hidden = false;
  publishOverlaysHeight(column);
}

/** The legal page's cookie settings (components/CookieSettings.tsx): the stored choice and a reset. */
function wireCookieSettings(): void {
  const settings = document.querySelector<HTMLElement>('[data-island="cookie-settings"]');
  const line = settings?.querySelector('.cookie-settings-current');
  const reset = settings?.querySelector<HTMLButtonElement>('button');
  const status = settings?.querySelector('[role="status"]');
  if (!settings || !line || !reset || !status) return;
  const show = () => {
    const consent = readConsent();
    line.textContent = settings.dataset[`current${consent[0]!.toUpperCase()}${consent.slice(1)}`] ?? '';
    reset.disabled = consent === 'none';
  };
  show();
  subscribeConsent(show);
  reset.addEventListener('click', () => {
    writeConsent('none');
    status.textContent = settings.dataset.resetDone ?? '';
  });
}

function wireSignIn(context: IslandContextValue): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.site-header button[data-provider]')) {
    button.addEventListener('click', () => {
      const provider = button.dataset.provider as 'Google' | 'SignInWithApple';
      void import('./sign-in').then(({ openHostedLogin }) =>
        openHostedLogin(context.publicConfig.cognito, provider),
      );
    });
  }
}

/** The library's "who signed in last" key (auth/storage.ts): a stored session, valid or not yet refreshed. */
function hasStoredSession(clientId: string): boolean {
  try {
    return !!localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`);
  } catch {
    return false;
  }
}

/** Calls to action that needed signing in (issue #24: /login?next=<target>) lead to their target. */
function skipLoginLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href^="/login?next="]')) {
    const next = new URL(link.href).searchParams.get('next');
    if (next?.startsWith('/') && !next.startsWith('//')) link.setAttribute('href', next);
  }
}

function start(): void {
  const context = readIslandContext();
  if (!context) return;
  wireMenu();
  wireLanguage();
  wireSignIn(context);
  wireOverlays(context);
  wireCookieSettings();
  if (hasStoredSession(context.publicConfig.cognito.clientId)) {
    skipLoginLinks();
    void import('./react-islands').then(({ mountHeader }) => mountHeader(context));
  }
  // Lets browser tests (and anyone debugging) know the page's controls work (as the Layout does on hydration).
  document.documentElement.dataset.hydrated = 'true';
}

start();
