/**
 * Every route of spec §2 with its access rule. `auth`: login required (loader while the auth state loads,
 * then /login when signed out); `guest`: the login screen (/ when already signed in); `public`: anyone.
 */
export type Access = 'public' | 'auth' | 'guest';

export const ROUTES = [
  { pattern: '/', access: 'public' },
  { pattern: '/builder', access: 'auth' },
  { pattern: '/showcase', access: 'public' },
  { pattern: '/blog', access: 'public' },
  { pattern: '/legal', access: 'public' },
  { pattern: '/login', access: 'guest' },
  { pattern: '/auth/callback', access: 'public' },
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

export type GuardDecision = { kind: 'render' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

export function guard(access: Access, auth: { isLoading: boolean; isAuthenticated: boolean }): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (auth.isLoading) return { kind: 'loading' };
  if (access === 'auth')
    return auth.isAuthenticated ? { kind: 'render' } : { kind: 'redirect', to: '/login' };
  return auth.isAuthenticated ? { kind: 'redirect', to: '/' } : { kind: 'render' };
}
