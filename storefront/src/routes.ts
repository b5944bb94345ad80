/**
 * Every route of spec §2 with its access rule. `auth`: login required (loader while the auth state loads,
 * then /login?next=<this page> when signed out); `guest`: the login screen (when already signed in: back to the
 * page its `next` names, else /); `public`: anyone.
 */
export type Access = 'public' | 'auth' | 'guest';

export const ROUTES = [
  { pattern: '/', access: 'public' },
  { pattern: '/builder', access: 'auth' },
  { pattern: '/showcase', access: 'public' },
  { pattern: '/showcase/@sample', access: 'public' },
  { pattern: '/blog', access: 'public' },
  { pattern: '/blog/@slug', access: 'public' },
  { pattern: '/legal', access: 'public' },
  { pattern: '/login', access: 'guest' },
  { pattern: '/auth/callback', access: 'public' },
  // issue #28 part 4: the page the printed QR code opens, without signing in (ADR 0038).
  { pattern: '/listen/@token', access: 'public' },
  { pattern: '/account', access: 'auth' },
  { pattern: '/books', access: 'auth' },
  { pattern: '/tracking', access: 'auth' },
  { pattern: '/preview/@bookId', access: 'auth' },
  { pattern: '/books/@bookId/viewer', access: 'auth' },
  { pattern: '/checkout/success', access: 'auth' },
  { pattern: '/checkout/cancel', access: 'auth' },
] as const satisfies readonly { pattern: string; access: Access }[];

function matches(pattern: string, pathname: string): boolean {
  const p = pattern.split('/');
  const s = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || pathname === '') return pattern === '/';
  return p.length === s.length && p.every((part, i) => (part.startsWith('@') ? s[i] !== '' : part === s[i]));
}

/** The access rule of a path; undefined for an unknown path (which redirects to /). */
export function accessFor(pathname: string): Access | undefined {
  return ROUTES.find((r) => matches(r.pattern, pathname))?.access;
}

/**
 * Where a visitor goes back to after signing in (the page that sent them to /login, with its query). Only a
 * path of this site is accepted — `/tracking?number=…`, never `//evil.example`, `https://…`, `/\evil` or a
 * `javascript:` URL (no open redirect) — and only a page of spec §2 that is not itself part of signing in.
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
  const access = accessFor(url.pathname);
  if (!access || access === 'guest' || url.pathname.startsWith('/auth/')) return null;
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
export function guard(
  access: Access,
  auth: { isLoading: boolean; isAuthenticated: boolean },
  here = '/',
): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (auth.isLoading) return { kind: 'loading' };
  if (access === 'auth')
    return auth.isAuthenticated ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(here) };
  const search = here.includes('?') ? here.slice(here.indexOf('?')).replace(/#.*$/, '') : '';
  return auth.isAuthenticated ? { kind: 'redirect', to: returnPathOf(search) ?? '/' } : { kind: 'render' };
}
