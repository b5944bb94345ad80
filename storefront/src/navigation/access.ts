/**
 * A page's access rule (issue #25: set in the page's own `+config.ts`, declared in pages/+config.ts, checked by
 * pages/+guard.client.ts and the layout; spec §2). `signed-in`: login required (loader while the auth state
 * loads, then /login?next=<this page> when signed out); `signed-out`: the login screen (when already signed in:
 * back to the page its `next` names, else /); `public`: anyone (the default).
 */
export type Access = 'public' | 'signed-in' | 'signed-out';

export const ACCESS_VALUES: readonly Access[] = ['public', 'signed-in', 'signed-out'];

/** The pages of signing in itself, never a return path. */
const SIGN_IN_PAGES = /^\/(login|auth)(\/|$)/;

/**
 * Where a visitor goes back to after signing in (the page that sent them to /login, with its query). Only a
 * path of this site is accepted — `/tracking?number=…`, never `//evil.example`, `https://…`, `/\evil` or a
 * `javascript:` URL (no open redirect) — and never a page of signing in itself. A path that is no page lands on
 * / like any unknown path (spec §2: the server redirects it).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  // Same-origin relative paths only: one leading slash, no backslash (browsers read `/\` as `//`), no control
  // characters or spaces (which browsers strip before reading the URL).
  const unsafeChar = [...value].some(
    (c) => c === '\\' || c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f,
  );
  if (!value.startsWith('/') || value.startsWith('//') || unsafeChar) return null;
  const origin = 'http://fabelhaft.invalid';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // An encoded slash or backslash in the path is no page of ours, whatever a later decoding would make of it.
  if (SIGN_IN_PAGES.test(url.pathname) || /%(2f|5c)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The query parameter of /login that names the page to go back to. */
export const RETURN_PARAM = 'next';

/** /login for a visitor on `here` (path, query and hash of a page that needs signing in). */
export function loginPathFor(here: string | null | undefined): string {
  const back = safeReturnPath(here);
  return back && back !== '/' ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login';
}

/**
 * issue #24: a call to action that needs signing in ("Create a free preview" → /builder): signed in it leads
 * there; signed out to /login with it as the return path, so after signing in the visitor lands where the
 * button promised, not back on the page that had it.
 */
export function actionHref(target: string, isAuthenticated: boolean): string {
  return isAuthenticated ? target : loginPathFor(target);
}

/** The return path a /login URL's query names, if it is a safe one. */
export function returnPathOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeReturnPath(params.get(RETURN_PARAM));
}

export type GuardDecision = { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

/**
 * `here` is the current page's path with its query and hash (`/tracking?number=…`): a signed-out visitor is
 * sent to sign in with it as the return path, and comes back to it from /login once signed in.
 */
export function accessDecision(
  access: Access,
  auth: { isLoading: boolean; isAuthenticated: boolean },
  here = '/',
): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (auth.isLoading) return { kind: 'loading' };
  if (access === 'signed-in')
    return auth.isAuthenticated ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(here) };
  const search = here.includes('?') ? here.slice(here.indexOf('?')).replace(/#.*$/, '') : '';
  return auth.isAuthenticated ? { kind: 'redirect', to: returnPathOf(search) ?? '/' } : { kind: 'render' };
}

/** The page's path with its query and hash (`/tracking?number=…#top`), from Vike's pageContext. */
export function currentPath(pageContext: {
  urlPathname: string;
  urlParsed: { searchOriginal?: string | null; hashOriginal?: string | null };
}): string {
  const { searchOriginal, hashOriginal } = pageContext.urlParsed;
  return `${pageContext.urlPathname}${searchOriginal ?? ''}${hashOriginal ?? ''}`;
}
