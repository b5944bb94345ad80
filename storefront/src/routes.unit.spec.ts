import { accessFor, guard, ROUTES } from './routes';

describe('routes and guards (spec §2)', () => {
  it('knows every route of spec §2 with its access rule', () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.pattern, r.access]))).toMatchObject({
      '/': 'public',
      '/builder': 'auth',
      '/showcase': 'public',
      '/blog': 'public',
      '/legal': 'public',
      '/login': 'guest',
      '/account': 'auth',
      '/books': 'auth',
      '/tracking': 'auth',
      '/preview/@bookId': 'auth',
      '/books/@bookId/viewer': 'auth',
      '/checkout/success': 'auth',
      '/checkout/cancel': 'auth',
    });
  });

  it('matches concrete paths, and knows no unknown path', () => {
    expect(accessFor('/')).toBe('public');
    expect(accessFor('/preview/b-123')).toBe('auth');
    expect(accessFor('/books/b-123/viewer')).toBe('auth');
    expect(accessFor('/books/')).toBe('auth');
    expect(accessFor('/preview')).toBeUndefined();
    expect(accessFor('/books/b-1/other')).toBeUndefined();
    expect(accessFor('/nope')).toBeUndefined();
  });

  it('shows a loader on protected routes while the auth state loads, then redirects signed-out visitors to /login', () => {
    expect(guard('auth', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
    expect(guard('auth', { isLoading: false, isAuthenticated: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(guard('auth', { isLoading: false, isAuthenticated: true })).toEqual({ kind: 'render' });
  });

  it('sends signed-in visitors from /login to /', () => {
    expect(guard('guest', { isLoading: false, isAuthenticated: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guard('guest', { isLoading: false, isAuthenticated: false })).toEqual({ kind: 'render' });
    expect(guard('guest', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'loading' });
  });

  it('renders public routes at once, whatever the auth state', () => {
    expect(guard('public', { isLoading: true, isAuthenticated: false })).toEqual({ kind: 'render' });
  });
});
