import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type UiLanguage } from '../i18n/language';

/** spec §1: the choice persists (a cookie so the server renders it, local storage as the client's copy). */
export function storeLanguage(next: UiLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // storage unavailable (private mode): the cookie still carries the choice
  }
}

/**
 * ADR 0044: an HTML-only page changes its language by loading again — the server renders it in the stored
 * language. A page with a version of its own in that language (a blog post's translation, named by
 * `<link rel="alternate" hreflang>`) opens that version instead.
 */
export function showPageIn(next: UiLanguage): void {
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${next}"]:not([type])`,
  );
  if (alternate?.href && alternate.href !== window.location.href) window.location.assign(alternate.href);
  else window.location.reload();
}
