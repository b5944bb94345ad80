/**
 * spec §3 "Cookie consent" without React: the HTML-only pages' island script (ADR 0044) and the
 * `useCookieConsent` hook (cookie-consent.ts) read and write the same stored choice through this module.
 */
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

/** Calls `listener` on every change of the choice, in this tab or another one. */
export function subscribeConsent(listener: () => void): () => void {
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
