import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent, type CookieConsent } from './consent-store';

export { COOKIE_CONSENT_KEY, readConsent, writeConsent, type CookieConsent } from './consent-store';

/**
 * The stored choice, or null while it cannot be known: on the server and during hydration. Rendering nothing
 * for null keeps the server HTML free of the banner, so visitors who already chose never see it flash.
 */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore<CookieConsent | null>(subscribeConsent, readConsent, () => null);
}
