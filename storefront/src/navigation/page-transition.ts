import { useSyncExternalStore } from 'react';

/**
 * Client-side navigation in progress (Vike's onPageTransitionStart → onPageTransitionEnd): the path being
 * opened while the next page's data is fetched from the server, or null. A tiny store of its own, so the
 * layout can show a loading state before the next page exists.
 */
let target: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function pageTransitionStarted(url: string): void {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://storefront.invalid').pathname;
  } catch {
    pathname = '/';
  }
  target = pathname;
  emit();
}

export function pageTransitionEnded(): void {
  if (target === null) return;
  target = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The path a navigation is opening (null when none; always null on the server). */
export function usePageTransitionTarget(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => target,
    () => null,
  );
}

/**
 * Pages whose data comes from the server and can take a moment (spec §2 Blog: its loading state): the text
 * key of their loading state. Other pages open at once from code the browser already has.
 */
export function loadingTextFor(pathname: string): 'common.navigating.blog' | 'common.navigating.post' | null {
  if (/^\/blog\/?$/.test(pathname)) return 'common.navigating.blog';
  if (/^\/blog\/[a-z0-9-]+\/?$/.test(pathname)) return 'common.navigating.post';
  return null;
}
