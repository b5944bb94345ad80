/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import { renderWithProviders } from '../test/providers';
import { COOKIE_CONSENT_KEY } from './cookie-consent';
import { CookieBanner } from './CookieBanner';
import { Overlays } from './Overlays';

describe('cookie banner (spec §2, §3 cookie consent)', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['Einverstanden', 'accepted'],
    ['Ablehnen', 'declined'],
  ])('stores the choice "%s" locally and hides', async (button, stored) => {
    await renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Kurz zu Cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('stays hidden once a choice is stored', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'declined');
    await renderWithProviders(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('treats an unknown stored value as no choice', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    await renderWithProviders(<CookieBanner />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it.each([
    ['banner', <CookieBanner key="b" />],
    ['banner and assistant', <Overlays key="o" />],
  ])('leaves the %s out of the server-rendered HTML (they appear only after hydration)', (_, ui) => {
    const html = renderToString(<I18nextProvider i18n={createI18n('de')}>{ui}</I18nextProvider>);
    expect(html).toBe('');
  });
});
