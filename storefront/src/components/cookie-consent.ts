import { useSyncExternalStore } from 'react';

/** spec §3 "Cookie consent": none, accepted or declined, stored under a local key (§9: name not given). */
export type CookieConsent = 'none' | 'accepted' | 'declined';
export const COOKIE_CONSENT_KEY = 'fabelhaft.cookie-consent';

const listeners = new Set<() => void>();
/** Used only when local storage refuses writes (private mode), so a click still hides the banner for this visit. */
let memory: CookieConsent | undefined;

export function readConsent(): CookieConsent {
  if (memory) return memory;
  try {
    const stored = localStorage.getItem(COOKIE_CONSENT_KEY);
    return stored === 'accepted' || stored === 'declined' ? stored : 'none';
  } catch {
    return 'none';
  }
}

export function writeConsent(choice: CookieConsent): void {
  try {
    if (choice === 'none') localStorage.removeItem(COOKIE_CONSENT_KEY);
    else localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    memory = undefined;
  } catch {
    memory = choice;
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab hides this tab's banner too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== COOKIE_CONSENT_KEY) return;
    memory = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored choice, or null while it cannot be known: on the server and during hydration. Rendering nothing
 * for null keeps the server HTML free of the banner, so visitors who already chose never see it flash.
 */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore<CookieConsent | null>(subscribe, readConsent, () => null);
}
